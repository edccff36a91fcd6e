/**
 * What went wrong, in terms of the product rather than HTTP; server/http/errors.ts maps each kind to a status.
 * `detail` is the sentence shown to the person.
 */
export type ProblemKind =
  | 'invalid' // the request makes sense but cannot be done as asked
  | 'unauthenticated' // no valid credentials or session
  | 'forbidden' // signed in, but the role does not allow it
  | 'not_found' // unknown, or belongs to another company
  | 'conflict' // clashes with existing data
  | 'too_large' // more than a limit allows (an upload, an archive's unpacked size)
  | 'unprocessable' // well-formed, but refused for what it holds (e.g. a zip bomb's compression ratio)
  | 'rate_limited' // too many attempts; retryAfterSeconds says how long to wait
  | 'upstream_unavailable' // a service we depend on (Slack) could not be reached
  | 'upstream_busy' // a service we depend on (GitHub) asked us to slow down; retryAfterSeconds says how long

export class DomainError extends Error {
  override name = 'DomainError'

  constructor(
    readonly kind: ProblemKind,
    readonly detail: string,
    /** For 'rate_limited' and 'upstream_busy': the seconds until a new attempt is counted (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail)
  }
}
