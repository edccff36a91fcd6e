import type { gmail_v1 } from '@googleapis/gmail'
import type { gaxios, OAuth2Client } from 'google-auth-library'

/** Read-only access to the mailbox: messages and labels, nothing else. */
export const GMAIL_READONLY_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly'

/** The Google OAuth client and where Google's endpoints are (HEADWAY_GOOGLE_* and HEADWAY_GMAIL_API_URL). */
export interface GoogleSettings {
  clientId: string
  clientSecret: string
  authUrl: string
  tokenUrl: string
  gmailApiUrl: string
}

const REQUEST_TIMEOUT_MS = 15_000

/**
 * Google's OAuth client, pointed at the configured consent page and token endpoint. Google's libraries (about 28 MB of
 * memory) are loaded at the first call to Google, not when the server starts: a server without Gmail never carries them.
 */
export async function googleOAuthClient(settings: GoogleSettings, redirectUri?: string): Promise<OAuth2Client> {
  const { OAuth2Client } = await import('google-auth-library')
  return new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    ...(redirectUri && { redirectUri }),
    endpoints: { oauth2AuthBaseUrl: settings.authUrl, oauth2TokenUrl: settings.tokenUrl },
  })
}

/**
 * A Gmail API client acting with a refresh token (and the access token it came with, if any: access tokens are fetched
 * and renewed by the OAuth client). It retries nothing itself: rate limits and failures are the caller's to handle (the
 * sync waits, or its job is retried).
 */
export async function gmailClient(settings: GoogleSettings, refreshToken: string, accessToken?: string): Promise<gmail_v1.Gmail> {
  const [auth, { gmail_v1 }] = await Promise.all([googleOAuthClient(settings), import('@googleapis/gmail')])
  auth.setCredentials({ refresh_token: refreshToken, ...(accessToken && { access_token: accessToken }) })
  return new gmail_v1.Gmail({ auth, rootUrl: settings.gmailApiUrl, retry: false, timeout: REQUEST_TIMEOUT_MS })
}

/**
 * Whether `error` is an error of Google's HTTP client (gaxios). Its class is not at hand while Google's libraries are
 * not loaded; gaxios marks each of its errors with this registered symbol, which its own `instanceof` checks.
 */
function isGaxiosError(error: unknown): error is gaxios.GaxiosError {
  return error instanceof Error && Symbol.for('gaxios-gaxios-error') in error
}

/** The HTTP status Google answered with, or undefined when it was not reached (or the error is not Google's). */
export function googleStatus(error: unknown): number | undefined {
  return isGaxiosError(error) ? error.response?.status : undefined
}

/** The OAuth error code of a token endpoint answer (`invalid_grant`...), or undefined. */
export function oauthErrorCode(error: unknown): string | undefined {
  if (!isGaxiosError(error)) return undefined
  const data: unknown = error.response?.data
  return data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : undefined
}

/** True when the request never got an answer from Google (refused, reset, timed out). */
export function googleUnreachable(error: unknown): boolean {
  return isGaxiosError(error) && error.response === undefined
}

/** Gmail's per-user and per-project quota reasons, sent with HTTP 403 (older) or 429. */
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded'])
const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 30

/**
 * How many seconds Google asked us to wait, when the error is a rate limit: HTTP 429, or 403 with a rate-limit reason,
 * with its Retry-After (in seconds) or 30 s. Undefined for any other error.
 */
export function rateLimitWaitSeconds(error: unknown): number | undefined {
  if (!isGaxiosError(error) || !error.response) return undefined
  const { status, headers } = error.response
  if (status !== 429 && !(status === 403 && RATE_LIMIT_REASONS.has(errorReason(error.response.data) ?? ''))) {
    return undefined
  }
  const retryAfter = Number(headers.get('retry-after'))
  return Number.isFinite(retryAfter) && retryAfter >= 0 && headers.has('retry-after')
    ? retryAfter
    : DEFAULT_RATE_LIMIT_WAIT_SECONDS
}

/** The first `reason` of a Google API error body ({error: {errors: [{reason}]}}). */
function errorReason(data: unknown): string | undefined {
  const errors = (data as { error?: { errors?: Array<{ reason?: unknown }> } } | undefined)?.error?.errors
  const reason = errors?.[0]?.reason
  return typeof reason === 'string' ? reason : undefined
}
