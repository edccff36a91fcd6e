import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { UserRole } from '../../api/schemas/auth'
import type { Competitor } from '../../api/schemas/features'
import type { Channel, IntegrationSource, IntegrationStatus, SlackImportState, SyncState } from '../../api/schemas/slack'

/**
 * The one Drizzle schema. Change it, then `npm run db:generate` writes the next migration into server/db/migrations.
 * Every table holding customer data carries company_id.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * The name lower-cased with runs of spaces collapsed: "Acme  Corp" and "acme corp" match. Not unique: a name alone
     * lets nobody in, so a second company may take it (api/company-membership.ts).
     */
    nameKey: text('name_key').notNull(),
    size: text('size').notNull(),
    /** The product areas its themes are named and placed by, as the team edited them; null: the built-in starter set. */
    productAreas: jsonb('product_areas').$type<{ name: string; examples: string[] }[]>(),
    /**
     * Set when its newest feedback was analysed ahead of a full batch (server/domain/features/analysis.ts): from this
     * time on, that batch is analysed again as a whole. Null when every batch was analysed whole.
     */
    analysisConsolidateAfter: timestamp('analysis_consolidate_after', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('companies_name_key_idx').on(table.nameKey)],
)

/** The owning company of a row: rows go with their company. */
const companyIdColumn = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' })

export type { UserRole }

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title'),
    /** Null while the person's join request waits for approval: not a member of the company yet. */
    role: text('role').$type<UserRole>(),
    /** When the person proved the address is theirs (the emailed link, a password reset link, or single sign-on). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The last authenticated request, to the minute (Workspace Settings shows it). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('users_company_id_idx').on(table.companyId),
    check('users_role_check', sql`${table.role} in ('owner', 'admin', 'member', 'viewer')`),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued by rotation from one login shares the login's family. */
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the opaque token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The refresh token that replaced this one, encrypted (AES-256-GCM), kept only for the grace window after used_at
     * so a second tab presenting this token at the same moment gets the same successor (sessions.ts).
     */
    successorCiphertext: text('successor_ciphertext'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_user_id_idx').on(table.userId),
    // The few rows still holding a successor: the sweep after each rotation finds them without reading the table.
    index('refresh_tokens_successor_idx').on(table.usedAt).where(sql`${table.successorCiphertext} is not null`),
  ],
)

/** Single-use password reset links, valid for one hour. Only SHA-256 hashes of the tokens are stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
)

/** Single-use email verification links, valid for 24 hours. Only SHA-256 hashes of the tokens are stored. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_verification_tokens_user_id_idx').on(table.userId)],
)

/**
 * The email domains a company added in Workspace Settings. A domain admits people (join requests, or auto-join when
 * turned on) only while it is claimable and proven (api/company-membership.ts).
 */
export const companyDomains = pgTable(
  'company_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Lower-case, e.g. "acme.io". */
    domain: text('domain').notNull(),
    autoJoin: boolean('auto_join').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [unique('company_domains_company_domain_unique').on(table.companyId, table.domain), index('company_domains_domain_idx').on(table.domain)],
)

/** An admin's invitation of an email address into the company: single-use, valid for 7 days. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Stored lower-cased; registering with the invitation needs this exact address. */
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the token, hex: what registration looks the invitation up by. */
    tokenHash: text('token_hash').notNull().unique(),
    /** AES-256-GCM ciphertext of the token, so the admin can copy the link again while it is pending. */
    tokenCiphertext: text('token_ciphertext').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('invitations_company_id_idx').on(table.companyId)],
)

/**
 * A company's own OpenID Connect provider for single sign-on: one per company, and one company per email domain. The
 * client secret is stored encrypted (AES-256-GCM) and never leaves the server.
 */
export const companySso = pgTable('company_sso', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretCiphertext: text('client_secret_ciphertext').notNull(),
  /** The email domain it signs in, lower-cased; proven by a verified owner or admin address when it was set. */
  domain: text('domain').notNull().unique(),
  /** People of the domain must sign in with the provider (owners keep their password as a break-glass). */
  ssoRequired: boolean('sso_required').notNull().default(false),
  updatedAt: updatedAt(),
})

/**
 * A single sign-on under way, between the redirect to the provider and the exchange: single use (deleted by the
 * exchange), for 10 minutes. The state is stored hashed; the PKCE verifier and the nonce encrypted.
 */
export const ssoLoginAttempts = pgTable(
  'sso_login_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    /** The company whose provider signs in; null for Sign in with Google. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** AES-256-GCM ciphertext of `{ codeVerifier, nonce }`. */
    secretsCiphertext: text('secrets_ciphertext').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sso_login_attempts_expires_at_idx').on(table.expiresAt)],
)

