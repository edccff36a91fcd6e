import type { gmail_v1 } from '@googleapis/gmail'
import type { Db } from '../../db/client'
import { ContinueLaterError, pacedCall, realSleep, type Sleep } from '../../jobs/paced-calls'
import { JobInterruptedError, type JobQueue, type QueueJob } from '../../jobs/queue'
import { createQuotaPacer, type QuotaPacer } from '../../jobs/quota-pacer'
import { decryptSecret } from '../../secrets'
import { type EmailRow, isCustomerEmail, receivedAt, toEmailRow } from './emails'
import {
  GMAIL_SYNC_NOT_CONFIGURED,
  isRevokedGrant,
  labelProblemDetail,
  revokedGrantDetail,
  transientSyncDetail,
} from './errors'
import { gmailClient, googleStatus, type GoogleSettings, rateLimitWaitSeconds } from './google'
import { type FollowedMessage, followedMessages, HISTORY_TYPES, isExpiredHistory } from './history'
import { GMAIL_CALL_UNITS, type GmailCall } from './quota'
import { listMailboxesDueForSync, markSyncRequested } from './repository'
import {
  beginLabelRun,
  ensureLabelStates,
  findSyncTarget,
  finishSync,
  type HistoryCursor,
  type LabelState,
  labelsNeedingWork,
  MailboxGoneError,
  markMailboxBroken,
  restartHistory,
  setSyncState,
  storedMessageIds,
  storeHistoryPage,
  storePage,
  SupersededError,
  type SyncTarget,
} from './sync-repository'

export const GMAIL_SYNC_JOB = 'gmail-sync'
export const GMAIL_SYNC_DUE_JOB = 'gmail-sync-due'

export interface GmailSyncJobData {
  companyId: string
  mailboxId: string
}

export interface GmailSyncOptions {
  db: Db
  jobs: JobQueue
  /** Undefined when Gmail cannot be connected on this server (nothing to sync then). */
  google: GoogleSettings | undefined
  tokenKey: Uint8Array
  /** Days of mail the first run of a label collects (HEADWAY_SLACK_BACKFILL_DAYS, shared with Slack). */
  backfillDays: number
  sleep?: Sleep
  /** How long one job works before it stores its place and queues a continuation. Default 60 s. */
  budgetMs?: number
  /** Message ids per users.messages.list page, and records per users.history.list page (default 100; Gmail allows 500). */
  pageSize?: number
}

const DEFAULT_BUDGET_MS = 60_000
export const DEFAULT_PAGE_SIZE = 100
/**
 * Gmail allows each mailbox 250 quota units a second (15,000 a minute); each call is charged what it costs
 * (GMAIL_CALL_UNITS: 5 for a messages.get). A sync spends at most 225 a second (45 emails), which leaves room for the
 * app's other calls; up to GET_CONCURRENCY gets wait on Google at once, so its latency (40 ms and more) does not slow
 * the sync below that.
 */
export const QUOTA_UNITS_PER_SECOND = 225
export const GET_CONCURRENCY = 10
/**
 * A label listed by date again (its history was gone) lists from an hour before the newest email seen: mail can reach
 * Gmail with an internalDate a little in the past. Emails listed again are already stored and are not fetched twice.
 */
const OVERLAP_MS = 60 * 60 * 1000
const DAY_MS = 86_400_000

interface RunContext {
  client: gmail_v1.Gmail
  /** Makes a Gmail call within the quota (charged what it costs), waiting out rate limits (Retry-After). */
  call: <T>(kind: GmailCall, request: () => Promise<T>) => Promise<T>
  deadline: number
  signal: AbortSignal
}

/**
 * Gmail sync as durable, idempotent jobs, as Slack's. One `gmail-sync` job per mailbox (singleton key: its id) syncs
 * every followed label not synced since the last request. A label's first run lists it by date (users.messages.list
 * over the backfill window), after the mailbox's history id is taken (users.getProfile). Later syncs read the
 * mailbox's history from that id (users.history.list: new mail, labels added) and keep the messages that came under a
 * followed label, so mail labelled late is found and mail skipped once (automated) is not fetched again; when Gmail no
 * longer keeps that history (404), the labels are listed by date again from their newest email less an hour, after a
 * fresh history id is taken. Either way, users.messages.get (format full) fetches the ids not stored yet. Each page
 * is stored with its next page token in one transaction, so a worker that dies resumes from the page it was on; rows
 * are keyed by (mailbox, message id), so an email under two labels is stored once.
 */
