import { describe, expect, it, vi } from 'vitest'
import type { Tokens } from '../../api'
import { demoTokens } from '../../mocks'
import { serveMockApi } from '../../mocks/node'
import { createSessionClient, type RefreshLock, type SessionKeeper } from './session-client'

serveMockApi()

function keeper(initial: Tokens | null) {
  let tokens = initial
  const session = {
    tokens: () => tokens,
    tokensRefreshed: vi.fn<(next: Tokens) => void>((next) => {
      tokens = next
    }),
    expired: vi.fn<() => void>(),
  } satisfies SessionKeeper
  return { session, current: () => tokens }
}

const baseUrl = 'http://localhost'

/**
 * Two tabs of one browser: each keeps its own tokens in memory and both see one localStorage ('headway-auth'), which
 * a tab writes when it renews its tokens.
 */
function twoTabs(initial: Tokens) {
  let stored: Tokens | null = initial
  const tab = () => {
    let tokens: Tokens | null = initial
    const session = {
      tokens: () => tokens,
      stored: () => stored,
      tokensRefreshed: vi.fn<(next: Tokens) => void>((next) => {
        tokens = next
        stored = next
      }),
      expired: vi.fn<() => void>(),
    } satisfies SessionKeeper
    return { session, current: () => tokens }
  }
  return [tab(), tab()] as const
}

/** What navigator.locks.request gives the tabs of one origin: one holder at a time, the others queue in order. */
function sharedLock(): RefreshLock {
  let tail: Promise<unknown> = Promise.resolve()
  return (refresh) => {
    const run = tail.then(refresh)
    tail = run.catch(() => undefined)
    return run
  }
}

/** A fetch that counts the refresh calls reaching the (mock) server. */
function countingRefreshes() {
  const counter = { refreshes: 0 }
  const counted: typeof fetch = (input, init) => {
    if (String(input).endsWith('/api/v1/auth/refresh')) counter.refreshes += 1
    return fetch(input, init)
  }
  return { counter, fetch: counted }
}

describe('the session client', () => {
  it('carries the access token', async () => {
    const { session } = keeper(demoTokens)
    const client = createSessionClient({ baseUrl, session })
    expect((await client.me()).email).toBe('demo@headway.app')
    expect(session.expired).not.toHaveBeenCalled()
  })

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const { session, current } = keeper({ ...demoTokens, access_token: 'expired-access' })
    const client = createSessionClient({ baseUrl, session })
    const [first, second] = await Promise.all([client.me(), client.listSlackIntegrations()])
    expect(first.email).toBe('demo@headway.app')
    expect(second).toHaveLength(1)
    expect(session.tokensRefreshed).toHaveBeenCalledOnce()
    expect(current()?.refresh_token).not.toBe(demoTokens.refresh_token)
    expect(session.expired).not.toHaveBeenCalled()
  })

  it('expires the session when the refresh token is refused', async () => {
    const { session } = keeper({ ...demoTokens, access_token: 'expired-access', refresh_token: 'spent' })
    const client = createSessionClient({ baseUrl, session })
    await expect(client.me()).rejects.toMatchObject({ status: 401 })
    expect(session.expired).toHaveBeenCalledOnce()
  })

  it('expires the session when there is no refresh token', async () => {
    const { session } = keeper({ access_token: 'expired-access', refresh_token: '', token_type: 'bearer' })
    const client = createSessionClient({ baseUrl, session })
    await expect(client.me()).rejects.toMatchObject({ status: 401 })
    expect(session.expired).toHaveBeenCalledOnce()
  })

  it('treats a wrong password as a failed login, not an expired session', async () => {
    const { session } = keeper(null)
    const client = createSessionClient({ baseUrl, session })
    await expect(client.login({ username: 'demo@headway.app', password: 'nope' })).rejects.toMatchObject({ status: 401 })
    expect(session.expired).not.toHaveBeenCalled()
  })

  describe('with several tabs', () => {
    it('lets one tab refresh while the other waits for the lock and takes the renewed tokens', async () => {
      const [first, second] = twoTabs({ ...demoTokens, access_token: 'expired-access' })
      const { counter, fetch: counted } = countingRefreshes()
      const lock = sharedLock()
      const clients = [first, second].map(({ session }) => createSessionClient({ baseUrl, session, lock, fetch: counted }))
      const answers = await Promise.all(clients.map((client) => client.me()))
      expect(answers.map((user) => user.email)).toEqual(['demo@headway.app', 'demo@headway.app'])
      expect(counter.refreshes).toBe(1)
      expect(second.current()).toEqual(first.current())
      expect(first.current()?.refresh_token).not.toBe(demoTokens.refresh_token)
      for (const { session } of [first, second]) expect(session.expired).not.toHaveBeenCalled()
    })

    it('does not refresh again when another tab already renewed the tokens that failed', async () => {
      const [first, second] = twoTabs({ ...demoTokens, access_token: 'expired-access' })
      const { counter, fetch: counted } = countingRefreshes()
      await createSessionClient({ baseUrl, session: first.session, fetch: counted }).me()
      expect(counter.refreshes).toBe(1)
      await createSessionClient({ baseUrl, session: second.session, fetch: counted }).me()
      expect(counter.refreshes).toBe(1)
      expect(second.current()).toEqual(first.current())
    })

    it('stays signed in without navigator.locks (jsdom): the server answers both tabs with the same successor', async () => {
      expect('locks' in navigator).toBe(false)
      const [first, second] = twoTabs({ ...demoTokens, access_token: 'expired-access' })
      const { counter, fetch: counted } = countingRefreshes()
      const clients = [first, second].map(({ session }) => createSessionClient({ baseUrl, session, fetch: counted }))
      const answers = await Promise.all(clients.map((client) => client.me()))
      expect(answers.map((user) => user.email)).toEqual(['demo@headway.app', 'demo@headway.app'])
      expect(counter.refreshes).toBe(2)
      expect(second.current()?.refresh_token).toBe(first.current()?.refresh_token)
      for (const { session } of [first, second]) expect(session.expired).not.toHaveBeenCalled()
    })
  })
})
