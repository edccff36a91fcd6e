/** True when a query failed on the named unique constraint (PostgreSQL code 23505), through Drizzle's wrapping. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: violated } = cause as Error & { code?: string; constraint?: string }
    if (code === '23505') return violated === constraint
  }
  return false
}

/**
 * What a failed query says about the request or the database, for an answer better than a 500:
 * - invalid_text: the text cannot be stored (PostgreSQL classes 22021, 22P05: a NUL character, an unencodable one;
 *   22P02: text that is not a value of the column's type);
 * - too_long: a value exceeds its column or its index entry (22001, 54000) or its number type (22003);
 * - unavailable: the database cannot be reached or is shutting down (class 08, 57P01-57P03, 53300, socket errors, no
 *   connection within the pool's limit, a closed pool or PGlite). The request may succeed once it is back;
 * - timed_out: a statement ran past its limit (57014 statement_timeout, 55P03 lock_timeout, no answer within the
 *   client's limit; server/db/client.ts POSTGRES_LIMITS). The database is there but stuck or overloaded: the request
 *   may succeed a little later.
 */
export type DatabaseProblem = 'invalid_text' | 'too_long' | 'unavailable' | 'timed_out'

const problemOfCode: Record<string, DatabaseProblem> = {
  '22021': 'invalid_text',
  '22P05': 'invalid_text',
  '22P02': 'invalid_text',
  '22001': 'too_long',
  '54000': 'too_long',
  '22003': 'too_long',
  '57P01': 'unavailable',
  '57P02': 'unavailable',
  '57P03': 'unavailable',
  '53300': 'unavailable',
  '57014': 'timed_out',
  '55P03': 'timed_out',
}

/**
 * Socket failures: the database is out of reach only when they come from a query (Drizzle's error carries it); the
 * same codes from a call to Slack or Google are not about the database.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])

/** node-postgres and PGlite report a lost or closed connection, and the client's own time limit, in words only. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|PGlite is closed)/
const TIMED_OUT_MESSAGE = /^Query read timeout$/

/** The problem behind a failed query (looked for through Drizzle's wrapping), or undefined for any other error. */
export function databaseProblem(error: unknown): DatabaseProblem | undefined {
  let fromQuery = false
  for (let cause = error; cause instanceof Error; cause = cause.cause) fromQuery ||= 'query' in cause
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as Error & { code?: unknown }
    if (typeof code === 'string') {
      if (code.startsWith('08')) return 'unavailable'
      const problem = problemOfCode[code]
      if (problem) return problem
      if (fromQuery && SOCKET_CODES.has(code)) return 'unavailable'
    }
    if (UNAVAILABLE_MESSAGE.test(cause.message)) return 'unavailable'
    if (TIMED_OUT_MESSAGE.test(cause.message)) return 'timed_out'
  }
  return undefined
}
