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
  /** Where the next history sync reads from; null until the first label run takes it. */
  historyId: string | null
  /** The next page of the history sync in flight, or null. */
  historyPageToken: string | null
  /** Guards each history page write (compare-and-set). */
  historyPages: number
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
      historyId: gmailMailboxes.historyId,
      historyPageToken: gmailMailboxes.historyPageToken,
      historyPages: gmailMailboxes.historyPages,
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

/** One label's sync state, always within its company. */
const labelKey = (companyId: string, mailboxId: string, labelId: string) =>
  and(
    eq(gmailSyncLabels.companyId, companyId),
    eq(gmailSyncLabels.mailboxId, mailboxId),
    eq(gmailSyncLabels.labelId, labelId),
  )

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
    .where(and(labelKey(state.companyId, state.mailboxId, state.labelId), eq(gmailSyncLabels.runActive, false)))
    .returning()
  return row
}

/**
 * Sets the history id the mailbox's next history sync reads from (dropping a history sync in flight) and starts a run
 * of each of these labels, listed by date, in one transaction: what reaches the mailbox while they list is in the
 * history after that id. Answers the labels' new states.
 */
export async function restartHistory(
  db: Db,
  companyId: string,
  mailboxId: string,
  historyId: string,
  runs: ReadonlyArray<{ state: LabelState; after: Date }>,
): Promise<LabelState[]> {
  return db.transaction(async (tx) => {
    const [mailbox] = await tx
      .update(gmailMailboxes)
      .set({
        historyId,
        historyPageToken: null,
        historyPages: sql`${gmailMailboxes.historyPages} + 1`,
        updatedAt: sql`now()`,
      })
      .where(liveMailbox(companyId, mailboxId))
      .returning({ id: gmailMailboxes.id })
    if (!mailbox) throw new MailboxGoneError('The mailbox was disconnected.')
    const started: LabelState[] = []
    for (const { state, after } of runs) {
      const run = await beginLabelRun(tx, state, after)
      if (!run) throw new SupersededError('Another worker started this label first.')
      started.push(run)
    }
    return started
  })
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
          labelKey(companyId, mailboxId, page.state.labelId),
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

/** Where the mailbox's history sync stands, as a page write reads and answers it. */
export type HistoryCursor = Pick<SyncTarget, 'historyId' | 'historyPageToken' | 'historyPages'>

export interface StoredHistoryPage {
  /** The cursor as it was read; its `historyPages` is the compare-and-set guard. */
  cursor: HistoryCursor
  /** The customer emails of the page, each under the followed label it was found under. */
  rows: readonly EmailRow[]
  /** For each followed label, the newest email of the page found under it (stored or skipped). */
  newest: ReadonlyMap<string, Date>
  /** Page token of the next page, or null when this was the last page of the history sync. */
  nextPageToken: string | null
  /** The mailbox's history id as Gmail answered it: where the next history sync reads from, once this one is done. */
  historyId: string
  /** The labels the history sync brings up to date: their run completes with its last page. */
  labelIds: readonly string[]
}

/**
 * Stores one page of a history sync in one transaction: its emails (each at most once, counted under their label)
 * and the next page token; on the last page the history id moves on, the labels complete their run, the mailbox
 * becomes connected and last_synced is set. Answers the new cursor.
 */
export async function storeHistoryPage(
  db: Db,
  companyId: string,
  mailboxId: string,
  page: StoredHistoryPage,
): Promise<HistoryCursor> {
  return db.transaction(async (tx) => {
    const done = page.nextPageToken === null
    const [cursor] = await tx
      .update(gmailMailboxes)
      .set({
        historyPages: sql`${gmailMailboxes.historyPages} + 1`,
        historyPageToken: page.nextPageToken,
        updatedAt: sql`now()`,
        ...(done && {
          historyId: page.historyId,
          status: sql`case when ${gmailMailboxes.status} = 'error' then 'error' else 'connected' end`,
          lastSynced: sql`now()`,
        }),
      })
      .where(and(liveMailbox(companyId, mailboxId), eq(gmailMailboxes.historyPages, page.cursor.historyPages)))
      .returning({
        historyId: gmailMailboxes.historyId,
        historyPageToken: gmailMailboxes.historyPageToken,
        historyPages: gmailMailboxes.historyPages,
      })
    if (!cursor) {
      const [live] = await tx.select({ id: gmailMailboxes.id }).from(gmailMailboxes).where(liveMailbox(companyId, mailboxId))
      if (!live) throw new MailboxGoneError('The mailbox was disconnected.')
      throw new SupersededError('Another worker advanced the history sync first.')
    }

    const labelIds = new Set([...page.newest.keys(), ...page.rows.map((row) => row.labelId)])
    for (const labelId of labelIds) {
      const rows = page.rows.filter((row) => row.labelId === labelId)
      const inserted = rows.length > 0 ? await insertEmails(tx, companyId, mailboxId, rows) : 0
      const newest = page.newest.get(labelId)
      await tx
        .update(gmailSyncLabels)
        .set({
          messagesStored: sql`${gmailSyncLabels.messagesStored} + ${inserted}`,
          // greatest() ignores nulls: a label with no email seen yet takes this one.
          ...(newest && { newestReceivedAt: sql`greatest(${gmailSyncLabels.newestReceivedAt}, ${newest.toISOString()}::timestamptz)` }),
          updatedAt: sql`now()`,
        })
        .where(labelKey(companyId, mailboxId, labelId))
    }
    if (done && page.labelIds.length > 0) {
      await tx
        .update(gmailSyncLabels)
        .set({ lastCompletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(gmailSyncLabels.companyId, companyId),
            eq(gmailSyncLabels.mailboxId, mailboxId),
            inArray(gmailSyncLabels.labelId, [...page.labelIds]),
            eq(gmailSyncLabels.runActive, false),
          ),
        )
    }
    return cursor
  })
}
