import { and, eq, sql } from 'drizzle-orm'
import { AUDIT_LABEL_MAX, AUDIT_USER_AGENT_MAX, type AuditAction, type AuditTargetType } from '../../../api/audit'
import type { Db } from '../../db/client'
import { auditEvents, users } from '../../db/schema'

/** Where a request came from: the client's address (after the trusted proxies) and its User-Agent header. */
export interface RequestSource {
  ip: string | null
  userAgent: string | null
}

/** Who did it. Without `email`, the person's current email is read in the same statement that records the event. */
export interface AuditActor {
  id: string
  email?: string
}

/** A small fact about the event: a flag, a count, a name. Never a token, a password or a hash. */
export type AuditDetail = string | number | boolean | null | readonly string[]

/** Who acted and from where: what a service that only takes a company id needs to record an event. */
export interface AuditOrigin {
  actor: AuditActor | null
  source: RequestSource
}

export interface AuditEventInput {
  companyId: string
  /** Null for an event no person caused. */
  actor: AuditActor | null
  action: AuditAction
  /** What the event acted on, with its name at the time. */
  target?: { type: AuditTargetType; id: string; label?: string | null }
  details?: Record<string, AuditDetail>
  source: RequestSource
}

/** Keys that name a secret: a details object with one is a programming error, refused before anything is written. */
const SECRET_KEY = /token|password|secret|hash|key|cookie|authorization|code/i
const MAX_DETAILS_CHARS = 2000

const cap = (text: string | null | undefined, max: number) => (text === null || text === undefined ? null : text.slice(0, max))

function checkedDetails(details: Record<string, AuditDetail>): Record<string, AuditDetail> {
  const secret = Object.keys(details).find((key) => SECRET_KEY.test(key))
  if (secret) throw new Error(`Audit details must not carry secrets: remove "${secret}".`)
  if (JSON.stringify(details).length > MAX_DETAILS_CHARS) throw new Error('Audit details must stay small.')
  return details
}

/**
 * Records one event of the audit log (api/audit.ts names them). Call it with the action's own transaction as `db` when
 * the action has one, so the event is written exactly when the action is; otherwise right after the action, awaited.
 * It throws when the event cannot be written (the caller's request then fails loudly rather than acting unrecorded)
 * and when `details` names a secret. Rows are never updated or deleted (the database refuses it too).
 *
 * ```ts
 * await recordAudit(tx, {
 *   companyId: caller.companyId,
 *   actor: { id: caller.userId },
 *   action: 'member.role_changed',
 *   target: { type: 'user', id: person.id, label: person.email },
 *   details: { from: 'member', to: 'admin' },
 *   source, // requestSource(request) in the route, passed down
 * })
 * ```
 */
export async function recordAudit(db: Db, event: AuditEventInput): Promise<void> {
  const details = checkedDetails(event.details ?? {})
  const { actor } = event
  const actorEmail =
    actor === null
      ? null
      : actor.email !== undefined
        ? actor.email
        : sql`(${db
            .select({ email: users.email })
            .from(users)
            .where(and(eq(users.id, actor.id), eq(users.companyId, event.companyId)))})`
  await db.insert(auditEvents).values({
    companyId: event.companyId,
    actorUserId: actor?.id ?? null,
    actorEmail,
    action: event.action,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    targetLabel: cap(event.target?.label, AUDIT_LABEL_MAX),
    details,
    ip: cap(event.source.ip, 100),
    userAgent: cap(event.source.userAgent, AUDIT_USER_AGENT_MAX),
  })
}
