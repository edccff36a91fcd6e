import { z } from 'zod'

/** Every error response: one human-readable sentence. Nothing else is allowed in the body. */
export const ErrorBody = z.strictObject({ detail: z.string() })
export type ErrorBody = z.infer<typeof ErrorBody>

/**
 * Turns a failed request validation into the sentence sent as `{detail}` with status 422.
 * Only the first problem is reported, in the order the schema declares its fields, so the server and the mocks
 * answer the same sentence the form would show. The sentences the api/ schemas declare end with a full stop and are
 * sent as they are ("Password must be at least 8 characters long."); zod's generic messages do not, so they get the
 * field's name in front ("auto_sync: Invalid input: expected boolean, received string.").
 */
export function formatValidationError(error: z.ZodError): string {
  const [issue] = error.issues
  if (!issue) return 'The request is invalid.'
  if (issue.message.endsWith('.')) return issue.message
  const field = issue.path.map(String).join('.')
  return field ? `${field}: ${issue.message}.` : `${issue.message}.`
}

/** "in 45 seconds", "in 1 minute", "in 60 minutes", "in 23 hours": how long a rate-limited caller waits. */
export function waitFor(seconds: number): string {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(seconds / 60)
  if (minutes <= 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  return `in ${Math.ceil(minutes / 60)} hours`
}

const megabyteFormat = new Intl.NumberFormat('en', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })

/** "8 MB", "1.5 MB": a body cap in bytes, in megabytes of 1,048,576 bytes (as Fastify's and the README's limits). */
function megabytes(bytes: number): string {
  return megabyteFormat.format(bytes / 1_048_576)
}

/** The `detail` sentences the server and the mocks both send, so the two cannot drift apart. */
export const ErrorDetail = {
  notAuthenticated: 'Not authenticated.',
  incorrectCredentials: 'Incorrect email or password.',
  emailTaken: 'An account with this email already exists.',
  emailReserved: 'This email address belongs to the demo workspace. Register with your own email address.',
  invalidRefreshToken: 'The session has expired. Please log in again.',
  incorrectCurrentPassword: 'The current password is incorrect.',
  invalidResetToken: 'This password reset link is invalid, was already used, or has expired. Ask for a new link.',
  invalidInvitation:
    'This invitation link is invalid, was already used, or has expired. Ask your workspace admin for a new invitation.',
  invitationEmailMismatch:
    'This invitation was sent to a different email address. Register with the address the invitation was sent to.',
  invitationNotFound: 'Invitation not found.',
  inviteeHasAccount: 'Someone with this email already has a Headway account, so they cannot be invited.',
  slackInvalidAuth: 'Slack rejected the token: invalid_auth. Check that you copied the whole user token.',
  unknownChannel: 'One of the selected channels is not in this Slack workspace.',
  integrationNotFound: 'Integration not found.',
  importNotFound: 'Import not found.',
  mailboxNotFound: 'Gmail mailbox not found.',
  routeNotFound: 'Not found.',
  featureNotFound: 'Feature not found.',
  themeNotFound: 'Theme not found.',
  commentNotFound: 'Comment not found.',
  notificationNotFound: 'Notification not found.',
  feedbackNotFound: 'Feedback not found.',
  feedbackNotLinked: 'This feedback is not linked to the feature.',
  memberNotFound: 'That person is not a member of this workspace.',
  notOwnComment: 'You can only edit or delete your own comments.',
  mergeIntoItself: 'A feature cannot be merged into itself.',
  mergeTargetMerged: 'That feature was itself merged into another one; merge into that one instead.',
  featureAlreadyMerged: 'This feature is already merged into another one. Unmerge it first.',
  featureHasMerged: 'Other features are merged into this one. Unmerge them first.',
  featureNotMerged: 'This feature is not merged into another one.',
  themeNotSuggested: 'Only a suggested theme can be accepted or dismissed.',
  noThemeSuggestion: 'This feature has no suggested theme to dismiss.',
  themeChangeNotFound: 'Theme change suggestion not found.',
  themeChangeDecided: 'This theme change was already accepted or dismissed.',
  invalidCursor: 'This page link is no longer valid. Load the list again from the start.',
  invalidJsonBody: 'The request body is not valid JSON.',
  emptyJsonBody: 'The request body is empty; send a JSON object.',
  internal: 'Something went wrong on our side. Please try again.',
  /** 422 when the database refuses a text the schemas let through. */
  textNotStorable: 'The request contains text that cannot be stored, such as a NUL character.',
  /** 422 when a value is longer or larger than the database can store. */
  valueTooLarge: 'A value in the request is too long or too large to be stored.',
  /** 503 (with Retry-After) while the database cannot be reached. */
  databaseUnavailable: 'The database cannot be reached right now. Please try again in a few seconds.',
  /** 503 (with Retry-After) when a statement ran past the database's time limit (a stuck or overloaded database). */
  databaseTimedOut: 'The database took too long to answer. Please try again in a few seconds.',
  /** 503 (with Retry-After) to a request that arrives while the server is shutting down. */
  shuttingDown: 'Headway is restarting. Please try again in a few seconds.',
  /** Fastify's and Node's own refusals of a malformed request. */
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive.',
  malformedRequest: 'The request is not valid HTTP.',
  badUrl: 'The address of the request is not valid.',
  urlTooLong: 'The address of the request is too long.',
  /** 413, with the route's cap on its body. */
  bodyTooLarge: (maxBytes: number) => `The request body is too large: this call takes at most ${megabytes(maxBytes)}.`,
  /** 429 for too many calls from one network (IP address). */
  tooManyRequests: (seconds: number) => `Too many requests from your network. Please try again ${waitFor(seconds)}.`,
  /** 429 after too many failed logins for one email. */
  tooManyFailedLogins: (seconds: number) =>
    `Too many failed sign-in attempts for this email. Try again ${waitFor(seconds)}, or reset your password.`,
  /** 429 after too many reset links asked for one email. */
  tooManyResetRequests: (seconds: number) =>
    `Too many password reset requests for this email. Check your inbox, or try again ${waitFor(seconds)}.`,
  /** 429 after too many verification links asked for one account. */
  tooManyVerificationRequests: (seconds: number) =>
    `Too many verification emails for this account. Check your inbox, or try again ${waitFor(seconds)}.`,
} as const

/** The `message` of successful calls that only have a sentence to show. */
export const SuccessMessage = {
  resetLinkSent: 'If an account exists for this email, we sent a link to reset the password.',
  passwordReset: 'Your password has been changed. Log in with your new password.',
  emailVerified: 'Your email address is verified.',
  verificationSent: 'We sent a new verification link. It works once, within 24 hours.',
} as const
