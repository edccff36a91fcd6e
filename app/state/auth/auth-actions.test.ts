import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../api'
import { DEMO_PASSWORD } from '../../../mocks'
import { serveMockApi } from '../../../mocks/node'
import { createAuthActions } from './auth-actions'
import { authReducer, type AuthEvent, type AuthState } from './auth-reducer'

const { store } = serveMockApi()

function harness(fetchImpl?: typeof fetch) {
  let state: AuthState = { user: null, tokens: null, isAuthenticated: false, loading: false, error: null }
  const waits: number[] = []
  const api = createApiClient({
    baseUrl: 'http://localhost',
    getAccessToken: () => state.tokens?.access_token,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  })
  const actions = createAuthActions({
    api,
    state: () => state,
    dispatch: (event: AuthEvent) => {
      state = produce(state, (draft) => authReducer(draft, event))
    },
    wait: async (ms) => {
      waits.push(ms)
    },
  })
  return { actions, state: () => state, waits }
}

const registration = {
  email: 'new.person@acme.test',
  first_name: 'New',
  last_name: 'Person',
  company_name: 'Brand New Co',
  company_size: '11-50' as const,
  job_title: null,
  password: 'longenough',
}

describe('auth actions', () => {
  it('logs in, then loads the user', async () => {
    const { actions, state } = harness()
    expect(await actions.login('demo@headway.app', DEMO_PASSWORD)).toBe(true)
    expect(state()).toMatchObject({ isAuthenticated: true, loading: false, error: null, user: { first_name: 'Dana' } })
  })

  it("says 'Login failed' for wrong credentials and clears the loading flag", async () => {
    const { actions, state } = harness()
    expect(await actions.login('demo@headway.app', 'wrong-password')).toBe(false)
    expect(state()).toMatchObject({ isAuthenticated: false, loading: false, error: 'Login failed' })
  })

  it("says 'Failed to get user info' when the me call fails", async () => {
    const failingMe: typeof fetch = async (input, init) =>
      String(input).endsWith('/auth/me') ? new Response('{"detail":"boom"}', { status: 500 }) : fetch(input, init)
    const { actions, state } = harness(failingMe)
    expect(await actions.login('demo@headway.app', DEMO_PASSWORD)).toBe(false)
    expect(state()).toMatchObject({ isAuthenticated: false, error: 'Failed to get user info' })
  })

  it('waits 1000 ms before a demo login and reports a failure in its own words', async () => {
    const { actions, state, waits } = harness()
    expect(await actions.demoLogin({ email: 'demo@headway.app', password: 'not-the-demo-password' })).toBe(false)
    expect(waits).toEqual([1000])
    expect(state().error).toBe('Demo login failed')
  })

  it("registers and signs in, or shows the server's detail", async () => {
    const { actions, state } = harness()
    expect(await actions.register(registration)).toBe(true)
    expect(state().user?.email).toBe('new.person@acme.test')

    const second = harness()
    expect(await second.actions.register(registration)).toBe(false)
    expect(second.state().error).toBe('An account with this email already exists.')
  })

  it("says 'Network error. Please try again.' when registration cannot reach the server", async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    const { actions, state } = harness(offline)
    expect(await actions.register(registration)).toBe(false)
    expect(state().error).toBe('Network error. Please try again.')
  })

  it("says 'Not authenticated' for a profile update without a session", async () => {
    const { actions, state } = harness()
    expect(await actions.updateProfile({ first_name: 'Ada' })).toBe(false)
    expect(state().error).toBe('Not authenticated')
  })

  it('updates the profile and logs out', async () => {
    const { actions, state } = harness()
    await actions.login('demo@headway.app', DEMO_PASSWORD)
    expect(await actions.updateProfile({ first_name: 'Dora' })).toBe(true)
    expect(state().user?.first_name).toBe('Dora')
    await actions.logout()
    expect(state()).toMatchObject({ isAuthenticated: false, user: null, tokens: null })
  })

  it('signs out everywhere: the server ends every session, then this one signs out', async () => {
    const { actions, state } = harness()
    await actions.login('demo@headway.app', DEMO_PASSWORD)
    const tokens = state().tokens
    expect(store.state.sessions.some((session) => session.access_token === tokens?.access_token)).toBe(true)
    await expect(actions.logoutEverywhere()).resolves.toBe(true)
    expect(state()).toMatchObject({ isAuthenticated: false, user: null, tokens: null })
    const demo = store.state.users.find((user) => user.email === 'demo@headway.app')
    expect(store.state.sessions.filter((session) => session.user_id === demo?.id)).toEqual([])
  })

  it('stays signed in when the server cannot be asked to sign out everywhere', async () => {
    const { actions, state } = harness((input, init) =>
      String(input).endsWith('/logout-all') ? Promise.reject(new TypeError('offline')) : fetch(input, init),
    )
    await actions.login('demo@headway.app', DEMO_PASSWORD)
    await expect(actions.logoutEverywhere()).resolves.toBe(false)
    expect(state().isAuthenticated).toBe(true)
  })

  it('reloads the signed-in user, and leaves a signed-out session alone', async () => {
    const signedOut = harness()
    await signedOut.actions.refreshUser()
    expect(signedOut.state().user).toBeNull()

    const { actions, state } = harness()
    await actions.login('demo@headway.app', DEMO_PASSWORD)
    store.state.users[0]!.company_name = 'Renamed Co'
    await actions.refreshUser()
    expect(state().user?.company_name).toBe('Renamed Co')
  })

  it('keeps the stored user when reloading it fails', async () => {
    let failMe = false
    const flakyMe: typeof fetch = async (input, init) =>
      failMe && String(input).endsWith('/auth/me') ? new Response('{"detail":"boom"}', { status: 500 }) : fetch(input, init)
    const { actions, state } = harness(flakyMe)
    await actions.login('demo@headway.app', DEMO_PASSWORD)
    const before = state().user
    failMe = true
    await actions.refreshUser()
    expect(state().user).toBe(before)
    expect(state().isAuthenticated).toBe(true)
  })
})
