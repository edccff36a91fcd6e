import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { SyncProgress } from '../../../api/schemas/slack'
import { type Db, queryRows } from '../../db/client'
import { feedback, type FollowedLabel, gmailMailboxes, gmailSyncLabels } from '../../db/schema'
import { purgeSource } from '../../domain/feedback/repository'
import { preferenceIsOn } from '../../domain/workspace/repository'
import { syncProgress } from '../sync-progress'

/** A Gmail mailbox as the product shows it; the encrypted refresh token stays in the table. */
const mailboxColumns = {
  id: gmailMailboxes.id,
  emailAddress: gmailMailboxes.emailAddress,
  status: gmailMailboxes.status,
  labels: gmailMailboxes.labels,
  lastSynced: gmailMailboxes.lastSynced,
  syncState: gmailMailboxes.syncState,
  syncError: gmailMailboxes.syncError,
  syncRequestedAt: gmailMailboxes.syncRequestedAt,
}

type MailboxRow = Pick<typeof gmailMailboxes.$inferSelect, keyof typeof mailboxColumns>

export interface MailboxSummary extends MailboxRow {
  sync: SyncProgress
}

export const liveMailbox = (companyId: string, mailboxId?: string) =>
  and(
    eq(gmailMailboxes.companyId, companyId),
    mailboxId === undefined ? undefined : eq(gmailMailboxes.id, mailboxId),
    isNull(gmailMailboxes.deletedAt),
  )

/** Adds the sync progress (counts from the per-label sync state) to mailboxes of one company. */
async function withProgress(db: Db, companyId: string, rows: MailboxRow[]): Promise<MailboxSummary[]> {
  if (rows.length === 0) return []
  const states = await db
    .select({
      mailboxId: gmailSyncLabels.mailboxId,
      id: gmailSyncLabels.labelId,
      messagesStored: gmailSyncLabels.messagesStored,
      runActive: gmailSyncLabels.runActive,
      lastCompletedAt: gmailSyncLabels.lastCompletedAt,
    })
    .from(gmailSyncLabels)
    .where(
      and(
        eq(gmailSyncLabels.companyId, companyId),
        inArray(
          gmailSyncLabels.mailboxId,
          rows.map((row) => row.id),
        ),
      ),
    )
  return rows.map((row) => ({
    ...row,
    sync: syncProgress(
      { ...row, followed: row.labels.map((label) => label.id) },
      states.filter((state) => state.mailboxId === row.id),
    ),
  }))
}

/** The company's connected mailboxes (not the disconnected ones), oldest first. */
export async function listMailboxes(db: Db, companyId: string): Promise<MailboxSummary[]> {
  const rows = await db
    .select(mailboxColumns)
    .from(gmailMailboxes)
    .where(liveMailbox(companyId))
    .orderBy(asc(gmailMailboxes.createdAt))
  return withProgress(db, companyId, rows)
}

export interface MailboxConnection {
  emailAddress: string
  refreshTokenCiphertext: string
  labels: FollowedLabel[]
}

/**
 * One mailbox per company and address: connecting the address again (even after a disconnect) updates it, so its
 * stored emails keep their keys. A sync is marked as asked for; the caller queues its job.
 */
