import { createApiClient, type ApiClient, type Tokens } from '../../api'

/** What the client needs from whoever keeps the session (the auth context). */
export interface SessionKeeper {
  tokens(): Tokens | null
  tokensRefreshed(tokens: Tokens): void
  /** The session cannot be renewed: clear it (the route guards then send the browser to /login). */
  expired(): void
  /**
   * The tokens as stored for every tab now ('headway-auth' in localStorage), read inside the refresh lock: another
   * tab may have rotated them already. Null when nothing is stored.
   */
  stored?(): Tokens | null
}

/** Runs `refresh` while no other tab of this origin runs one. */
export type RefreshLock = <T>(refresh: () => Promise<T>) => Promise<T>

export const REFRESH_LOCK_NAME = 'headway-auth-refresh'

/**
 * The Web Locks API (navigator.locks): one tab at a time refreshes, and the next one finds the tokens the first stored
 * instead of spending the same refresh token again. Where the API is missing (jsdom, very old browsers) the refresh
 * runs at once; the server's grace window (api/sessions.ts) then answers both tabs with the same successor.
 */
export const webLocksRefreshLock: RefreshLock = (refresh) => {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined)
  return locks ? locks.request(REFRESH_LOCK_NAME, refresh) : refresh()
}

export interface SessionClientOptions {
  baseUrl: string
  session: SessionKeeper
  fetch?: typeof fetch
  /** Defaults to webLocksRefreshLock. */
  lock?: RefreshLock
}

/**
 * The api/ client with the session rules of the app: every call carries the access token; a 401 on a call that
 * carried one triggers a single refresh (shared by concurrent calls, and by the tabs through `lock`) and one retry;
 * when that fails, or there is no refresh token, the session expires. Inside the lock the stored tokens are read
 * again: when another tab (or an earlier refresh here) has replaced the access token that failed, those tokens are
 * used and the refresh token is not spent a second time.
 */
export function createSessionClient({
  baseUrl,
  session,
  fetch: fetchImpl,
  lock = webLocksRefreshLock,
}: SessionClientOptions): ApiClient {
  const send: typeof fetch = (input, init) => (fetchImpl ?? fetch)(input, init)
  const tokenless = createApiClient({ baseUrl, getAccessToken: () => null, fetch: send })
  let refreshing: Promise<Tokens | null> | null = null

  async function refresh(failedAccessToken: string): Promise<Tokens | null> {
    const current = session.tokens()
    if (current && current.access_token !== failedAccessToken) return current // renewed here since the call left
    const stored = session.stored?.() ?? null
    if (stored && stored.access_token !== failedAccessToken) {
      session.tokensRefreshed(stored) // another tab renewed them while this one waited for the lock
      return stored
    }
    const refreshToken = current?.refresh_token
    if (!refreshToken) return null
    try {
      const tokens = await tokenless.refresh({ refresh_token: refreshToken })
      session.tokensRefreshed(tokens)
      return tokens
    } catch {
      return null
    }
  }

  function refreshOnce(failedAccessToken: string): Promise<Tokens | null> {
    refreshing ??= lock(() => refresh(failedAccessToken)).finally(() => {
      refreshing = null
    })
    return refreshing
  }

  const sessionFetch: typeof fetch = async (input, init) => {
    const response = await send(input, init)
    const headers = new Headers(init?.headers)
    const sent = /^Bearer (.+)$/.exec(headers.get('Authorization') ?? '')?.[1]
    if (response.status !== 401 || sent === undefined) return response
    const tokens = await refreshOnce(sent)
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
