import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { type SQL, and, eq, gte, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AUDIT_CSV_COLUMNS, auditActionLabel, csvSafeCell, dateBoundInstant } from '../../../api/audit'
import type { AuditEvent, AuditEventList, AuditEventListQuery, AuditExportQuery } from '../../../api/schemas/audit'
import { keysetPage } from '../../../api/paging'
import type { Db } from '../../db/client'
import { auditEvents } from '../../db/schema'
import { afterKey, CursorId, CursorInstant, instant, readCursor } from '../paging'

export type AuditFilters = z.output<typeof AuditExportQuery>
export type AuditPageFilters = z.output<typeof AuditEventListQuery>
type Row = typeof auditEvents.$inferSelect

/** Rows read per query while the CSV export streams. */
const EXPORT_BATCH = 500

/** A cursor holds the (created_at, id) of the page's last event (created_at keeps milliseconds); the next page is older. */
const AuditCursor = z.tuple([CursorInstant, CursorId])
type After = { createdAt: Date; id: string }

function conditions(companyId: string, filters: AuditFilters, after?: After): SQL {
  const where: SQL[] = [eq(auditEvents.companyId, companyId)]
  if (filters.action) where.push(eq(auditEvents.action, filters.action))
  if (filters.actor_id) where.push(eq(auditEvents.actorUserId, filters.actor_id))
  if (filters.from) where.push(gte(auditEvents.createdAt, dateBoundInstant(filters.from, false)))
  if (filters.to) where.push(lte(auditEvents.createdAt, dateBoundInstant(filters.to, true)))
  if (after) {
    where.push(
      afterKey([
        { column: auditEvents.createdAt, value: instant(after.createdAt.toISOString()), descending: true },
        { column: auditEvents.id, value: after.id, descending: true },
      ]),
    )
  }
  return and(...where)!
}

/** Newest first, as audit_events_company_time_idx is ordered. */
function page(db: Db, companyId: string, filters: AuditFilters, limit: number, after?: After) {
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
  const key = readCursor(filters.cursor, AuditCursor)
  const rows = await page(db, companyId, filters, filters.limit + 1, key && { createdAt: new Date(key[0]), id: key[1] })
  const listed = keysetPage(rows, filters.limit, (row) => [row.createdAt.toISOString(), row.id])
  return { items: listed.rows.map(toAuditEvent), next_cursor: listed.next_cursor }
}

/**
 * The company's audit log as CSV, newest first, read in batches while it streams (an export of years does not sit in
 * memory). csv-stringify quotes what needs quoting; every text cell also goes through csvSafeCell.
 */
export function exportAuditCsv(db: Db, companyId: string, filters: AuditFilters): Readable {
  async function* records() {
    let after: After | undefined
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
