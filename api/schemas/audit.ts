import { z } from 'zod'
import { AUDIT_ACTION_NAMES, AUDIT_TARGET_TYPES } from '../audit'
import { Id, Timestamp } from './common'
import { DateBound } from './features'
import { AUDIT_PAGE, pageOf, pageQuery, type PageQueryInput } from './paging'

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

/** Newest first: `next_cursor` gives the next (older) page. */
export const AuditEventList = pageOf(AuditEvent)
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

export const AuditEventListQuery = AuditExportQuery.extend(pageQuery(AUDIT_PAGE))
/** What a client passes: every filter as text, limit as a number. */
export type AuditEventListQuery = PageQueryInput<typeof AuditEventListQuery>
