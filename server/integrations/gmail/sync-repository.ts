import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { SyncState } from '../../../api/schemas/slack'
import type { Db } from '../../db/client'
import { feedback, type FollowedLabel, gmailMailboxes, gmailSyncLabels } from '../../db/schema'
import { insertEmails } from '../../domain/feedback/repository'
import type { EmailRow } from './emails'
import { liveMailbox } from './repository'

/** The mailbox as the sync job needs it (token included: it stays on the server). */
export interface SyncTarget {
  id: string
  companyId: string
  emailAddress: string
  refreshTokenCiphertext: string | null
  labels: FollowedLabel[]
  syncRequestedAt: Date | null
}

export async function findSyncTarget(db: Db, companyId: string, mailboxId: string): Promise<SyncTarget | undefined> {
  const [row] = await db
    .select({
      id: gmailMailboxes.id,
      companyId: gmailMailboxes.companyId,
      emailAddress: gmailMailboxes.emailAddress,
      refreshTokenCiphertext: gmailMailboxes.refreshTokenCiphertext,
      labels: gmailMailboxes.labels,
      syncRequestedAt: gmailMailboxes.syncRequestedAt,
    })
    .from(gmailMailboxes)
    .where(liveMailbox(companyId, mailboxId))
  return row
}

/** Sets where the sync stands (and the sentence to show, or null). */
export async function setSyncState(db: Db, companyId: string, mailboxId: string, state: SyncState, error: string | null) {
  await db
    .update(gmailMailboxes)
    .set({ syncState: state, syncError: error, updatedAt: sql`now()` })
    .where(liveMailbox(companyId, mailboxId))
}

/** Google no longer accepts the grant: the mailbox shows in error until Gmail is connected again. */
export async function markMailboxBroken(db: Db, companyId: string, mailboxId: string, error: string) {
  await db
    .update(gmailMailboxes)
    .set({ status: 'error', syncState: 'error', syncError: error, updatedAt: sql`now()` })
    .where(liveMailbox(companyId, mailboxId))
}