/** One row per company once its preferences were changed; no row means the defaults. */
export const companyPreferences = pgTable('company_preferences', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  autoSync: boolean('auto_sync').notNull().default(true),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  updatedAt: updatedAt(),
})

/** When each company's weekly summary email last went out (or was skipped for a quiet week). */
export const weeklyDigests = pgTable('weekly_digests', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
})

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
    status: text('status').$type<IntegrationStatus>().notNull().default('pending'),
    /** AES-256-GCM ciphertext of the user token; never leaves the server. Null once disconnected, and for imports. */
    tokenCiphertext: text('token_ciphertext'),
    /** The chosen channels as conversations.list described them when the workspace was connected. */
    channels: jsonb('channels').$type<Channel[]>().notNull().default([]),
    lastSynced: timestamp('last_synced', { withTimezone: true }),
    /** Where the sync stands: idle, queued (a job is waiting), running, or error (sync_error says why). */
    syncState: text('sync_state').$type<SyncState>().notNull().default('idle'),
    syncError: text('sync_error'),
    /** The last time a sync was asked for: every selected channel not synced since then still needs a run. */
    syncRequestedAt: timestamp('sync_requested_at', { withTimezone: true }),
    /** Disconnected (DELETE without purge): hidden and no longer synced; its feedback stays. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('slack_integrations_company_team_unique').on(table.companyId, table.teamId)],
)

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

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
    runActive: boolean('run_active').notNull().default(false),
    runOldest: text('run_oldest'),
    runCursor: text('run_cursor'),
    runNewest: text('run_newest'),
    pages: integer('pages').notNull().default(0),
    /** Messages of this channel stored so far (by syncs, events and imports), counted as they are inserted. */
    messagesStored: integer('messages_stored').notNull().default(0),
    lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }),
    /** Why the last run of this channel stopped short (e.g. not_in_channel), or null. */
    error: text('error'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ name: 'slack_sync_channels_pk', columns: [table.integrationId, table.channelId] }),
    index('slack_sync_channels_company_id_idx').on(table.companyId),
  ],
)

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
    status: text('status').$type<IntegrationStatus>().notNull().default('pending'),
    lastSynced: timestamp('last_synced', { withTimezone: true }),
    /** Where the sync stands: idle, queued, running, or error (sync_error says why). */
    syncState: text('sync_state').$type<SyncState>().notNull().default('idle'),
    syncError: text('sync_error'),
    /** The last time a sync was asked for: every followed label not synced since then still needs a run. */
    syncRequestedAt: timestamp('sync_requested_at', { withTimezone: true }),
    /**
     * Gmail's history id the next history sync reads from (users.history.list startHistoryId): taken before the first
     * label run lists anything, moved on when a history sync completes. A history sync in flight keeps the page token
     * of its next page (stored with every page, so a restarted worker resumes there); `history_pages` guards each
     * page write.
     */
    historyId: text('history_id'),
    historyPageToken: text('history_page_token'),
    historyPages: integer('history_pages').notNull().default(0),
    /** Disconnected (DELETE without purge): hidden and no longer synced; its feedback stays. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
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
    runActive: boolean('run_active').notNull().default(false),
    runAfter: timestamp('run_after', { withTimezone: true }),
    runPageToken: text('run_page_token'),
    runNewest: timestamp('run_newest', { withTimezone: true }),
    pages: integer('pages').notNull().default(0),
    /** Emails first stored under this label (an email in two followed labels counts once). */
    messagesStored: integer('messages_stored').notNull().default(0),
    lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }),
    error: text('error'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ name: 'gmail_sync_labels_pk', columns: [table.mailboxId, table.labelId] }),
    index('gmail_sync_labels_company_id_idx').on(table.companyId),
  ],
)

export const FEEDBACK_SOURCES = ['slack', 'email', 'manual'] as const
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number]

/**
 * Every piece of customer feedback, whatever its source. A Slack message is stored exactly once: the unique key is
 * (integration, channel, ts); an email too: (mailbox, Gmail message id), whichever followed labels it carries. Writers
 * insert with ON CONFLICT DO NOTHING.
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
    authorId: text('author_id'),
    authorName: text('author_name'),
    authorTitle: text('author_title'),
    authorEmailDomain: text('author_email_domain'),
    /** A readable company name from the author's email domain ('acme.com' → 'Acme'); null for free-mail. */
    authorCompany: text('author_company'),
    text: text('text').notNull(),
    permalink: text('permalink'),
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
    index('feedback_company_posted_at_idx').on(table.companyId, table.postedAt),
    index('feedback_waiting_analysis_idx')
      .on(table.companyId, table.postedAt)
      .where(sql`${table.analysedAt} is null and ${table.analysisSetAsideAt} is null`),
    index('feedback_set_aside_idx').on(table.companyId, table.analysisSetAsideAt).where(sql`${table.analysisSetAsideAt} is not null`),
    check('feedback_source_check', sql`${table.source} in ('slack', 'email', 'manual')`),
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

