import { text, timestamp } from 'drizzle-orm/pg-core'
import type { IntegrationStatus, SyncState } from '../../../api/schemas/slack'

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
