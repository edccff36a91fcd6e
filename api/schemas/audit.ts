import { z } from 'zod'
import { AUDIT_ACTION_NAMES, AUDIT_PAGE_SIZE, AUDIT_TARGET_TYPES, MAX_AUDIT_PAGE_SIZE } from '../audit'
import { Id, Timestamp } from './common'
import { DateBound } from './features'
import { ErrorDetail } from './error'
import { text, TextLimit } from './text'

/** One recorded event: who (as they were then), what, on what, when and from where. */
export const AuditEvent = z.object({
  id: Id,
  action: z.enum(AUDIT_ACTION_NAMES),
  /** Null when the person's account no longer exists (the email stays). */
  actor_id: Id.nullable(),
  /** The actor's email when the event happened; null for an event no person caused. */
  actor_email: z.string().nullable(),
  target_type: z.enum(AUDIT_TARGET_TYPES).nullable(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: Timestamp,
})
export type AuditEvent = z.infer<typeof AuditEvent>

export const AuditEventList = z.object({
  items: z.array(AuditEvent),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
})
export type AuditEventList = z.infer<typeof AuditEventList>

/** Filters of the audit log and its CSV export; all optional, combined with AND. */
export const AuditExportQuery = z.object({
  action: z.enum(AUDIT_ACTION_NAMES, { error: 'action must be one of the audit log’s actions.' }).optional(),
  /** A person's id: the events they caused. */
  actor_id: z.uuid({ error: "actor_id must be a member's id." }).optional(),
  /** Events at or after this date or instant; a date alone means from the start of that day (UTC). */
  from: DateBound.optional(),
  /** Events at or before this date or instant; a date alone means to the end of that day (UTC). */
  to: DateBound.optional(),
})
export type AuditExportQuery = z.input<typeof AuditExportQuery>

export const AuditEventListQuery = AuditExportQuery.extend({
  cursor: text('The page cursor', TextLimit.cursor).min(1, ErrorDetail.invalidCursor).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(MAX_AUDIT_PAGE_SIZE, `limit must be at most ${MAX_AUDIT_PAGE_SIZE}.`)
    .default(AUDIT_PAGE_SIZE),
})
/** What a client passes: every filter as text, limit as a number. */
export type AuditEventListQuery = Omit<z.input<typeof AuditEventListQuery>, 'limit'> & { limit?: number }