/** Who made a link, a merge or a theme placement: the pipeline ('ai'), or a person, whose decision no later pass changes. */
export type DecidedBy = 'ai' | 'person'

/**
 * Groups of features. People create themes ('active', 'planning', 'archived'); the pipeline suggests themes for clusters
 * of unthemed features ('suggested'), which people accept (they become 'active') or dismiss ('dismissed').
 */
export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('blue'),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('active'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').$type<DecidedBy>().notNull().default('person'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('themes_company_idx').on(table.companyId),
    check('themes_status_check', sql`${table.status} in ('active', 'planning', 'archived', 'suggested', 'dismissed')`),
  ],
)

/** A feature request: what many messages ask for, ranked by its score. */
export const features = pgTable(
  'features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fullDescription: text('full_description').notNull().default(''),
    status: text('status').notNull().default('backlog'),
    priority: text('priority').notNull().default('low'),
    /** 'person' once someone set the priority: rescoring then keeps it instead of deriving it from the score. */
    prioritySetBy: text('priority_set_by').$type<DecidedBy>(),
    /** 0-100 (api/feature-scoring.ts), recomputed whenever its mentions change; `scoreExplanation` says why. */
    score: doublePrecision('score').notNull().default(0),
    scoreExplanation: jsonb('score_explanation').$type<Record<string, unknown>>(),
    themeId: uuid('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    themePlacedBy: text('theme_placed_by').$type<DecidedBy>(),
    /** 0-1: the AI's confidence when it placed the feature in its theme (api/theme-placement.ts); null otherwise. */
    themeConfidence: doublePrecision('theme_confidence'),
    /** A theme the AI suggests without placing the feature there, with its confidence in `suggestedThemeConfidence`. */
    suggestedThemeId: uuid('suggested_theme_id').references((): AnyPgColumn => themes.id, { onDelete: 'set null' }),
    suggestedThemeConfidence: doublePrecision('suggested_theme_confidence'),
    /** Themes a person dismissed as suggestions for this feature: no later pass suggests or places it there. */
    dismissedThemeIds: jsonb('dismissed_theme_ids').$type<string[]>().notNull().default([]),
    /** 'ai' when the pipeline created it from a message, 'manual' when a person did. */
    source: text('source').notNull(),
    /** Set when merged into another feature: its mentions count there; unmerging clears it. */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => features.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** What competitors offer, as people recorded it. */
    competitors: jsonb('competitors').$type<Competitor[]>().notNull().default([]),
    /**
     * Its linked mentions (with those of the features merged into it), by source, and the source of the oldest:
     * kept by every rescore, so listing features needs no aggregation.
     */
    totalMentions: integer('total_mentions').notNull().default(0),
    slackMentions: integer('slack_mentions').notNull().default(0),
    emailMentions: integer('email_mentions').notNull().default(0),
    firstMentionSource: text('first_mention_source').$type<FeedbackSource>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('features_company_score_idx').on(table.companyId, table.score.desc()),
    // The feature list's order (score, then id) over the features not merged away.
    index('features_listed_rank_idx')
      .on(table.companyId, table.score.desc(), table.id)
      .where(sql`${table.mergedIntoId} is null`),
    check('features_status_check', sql`${table.status} in ('backlog', 'in-progress', 'review', 'completed')`),
    check('features_priority_check', sql`${table.priority} in ('high', 'medium', 'low')`),
    check('features_source_check', sql`${table.source} in ('ai', 'manual')`),
  ],
)

/**
 * A change to the themes the AI proposes from the feedback (api/schemas/themes.ts ThemeChangeSuggestion): 'open' until
 * a person accepts or dismisses it. A dismissed one is kept so the same change (kind, themes, name) is not proposed
 * again.
 */
export const themeChangeSuggestions = pgTable(
  'theme_change_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    kind: text('kind').$type<'rename' | 'merge'>().notNull(),
    /** The themes it changes, in order (a merge keeps the first). */
    themeIds: jsonb('theme_ids').$type<string[]>().notNull(),
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'accepted' | 'dismissed'>().notNull().default('open'),
    /** The same change, written the same way each time: kind, the theme ids and the lower-cased name. */
    changeKey: text('change_key').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('theme_change_suggestions_key_idx').on(table.companyId, table.changeKey),
    check('theme_change_suggestions_kind_check', sql`${table.kind} in ('rename', 'merge')`),
    check('theme_change_suggestions_status_check', sql`${table.status} in ('open', 'accepted', 'dismissed')`),
  ],
)

