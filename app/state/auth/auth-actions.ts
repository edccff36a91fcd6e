import type { Dispatch } from 'react'
import {
  NetworkError,
  SsoDetail,
  type ApiClient,
  type RegisterRequest,
  type SsoExchangeRequest,
  type SsoStartQuery,
  type Tokens,
  type UpdateMeRequest,
} from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { authMessages } from './auth-messages'
import type { AuthEvent, AuthState } from './auth-reducer'

/** The spec's pause before a demo login, so the person sees the form being used. */
export const DEMO_LOGIN_DELAY_MS = 1000

export interface DemoCredentials {
  email: string
  password: string
}

interface Deps {
  api: ApiClient
  dispatch: Dispatch<AuthEvent>
  state: () => AuthState
  wait?: (ms: number) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The account operations of the app, each dispatching events and translating failures into the spec's messages. */
export function createAuthActions({ api, dispatch, state, wait = sleep }: Deps) {
  async function signIn(email: string, password: string, failure: string): Promise<boolean> {
    let tokens
    try {
      tokens = await api.login({ username: email, password })
    } catch (error) {
      // The spec's 'Login failed', except when the workspace signs in with single sign-on: then say so.
      const detail = serverDetail(error)
      dispatch({ type: 'auth/requestFailed', error: detail === SsoDetail.required ? detail : failure })
      return false
    }
    return signedInWith(tokens)
  }

  async function signedInWith(tokens: Tokens): Promise<boolean> {
    // The profile call needs the new token, so the session keeper sees it first.
    dispatch({ type: 'auth/tokensRefreshed', tokens })
    try {
      const user = await api.me()
      dispatch({ type: 'auth/signedIn', user, tokens })
      return true
    } catch {
      dispatch({ type: 'auth/signedOut' })
      dispatch({ type: 'auth/requestFailed', error: authMessages.userInfoFailed })
      return false
    }
  }

  return {
    async login(email: string, password: string): Promise<boolean> {
      dispatch({ type: 'auth/requestStarted' })
      return signIn(email, password, authMessages.loginFailed)
    },

    async demoLogin(credentials: DemoCredentials): Promise<boolean> {
      dispatch({ type: 'auth/requestStarted' })
      await wait(DEMO_LOGIN_DELAY_MS)
      return signIn(credentials.email, credentials.password, authMessages.demoLoginFailed)
    },

    /**
     * Starts a single sign-on (the company provider of the email's domain, or Google): answers the provider's URL to
     * send the browser to, or null after dispatching why not.
     */
    async startSso(query: SsoStartQuery): Promise<string | null> {
      dispatch({ type: 'auth/requestStarted' })
      try {
        const { authorize_url: url } = await api.ssoStart(query)
        return url
      } catch (error) {
        dispatch({ type: 'auth/requestFailed', error: serverDetail(error) ?? authMessages.ssoFailed })
        return null
      }
    },

    /** Finishes a single sign-on with what the provider sent back to /app/sso/callback. */
    async finishSso(callback: SsoExchangeRequest): Promise<boolean> {
      dispatch({ type: 'auth/requestStarted' })
      let tokens
      try {
        tokens = await api.ssoExchange(callback)
      } catch (error) {
        dispatch({ type: 'auth/requestFailed', error: serverDetail(error) ?? authMessages.ssoFailed })
        return false
      }
      return signedInWith(tokens)
    },

    async register(registration: RegisterRequest): Promise<boolean> {
      dispatch({ type: 'auth/requestStarted' })
      try {
        await api.register(registration)
      } catch (error) {
        const message =
          serverDetail(error) ??
          (error instanceof NetworkError ? authMessages.networkError : authMessages.registrationFailed)
        dispatch({ type: 'auth/requestFailed', error: message })
        return false
      }
      return signIn(registration.email, registration.password, authMessages.loginFailed)
    },

    async updateProfile(changes: UpdateMeRequest): Promise<boolean> {
      const { tokens, user } = state()
      if (!tokens || !user) {
        dispatch({ type: 'auth/requestFailed', error: authMessages.notAuthenticated })
        return false
      }
      dispatch({ type: 'auth/requestStarted' })
      try {
        dispatch({ type: 'auth/profileUpdated', user: await api.updateMe(changes) })
        return true
      } catch (error) {
        const message = serverDetail(error) ?? authMessages.profileUpdateFailed
        dispatch({ type: 'auth/requestFailed', error: message })
        return false
      }
    },

    /**
     * Reloads the signed-in user. The protected screens call it on mount, so a stale or broken access token is
     * noticed at once: the session client refreshes it, or the session expires and the guards send the browser to
     * /login. Other failures keep the stored user.
     */
    async refreshUser(): Promise<void> {
      if (!state().tokens) return
      try {
        dispatch({ type: 'auth/userRefreshed', user: await api.me() })
      } catch {
        // Expiry is the session client's business; anything else leaves the stored user in place.
      }
    },

    async logout(): Promise<void> {
      const refreshToken = state().tokens?.refresh_token
      dispatch({ type: 'auth/signedOut' })
      if (refreshToken) await api.logout({ refresh_token: refreshToken }).catch(() => undefined)
    },

    /**
     * Sign out everywhere: the server ends every session of the account (other browsers and devices, this one too),
     * then this tab signs out; the other tabs follow through the stored session. False when the server could not be
     * asked: nothing changes then.
     */
    async logoutEverywhere(): Promise<boolean> {
      if (!state().tokens) return false
      try {
        await api.logoutAll()
      } catch {
        return false
      }
      dispatch({ type: 'auth/signedOut' })
      return true
    },

    clearError(): void {
      dispatch({ type: 'auth/errorCleared' })
    },
  }
}

export type AuthActions = ReturnType<typeof createAuthActions>
