import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { companyIdColumn } from './companies'
import { gmailMailboxes } from './gmail'
import { slackIntegrations } from './slack'

/** What a reply to the feedback needs: an email's Message-ID (In-Reply-To, References) and its subject ("Re: ..."). */
export interface FeedbackMetadata {
  emailMessageId?: string
  emailSubject?: string
}

export const FEEDBACK_SOURCES = ['slack', 'email', 'manual', 'api', 'csv'] as const
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number]

/**
 * Every piece of customer feedback, whatever its source. A Slack message is stored exactly once: the unique key is
 * (integration, channel, ts); an email too: (mailbox, Gmail message id), whichever followed labels it carries; an item
 * sent through the feedback API or a row of a CSV import by its id in the other tool: (company, source, external id).
 * Writers insert with ON CONFLICT DO NOTHING.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    source: text('source').$type<FeedbackSource>().notNull(),
    integrationId: uuid('integration_id').references(() => slackIntegrations.id, { onDelete: 'cascade' }),
    channelId: text('channel_id'),
    channelName: text('channel_name'),
    /** Slack's message ts ("1712345678.123456"), kept as text: it is the message's id in its channel. */
    ts: text('ts'),
    threadTs: text('thread_ts'),
    mailboxId: uuid('mailbox_id').references(() => gmailMailboxes.id, { onDelete: 'cascade' }),
    /** Gmail's message id: the email's id in its mailbox. */
    gmailMessageId: text('gmail_message_id'),
    /** The item's id in the tool that sent it through the feedback API. */
    externalId: text('external_id'),
    authorId: text('author_id'),
    authorName: text('author_name'),
    authorTitle: text('author_title'),
    authorEmailDomain: text('author_email_domain'),
    /** A readable company name from the author's email domain ('acme.com' → 'Acme'); null for free-mail. */
    authorCompany: text('author_company'),
    text: text('text').notNull(),
    permalink: text('permalink'),
    /** What replying needs of its source: an email's Message-ID and subject (null for feedback stored before them). */
    metadata: jsonb('metadata').$type<FeedbackMetadata>(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** When the feedback pipeline analysed it; null while it waits (the analysis job picks those). */
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    /** The pipeline's classification: feature_request, bug, question, praise or other. */
    label: text('label'),
    labelConfidence: doublePrecision('label_confidence'),
    /** Failed analysis attempts of this item since it last waited (analysis-failures.ts decides when it is set aside). */
    analysisFailures: integer('analysis_failures').notNull().default(0),
    /** Why its last analysis attempt failed, in a sentence for admins; null when none failed. */
    analysisError: text('analysis_error'),
    /** When it was set aside as "could not be analysed"; it waits again after an admin's Retry. */
    analysisSetAsideAt: timestamp('analysis_set_aside_at', { withTimezone: true }),
  },
  (table) => [
    unique('feedback_message_unique').on(table.integrationId, table.channelId, table.ts),
    unique('feedback_email_unique').on(table.mailboxId, table.gmailMessageId),
    uniqueIndex('feedback_external_unique')
      .on(table.companyId, table.source, table.externalId)
      .where(sql`${table.externalId} is not null`),
    index('feedback_company_posted_at_idx').on(table.companyId, table.postedAt),
    index('feedback_waiting_analysis_idx')
      .on(table.companyId, table.postedAt)
      .where(sql`${table.analysedAt} is null and ${table.analysisSetAsideAt} is null`),
    index('feedback_set_aside_idx').on(table.companyId, table.analysisSetAsideAt).where(sql`${table.analysisSetAsideAt} is not null`),
    check('feedback_source_check', sql`${table.source} in ('slack', 'email', 'manual', 'api', 'csv')`),
  ],
)
