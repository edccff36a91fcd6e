import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { demoTokens, demoUser } from '../../../mocks'
import { AuthProvider, useAuthState } from '.'
import { authStorageKey, sessionFromStorageEvent, type StoredSession } from './auth-storage'

function Session() {
  const state = useAuthState()
  return <p>{state.isAuthenticated ? `signed in with ${state.tokens?.access_token}` : 'signed out'}</p>
}

const signedIn = (accessToken: string): StoredSession => ({
  user: demoUser,
  tokens: { ...demoTokens, access_token: accessToken },
  isAuthenticated: true,
})

/** What another tab does: writes (or clears) 'headway-auth'; this tab only hears the storage event. */
function anotherTabStores(session: StoredSession | null, key: string | null = authStorageKey) {
  if (session) localStorage.setItem(authStorageKey, JSON.stringify(session))
  else localStorage.removeItem(authStorageKey)
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key }))
  })
}

afterEach(() => localStorage.clear())

describe('the session across tabs', () => {
  it('takes over the tokens another tab renewed', () => {
    localStorage.setItem(authStorageKey, JSON.stringify(signedIn('access-1')))
    render(<AuthProvider><Session /></AuthProvider>)
    expect(screen.getByText('signed in with access-1')).toBeVisible()
    anotherTabStores(signedIn('access-2'))
    expect(screen.getByText('signed in with access-2')).toBeVisible()
  })

  it('signs out when another tab logged out, or the storage was cleared', () => {
    localStorage.setItem(authStorageKey, JSON.stringify(signedIn('access-1')))
    render(<AuthProvider><Session /></AuthProvider>)
    anotherTabStores(null)
    expect(screen.getByText('signed out')).toBeVisible()
    expect(localStorage.getItem(authStorageKey)).toBeNull()
    anotherTabStores(signedIn('access-3'))
    expect(screen.getByText('signed in with access-3')).toBeVisible()
    anotherTabStores(null, null)
    expect(screen.getByText('signed out')).toBeVisible()
  })

  it('ignores other keys and events that change nothing', () => {
    localStorage.setItem(authStorageKey, JSON.stringify(signedIn('access-1')))
    const current = signedIn('access-1')
    expect(sessionFromStorageEvent({ key: 'headway-theme' }, { ...current, isAuthenticated: false })).toBeNull()
    expect(sessionFromStorageEvent({ key: authStorageKey }, current)).toBeNull()
    const renewed = sessionFromStorageEvent({ key: authStorageKey }, signedIn('access-0'))
    expect(renewed?.tokens?.access_token).toBe('access-1')
  })
})
