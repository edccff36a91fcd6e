/** Telling the people who asked: the company's settings, and every message to a requester (the outbox). */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import type { FeatureStatus } from '../../../api/schemas/features'
import type { TellChannel, TellMessageState } from '../../../api/schemas/tell'
import { users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { companies, companyIdColumn } from './companies'
import { features } from './features'
import { feedback } from './feedback'

/** One row per company once its settings were changed; no row means DEFAULT_TELL_SETTINGS (api/tell-requesters.ts). */
export const companyTellSettings = pgTable('company_tell_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  triggerStatuses: jsonb('trigger_statuses').$type<FeatureStatus[]>().notNull(),
  templates: jsonb('templates').$type<Record<FeatureStatus, string>>().notNull(),
  autoSend: boolean('auto_send').notNull().default(false),
  excludedCompanies: jsonb('excluded_companies').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
})

/**
 * Every message to a requester, written (queued) before it is sent: the unique (feature, requester, status) makes each
 * requester told at most once per status, and a sender claims a row (queued or failed → sending) before it calls Slack
 * or SMTP, so a crash after the call leaves it 'sending' and it is never sent twice.
 */
export const tellMessages = pgTable(
  'tell_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    /** The feedback answered; null once it was deleted (the record of what was sent stays). */
    feedbackId: uuid('feedback_id').references(() => feedback.id, { onDelete: 'set null' }),
    requesterKey: text('requester_key').notNull(),
    requesterName: text('requester_name').notNull(),
    requesterCompany: text('requester_company'),
    status: text('status').$type<FeatureStatus>().notNull(),
    channel: text('channel').$type<TellChannel>().notNull(),
    text: text('text').notNull(),
    state: text('state').$type<TellMessageState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed, in a sentence. */
    error: text('error'),
    /** Who sent it; null when automatic sending did. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('tell_messages_once_unique').on(table.featureId, table.requesterKey, table.status),
    index('tell_messages_feature_idx').on(table.companyId, table.featureId, table.createdAt),
    check('tell_messages_state_check', sql`${table.state} in ('queued', 'sending', 'sent', 'failed')`),
  ],
)
