/** The Gmail integration: connected mailboxes and their followed labels' sync state. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { companyIdColumn } from './companies'
import { syncRunColumns, syncStateColumns } from './sync-state'

/** A followed Gmail label as stored on its mailbox. */
export interface FollowedLabel {
  id: string
  name: string
}

/** A Gmail mailbox connected with Google OAuth (read-only); its emails become feedback. */
export const gmailMailboxes = pgTable(
  'gmail_mailboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** The address Google granted, lower-cased; one mailbox per company and address. */
    emailAddress: text('email_address').notNull(),
    /** AES-256-GCM ciphertext of Google's refresh token; never leaves the server. Null once disconnected. */
    refreshTokenCiphertext: text('refresh_token_ciphertext'),
    /** The labels whose emails are collected (1 to 5), as Gmail named them when the mailbox was connected. */
    labels: jsonb('labels').$type<FollowedLabel[]>().notNull().default([]),
    ...syncStateColumns(),
    /**
     * Gmail's history id the next history sync reads from (users.history.list startHistoryId): taken before the first
     * label run lists anything, moved on when a history sync completes. A history sync in flight keeps the page token
     * of its next page (stored with every page, so a restarted worker resumes there); `history_pages` guards each
     * page write.
     */
    historyId: text('history_id'),
    historyPageToken: text('history_page_token'),
    historyPages: integer('history_pages').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('gmail_mailboxes_company_address_unique').on(table.companyId, table.emailAddress)],
)

/**
 * Sync state of one followed label of a mailbox, as slack_sync_channels is for a channel. `newest_received_at` is the
 * newest email (Gmail's internalDate) a completed run saw: the next run lists what arrived after it, less a small
 * overlap. A run in flight keeps its window (`run_after`), the page token of its next page (persisted with every
 * stored page, so a restarted worker resumes there) and the newest email it saw; `pages` guards each page write.
 */
export const gmailSyncLabels = pgTable(
  'gmail_sync_labels',
  {
    companyId: companyIdColumn(),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => gmailMailboxes.id, { onDelete: 'cascade' }),
    labelId: text('label_id').notNull(),
    labelName: text('label_name').notNull(),
    newestReceivedAt: timestamp('newest_received_at', { withTimezone: true }),
    runAfter: timestamp('run_after', { withTimezone: true }),
    runPageToken: text('run_page_token'),
    runNewest: timestamp('run_newest', { withTimezone: true }),
    /** messages_stored counts emails first stored under this label (an email in two followed labels counts once). */
    ...syncRunColumns(),
  },
  (table) => [
    primaryKey({ name: 'gmail_sync_labels_pk', columns: [table.mailboxId, table.labelId] }),
    index('gmail_sync_labels_company_id_idx').on(table.companyId),
  ],
)
