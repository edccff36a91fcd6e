import type { Tokens, User } from '../../../api'

export const authStorageKey = 'headway-auth'

/** The session as the spec persists it in localStorage under 'headway-auth'. */
export interface StoredSession {
  user: User | null
  tokens: Tokens | null
  isAuthenticated: boolean
}

const signedOut: StoredSession = { user: null, tokens: null, isAuthenticated: false }

export function readSession(): StoredSession {
  try {
    const raw = window.localStorage.getItem(authStorageKey)
    if (!raw) return signedOut
    const parsed = JSON.parse(raw) as Partial<StoredSession>
    if (!parsed.tokens?.access_token || !parsed.user) return signedOut
    return { user: parsed.user, tokens: parsed.tokens, isAuthenticated: true }
  } catch {
    return signedOut
  }
}

/**
 * What this tab should take over from a `storage` event (another tab wrote or cleared 'headway-auth'), or null when
 * the event is about something else or changes nothing this tab holds.
 */
export function sessionFromStorageEvent(
  event: Pick<StorageEvent, 'key'>,
  current: Pick<StoredSession, 'tokens' | 'isAuthenticated'>,
): StoredSession | null {
  if (event.key !== authStorageKey && event.key !== null) return null // null: the whole storage was cleared
  const stored = readSession()
  const unchanged =
    stored.isAuthenticated === current.isAuthenticated && stored.tokens?.access_token === current.tokens?.access_token
  return unchanged ? null : stored
}

export function writeSession(session: StoredSession): void {
  try {
    if (session.isAuthenticated) window.localStorage.setItem(authStorageKey, JSON.stringify(session))
    else window.localStorage.removeItem(authStorageKey)
  } catch (error) {
    console.warn('Error saving the session to localStorage', error)
  }
}
