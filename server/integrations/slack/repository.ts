import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Channel, IntegrationSource, SyncProgress } from '../../../api/schemas/slack'
import { type Db, queryRows } from '../../db/client'
import { feedback, slackIntegrations, slackSyncChannels } from '../../db/schema'
import { purgeSource } from '../../domain/feedback/repository'
import { preferenceIsOn } from '../../domain/workspace/repository'
import { syncProgress } from '../sync-progress'

/** A Slack integration as the product shows it; the encrypted token stays in the table. */
const integrationColumns = {
  id: slackIntegrations.id,
  teamId: slackIntegrations.teamId,
  teamName: slackIntegrations.teamName,
  source: slackIntegrations.source,
  status: slackIntegrations.status,
  channels: slackIntegrations.channels,
  lastSynced: slackIntegrations.lastSynced,
  syncState: slackIntegrations.syncState,
  syncError: slackIntegrations.syncError,
  syncRequestedAt: slackIntegrations.syncRequestedAt,
}

type IntegrationRow = Pick<typeof slackIntegrations.$inferSelect, keyof typeof integrationColumns>

export interface IntegrationSummary extends IntegrationRow {
  sync: SyncProgress
}

const live = (companyId: string) => and(eq(slackIntegrations.companyId, companyId), isNull(slackIntegrations.deletedAt))

/** A channel as stored by any version: ids and names that older imports kept as numbers become text. */
const StoredChannel = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1)),
  name: z.union([z.string(), z.number()]).transform(String),
  purpose: z.string().catch(''),
  topic: z.string().catch(''),
  is_private: z.boolean().catch(false),
  member_count: z.int().nonnegative().catch(0),
})

/**
 * The channels of a stored row, read defensively: a row written by older code (an export's numeric channel id, a
 * missing name) must never make a list answer 500. A channel that cannot be read at all is left out.
 */