export async function upsertMailbox(db: Db, companyId: string, connection: MailboxConnection): Promise<MailboxSummary> {
  const [mailbox] = await db
    .insert(gmailMailboxes)
    .values({
      companyId,
      ...connection,
      status: 'pending',
      syncState: 'queued',
      syncRequestedAt: sql`date_trunc('milliseconds', now())`,
    })
    .onConflictDoUpdate({
      target: [gmailMailboxes.companyId, gmailMailboxes.emailAddress],
      set: {
        refreshTokenCiphertext: connection.refreshTokenCiphertext,
        labels: connection.labels,
        // Reconnecting repairs a mailbox in error; one that synced before stays connected.
        status: sql`case when ${gmailMailboxes.lastSynced} is null then 'pending' else 'connected' end`,
        syncState: 'queued',
        syncError: null,
        syncRequestedAt: sql`date_trunc('milliseconds', now())`,
        deletedAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning(mailboxColumns)
  if (!mailbox) throw new Error('Upserting a Gmail mailbox returned no row.')
  return (await withProgress(db, companyId, [mailbox]))[0] as MailboxSummary
}

/** The address of one of the company's mailboxes, connected or not (the audit log names it). */
export async function findMailboxAddress(db: Db, companyId: string, mailboxId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ emailAddress: gmailMailboxes.emailAddress })
    .from(gmailMailboxes)
    .where(and(eq(gmailMailboxes.companyId, companyId), eq(gmailMailboxes.id, mailboxId)))
  return row?.emailAddress
}

/**
 * Disconnects: hides the mailbox, forgets its refresh token and stops its syncs (running pages check `deleted_at`).
 * Its feedback stays. False when the company has no such connected mailbox.
 */
export async function disconnectMailbox(db: Db, companyId: string, mailboxId: string): Promise<boolean> {
  const changed = await db
    .update(gmailMailboxes)
    .set({
      deletedAt: sql`now()`,
      refreshTokenCiphertext: null,
      status: 'disconnected',
      syncState: 'idle',
      syncError: null,
      updatedAt: sql`now()`,
    })
    .where(liveMailbox(companyId, mailboxId))
    .returning({ id: gmailMailboxes.id })
  return changed.length > 0
}

/**
 * Deletes the mailbox with everything collected from it: its emails, their mentions and the sync state cascade, and
 * the features they were linked to are rescored without them. False when the company has no such connected mailbox.
 */
export async function purgeMailbox(db: Db, companyId: string, mailboxId: string): Promise<boolean> {
  return purgeSource(db, companyId, eq(feedback.mailboxId, mailboxId), async (tx) => {
    const deleted = await tx
      .delete(gmailMailboxes)
      .where(liveMailbox(companyId, mailboxId))
      .returning({ id: gmailMailboxes.id })
    return deleted.length > 0
  })
}

/**
 * Marks a sync as asked for now (queued, unless one is running: it picks the request up before it finishes).
 * Answers the mailbox, or undefined when the company has no such connected mailbox.
 */
export async function markSyncRequested(
  db: Db,
  companyId: string,
  mailboxId: string,
): Promise<MailboxSummary | undefined> {
  const rows = await db
    .update(gmailMailboxes)
    .set({
      syncRequestedAt: sql`date_trunc('milliseconds', now())`,
      syncState: sql`case when ${gmailMailboxes.syncState} = 'running' then 'running' else 'queued' end`,
      syncError: sql`case when ${gmailMailboxes.syncState} = 'error' then null else ${gmailMailboxes.syncError} end`,
      updatedAt: sql`now()`,
    })
    .where(and(liveMailbox(companyId, mailboxId), sql`${gmailMailboxes.refreshTokenCiphertext} is not null`))
    .returning(mailboxColumns)
  return (await withProgress(db, companyId, rows))[0]
}

/**
 * The scheduler's one cross-company query: connected mailboxes whose company keeps auto-sync on (the default) and
 * whose last sync was asked for at least `intervalMinutes` ago (or that sit queued for twice that long, e.g. a lost
 * job). Answers (company, mailbox) pairs; everything after that is per company.
 */
export async function listMailboxesDueForSync(
  db: Db,
  intervalMinutes: number,
): Promise<Array<{ companyId: string; mailboxId: string }>> {
  const rows = await queryRows<{ company_id: string; id: string }>(db, sql`
    select m.company_id, m.id
    from gmail_mailboxes m
    where m.deleted_at is null
      and m.refresh_token_ciphertext is not null
      and m.status <> 'error'
      and ${preferenceIsOn('autoSync', sql`m.company_id`)}
      and (
        (m.sync_state = 'idle'
          and (m.sync_requested_at is null or m.sync_requested_at <= now() - ${intervalMinutes} * interval '1 minute'))
        or (m.sync_state = 'queued' and m.sync_requested_at <= now() - ${intervalMinutes * 2} * interval '1 minute')
      )
    order by m.sync_requested_at nulls first
    limit 1000`)
  return rows.map((row) => ({ companyId: row.company_id, mailboxId: row.id }))
}