/** The feature a row belongs to: rows go with their feature. */
const featureIdColumn = () =>
  uuid('feature_id')
    .notNull()
    .references(() => features.id, { onDelete: 'cascade' })

/** A piece of feedback as evidence of a feature, with the quote that asks. */
export const mentions = pgTable(
  'mentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    featureId: featureIdColumn(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    quote: text('quote').notNull(),
    similarity: doublePrecision('similarity'),
    confidence: doublePrecision('confidence').notNull(),
    urgency: doublePrecision('urgency').notNull().default(0),
    urgencyCues: jsonb('urgency_cues').$type<string[]>().notNull().default([]),
    linkedBy: text('linked_by').$type<DecidedBy>().notNull(),
    /** Set when a person unlinks it: the row stays, so no later pass links the two again. */
    unlinkedAt: timestamp('unlinked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('mentions_feature_feedback_unique').on(table.featureId, table.feedbackId),
    index('mentions_company_feature_idx').on(table.companyId, table.featureId),
  ],
)

export const CORRECTION_KINDS = ['request', 'not_request', 'same_feature', 'not_same_feature', 'theme', 'not_theme', 'title'] as const
export type CorrectionKind = (typeof CORRECTION_KINDS)[number]

/**
 * A person's correction of the AI, kept as a labelled example for the company's own layer of the pipeline
 * (server/ai/company-layer.ts, server/domain/features/corrections.ts): a message is (not) a request, a text does (not)
 * belong to a feature, a feature does (not) belong in a theme, a feature's title. `text` is the text the person judged,
 * as it was then (a message's start, or a feature's title and description); the target is the feature or theme, or the
 * new title (`label`). The latest judgement of the same subject and target replaces the earlier one (`key`).
 */
export const corrections = pgTable(
  'corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    kind: text('kind').$type<CorrectionKind>().notNull(),
    /** What is judged and about what, e.g. 'feature:<feedback id>:<feature id>': one row per judgement. */
    key: text('key').notNull(),
    text: text('text').notNull(),
    feedbackId: uuid('feedback_id').references(() => feedback.id, { onDelete: 'cascade' }),
    /** The feature judged (merged, moved to a theme, renamed). */
    featureId: uuid('feature_id').references(() => features.id, { onDelete: 'cascade' }),
    targetFeatureId: uuid('target_feature_id').references(() => features.id, { onDelete: 'cascade' }),
    targetThemeId: uuid('target_theme_id').references(() => themes.id, { onDelete: 'cascade' }),
    /** The new title of a rename. */
    label: text('label'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('corrections_key_idx').on(table.companyId, table.key),
    index('corrections_company_recent_idx').on(table.companyId, table.createdAt.desc()),
    check(
      'corrections_kind_check',
      sql`${table.kind} in ('request', 'not_request', 'same_feature', 'not_same_feature', 'theme', 'not_theme', 'title')`,
    ),
  ],
)

export const HISTORY_KINDS = ['status', 'assignee', 'priority', 'theme', 'merge'] as const

/**
 * What happened to a feature, oldest first (by id): `from`/`to` hold the readable values of the moment (a theme's or
 * person's name), so the history reads the same after renames. `actor_name` null means the pipeline did it.
 */
export const featureHistory = pgTable(
  'feature_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyIdColumn(),
    featureId: featureIdColumn(),
    kind: text('kind').$type<(typeof HISTORY_KINDS)[number]>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (table) => [index('feature_history_feature_idx').on(table.companyId, table.featureId)],
)

export const featureComments = pgTable(
  'feature_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    featureId: featureIdColumn(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The members the body @mentions, in workspace order. */
    mentionedUserIds: jsonb('mentioned_user_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('feature_comments_feature_idx').on(table.companyId, table.featureId, table.createdAt)],
)

export const NOTIFICATION_KINDS = ['assigned', 'mentioned', 'comment', 'join_request'] as const

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

/**
 * The rate-limit counters every API process shares (server/domain/rate-limits.ts): one row per counter key holding its
 * current window, counted by an atomic upsert, so several processes on one database count together. The key is a
 * SHA-256 of the counter's name and whom it counts (an email, an address, a user), so the table holds no personal data.
 * A row past `expires_at` is a finished window: the next hit starts a new one, and sweeps delete it.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('rate_limits_expires_idx').on(table.expiresAt)],
)
