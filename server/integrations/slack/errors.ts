import type { WebAPICallError, WebAPIHTTPError, WebAPIPlatformError, WebAPIRateLimitedError } from '@slack/web-api'
import { ErrorDetail } from '../../../api/schemas/error'
import { DomainError } from '../../domain/errors'

/**
 * Whether `error` is the Slack SDK's error of that `code`. The SDK is loaded at the first Slack call (it weighs about
 * 14 MB), so its classes are not at hand for `instanceof`; each of its errors carries its kind in `code`.
 */
export function isSlackError<E extends WebAPICallError>(error: unknown, code: `${E['code']}`): error is E {
  return error instanceof Error && (error as { code?: unknown }).code === code
}

const PLATFORM = 'slack_webapi_platform_error'
const RATE_LIMITED = 'slack_webapi_rate_limited_error'
const REQUEST = 'slack_webapi_request_error'
const HTTP = 'slack_webapi_http_error'

/** Slack could not be reached, answered 5xx or asked to wait: worth another attempt later. */
export function isSlackUnavailable(error: unknown): boolean {
  return (
    isSlackError<WebAPIRateLimitedError>(error, RATE_LIMITED) ||
    isSlackError(error, REQUEST) ||
    isSlackError(error, HTTP)
  )
}

/** Sentences for the Slack error codes a person can act on; other codes are named as Slack sent them. */
const platformErrorDetails: Record<string, (data: Record<string, unknown>) => string> = {
  invalid_auth: () => ErrorDetail.slackInvalidAuth,
  not_authed: () => 'Slack received no token (not_authed). Paste your Slack user token and try again.',
  account_inactive: () =>
    'Slack says the account behind this token is deactivated (account_inactive). Use a token of an active account.',
  token_revoked: () => 'This Slack token has been revoked (token_revoked). Create a new user token and try again.',
  token_expired: () => 'This Slack token has expired (token_expired). Create a new user token and try again.',
  missing_scope: (data) => {
    const scope = typeof data.needed === 'string' && data.needed ? `the ${data.needed} scope` : 'a scope it needs'
    return (
      `The Slack token lacks ${scope} (missing_scope). ` +
      'Add it to your Slack app, reinstall the app and copy the new user token.'
    )
  },
  ratelimited: () => rateLimitedDetail(undefined),
}

function rateLimitedDetail(retryAfterSeconds: number | undefined): string {
  const wait = retryAfterSeconds ? `${retryAfterSeconds} seconds` : 'a minute'
  return `Slack is limiting how often we can call it (ratelimited). Wait ${wait} and try again.`
}

/** Turns an error of the Slack SDK into a DomainError a person understands; anything else is returned unchanged. */
export function explainSlackError(error: unknown): unknown {
  if (isSlackError<WebAPIPlatformError>(error, PLATFORM)) {
    const code = error.data.error
    const detail = platformErrorDetails[code]?.(error.data as unknown as Record<string, unknown>)
    return new DomainError('invalid', detail ?? `Slack refused the request (${code}).`)
  }
  if (isSlackError<WebAPIRateLimitedError>(error, RATE_LIMITED)) {
    return new DomainError('invalid', rateLimitedDetail(error.retryAfter))
  }
  if (isSlackError(error, REQUEST) || isSlackError(error, HTTP)) {
    return new DomainError('upstream_unavailable', 'Could not reach Slack. Please try again.')
  }
  return error
}

/** Platform error codes that mean the saved token no longer works: the person has to reconnect the workspace. */
const BROKEN_TOKEN_CODES = new Set(['invalid_auth', 'not_authed', 'token_revoked', 'token_expired', 'account_inactive'])
/** Platform error codes that concern one channel: it is skipped (with a note) and the others still sync. */
const CHANNEL_CODES = new Set(['channel_not_found', 'not_in_channel', 'is_archived', 'access_denied'])

/** The Slack platform error code of an SDK error (`invalid_auth`...), or undefined for other errors. */
export function slackErrorCode(error: unknown): string | undefined {
  return isSlackError<WebAPIPlatformError>(error, PLATFORM) ? error.data.error : undefined
}

/**
 * For the sync: the sentence shown on an integration whose saved token Slack refuses (status becomes 'error' until
 * the workspace is connected again), or undefined when the error is not about the token.
 */
export function brokenTokenDetail(error: unknown): string | undefined {
  const code = slackErrorCode(error)
  if (code === undefined) return undefined
  if (code === 'missing_scope' && isSlackError<WebAPIPlatformError>(error, PLATFORM)) {
    const needed = (error.data as unknown as { needed?: unknown }).needed
    const scope = typeof needed === 'string' && needed ? `the ${needed} scope` : 'a scope it needs'
    return `The saved Slack token lacks ${scope} (missing_scope). Reconnect the workspace with a token that has it.`
  }
  if (code === 'account_inactive') {
    return 'Slack says the account behind the saved token is deactivated (account_inactive). Reconnect the workspace with an active account.'
  }
  if (BROKEN_TOKEN_CODES.has(code)) return `Slack rejected the saved token (${code}). Reconnect the workspace.`
  return undefined
}

/** For the sync: why one channel cannot be read (the others still sync), or undefined. */
export function channelProblemDetail(error: unknown, channelName: string): string | undefined {
  const code = slackErrorCode(error)
  if (code === undefined || !CHANNEL_CODES.has(code)) return undefined
  return `Headway cannot read #${channelName} (${code}). Invite the token's user to the channel, or reconnect without it.`
}

/**
 * How many seconds Slack asked us to wait, when the error is a rate limit: HTTP 429 with Retry-After, a 429 without it
 * (30 s), or the `ratelimited` platform error (60 s). Undefined for any other error.
 */
export function rateLimitWaitSeconds(error: unknown): number | undefined {
  if (isSlackError<WebAPIRateLimitedError>(error, RATE_LIMITED)) return Math.max(0, error.retryAfter)
  if (slackErrorCode(error) === 'ratelimited') return 60
  if (error instanceof Error && error.message.startsWith('Retry header did not contain a valid timeout')) return 30
  return undefined
}

/** A sentence for a failure the sync retries (Slack unreachable, a 5xx...). */
export function transientSyncDetail(error: unknown, willRetry: boolean): string {
  const then = willRetry ? 'The sync will try again shortly.' : 'The sync gave up; use Sync now to try again.'
  if (isSlackError(error, REQUEST)) return `Could not reach Slack. ${then}`
  if (isSlackError<WebAPIHTTPError>(error, HTTP)) return `Slack answered with an error (HTTP ${error.statusCode}). ${then}`
  const code = slackErrorCode(error)
  if (code) return `Slack refused a request (${code}). ${then}`
  return `The sync failed unexpectedly. ${then}`
}