/** Ends a sync: idle, unless a sync was asked for after `requestedAt` (then false: the job runs another round). */
export async function finishSync(db: Db, companyId: string, mailboxId: string, requestedAt: Date | null): Promise<boolean> {
  const finished = await db
    .update(gmailMailboxes)
    .set({
      syncState: 'idle',
      syncError: sql`case when ${gmailMailboxes.syncState} = 'error' then ${gmailMailboxes.syncError} else null end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        liveMailbox(companyId, mailboxId),
        requestedAt === null
          ? isNull(gmailMailboxes.syncRequestedAt)
          : sql`date_trunc('milliseconds', ${gmailMailboxes.syncRequestedAt}) <= ${requestedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: gmailMailboxes.id })
  return finished.length > 0
}

export type LabelState = typeof gmailSyncLabels.$inferSelect

/** Creates the sync state of newly followed labels and refreshes the names of the others. */
export async function ensureLabelStates(db: Db, companyId: string, mailboxId: string, labels: readonly FollowedLabel[]) {
  if (labels.length === 0) return
  await db
    .insert(gmailSyncLabels)
    .values(labels.map((label) => ({ companyId, mailboxId, labelId: label.id, labelName: label.name })))
    .onConflictDoUpdate({
      target: [gmailSyncLabels.mailboxId, gmailSyncLabels.labelId],
      set: { labelName: sql`excluded.label_name` },
    })
}

/** Followed labels that still need a run for the sync asked for at `requestedAt`, in the mailbox's order. */
export async function labelsNeedingWork(
  db: Db,
  companyId: string,
  mailboxId: string,
  labelIds: readonly string[],
  requestedAt: Date | null,
): Promise<LabelState[]> {
  if (labelIds.length === 0) return []
  const rows = await db
    .select()
    .from(gmailSyncLabels)
    .where(
      and(
        eq(gmailSyncLabels.companyId, companyId),
        eq(gmailSyncLabels.mailboxId, mailboxId),
        inArray(gmailSyncLabels.labelId, [...labelIds]),
      ),
    )
  return rows
    .filter(
      (row) =>
        row.runActive || row.lastCompletedAt === null || (requestedAt !== null && row.lastCompletedAt < requestedAt),
    )
    .sort((a, b) => labelIds.indexOf(a.labelId) - labelIds.indexOf(b.labelId))
}

/** Starts a run of the label for the emails received after `after`, unless one is in flight. */
export async function beginLabelRun(db: Db, state: LabelState, after: Date): Promise<LabelState | undefined> {
  const [row] = await db
    .update(gmailSyncLabels)
    .set({
      runActive: true,
      runAfter: after,
      runPageToken: null,
      runNewest: null,
      error: null,
      pages: sql`${gmailSyncLabels.pages} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(gmailSyncLabels.companyId, state.companyId),
        eq(gmailSyncLabels.mailboxId, state.mailboxId),
        eq(gmailSyncLabels.labelId, state.labelId),
        eq(gmailSyncLabels.runActive, false),
      ),
    )
    .returning()
  return row
}

/** Which of these Gmail message ids the mailbox has stored already (they need no messages.get). */
export async function storedMessageIds(
  db: Db,
  companyId: string,
  mailboxId: string,
  messageIds: readonly string[],
): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set()
  const rows = await db
    .select({ id: feedback.gmailMessageId })
    .from(feedback)
    .where(
      and(
        eq(feedback.companyId, companyId),
        eq(feedback.mailboxId, mailboxId),
        inArray(feedback.gmailMessageId, [...messageIds]),
      ),
    )
  return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])))
}

/** Thrown when the mailbox was disconnected or deleted while its sync ran. */
export class MailboxGoneError extends Error {
  override name = 'MailboxGoneError'
}

/** Thrown when another worker advanced the label's run first (the page write lost its compare-and-set). */
export class SupersededError extends Error {
  override name = 'SupersededError'
}

export interface StoredPage {
  /** The label's state as it was read; its `pages` is the compare-and-set guard. */
  state: LabelState
  rows: readonly EmailRow[]
  /** Page token of the next page, or null when this was the last page of the run. */
  nextPageToken: string | null
  /** The newest email on the page (stored or skipped), or null when none was fetched. */
  newest: Date | null
  /** Ends the run without more pages, with a sentence saying why (e.g. the label was deleted). */
  labelError?: string
}

const later = (a: Date | null, b: Date | null) => (a === null ? b : b === null || a >= b ? a : b)

/**
 * Stores one page of a label's run in one transaction: its emails (each at most once) and the run's next page token,
 * count and newest email; on the last page the run completes (newest_received_at moves on, the mailbox becomes
 * connected and last_synced is set). Answers the label's new state.
 */
export async function storePage(db: Db, companyId: string, mailboxId: string, page: StoredPage): Promise<LabelState> {
  return db.transaction(async (tx) => {
    // Share-locks the mailbox: a disconnect or purge waits for this page, and a page after it finds nothing.
    const [mailbox] = await tx
      .select({ id: gmailMailboxes.id })
      .from(gmailMailboxes)
      .where(liveMailbox(companyId, mailboxId))
      .for('share')
    if (!mailbox) throw new MailboxGoneError('The mailbox was disconnected.')

    const inserted = page.rows.length > 0 ? await insertEmails(tx, companyId, mailboxId, page.rows) : 0
    const runNewest = later(page.state.runNewest, page.newest)
    const done = page.nextPageToken === null
    const [state] = await tx
      .update(gmailSyncLabels)
      .set({
        pages: sql`${gmailSyncLabels.pages} + 1`,
        runPageToken: page.nextPageToken,
        runNewest,
        messagesStored: sql`${gmailSyncLabels.messagesStored} + ${inserted}`,
        updatedAt: sql`now()`,
        ...(done && {
          runActive: false,
          newestReceivedAt: later(page.state.newestReceivedAt, runNewest),
          lastCompletedAt: sql`now()`,
          error: page.labelError ?? null,
        }),
      })
      .where(
        and(
          eq(gmailSyncLabels.companyId, companyId),
          eq(gmailSyncLabels.mailboxId, mailboxId),
          eq(gmailSyncLabels.labelId, page.state.labelId),
          eq(gmailSyncLabels.pages, page.state.pages),
          eq(gmailSyncLabels.runActive, true),
        ),
      )
      .returning()
    if (!state) throw new SupersededError('Another worker advanced this label first.')
    if (done) {
      await tx
        .update(gmailMailboxes)
        .set({
          status: sql`case when ${gmailMailboxes.status} = 'error' then 'error' else 'connected' end`,
          lastSynced: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(liveMailbox(companyId, mailboxId))
    }
    return state
  })
}
