/** The Slack digest: where and how often a company's digest goes, and every digest posted (the outbox). */
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import type { DigestFrequency, SlackDigestPostState } from '../../../api/schemas/slack-digest'
import { createdAt, updatedAt } from './columns'
import { companies, companyIdColumn } from './companies'
import { slackIntegrations } from './slack'

/** One row per company once an admin chose a digest; no row means the digest is off. */
export const slackDigestSettings = pgTable(
  'slack_digest_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The connected workspace the digest is posted to; null once it was deleted. */
    integrationId: uuid('integration_id').references(() => slackIntegrations.id, { onDelete: 'set null' }),
    channelId: text('channel_id'),
    channelName: text('channel_name'),
    frequency: text('frequency').$type<DigestFrequency>().notNull().default('off'),
    updatedAt: updatedAt(),
  },
  (table) => [check('slack_digest_settings_frequency_check', sql`${table.frequency} in ('off', 'daily', 'weekly')`)],
)

/**
 * Every periodic digest, written before it is posted: the unique (company, period) makes a digest go out at most
 * once per period. A worker claims the row (inserts it as 'sending', or takes a 'retrying' one back) before it calls
 * chat.postMessage, so a crash after the call leaves it 'sending' and it is never posted twice.
 */
export const slackDigestPosts = pgTable(
  'slack_digest_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** `daily:2026-11-27` or `weekly:2026-11-23` (the Monday the week starts on, UTC). */
    period: text('period').notNull(),
    channelId: text('channel_id').notNull(),
    text: text('text').notNull(),
    state: text('state').$type<SlackDigestPostState>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    /** Why the last attempt failed, in a sentence. */
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('slack_digest_posts_period_unique').on(table.companyId, table.period),
    check('slack_digest_posts_state_check', sql`${table.state} in ('sending', 'sent', 'retrying', 'failed', 'skipped')`),
  ],
)
