import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { type SQL, and, eq, gte, lte, or, lt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { AUDIT_CSV_COLUMNS, auditActionLabel, csvSafeCell, dateBoundInstant } from '../../../api/audit'
import type { AuditEvent, AuditEventList, AuditEventListQuery, AuditExportQuery } from '../../../api/schemas/audit'
import { ErrorDetail } from '../../../api/schemas/error'
import type { Db } from '../../db/client'
import { auditEvents } from '../../db/schema'
import { DomainError } from '../errors'

export type AuditFilters = z.output<typeof AuditExportQuery>
export type AuditPageFilters = z.output<typeof AuditEventListQuery>
type Row = typeof auditEvents.$inferSelect

/** Rows read per query while the CSV export streams. */
const EXPORT_BATCH = 500

/** The cursor is the (created_at, id) of the last event of the page, base64url JSON; the next page is older. */
function encodeCursor(row: Pick<Row, 'createdAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url')
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[]
    if (typeof at === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) {
      const createdAt = new Date(at)
      if (!Number.isNaN(createdAt.getTime())) return { createdAt, id }
    }
  } catch {
    // Falls through to the error below.
  }
  throw new DomainError('invalid', ErrorDetail.invalidCursor)
}

function conditions(companyId: string, filters: AuditFilters, after?: { createdAt: Date; id: string }): SQL {
  const where: SQL[] = [eq(auditEvents.companyId, companyId)]
  if (filters.action) where.push(eq(auditEvents.action, filters.action))
  if (filters.actor_id) where.push(eq(auditEvents.actorUserId, filters.actor_id))
  if (filters.from) where.push(gte(auditEvents.createdAt, dateBoundInstant(filters.from, false)))
  if (filters.to) where.push(lte(auditEvents.createdAt, dateBoundInstant(filters.to, true)))
  if (after) {
    where.push(or(lt(auditEvents.createdAt, after.createdAt), and(eq(auditEvents.createdAt, after.createdAt), lt(auditEvents.id, after.id)))!)
  }
  return and(...where)!
}

/** Newest first, as audit_events_company_time_idx is ordered. */
function page(db: Db, companyId: string, filters: AuditFilters, limit: number, after?: { createdAt: Date; id: string }) {
  return db
    .select()
    .from(auditEvents)
    .where(conditions(companyId, filters, after))
    .orderBy(sql`${auditEvents.createdAt} desc, ${auditEvents.id} desc`)
    .limit(limit)
}

export function toAuditEvent(row: Row): AuditEvent {
  return {
    id: row.id,
    action: row.action as AuditEvent['action'],
    actor_id: row.actorUserId,
    actor_email: row.actorEmail,
    target_type: row.targetType as AuditEvent['target_type'],
    target_id: row.targetId,
    target_label: row.targetLabel,
    details: row.details,
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  }
}

/** One page of the company's audit log, newest first. */
export async function listAuditEvents(db: Db, companyId: string, filters: AuditPageFilters): Promise<AuditEventList> {
  const after = filters.cursor ? decodeCursor(filters.cursor) : undefined
  const rows = await page(db, companyId, filters, filters.limit + 1, after)
  const items = rows.slice(0, filters.limit)
  const last = items.at(-1)
  return { items: items.map(toAuditEvent), next_cursor: rows.length > filters.limit && last ? encodeCursor(last) : null }
}

/**
 * The company's audit log as CSV, newest first, read in batches while it streams (an export of years does not sit in
 * memory). csv-stringify quotes what needs quoting; every text cell also goes through csvSafeCell.
 */
export function exportAuditCsv(db: Db, companyId: string, filters: AuditFilters): Readable {
  async function* records() {
    let after: { createdAt: Date; id: string } | undefined
    for (;;) {
      const rows = await page(db, companyId, filters, EXPORT_BATCH, after)
      for (const row of rows) {
        yield [
          row.createdAt.toISOString(),
          row.actorEmail ?? '',
          row.action,
          auditActionLabel(row.action),
          row.targetType ?? '',
          row.targetId ?? '',
          row.targetLabel ?? '',
          row.ip ?? '',
          row.userAgent ?? '',
          Object.keys(row.details).length === 0 ? '' : JSON.stringify(row.details),
        ]
      }
      const last = rows.at(-1)
      if (rows.length < EXPORT_BATCH || !last) return
      after = { createdAt: last.createdAt, id: last.id }
    }
  }
  const source = Readable.from(records())
  const csv = stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS], cast: { string: csvSafeCell } })
  source.on('error', (error) => csv.destroy(error))
  return source.pipe(csv)
}
