import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { companyIdColumn } from './companies'

/**
 * The audit log: one row per security or destructive event (api/audit.ts names them). Append-only for the app: no
 * repository function updates or deletes a row, and a trigger (migration 0012_access_and_sessions) refuses UPDATE
 * and DELETE at the database, but for the two changes the foreign keys make: a deleted actor's id becomes null (the
 * email written at the time stays) and the rows of a deleted company go with it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's email as it was when the event happened; null for an event without a person (none yet). */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** What the target was called at the time (a feature's title, an integration's team name, an email). */
    targetLabel: text('target_label'),
    /** A few small facts (e.g. the preferences changed, purge: true); never a secret. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** To the millisecond, as JavaScript reads it, so that the (created_at, id) page cursor is exact. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_company_time_idx').on(table.companyId, table.createdAt.desc(), table.id.desc())],
)
