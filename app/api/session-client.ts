import { createApiClient, type ApiClient, type Tokens } from '../../api'

/** What the client needs from whoever keeps the session (the auth context). */
export interface SessionKeeper {
  tokens(): Tokens | null
  tokensRefreshed(tokens: Tokens): void
  /** The session cannot be renewed: clear it (the route guards then send the browser to /login). */
  expired(): void
}

export interface SessionClientOptions {
  baseUrl: string
  session: SessionKeeper
  fetch?: typeof fetch
}

/**
 * The api/ client with the session rules of the app: every call carries the access token; a 401 on a call that
 * carried one triggers a single refresh (shared by concurrent calls) and one retry; when that fails, or there is no
 * refresh token, the session expires.
 */
export function createSessionClient({ baseUrl, session, fetch: fetchImpl }: SessionClientOptions): ApiClient {
  const send: typeof fetch = (input, init) => (fetchImpl ?? fetch)(input, init)
  const tokenless = createApiClient({ baseUrl, getAccessToken: () => null, fetch: send })
  let refreshing: Promise<Tokens | null> | null = null

  function refreshOnce(): Promise<Tokens | null> {
    refreshing ??= (async () => {
      const refreshToken = session.tokens()?.refresh_token
      if (!refreshToken) return null
      try {
        const tokens = await tokenless.refresh({ refresh_token: refreshToken })
        session.tokensRefreshed(tokens)
        return tokens
      } catch {
        return null
      }
    })().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  const sessionFetch: typeof fetch = async (input, init) => {
    const response = await send(input, init)
    const headers = new Headers(init?.headers)
    if (response.status !== 401 || !headers.has('Authorization')) return response
    const tokens = await refreshOnce()
    if (!tokens) {
      session.expired()
      return response
    }
    headers.set('Authorization', `Bearer ${tokens.access_token}`)
    const retried = await send(input, { ...init, headers })
    if (retried.status === 401) session.expired()
    return retried
  }

  return createApiClient({ baseUrl, getAccessToken: () => session.tokens()?.access_token, fetch: sessionFetch })
}

/** Same origin by default (the server serves the app; `npm run dev` proxies /api). VITE_API_BASE_URL overrides it. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? ''
