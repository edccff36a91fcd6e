import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type Dispatch, type ReactNode } from 'react'
import { produce } from 'immer'
import { useImmerReducer } from 'use-immer'
import type { ApiClient } from '../../../api'
import { apiBaseUrl, createSessionClient } from '../../api/session-client'
import { createAuthActions, type AuthActions } from './auth-actions'
import { authMessages } from './auth-messages'
import { authReducer, type AuthEvent, type AuthState } from './auth-reducer'
import { readSession, writeSession } from './auth-storage'
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
      dispatch(event)
    }
    const client = createSessionClient({
      baseUrl: apiBaseUrl,
      ...(fetch ? { fetch } : {}),
      session: {
        tokens: () => latest.get().tokens,
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
