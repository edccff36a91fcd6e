import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorDetail } from '../../api/schemas/error'
import { DomainError, type ProblemKind } from '../domain/errors'

/** An error the HTTP layer itself answers with a status and a `{detail}` sentence. */
export class HttpError extends Error {
  override name = 'HttpError'

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** For 429: the seconds to wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail)
  }
}

const statusOfProblem: Record<ProblemKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  upstream_unavailable: 502,
}

/** Fastify's own client errors whose wording we replace with a sentence for people. */
const fastifyErrorAnswers: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 422, detail: ErrorDetail.invalidJsonBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 422, detail: ErrorDetail.emptyJsonBody },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Send the request body as JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is too large.' },
}

interface Answer {
  status: number
  detail: string
  retryAfterSeconds?: number
}

function answerFor(error: FastifyError | Error): Answer | undefined {
  if (error instanceof DomainError || error instanceof HttpError) {
    const status = error instanceof DomainError ? statusOfProblem[error.kind] : error.statusCode
    return { status, detail: error.detail, retryAfterSeconds: error.retryAfterSeconds }
  }
  const { code, statusCode } = error as FastifyError
  const known = fastifyErrorAnswers[code]
  if (known) return known
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, detail: error.message.endsWith('.') ? error.message : `${error.message}.` }
  }
  return undefined
}

/** Every error becomes `{"detail": "..."}`; anything unexpected is logged and answered with a 500 sentence. */
export function replyWithError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error)
  if (answer) {
    if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds))
    return reply.code(answer.status).send({ detail: answer.detail })
  }
  request.log.error({ err: error }, 'Request failed')
  return reply.code(500).send({ detail: ErrorDetail.internal })
}
