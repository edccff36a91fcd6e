import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Channel, IntegrationSource, SyncState } from '../../../api/schemas/slack'
import type { Db } from '../../db/client'
import { slackIntegrations, slackSyncChannels } from '../../db/schema'
import { insertSlackMessages } from '../../domain/feedback/repository'
import { laterTs, type MessageRow } from './messages'

/** The integration as the sync job needs it (token included: it stays on the server). */
export interface SyncTarget {
  id: string
  companyId: string
  teamId: string
  teamDomain: string | null
  source: IntegrationSource
  tokenCiphertext: string | null
  channels: Channel[]
  syncRequestedAt: Date | null
}

export async function findSyncTarget(db: Db, companyId: string, integrationId: string): Promise<SyncTarget | undefined> {
  const [row] = await db
    .select({
      id: slackIntegrations.id,
      companyId: slackIntegrations.companyId,
      teamId: slackIntegrations.teamId,
      teamDomain: slackIntegrations.teamDomain,
      source: slackIntegrations.source,
      tokenCiphertext: slackIntegrations.tokenCiphertext,
      channels: slackIntegrations.channels,
      syncRequestedAt: slackIntegrations.syncRequestedAt,
    })
    .from(slackIntegrations)
    .where(
      and(
        eq(slackIntegrations.companyId, companyId),
        eq(slackIntegrations.id, integrationId),
        isNull(slackIntegrations.deletedAt),
      ),
    )
  return row
}

const target = (companyId: string, integrationId: string) =>
  and(
    eq(slackIntegrations.companyId, companyId),
    eq(slackIntegrations.id, integrationId),
    isNull(slackIntegrations.deletedAt),
  )

export async function saveTeamDomain(db: Db, companyId: string, integrationId: string, domain: string): Promise<void> {
  await db.update(slackIntegrations).set({ teamDomain: domain }).where(target(companyId, integrationId))
}

/** Sets where the sync stands (and the sentence to show, or null). */
export async function setSyncState(
  db: Db,
  companyId: string,
  integrationId: string,
  state: SyncState,
  error: string | null,
): Promise<void> {
  await db
    .update(slackIntegrations)
    .set({ syncState: state, syncError: error, updatedAt: sql`now()` })
    .where(target(companyId, integrationId))
}

/** The saved token no longer works: the integration shows in error until the workspace is connected again. */
export async function markIntegrationBroken(db: Db, companyId: string, integrationId: string, error: string) {
  await db
    .update(slackIntegrations)
    .set({ status: 'error', syncState: 'error', syncError: error, updatedAt: sql`now()` })
    .where(target(companyId, integrationId))
}

/**
 * Ends a sync: idle, unless a sync was asked for after `requestedAt` (then false: the job runs another round).
 */
