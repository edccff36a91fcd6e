import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core'
import type { IntegrationStatus, SyncState } from '../../../api/schemas/slack'
import { updatedAt } from './columns'

/**
 * The columns of a connected integration (a Slack workspace, a Gmail mailbox) that say where its connection and its
 * sync stand, the same for every integration.
 */
export const syncStateColumns = () => ({
  status: text('status').$type<IntegrationStatus>().notNull().default('pending'),
  lastSynced: timestamp('last_synced', { withTimezone: true }),
  /** Where the sync stands: idle, queued (a job is waiting), running, or error (sync_error says why). */
  syncState: text('sync_state').$type<SyncState>().notNull().default('idle'),
  syncError: text('sync_error'),
  /** The last time a sync was asked for: every channel or label followed not synced since then still needs a run. */
  syncRequestedAt: timestamp('sync_requested_at', { withTimezone: true }),
  /** Disconnected (DELETE without purge): hidden and no longer synced; its feedback stays. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
})

/**
 * The columns of one followed source of an integration (a Slack channel, a Gmail label) that say how its runs stand,
 * the same for every integration: whether a run is in flight, the pages it stored (each page write compares and sets
 * `pages`, so two workers never both advance one source), the messages stored so far, when a run last completed and
 * why the last one stopped short (e.g. not_in_channel), or null.
 */
export const syncRunColumns = () => ({
  runActive: boolean('run_active').notNull().default(false),
  pages: integer('pages').notNull().default(0),
  messagesStored: integer('messages_stored').notNull().default(0),
  lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }),
  error: text('error'),
  updatedAt: updatedAt(),
})
