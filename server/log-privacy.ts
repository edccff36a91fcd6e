import type { FastifyServerOptions } from 'fastify'

/** What stands in the log for a value it must not hold. */
export const REDACTED = '[redacted]'

/**
 * Keys whose values never reach the log (credentials, tokens, links that carry a token, query values), at the top of a
 * logged object and up to two levels down (e.g. `req.headers.authorization`).
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'current_password',
  'new_password',
  'passwordHash',
  'token',
  'access_token',
  'refresh_token',
  'invitation_token',
  'user_token',
  'client_secret',
  'secretKey',
  'link',
  'invite_url',
  'params',
  'query',
]
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const property = /^\w+$/.test(key) ? `.${key}` : `["${key}"]`
  return [property.startsWith('.') ? key : property, `*${property}`, `*.*${property}`]
})

/** The URL with every query value replaced (`/reset-password?token=[redacted]`): links carry their tokens there. */
export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?')
  if (start === -1) return url
  const names = [...new Set(new URLSearchParams(url.slice(start + 1)).keys())]
  return `${url.slice(0, start)}?${names.map((name) => `${encodeURIComponent(name)}=${REDACTED}`).join('&')}`
}

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/** Fastify's request fields, with the query values left out. */
function serialiseRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** The properties of an error kept in the log: PostgreSQL's `detail` ("Failing row contains (...)") is not one. */
const KEPT_ERROR_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'severity', 'routine'] as const

interface SerialisedError {
  type: string
  message: string
  stack: string
  cause?: SerialisedError
  errors?: SerialisedError[]
  [field: string]: unknown
}

/**
 * An error as the log shows it: type, message, stack, the fields that explain it, and its causes. A failed query
 * (Drizzle's, which carries `query` and `params`) keeps its SQL but never its parameters, and PostgreSQL's own error
 * loses the value it quotes: they hold what people typed, password hashes and tokens.
 */
export function serialiseError(error: unknown, depth = 0): SerialisedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' }
  const failedQuery = 'query' in error && 'params' in error
  // PostgreSQL quotes the offending value in its message (invalid input syntax for type integer: "$argon2id$...").
  const fromDatabase = 'severity' in error && 'code' in error
  const message = failedQuery
    ? `Failed query: ${String(error.query)}`
    : fromDatabase
      ? error.message.replace(/"[\s\S]*"/, `"${REDACTED}"`)
      : error.message
  // The stack starts with the message: its frames are kept only where they follow it exactly.
  const header = `${error.name}: ${error.message}`
  const frames = error.stack?.startsWith(header) ? error.stack.slice(header.length) : ''
  const serialised: SerialisedError = { type: error.constructor.name, message, stack: `${error.name}: ${message}${frames}` }
  for (const field of KEPT_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field]
    if (typeof value === 'string' || typeof value === 'number') serialised[field] = value
  }
  if (depth < 5) {
    if (error.cause !== undefined) serialised.cause = serialiseError(error.cause, depth + 1)
    if (error instanceof AggregateError) serialised.errors = error.errors.map((inner) => serialiseError(inner, depth + 1))
  }
  return serialised
}

/**
 * What every logger of the server applies, whatever its level and destination: redaction of secret keys, requests
 * without their query values, errors without their query parameters.
 */
export const LOG_PRIVACY = {
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  serializers: { req: serialiseRequest, err: serialiseError },
}

/** Fastify's logger option with LOG_PRIVACY applied: the level's default logger, or the one given (false: none). */
export function privateLogger(
  given: FastifyServerOptions['logger'],
  level: string,
): FastifyServerOptions['logger'] {
  if (given === false) return false
  const options = typeof given === 'object' ? given : { level }
  return { ...options, ...LOG_PRIVACY, serializers: { ...options.serializers, ...LOG_PRIVACY.serializers } }
}