export function createGmailSync(options: GmailSyncOptions) {
  const { db, jobs, google, tokenKey, backfillDays } = options
  const sleep = options.sleep ?? realSleep
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE

  async function queue(companyId: string, mailboxId: string, startAfterSeconds?: number): Promise<void> {
    const data: GmailSyncJobData = { companyId, mailboxId }
    await jobs.send(GMAIL_SYNC_JOB, data, {
      singletonKey: mailboxId,
      ...(startAfterSeconds !== undefined && { startAfterSeconds }),
    })
  }

  async function run(job: QueueJob<GmailSyncJobData>): Promise<void> {
    const { companyId, mailboxId } = job.data
    const { signal } = job
    const deadline = Date.now() + budgetMs
    let mailbox = await findSyncTarget(db, companyId, mailboxId)
    if (!mailbox?.refreshTokenCiphertext) return
    if (!google) {
      await setSyncState(db, companyId, mailboxId, 'error', GMAIL_SYNC_NOT_CONFIGURED)
      return
    }
    const client = await gmailClient(google, decryptSecret(tokenKey, mailbox.refreshTokenCiphertext))
    const calls = new AbortController()
    const stopCalls = () => calls.abort(signal.reason)
    signal.addEventListener('abort', stopCalls, { once: true })
    const quota: QuotaPacer = createQuotaPacer(QUOTA_UNITS_PER_SECOND)
    const context: RunContext = {
      client,
      call: async (kind, request) => {
        await quota(GMAIL_CALL_UNITS[kind], calls.signal)
        return pacedCall(request, { signal: calls.signal, deadline, sleep, waitSecondsOf: rateLimitWaitSeconds })
      },
      deadline,
      signal: calls.signal,
    }

    try {
      await setSyncState(db, companyId, mailboxId, 'running', null)
      for (;;) {
        // Every round: a reconnect meanwhile may have chosen other labels.
        await ensureLabelStates(db, companyId, mailboxId, mailbox.labels)
        const followed = mailbox.labels.map((label) => label.id)
        const pending = await labelsNeedingWork(db, companyId, mailboxId, followed, mailbox.syncRequestedAt)
        if (!(await syncLabels(mailbox, pending, context))) {
          await queue(companyId, mailboxId)
          return
        }
        if (await finishSync(db, companyId, mailboxId, mailbox.syncRequestedAt)) return
        // A sync was asked for while this one ran: another round for the labels done before the request.
        signal.throwIfAborted()
        const fresh = await findSyncTarget(db, companyId, mailboxId)
        if (!fresh?.refreshTokenCiphertext) return
        if (fresh.syncRequestedAt?.getTime() === mailbox.syncRequestedAt?.getTime()) {
          throw new Error('The sync could not record its end (the request time did not match).')
        }
        mailbox = fresh
      }
    } catch (error) {
      if (signal.aborted) throw new JobInterruptedError(`Sync interrupted (${String(signal.reason)}).`)
      if (error instanceof MailboxGoneError || error instanceof SupersededError) return
      if (error instanceof ContinueLaterError) {
        await setSyncState(db, companyId, mailboxId, 'queued', null)
        await queue(companyId, mailboxId, error.seconds)
        return
      }
      if (isRevokedGrant(error)) {
        await markMailboxBroken(db, companyId, mailboxId, revokedGrantDetail(mailbox.emailAddress))
        return
      }
      const willRetry = job.retryCount < job.retryLimit
      await setSyncState(db, companyId, mailboxId, willRetry ? 'queued' : 'error', transientSyncDetail(error, willRetry))
      throw error
    } finally {
      signal.removeEventListener('abort', stopCalls)
      calls.abort('done')
    }
  }

  /**
   * Brings the labels that need work up to date: runs in flight and first runs are listed by date; the labels synced
   * before are read from the mailbox's history, or listed by date again when there is no history to read. False when
   * the job's time is up (its place is stored: a continuation resumes).
   */
  async function syncLabels(mailbox: SyncTarget, pending: readonly LabelState[], context: RunContext): Promise<boolean> {
    if (pending.length === 0) return true
    const syncedBefore = (state: LabelState) => !state.runActive && state.lastCompletedAt !== null
    let byDate = pending.filter((state) => !syncedBefore(state))
    let byHistory = pending.filter(syncedBefore)
    if (mailbox.historyId === null) {
      byDate = await listByDateFromNow(mailbox, pending, context)
      byHistory = []
    }
    if (!(await syncLabelsByDate(mailbox, byDate, context))) return false
    if (byHistory.length === 0) return true
    const read = await syncHistory(mailbox, byHistory, context)
    if (read !== 'expired') return read
    return syncLabelsByDate(mailbox, await listByDateFromNow(mailbox, byHistory, context), context)
  }

  /**
   * Takes the mailbox's current history id (users.getProfile) and starts a run listed by date of each of these labels
   * not in one yet: mail reaching the mailbox while they list is read from the history after that id. Answers the
   * labels' states, runs started.
   */
  async function listByDateFromNow(mailbox: SyncTarget, states: readonly LabelState[], context: RunContext) {
    const { data } = await context.call('getProfile', () =>
      context.client.users.getProfile({ userId: 'me' }, { signal: context.signal }),
    )
    if (!data.historyId) throw new Error('Gmail answered the profile without a history id.')
    const idle = states.filter((state) => !state.runActive)
    const started = await restartHistory(
      db,
      mailbox.companyId,
      mailbox.id,
      data.historyId,
      idle.map((state) => ({ state, after: runStart(state) })),
    )
    return [...states.filter((state) => state.runActive), ...started]
  }

  /** Where a label's run listed by date starts: its newest email less the overlap, or the backfill window. */
  function runStart(state: LabelState): Date {
    return state.newestReceivedAt
      ? new Date(state.newestReceivedAt.getTime() - OVERLAP_MS)
      : new Date(Date.now() - backfillDays * DAY_MS)
  }

  async function syncLabelsByDate(mailbox: SyncTarget, states: readonly LabelState[], context: RunContext) {
    for (const state of states) {
      if (!(await syncLabel(mailbox, state, context))) return false
    }
    return true
  }

  /**
   * Reads the mailbox's history page by page from its history id: the messages that came under a followed label and
   * are not stored yet are fetched, and its last page completes the run of `states`. False when the job's time is up
   * (the page token is stored), 'expired' when Gmail no longer keeps that history.
   */
  async function syncHistory(
    mailbox: SyncTarget,
    states: readonly LabelState[],
    context: RunContext,
  ): Promise<boolean | 'expired'> {
    const labelIds = states.map((state) => state.labelId)
    let cursor: HistoryCursor = mailbox
    for (;;) {
      if (Date.now() >= context.deadline) return false
      context.signal.throwIfAborted()
      const { historyId, historyPageToken } = cursor
      if (historyId === null) throw new Error('The history sync has no history id to read from.')
      let page
      try {
        page = await context.call('historyList', () =>
          context.client.users.history.list(
            {
              userId: 'me',
              startHistoryId: historyId,
              historyTypes: HISTORY_TYPES,
              maxResults: pageSize,
              ...(historyPageToken && { pageToken: historyPageToken }),
            },
            { signal: context.signal },
          ),
        )
      } catch (error) {
        if (isExpiredHistory(error)) return 'expired'
        throw error
      }
      const followed = followedMessages(page.data.history ?? [], mailbox.labels)
      const { rows, newest } = await fetchEmails(mailbox, followed, context)
      context.signal.throwIfAborted()
      cursor = await storeHistoryPage(db, mailbox.companyId, mailbox.id, {
        cursor,
        rows,
        newest,
        nextPageToken: page.data.nextPageToken || null,
        historyId: page.data.historyId ?? historyId,
        labelIds,
      })
      if (!page.data.nextPageToken) return true
    }
  }

  /** Runs one label page by page; false when the job's time is up (the page token is stored: a continuation resumes). */
  async function syncLabel(mailbox: SyncTarget, initial: LabelState, context: RunContext): Promise<boolean> {
    const { companyId, id: mailboxId } = mailbox
    let state: LabelState | undefined = initial
    if (!state.runActive) {
      state = await beginLabelRun(db, state, runStart(state))
      if (!state) throw new SupersededError('Another worker started this label first.')
    }
    const label = { id: state.labelId, name: state.labelName }
    for (;;) {
      if (Date.now() >= context.deadline) return false
      context.signal.throwIfAborted()
      const current: LabelState = state
      const after = current.runAfter ?? new Date(Date.now() - backfillDays * DAY_MS)
      let listed
      try {
        listed = await context.call('messagesList', () =>
          context.client.users.messages.list(
            {
              userId: 'me',
              labelIds: [label.id],
              q: `after:${Math.floor(after.getTime() / 1000)}`,
              maxResults: pageSize,
              ...(current.runPageToken && { pageToken: current.runPageToken }),
            },
            { signal: context.signal },
          ),
        )
      } catch (error) {
        const labelError = labelProblemDetail(error, label.name)
        if (!labelError) throw error
        await storePage(db, companyId, mailboxId, { state: current, rows: [], nextPageToken: null, newest: null, labelError })
        return true
      }
      const listedIds = (listed.data.messages ?? []).flatMap((message) => (message.id ? [message.id] : []))
      const { rows, newest } = await fetchEmails(
        mailbox,
        listedIds.map((id) => ({ id, label })),
        context,
      )
      context.signal.throwIfAborted()
      state = await storePage(db, companyId, mailboxId, {
        state: current,
        rows,
        nextPageToken: listed.data.nextPageToken || null,
        newest: newest.get(label.id) ?? null,
      })
      if (!listed.data.nextPageToken) return true
    }
  }

  /**
   * The customer emails among these messages that are not stored yet, each under the label it was found under, and
   * for each label the newest email fetched under it (customer or not).
   */
  async function fetchEmails(
    mailbox: SyncTarget,
    found: readonly FollowedMessage[],
    { client, call, signal }: RunContext,
  ): Promise<{ rows: EmailRow[]; newest: Map<string, Date> }> {
    const known = await storedMessageIds(
      db,
      mailbox.companyId,
      mailbox.id,
      found.map((message) => message.id),
    )
    const wanted = found.filter((message) => !known.has(message.id))
    const messages = await getMessages(
      wanted.map((message) => message.id),
      (id) => getMessage(client, call, id, signal),
    )
    const rows: EmailRow[] = []
    const newest = new Map<string, Date>()
    messages.forEach((message, index) => {
      const label = wanted[index]?.label
      if (!message || !label) return
      const received = receivedAt(message)
      const before = newest.get(label.id)
      if (!before || received > before) newest.set(label.id, received)
      const row = isCustomerEmail(message, mailbox.emailAddress) ? toEmailRow(message, label) : undefined
      if (row) rows.push(row)
    })
    return { rows, newest }
  }

  return {
    /** The `gmail-sync` job's handler. */
    run,

    /** Marks a sync as asked for and queues its job; undefined when the company has no such connected mailbox. */
    async request(companyId: string, mailboxId: string) {
      const mailbox = await markSyncRequested(db, companyId, mailboxId)
      if (mailbox) await queue(companyId, mailboxId)
      return mailbox
    },

    /** Queues the sync of a mailbox whose request is already recorded (connect). */
    queue,

    /** The periodic tick: asks for a sync of every mailbox due one (auto-sync on, interval passed). */
    async requestDue(intervalMinutes: number): Promise<number> {
      const due = await listMailboxesDueForSync(db, intervalMinutes)
      for (const { companyId, mailboxId } of due) {
        if (await markSyncRequested(db, companyId, mailboxId)) await queue(companyId, mailboxId)
      }
      return due.length
    },
  }
}

export type GmailSync = ReturnType<typeof createGmailSync>

/**
 * Every email of the page, in the order of `ids`, with up to GET_CONCURRENCY calls waiting on Google at once. The first
 * failure stops the others from starting new calls, and is thrown.
 */
async function getMessages(
  ids: readonly string[],
  get: (id: string) => Promise<gmail_v1.Schema$Message | undefined>,
): Promise<Array<gmail_v1.Schema$Message | undefined>> {
  const messages: Array<gmail_v1.Schema$Message | undefined> = new Array(ids.length)
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < ids.length) {
      const index = next++
      try {
        messages[index] = await get(ids[index] ?? '')
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(GET_CONCURRENCY, ids.length) }, worker))
  return messages
}

/** One email in full; undefined when it was deleted between the list and the get. */
async function getMessage(
  client: gmail_v1.Gmail,
  call: RunContext['call'],
  id: string,
  signal: AbortSignal,
): Promise<gmail_v1.Schema$Message | undefined> {
  try {
    const { data } = await call('messagesGet', () => client.users.messages.get({ userId: 'me', id, format: 'full' }, { signal }))
    return data
  } catch (error) {
    if (googleStatus(error) === 404) return undefined
    throw error
  }
}
