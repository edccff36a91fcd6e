import { DomainError } from '../../domain/errors'
import { googleStatus, googleUnreachable, oauthErrorCode } from './google'

/** What Gmail needs on the server, for the person who finds it missing (Connect Gmail, or a mailbox's sync). */
const notSetUp = (what: string) =>
  `${what} is not set up on this server: set HEADWAY_GOOGLE_CLIENT_ID and HEADWAY_GOOGLE_CLIENT_SECRET.`
export const GMAIL_NOT_CONFIGURED = notSetUp('Connect Gmail')
export const GMAIL_SYNC_NOT_CONFIGURED = notSetUp('Gmail sync')
export const GMAIL_CODE_REFUSED =
  'Google did not accept the sign-in code (it works once, for a few minutes). Start again from Connect.'
export const GMAIL_CONNECTION_EXPIRED = 'This Gmail connection has expired. Start again from Connect.'
export const GMAIL_UNKNOWN_LABEL = 'One of the selected labels is not in this mailbox.'

/** True when Google refuses the grant itself: a code already used or expired, or a refresh token revoked. */
export function isRevokedGrant(error: unknown): boolean {
  return oauthErrorCode(error) === 'invalid_grant'
}

/**
 * Turns a failed call to Google, made while a person waits, into a DomainError they understand; anything that is not
 * Google's is returned unchanged.
 */
export function explainGoogleError(error: unknown): unknown {
  if (error instanceof DomainError) return error
  if (isRevokedGrant(error)) {
    return new DomainError('invalid', 'Google no longer accepts this sign-in. Start again from Connect.')
  }
  if (googleUnreachable(error)) return new DomainError('upstream_unavailable', 'Could not reach Google. Please try again.')
  const status = googleStatus(error)
  if (status === 401 || status === 403) {
    return new DomainError(
      'invalid',
      `Google did not let Headway read this mailbox (HTTP ${status}). Start again from Connect and allow Headway to read your email.`,
    )
  }
  if (status === 429) return new DomainError('invalid', 'Google is limiting how often we can call it. Wait a minute and try again.')
  if (status !== undefined) {
    return new DomainError('upstream_unavailable', `Google answered with an error (HTTP ${status}). Please try again.`)
  }
  return error
}

/** For the sync: the sentence shown on a mailbox whose grant Google no longer accepts. */
export function revokedGrantDetail(emailAddress: string): string {
  return `Google no longer accepts Headway's access to ${emailAddress}. Connect Gmail again to resume.`
}

/** For the sync: why one label cannot be listed (the others still sync), or undefined. */
export function labelProblemDetail(error: unknown, labelName: string): string | undefined {
  const status = googleStatus(error)
  // A 400 of the token endpoint (the grant) is about the whole mailbox, not the label.
  if ((status !== 400 && status !== 404) || oauthErrorCode(error) !== undefined) return undefined
  return `Headway cannot read the label ${labelName} (it may have been deleted). Connect Gmail again to choose labels.`
}

/** A sentence for a failure the sync retries (Google unreachable, a 5xx...). */
export function transientSyncDetail(error: unknown, willRetry: boolean): string {
  const then = willRetry ? 'The sync will try again shortly.' : 'The sync gave up; use Sync now to try again.'
  if (googleUnreachable(error)) return `Could not reach Google. ${then}`
  const status = googleStatus(error)
  if (status !== undefined) return `Gmail answered with an error (HTTP ${status}). ${then}`
  return `The sync failed unexpectedly. ${then}`
}
