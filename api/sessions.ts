/**
 * The session rules the server and the mocks both apply: the refresh grace window and the failed-login lockout.
 */

/**
 * How long a just-rotated refresh token still answers its successor (the same refresh token, a fresh access token)
 * instead of ending the session as a replay. Long enough for tabs that woke together (a laptop opened after a night:
 * every tab's access token expired at once) and a slow mobile round trip; short enough that a token stolen later is
 * still caught. Auth0 ("reuse interval") and Okta ("grace period") offer the same, with defaults of a few seconds to
 * half a minute. After the window, or once the successor has itself been used, presenting the old token revokes the
 * whole login (the family).
 */
export const REFRESH_GRACE_MS = 10_000

/** Whether a token spent at `spentAtMs` may still answer its (unused) successor at `nowMs`. */
export function withinRefreshGrace(spentAtMs: number, nowMs: number): boolean {
  return nowMs - spentAtMs < REFRESH_GRACE_MS
}

/**
 * Failed logins allowed for one email from one address in FAILED_LOGIN_WINDOW_MS before that email is locked, from
 * that address only, for the rest of the window. Keyed by both so that a stranger guessing from elsewhere cannot lock
 * the real owner out; guessing from many addresses is slowed by the per-address limit of the login route and by the
 * password hash.
 */
export const FAILED_LOGIN_LIMIT = 10
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000

/** The key failed logins are counted under: the email (already normalised by the schema) and the caller's address. */
export function failedLoginKey(email: string, address: string): string {
  return `${email}\u0000${address}`
}