export function storedChannels(value: unknown): Channel[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const parsed = StoredChannel.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/** Adds the sync progress (counts from the per-channel sync state) to integrations of one company. */
async function withProgress(db: Db, companyId: string, rows: IntegrationRow[]): Promise<IntegrationSummary[]> {
  if (rows.length === 0) return []
  const states = await db
    .select({
      integrationId: slackSyncChannels.integrationId,
      id: slackSyncChannels.channelId,
      messagesStored: slackSyncChannels.messagesStored,
      runActive: slackSyncChannels.runActive,
      lastCompletedAt: slackSyncChannels.lastCompletedAt,
    })
    .from(slackSyncChannels)
    .where(
      and(
        eq(slackSyncChannels.companyId, companyId),
        inArray(
          slackSyncChannels.integrationId,
          rows.map((row) => row.id),
        ),
      ),
    )
  return rows.map((stored) => {
    const row = { ...stored, channels: storedChannels(stored.channels) }
    return {
      ...row,
      sync: syncProgress(
        { ...row, followed: row.channels.map((channel) => channel.id) },
        states.filter((state) => state.integrationId === row.id),
      ),
    }
  })
}

/** The company's integrations (connected and imported; not the disconnected ones), oldest first. */
export async function listIntegrations(db: Db, companyId: string): Promise<IntegrationSummary[]> {
  const rows = await db
    .select(integrationColumns)
    .from(slackIntegrations)
    .where(live(companyId))
    .orderBy(asc(slackIntegrations.createdAt))
  return withProgress(db, companyId, rows)
}

export async function findIntegration(
  db: Db,
  companyId: string,
  integrationId: string,
): Promise<IntegrationSummary | undefined> {
  const rows = await db
    .select(integrationColumns)
    .from(slackIntegrations)
    .where(and(live(companyId), eq(slackIntegrations.id, integrationId)))
  return (await withProgress(db, companyId, rows))[0]
}

export interface IntegrationConnection {
  teamId: string
  teamName: string
  teamDomain: string | null
  tokenCiphertext: string
  channels: Channel[]
}

/**
 * One integration per company and workspace: connecting a workspace again (even after a disconnect) updates it, so
 * its stored messages keep their keys. A sync is marked as asked for; the caller queues its job.
 */
export async function upsertIntegration(
  db: Db,
  companyId: string,
  connection: IntegrationConnection,
): Promise<IntegrationSummary> {
  const [integration] = await db
    .insert(slackIntegrations)
    .values({
      companyId,
      ...connection,
      source: 'api',
      status: 'pending',
      syncState: 'queued',
      syncRequestedAt: sql`date_trunc('milliseconds', now())`,
    })
    .onConflictDoUpdate({
      target: [slackIntegrations.companyId, slackIntegrations.teamId],
      set: {
        teamName: connection.teamName,
        teamDomain: sql`coalesce(${connection.teamDomain}, ${slackIntegrations.teamDomain})`,
        tokenCiphertext: connection.tokenCiphertext,
        channels: connection.channels,
        source: 'api',
        // Reconnecting repairs an integration in error; one that synced before stays connected.
        status: sql`case when ${slackIntegrations.lastSynced} is null then 'pending' else 'connected' end`,
        syncState: 'queued',
        syncError: null,
        syncRequestedAt: sql`date_trunc('milliseconds', now())`,
        deletedAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning(integrationColumns)
  if (!integration) throw new Error('Upserting a Slack integration returned no row.')
  return (await withProgress(db, companyId, [integration]))[0] as IntegrationSummary
}

/** The team name of one of the company's integrations, connected or not (the audit log names it). */
export async function findIntegrationName(db: Db, companyId: string, integrationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ teamName: slackIntegrations.teamName })
    .from(slackIntegrations)
    .where(and(eq(slackIntegrations.companyId, companyId), eq(slackIntegrations.id, integrationId)))
  return row?.teamName
}

/**
 * Disconnects: hides the integration, forgets its token and stops its syncs (running pages check `deleted_at`).
 * Its feedback stays. False when the company has no such (connected) integration.
 */
export async function disconnectIntegration(db: Db, companyId: string, integrationId: string): Promise<boolean> {
  const changed = await db
    .update(slackIntegrations)
    .set({
      deletedAt: sql`now()`,
      tokenCiphertext: null,
      status: 'disconnected',
      syncState: 'idle',
      syncError: null,
      updatedAt: sql`now()`,
    })
    .where(and(live(companyId), eq(slackIntegrations.id, integrationId)))
    .returning({ id: slackIntegrations.id })
  return changed.length > 0
}

/**
 * Deletes the integration with everything collected from it (feedback, mentions and sync state cascade); the features
 * they were linked to are rescored without them.
 */
export async function purgeIntegration(db: Db, companyId: string, integrationId: string): Promise<boolean> {
  return purgeSource(db, companyId, eq(feedback.integrationId, integrationId), async (tx) => {
    const deleted = await tx
      .delete(slackIntegrations)
      .where(and(eq(slackIntegrations.companyId, companyId), eq(slackIntegrations.id, integrationId)))
      .returning({ id: slackIntegrations.id })
    return deleted.length > 0
  })
}

/**
 * Marks a sync as asked for now (queued, unless one is running: it picks the request up before it finishes).
 * Answers the integration, or undefined when the company has no such connected (token) integration.
 */
export async function markSyncRequested(
  db: Db,
  companyId: string,
  integrationId: string,
): Promise<IntegrationSummary | undefined> {
  const rows = await db
    .update(slackIntegrations)
    .set({
      syncRequestedAt: sql`date_trunc('milliseconds', now())`,
      syncState: sql`case when ${slackIntegrations.syncState} = 'running' then 'running' else 'queued' end`,
      syncError: sql`case when ${slackIntegrations.syncState} = 'error' then null else ${slackIntegrations.syncError} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        live(companyId),
        eq(slackIntegrations.id, integrationId),
        eq(slackIntegrations.source, 'api'),
        sql`${slackIntegrations.tokenCiphertext} is not null`,
      ),
    )
    .returning(integrationColumns)
  return (await withProgress(db, companyId, rows))[0]
}

export async function findIntegrationSource(
  db: Db,
  companyId: string,
  integrationId: string,
): Promise<IntegrationSource | undefined> {
  const [row] = await db
    .select({ source: slackIntegrations.source })
    .from(slackIntegrations)
    .where(and(live(companyId), eq(slackIntegrations.id, integrationId)))
  return row?.source
}

/**
 * The scheduler's one cross-company query: connected integrations whose company keeps auto-sync on (the default)
 * and whose last sync was asked for at least `intervalMinutes` ago (or that sit queued for twice that long, e.g. a
 * lost job). Answers (company, integration) pairs; everything after that is per company.
 */
export async function listIntegrationsDueForSync(
  db: Db,
  intervalMinutes: number,
): Promise<Array<{ companyId: string; integrationId: string }>> {
  const rows = await queryRows<{ company_id: string; id: string }>(db, sql`
    select i.company_id, i.id
    from slack_integrations i
    where i.deleted_at is null
      and i.source = 'api'
      and i.token_ciphertext is not null
      and i.status <> 'error'
      and ${preferenceIsOn('autoSync', sql`i.company_id`)}
      and (
        (i.sync_state = 'idle'
          and (i.sync_requested_at is null or i.sync_requested_at <= now() - ${intervalMinutes} * interval '1 minute'))
        or (i.sync_state = 'queued' and i.sync_requested_at <= now() - ${intervalMinutes * 2} * interval '1 minute')
      )
    order by i.sync_requested_at nulls first
    limit 1000`)
  return rows.map((row) => ({
    companyId: row.company_id,
    integrationId: row.id,
  }))
}
