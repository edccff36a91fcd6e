/** What people are told: in-app notifications (emailed too) and the weekly summary email. */
import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { companies, companyIdColumn } from './companies'
import { featureComments, features } from './features'

/** When each company's weekly summary email last went out (or was skipped for a quiet week). */
export const weeklyDigests = pgTable('weekly_digests', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
})

export const NOTIFICATION_KINDS = ['assigned', 'mentioned', 'comment', 'join_request', 'rising'] as const

/** In-app notifications of one person. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof NOTIFICATION_KINDS)[number]>().notNull(),
    /** The feature it is about; null for a join request (whose person is the actor). */
    featureId: uuid('feature_id').references(() => features.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => featureComments.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the email alert was sent, or skipped (email notifications off, or read first); null while it waits. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_waiting_email_idx').on(table.createdAt).where(sql`${table.emailedAt} is null`),
  ],
)
