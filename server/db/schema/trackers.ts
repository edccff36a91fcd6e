/** Issue trackers a company connects (GitHub Issues; Linear and Jira later) and its features' links to their issues. */
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import type { ConnectionState, IssueState, LinkState, StatusMapping, TrackerProvider } from '../../../api/schemas/trackers'
import { users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { companyIdColumn } from './companies'
import { features } from './features'

/**
 * A company's connection to one tracker (one per provider): where its issues live (`owner/repo` on GitHub), its token
 * and webhook secret encrypted with AES-256-GCM (server/secrets.ts), the status mapping, and its health.
 */
export const trackerConnections = pgTable(
  'tracker_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    provider: text('provider').$type<TrackerProvider>().notNull(),
    project: text('project').notNull(),
    tokenCiphertext: text('token_ciphertext').notNull(),
    webhookSecretCiphertext: text('webhook_secret_ciphertext').notNull(),
    statusMapping: jsonb('status_mapping').$type<StatusMapping>().notNull(),
    state: text('state').$type<ConnectionState>().notNull().default('ok'),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('tracker_connections_company_provider_unique').on(table.companyId, table.provider),
    check('tracker_connections_provider_check', sql`${table.provider} in ('github')`),
    check('tracker_connections_state_check', sql`${table.state} in ('ok', 'unauthorized', 'rate_limited', 'unavailable')`),
  ],
)

/**
 * A feature's link to a tracker issue, with what the tracker last said of it. `appliedState` is the issue state that
 * last moved the feature (by the status mapping): the feature moves again only when the issue's state differs from
 * it, so a person's later change of the feature wins until the issue moves. `connectionId` is cleared when the
 * tracker is disconnected: the link stays, no longer refreshed.
 */
export const trackerLinks = pgTable(
  'tracker_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id').references(() => trackerConnections.id, { onDelete: 'set null' }),
    provider: text('provider').$type<TrackerProvider>().notNull(),
    /** `owner/repo#123` on GitHub, as GitHub spells the repository. */
    issueKey: text('issue_key').notNull(),
    title: text('title').notNull(),
    issueState: text('issue_state').$type<IssueState>().notNull(),
    appliedState: text('applied_state').$type<IssueState>(),
    assignee: text('assignee'),
    url: text('url').notNull(),
    linkState: text('link_state').$type<LinkState>().notNull().default('ok'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('tracker_links_feature_issue_unique').on(table.featureId, table.provider, table.issueKey),
    index('tracker_links_issue_idx').on(table.companyId, table.provider, table.issueKey),
    index('tracker_links_connection_idx').on(table.connectionId),
    check(
      'tracker_links_link_state_check',
      sql`${table.linkState} in ('ok', 'not_found', 'unauthorized', 'rate_limited', 'unavailable', 'disconnected')`,
    ),
  ],
)

/** Webhook deliveries seen lately (X-GitHub-Delivery): a delivery sent again is refused. Forgotten after a week. */
export const trackerWebhookDeliveries = pgTable(
  'tracker_webhook_deliveries',
  {
    deliveryId: text('delivery_id').primaryKey(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => trackerConnections.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracker_webhook_deliveries_received_at_idx').on(table.receivedAt)],
)
