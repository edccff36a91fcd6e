/**
 * The error every provider throws when the AI endpoint cannot do its job right now. Callers (the pipeline job) leave
 * the feedback queued and retry later: nothing is lost. `retryable` is false only when retrying the same request
 * cannot help until a person changes something (a wrong API key, an unknown model).
 */
export type AiIntegrationErrorKind =
  | 'unavailable'
  | 'timeout'
  | 'rate_limited'
  | 'server_error'
  | 'rejected'
  | 'invalid_response'
  | 'not_configured'

export class AiIntegrationError extends Error {
  override name = 'AiIntegrationError'
  readonly kind: AiIntegrationErrorKind
  readonly status: number | undefined
  readonly retryable: boolean
  readonly attempts: number

  constructor(
    kind: AiIntegrationErrorKind,
    message: string,
    options: { status?: number; retryable?: boolean; attempts?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.kind = kind
    this.status = options.status
    this.retryable = options.retryable ?? (kind !== 'rejected' && kind !== 'not_configured')
    this.attempts = options.attempts ?? 1
  }
}

export function isAiIntegrationError(error: unknown): error is AiIntegrationError {
  return error instanceof AiIntegrationError
}
