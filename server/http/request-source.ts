import type { FastifyRequest } from 'fastify'
import type { AuditOrigin, RequestSource } from '../domain/audit/record'

/**
 * Where the request came from, for the audit log: the client's address as Fastify resolves it (through the proxies
 * HEADWAY_TRUST_PROXY trusts) and its User-Agent header (recordAudit caps its length).
 */
export function requestSource(request: FastifyRequest): RequestSource {
  const userAgent = request.headers['user-agent']
  return { ip: request.ip || null, userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent : null }
}

/** The signed-in caller and where the request came from, for a service that records what they do. */
export function auditOrigin(request: FastifyRequest): AuditOrigin {
  return { actor: request.auth ? { id: request.auth.userId } : null, source: requestSource(request) }
}
