import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { demoTokens, demoUser } from '../../../mocks'
import {
  authReducer,
  selectFullName,
  selectInitial,
  selectIsAuthenticated,
  selectNeedsOnboarding,
  type AuthEvent,
  type AuthState,
} from './auth-reducer'

const signedOut: AuthState = { user: null, tokens: null, isAuthenticated: false, loading: false, error: null }
const run = (state: AuthState, ...events: AuthEvent[]) =>
  events.reduce((current, event) => produce(current, (draft) => authReducer(draft, event)), state)
const signedIn = run(signedOut, { type: 'auth/signedIn', user: demoUser, tokens: demoTokens })

describe('auth reducer', () => {
  it("takes the server's copy of the signed-in user, but never signs anyone in with it", () => {
    const renamed = { ...demoUser, company_name: 'Renamed Co' }
    expect(run(signedIn, { type: 'auth/userRefreshed', user: renamed }).user?.company_name).toBe('Renamed Co')
    expect(run(signedOut, { type: 'auth/userRefreshed', user: renamed })).toEqual(signedOut)
  })

  it('clears the user and tokens on sign-out, keeping the error that explains it', () => {
    const expired = run(signedIn, { type: 'auth/signedOut' }, { type: 'auth/requestFailed', error: 'Token refresh failed' })
    expect(expired).toMatchObject({ user: null, tokens: null, isAuthenticated: false, error: 'Token refresh failed' })
    expect(selectIsAuthenticated(expired)).toBe(false)
  })
})

describe('auth selectors', () => {
  it('tell who is signed in and whether onboarding is due', () => {
    expect(selectIsAuthenticated(signedIn)).toBe(true)
    expect(selectNeedsOnboarding(signedIn)).toBe(false)
    const fresh = run(signedOut, { type: 'auth/signedIn', user: { ...demoUser, onboarding_completed: false }, tokens: demoTokens })
    expect(selectNeedsOnboarding(fresh)).toBe(true)
    expect(selectFullName(signedIn)).toBe('Dana Demo')
    expect(selectInitial(signedIn)).toBe('D')
    expect(selectFullName(signedOut)).toBe('')
  })
})
