import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type Dispatch, type ReactNode } from 'react'
import { produce } from 'immer'
import { useImmerReducer } from 'use-immer'
import type { ApiClient } from '../../../api'
import { apiBaseUrl, createSessionClient } from '../../api/session-client'
import { createAuthActions, type AuthActions } from './auth-actions'
import { authMessages } from './auth-messages'
import { authReducer, type AuthEvent, type AuthState } from './auth-reducer'
import { readSession, sessionFromStorageEvent, writeSession } from './auth-storage'
import { createLatest } from '../latest'

const AuthStateContext = createContext<AuthState | null>(null)
const AuthDispatchContext = createContext<Dispatch<AuthEvent> | null>(null)
const AuthActionsContext = createContext<AuthActions | null>(null)
const ApiContext = createContext<ApiClient | null>(null)

function initialState(): AuthState {
  return { ...readSession(), loading: false, error: null }
}

export interface AuthProviderProps {
  children: ReactNode
  /** Tests and stories pass their own fetch (MSW intercepts the global one anyway). */
  fetch?: typeof fetch
}

/** Owns the session: the auth state, its persistence under 'headway-auth', and the API client that uses it. */
export function AuthProvider({ children, fetch }: AuthProviderProps) {
  const [initial] = useState(initialState)
  const [state, dispatch] = useImmerReducer(authReducer, initial)
  // The client and the actions read the newest session through this, so they are created once.
  const [latest] = useState(() => createLatest(initial))
  useLayoutEffect(() => latest.set(state), [latest, state])

  const api = useMemo(() => {
    // Keeps the newest session in step within one async flow: the login's profile call needs the token it just got.
    const track = (event: AuthEvent) => {
      latest.set(produce(latest.get(), (draft) => authReducer(draft, event)))
      // Cleared at once, not in the effect below: logging out navigates to '/', which unmounts this provider before
      // its effects could run.
      if (event.type === 'auth/signedOut') writeSession({ user: null, tokens: null, isAuthenticated: false })
      // Renewed tokens are stored at once too, inside the refresh lock, so the next tab to take it finds them.
      const now = latest.get()
      if (event.type === 'auth/tokensRefreshed' && now.isAuthenticated) {
        writeSession({ user: now.user, tokens: now.tokens, isAuthenticated: true })
      }
      dispatch(event)
    }
    const client = createSessionClient({
      baseUrl: apiBaseUrl,
      ...(fetch ? { fetch } : {}),
      session: {
        tokens: () => latest.get().tokens,
        stored: () => readSession().tokens,
        tokensRefreshed: (tokens) => track({ type: 'auth/tokensRefreshed', tokens }),
        expired: () => {
          track({ type: 'auth/signedOut' })
          track({ type: 'auth/requestFailed', error: authMessages.refreshFailed })
        },
      },
    })
    return { client, actions: createAuthActions({ api: client, state: latest.get, dispatch: track }) }
  }, [dispatch, fetch, latest])

  useEffect(() => {
    writeSession({ user: state.user, tokens: state.tokens, isAuthenticated: state.isAuthenticated })
  }, [state.user, state.tokens, state.isAuthenticated])

  // Another tab renewed the tokens, logged out or logged in: take its session over, so this tab neither spends a
  // refresh token that tab already spent nor stays signed in after a logout there.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const session = sessionFromStorageEvent(event, latest.get())
      if (!session) return
      latest.set(produce(latest.get(), (draft) => authReducer(draft, { type: 'auth/sessionSynced', session })))
      dispatch({ type: 'auth/sessionSynced', session })
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [dispatch, latest])

  return (
    <ApiContext.Provider value={api.client}>
      <AuthStateContext.Provider value={state}>
        <AuthDispatchContext.Provider value={dispatch}>
          <AuthActionsContext.Provider value={api.actions}>{children}</AuthActionsContext.Provider>
        </AuthDispatchContext.Provider>
      </AuthStateContext.Provider>
    </ApiContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <AuthProvider>.`)
  return value
}

export const useAuthState = (): AuthState => required(useContext(AuthStateContext), 'useAuthState')
export const useAuthDispatch = (): Dispatch<AuthEvent> => required(useContext(AuthDispatchContext), 'useAuthDispatch')
export const useAuthActions = (): AuthActions => required(useContext(AuthActionsContext), 'useAuthActions')
/** The API client carrying the session; every screen talks to the server through it. */
export const useApi = (): ApiClient => required(useContext(ApiContext), 'useApi')
