import type { Tokens, User } from '../../../api'
import type { StoredSession } from './auth-storage'

export interface AuthState {
  user: User | null
  tokens: Tokens | null
  isAuthenticated: boolean
  /** True while a login, registration, demo login or profile update is under way. */
  loading: boolean
  /** The message shown in the form's alert; editing a field clears it. */
  error: string | null
}

export type AuthEvent =
  | { type: 'auth/requestStarted' }
  | { type: 'auth/requestFailed'; error: string }
  | { type: 'auth/signedIn'; user: User; tokens: Tokens }
  | { type: 'auth/tokensRefreshed'; tokens: Tokens }
  | { type: 'auth/profileUpdated'; user: User }
  | { type: 'auth/userRefreshed'; user: User }
  | { type: 'auth/signedOut' }
  | { type: 'auth/errorCleared' }
  /** Another tab stored a different session (renewed tokens, a logout, another login): this tab takes it over. */
  | { type: 'auth/sessionSynced'; session: StoredSession }

export function authReducer(draft: AuthState, event: AuthEvent): void {
  switch (event.type) {
    case 'auth/requestStarted':
      draft.loading = true
      draft.error = null
      break
    case 'auth/requestFailed':
      draft.loading = false
      draft.error = event.error
      break
    case 'auth/signedIn':
      draft.user = event.user
      draft.tokens = event.tokens
      draft.isAuthenticated = true
      draft.loading = false
      draft.error = null
      break
    case 'auth/tokensRefreshed':
      draft.tokens = event.tokens
      break
    case 'auth/profileUpdated':
      draft.user = event.user
      draft.loading = false
      draft.error = null
      break
    case 'auth/userRefreshed':
      // The server's current copy of the signed-in user (company name, onboarding...); nothing else changes.
      if (draft.isAuthenticated) draft.user = event.user
      break
    case 'auth/signedOut':
      draft.user = null
      draft.tokens = null
      draft.isAuthenticated = false
      draft.loading = false
      break
    case 'auth/errorCleared':
      draft.error = null
      break
    case 'auth/sessionSynced':
      draft.user = event.session.user
      draft.tokens = event.session.tokens
      draft.isAuthenticated = event.session.isAuthenticated
      break
  }
}

export const selectIsAuthenticated = (state: AuthState): boolean => state.isAuthenticated && state.tokens !== null
export const selectNeedsOnboarding = (state: AuthState): boolean =>
  selectIsAuthenticated(state) && state.user?.onboarding_completed === false
/** Signed in while their join request waits (role null): only the waiting page is open to them. */
export const selectAwaitsApproval = (state: AuthState): boolean => selectIsAuthenticated(state) && state.user?.role === null
/** Signed in with an address not verified yet: the app shows the "Verify your email" banner. */
export const selectNeedsVerification = (state: AuthState): boolean =>
  selectIsAuthenticated(state) && state.user?.email_verified === false
export const selectFullName = (state: AuthState): string =>
  state.user ? `${state.user.first_name} ${state.user.last_name}`.trim() : ''
export const selectInitial = (state: AuthState): string =>
  (state.user?.first_name || state.user?.email || '?').charAt(0).toUpperCase()