export async function finishSync(
  db: Db,
  companyId: string,
  integrationId: string,
  requestedAt: Date | null,
): Promise<boolean> {
  const finished = await db
    .update(slackIntegrations)
    .set({
      syncState: 'idle',
      syncError: sql`case when ${slackIntegrations.syncState} = 'error' then ${slackIntegrations.syncError} else null end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        target(companyId, integrationId),
        requestedAt === null
          ? isNull(slackIntegrations.syncRequestedAt)
          : sql`date_trunc('milliseconds', ${slackIntegrations.syncRequestedAt}) <= ${requestedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: slackIntegrations.id })
  return finished.length > 0
}

export type ChannelState = typeof slackSyncChannels.$inferSelect

/** Creates the sync state of newly selected channels and refreshes the names of the others. */
export async function ensureChannelStates(
  db: Db,
  companyId: string,
  integrationId: string,
  channels: ReadonlyArray<{ id: string; name: string }>,
): Promise<void> {
  if (channels.length === 0) return
  await db
    .insert(slackSyncChannels)
    .values(channels.map((channel) => ({ companyId, integrationId, channelId: channel.id, channelName: channel.name })))
    .onConflictDoUpdate({
      target: [slackSyncChannels.integrationId, slackSyncChannels.channelId],
      set: { channelName: sql`excluded.channel_name` },
    })
}

/**
 * Selected channels that still need a run for the sync asked for at `requestedAt`: a run in flight, or no run
 * completed since then.
 */
export async function channelsNeedingWork(
  db: Db,
  companyId: string,
  integrationId: string,
  channelIds: readonly string[],
  requestedAt: Date | null,
): Promise<ChannelState[]> {
  if (channelIds.length === 0) return []
  const rows = await db
    .select()
    .from(slackSyncChannels)
    .where(
      and(
        eq(slackSyncChannels.companyId, companyId),
        eq(slackSyncChannels.integrationId, integrationId),
        inArray(slackSyncChannels.channelId, [...channelIds]),
      ),
    )
  const order = new Map(channelIds.map((id, index) => [id, index]))
  return rows
    .filter(
      (row) =>
        row.runActive ||
        row.lastCompletedAt === null ||
        (requestedAt !== null && row.lastCompletedAt < requestedAt),
    )
    .sort((a, b) => (order.get(a.channelId) ?? 0) - (order.get(b.channelId) ?? 0))
}

/** Starts a run of the channel from `oldest` (exclusive), unless one is in flight. Answers the channel's state. */
export async function beginChannelRun(
  db: Db,
  companyId: string,
  integrationId: string,
  channelId: string,
  oldest: string,
): Promise<ChannelState | undefined> {
  const [row] = await db
    .update(slackSyncChannels)
    .set({
      runActive: true,
      runOldest: oldest,
      runCursor: null,
      runNewest: null,
      error: null,
      pages: sql`${slackSyncChannels.pages} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(slackSyncChannels.companyId, companyId),
        eq(slackSyncChannels.integrationId, integrationId),
        eq(slackSyncChannels.channelId, channelId),
        eq(slackSyncChannels.runActive, false),
      ),
    )
    .returning()
  return row
}

/** Thrown when the integration was disconnected or deleted while its sync ran. */
export class IntegrationGoneError extends Error {
  override name = 'IntegrationGoneError'
}

/** Thrown when another worker advanced the channel's run first (the page write lost its compare-and-set). */
export class SupersededError extends Error {
  override name = 'SupersededError'
}

export interface StoredPage {
  /** The channel's state as it was read; its `pages` is the compare-and-set guard. */
  state: ChannelState
  rows: readonly MessageRow[]
  /** Cursor of the next page, or null when this was the last page of the run. */
  nextCursor: string | null
  /** The newest ts on the page (any message, stored or skipped), or null for an empty page. */
  newestTs: string | null
  /** Ends the run without more pages, with a sentence saying why (e.g. the channel went away). */
  channelError?: string
}

/**
 * Stores one page of a channel's run in one transaction: its messages (each at most once) and the run's next cursor,
 * count and newest ts; on the last page the run completes (last_ts moves on, the integration becomes connected and
 * last_synced is set). Answers the channel's new state and how many messages were new.
 */
export async function storePage(
  db: Db,
  companyId: string,
  integrationId: string,
  page: StoredPage,
): Promise<{ state: ChannelState; inserted: number }> {
  return db.transaction(async (tx) => {
    // Share-locks the integration: a disconnect or purge waits for this page, and a page after it finds nothing.
    const [integration] = await tx
      .select({ id: slackIntegrations.id })
      .from(slackIntegrations)
      .where(target(companyId, integrationId))
      .for('share')
    if (!integration) throw new IntegrationGoneError('The integration was disconnected.')

    const inserted = page.rows.length > 0 ? await insertSlackMessages(tx, companyId, integrationId, page.rows) : 0
    const runNewest = laterTs(page.state.runNewest, page.newestTs)
    const done = page.nextCursor === null
    const [state] = await tx
      .update(slackSyncChannels)
      .set({
        pages: sql`${slackSyncChannels.pages} + 1`,
        runCursor: page.nextCursor,
        runNewest,
        messagesStored: sql`${slackSyncChannels.messagesStored} + ${inserted}`,
        updatedAt: sql`now()`,
        ...(done && {
          runActive: false,
          lastTs: laterTs(page.state.lastTs, runNewest),
          lastCompletedAt: sql`now()`,
          error: page.channelError ?? null,
        }),
      })
      .where(
        and(
          eq(slackSyncChannels.companyId, companyId),
          eq(slackSyncChannels.integrationId, integrationId),
          eq(slackSyncChannels.channelId, page.state.channelId),
          eq(slackSyncChannels.pages, page.state.pages),
          eq(slackSyncChannels.runActive, true),
        ),
      )
      .returning()
    if (!state) throw new SupersededError('Another worker advanced this channel first.')
    if (done) {
      await tx
        .update(slackIntegrations)
        .set({
          status: sql`case when ${slackIntegrations.status} = 'error' then 'error' else 'connected' end`,
          lastSynced: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(target(companyId, integrationId))
    }
    return { state, inserted }
  })
}

/** Restarts the run's pagination from its newest end (its cursor was refused), keeping its window. */
export async function resetRunCursor(db: Db, state: ChannelState): Promise<ChannelState | undefined> {
  const [row] = await db
    .update(slackSyncChannels)
    .set({ runCursor: null, pages: sql`${slackSyncChannels.pages} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(slackSyncChannels.companyId, state.companyId),
        eq(slackSyncChannels.integrationId, state.integrationId),
        eq(slackSyncChannels.channelId, state.channelId),
        eq(slackSyncChannels.pages, state.pages),
      ),
    )
    .returning()
  return row
}

/**
 * Stores messages of one channel that arrived outside a sync run (a realtime event, an imported export): each at most
 * once, counted on the channel. A run's state is left alone: the next run still asks Slack for everything after its
 * last_ts. `completed` (imports) marks the channel as fully collected. Answers how many messages were new.
 */
export async function storeChannelMessages(
  db: Db,
  companyId: string,
  integrationId: string,
  channel: { id: string; name: string },
  rows: readonly MessageRow[],
  { completed = false }: { completed?: boolean } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const [integration] = await tx
      .select({ id: slackIntegrations.id })
      .from(slackIntegrations)
      .where(target(companyId, integrationId))
      .for('share')
    if (!integration) return 0
    const inserted = rows.length > 0 ? await insertSlackMessages(tx, companyId, integrationId, rows) : 0
    if (inserted === 0 && !completed) return 0
    await tx
      .insert(slackSyncChannels)
      .values({
        companyId,
        integrationId,
        channelId: channel.id,
        channelName: channel.name,
        messagesStored: inserted,
        ...(completed && { lastCompletedAt: sql`now()` }),
      })
      .onConflictDoUpdate({
        target: [slackSyncChannels.integrationId, slackSyncChannels.channelId],
        set: {
          messagesStored: sql`${slackSyncChannels.messagesStored} + ${inserted}`,
          ...(completed && { lastCompletedAt: sql`now()` }),
          updatedAt: sql`now()`,
        },
      })
    return inserted
  })
}
