import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorDetail } from '../../api/schemas/error'
import { type DatabaseProblem, databaseProblem } from '../db/errors'
import { DomainError, type ProblemKind } from '../domain/errors'

/** An error the HTTP layer itself answers with a status and a `{detail}` sentence. */
export class HttpError extends Error {
  override name = 'HttpError'

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** For 429 and 503: the seconds to wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail)
  }
}

interface Answer {
  status: number
  detail: string
  retryAfterSeconds?: number
}

const statusOfProblem: Record<ProblemKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  upstream_unavailable: 502,
  upstream_busy: 503,
}

/** Fastify's own client errors whose wording we replace with a sentence for people. */
const fastifyErrorAnswers: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 422, detail: ErrorDetail.invalidJsonBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 422, detail: ErrorDetail.emptyJsonBody },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Send the request body as JSON.' },
  FST_ERR_BAD_URL: { status: 400, detail: ErrorDetail.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: ErrorDetail.urlTooLong },
}

/** Seconds a client waits before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** A failed query the request caused, or that may succeed later: never a 500. */
const databaseAnswers: Record<DatabaseProblem, Answer> = {
  invalid_text: { status: 422, detail: ErrorDetail.textNotStorable },
  too_long: { status: 422, detail: ErrorDetail.valueTooLarge },
  unavailable: { status: 503, detail: ErrorDetail.databaseUnavailable, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
  timed_out: { status: 503, detail: ErrorDetail.databaseTimedOut, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
}

function answerFor(error: FastifyError | Error, request: FastifyRequest): Answer | undefined {
  if (error instanceof DomainError || error instanceof HttpError) {
    const status = error instanceof DomainError ? statusOfProblem[error.kind] : error.statusCode
    return { status, detail: error.detail, retryAfterSeconds: error.retryAfterSeconds }
  }
  const { code, statusCode } = error as FastifyError
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, detail: ErrorDetail.bodyTooLarge(request.routeOptions.bodyLimit) }
  const known = fastifyErrorAnswers[code]
  if (known) return known
  const problem = databaseProblem(error)
  if (problem) return databaseAnswers[problem]
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, detail: error.message.endsWith('.') ? error.message : `${error.message}.` }
  }
  return undefined
}

/**
 * Every error becomes `{"detail": "..."}`; anything unexpected is logged and answered with a 500 sentence. A query the
 * database refused is logged too (as a warning: the schemas let something through, or the database is down).
 */
export function replyWithError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error, request)
  if (answer) {
    if (databaseProblem(error)) request.log.warn({ err: error }, 'The database refused the request')
    if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds))
    return reply.code(answer.status).send({ detail: answer.detail })
  }
  request.log.error({ err: error }, 'Request failed')
  return reply.code(500).send({ detail: ErrorDetail.internal })
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over the size limit, a request that took too
 * long, bytes that are not HTTP) is answered in the same `{"detail"}` shape, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ErrorDetail.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ErrorDetail.requestTimeout]
        : [400, ErrorDetail.malformedRequest]
  const body = JSON.stringify({ detail })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
