/** The Slack integration: connected workspaces, their channels' sync state, imported exports and Events API ids. */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Channel, IntegrationSource, SlackImportState } from '../../../api/schemas/slack'
import { bytea, createdAt, updatedAt } from './columns'
import { companyIdColumn } from './companies'
import { syncRunColumns, syncStateColumns } from './sync-state'

export const slackIntegrations = pgTable(
  'slack_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Slack's team id; 'import:<team id or file name>' for a workspace export imported as a file. */
    teamId: text('team_id').notNull(),
    teamName: text('team_name').notNull(),
    /** The workspace's subdomain (<domain>.slack.com), for permalinks; null until team.info told it. */
    teamDomain: text('team_domain'),
    /** 'api': connected with a user token and synced; 'export': imported from a workspace export. */
    source: text('source').$type<IntegrationSource>().notNull().default('api'),
    /** AES-256-GCM ciphertext of the user token; never leaves the server. Null once disconnected, and for imports. */
    tokenCiphertext: text('token_ciphertext'),
    /** The chosen channels as conversations.list described them when the workspace was connected. */
    channels: jsonb('channels').$type<Channel[]>().notNull().default([]),
    ...syncStateColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('slack_integrations_company_team_unique').on(table.companyId, table.teamId)],
)


/** An import of a Slack export: the job's state and progress, what the app polls (api/schemas/slack.ts SlackImport). */
export const slackImports = pgTable(
  'slack_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    state: text('state').$type<SlackImportState>().notNull().default('queued'),
    /** The hints of the upload (team name and domain, file name). */
    options: jsonb('options').$type<{ teamName?: string; teamDomain?: string; fileName?: string }>().notNull().default({}),
    filesDone: integer('files_done').notNull().default(0),
    filesTotal: integer('files_total').notNull().default(0),
    channels: integer('channels').notNull().default(0),
    messagesStored: integer('messages_stored').notNull().default(0),
    messagesSkipped: integer('messages_skipped').notNull().default(0),
    invalidChannels: integer('invalid_channels').notNull().default(0),
    invalidUsers: integer('invalid_users').notNull().default(0),
    invalidMessages: integer('invalid_messages').notNull().default(0),
    invalidFiles: integer('invalid_files').notNull().default(0),
    integrationId: uuid('integration_id').references(() => slackIntegrations.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('slack_imports_company_id_idx').on(table.companyId)],
)

/**
 * The uploaded .zip of an import waiting for its job, in pieces of at most 4 MB (so any process can run the job, and
 * no piece is ever large in memory). Deleted when the job ends.
 */
export const slackImportChunks = pgTable(
  'slack_import_chunks',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => slackImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ name: 'slack_import_chunks_pk', columns: [table.importId, table.seq] })],
)

/**
 * Sync state of one channel of an integration. `last_ts` is the newest message a completed run stored: the next run
 * asks conversations.history for what is newer (oldest=last_ts). A run in flight keeps its window (`run_oldest`), the
 * cursor of the next page (`run_cursor`, persisted with every stored page so a restarted worker resumes there) and the
 * newest ts it saw; `pages` counts stored pages and guards each page write (compare-and-set), so two workers never
 * both advance one channel.
 */
export const slackSyncChannels = pgTable(
  'slack_sync_channels',
  {
    companyId: companyIdColumn(),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => slackIntegrations.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    channelName: text('channel_name').notNull(),
    lastTs: text('last_ts'),
    runOldest: text('run_oldest'),
    runCursor: text('run_cursor'),
    runNewest: text('run_newest'),
    /** messages_stored counts this channel's messages stored by syncs, events and imports, as they are inserted. */
    ...syncRunColumns(),
  },
  (table) => [
    primaryKey({ name: 'slack_sync_channels_pk', columns: [table.integrationId, table.channelId] }),
    index('slack_sync_channels_company_id_idx').on(table.companyId),
  ],
)

/** Event ids of the Slack Events API seen lately: Slack retries a delivery it thinks failed, with the same id. */
export const slackEvents = pgTable(
  'slack_events',
  {
    eventId: text('event_id').primaryKey(),
    teamId: text('team_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('slack_events_received_at_idx').on(table.receivedAt)],
)
