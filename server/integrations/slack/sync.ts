import type { WebClient } from '@slack/web-api'
import type { Db } from '../../db/client'
import { ContinueLaterError, pacedCall, type Sleep, realSleep } from '../../jobs/paced-calls'
import { JobInterruptedError, type JobQueue, type QueueJob } from '../../jobs/queue'
import { decryptSecret } from '../../secrets'
import {
  brokenTokenDetail,
  channelProblemDetail,
  rateLimitWaitSeconds,
  slackErrorCode,
  transientSyncDetail,
} from './errors'
import {
  dateToTs,
  isCustomerText,
  laterTs,
  type MessageRow,
  type SlackAuthor,
  type SlackMessage,
  toAuthor,
  toMessageRow,
} from './messages'
import { listIntegrationsDueForSync, markSyncRequested } from './repository'
import {
  beginChannelRun,
  type ChannelState,
  channelsNeedingWork,
  ensureChannelStates,
  findSyncTarget,
  finishSync,
  IntegrationGoneError,
  markIntegrationBroken,
  resetRunCursor,
  saveTeamDomain,
  setSyncState,
  storePage,
  SupersededError,
  type SyncTarget,
} from './sync-repository'
import { syncSlackClient } from './workspace'

export const SLACK_SYNC_JOB = 'slack-sync'
export const SLACK_SYNC_DUE_JOB = 'slack-sync-due'

export interface SlackSyncJobData {
  companyId: string
  integrationId: string
}

export interface SlackSyncOptions {
  db: Db
  jobs: JobQueue
  slackApiUrl: string
  tokenKey: Uint8Array
  /** Days of history the first run of a channel collects (HEADWAY_SLACK_BACKFILL_DAYS). */
  backfillDays: number
  sleep?: Sleep
  /**
   * How long one job works before it stores its place and queues a continuation (keeps jobs far inside their expiry,
   * and lets other integrations take turns). Default 60 s.
   */
  budgetMs?: number
  /** Messages per conversations.history / replies page (default 999, Slack's maximum). */
  pageSize?: number
  logger?: { warn(object: object, message: string): void }
}

const DEFAULT_BUDGET_MS = 60_000
/**
 * Messages asked per conversations.history / replies call: Slack's maximum (999). Rate limits count calls, not
 * messages (history is Tier 3, about 50 calls a minute), so full pages collect the most per call; each page is stored
 * in one transaction, so they also keep the database work per message low.
 */
export const DEFAULT_PAGE_SIZE = 999
const DAY_MS = 86_400_000

/**
 * Slack sync as durable, idempotent jobs. One `slack-sync` job per integration (singleton key: its id) syncs every
 * selected channel that has not been synced since the last request: conversations.history from the channel's last
 * stored ts (or the backfill window), page by page with the cursor, plus conversations.replies of threads; authors
 * from users.info (cached for the run). Each page is stored with its next cursor in one transaction, so a worker that
 * dies resumes from the page it was on; rows are keyed by (integration, channel, ts), so nothing is stored twice.
 */
export function createSlackSync(options: SlackSyncOptions) {
  const { db, jobs, slackApiUrl, tokenKey, backfillDays } = options
  const sleep = options.sleep ?? realSleep
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE

  async function queue(companyId: string, integrationId: string, startAfterSeconds?: number): Promise<void> {
    const data: SlackSyncJobData = { companyId, integrationId }
    await jobs.send(SLACK_SYNC_JOB, data, {
      singletonKey: integrationId,
      ...(startAfterSeconds !== undefined && { startAfterSeconds }),
    })
  }

  async function run(job: QueueJob<SlackSyncJobData>): Promise<void> {
    const { companyId, integrationId } = job.data
    const { signal } = job
    const deadline = Date.now() + budgetMs
    let integration = await findSyncTarget(db, companyId, integrationId)
    if (!integration || integration.source !== 'api' || !integration.tokenCiphertext) return
    const client = await syncSlackClient(decryptSecret(tokenKey, integration.tokenCiphertext), slackApiUrl)
    // Ends with the job (or its signal), so a page fetched ahead that is no longer wanted stops waiting and calling.
    const calls = new AbortController()
    const stopCalls = () => calls.abort(signal.reason)
    signal.addEventListener('abort', stopCalls, { once: true })
    const call = <T>(request: () => Promise<T>) =>
      pacedCall(request, { signal: calls.signal, deadline, sleep, waitSecondsOf: rateLimitWaitSeconds })
    const authors = authorCache(client, call)

    try {
      await setSyncState(db, companyId, integrationId, 'running', null)
      if (!integration.teamDomain) {
        const info = await call(() => client.team.info())
        if (info.team?.domain) {
          await saveTeamDomain(db, companyId, integrationId, info.team.domain)
          integration = { ...integration, teamDomain: info.team.domain }
        }
      }
      for (;;) {
        // Every round: a reconnect meanwhile may have selected other channels.
        await ensureChannelStates(db, companyId, integrationId, integration.channels)
        const selected = integration.channels.map((channel) => channel.id)
        const pending = await channelsNeedingWork(db, companyId, integrationId, selected, integration.syncRequestedAt)
        for (const state of pending) {
          const finished = await syncChannel(integration, state, { client, call, authors, deadline, signal })
          if (!finished) {
            await queue(companyId, integrationId)
            return
          }
        }
        if (await finishSync(db, companyId, integrationId, integration.syncRequestedAt)) return
        // A sync was asked for while this one ran: another round for the channels done before the request.
        signal.throwIfAborted()
        const fresh = await findSyncTarget(db, companyId, integrationId)
        if (!fresh || !fresh.tokenCiphertext) return
        if (fresh.syncRequestedAt?.getTime() === integration.syncRequestedAt?.getTime()) {
          throw new Error('The sync could not record its end (the request time did not match).')
        }
        integration = fresh
      }
    } catch (error) {
      if (signal.aborted) throw new JobInterruptedError(`Sync interrupted (${String(signal.reason)}).`)
      if (error instanceof IntegrationGoneError || error instanceof SupersededError) return
      if (error instanceof ContinueLaterError) {
        await setSyncState(db, companyId, integrationId, 'queued', null)
        await queue(companyId, integrationId, error.seconds)
        return
      }
      const broken = brokenTokenDetail(error)
      if (broken) {
        await markIntegrationBroken(db, companyId, integrationId, broken)
        return
      }
      const willRetry = job.retryCount < job.retryLimit
      await setSyncState(db, companyId, integrationId, willRetry ? 'queued' : 'error', transientSyncDetail(error, willRetry))
      throw error
    } finally {
      signal.removeEventListener('abort', stopCalls)
      calls.abort('done')
    }
  }

  interface RunContext {
    client: WebClient
    call: <T>(request: () => Promise<T>) => Promise<T>
    authors: (userIds: Iterable<string>) => Promise<Map<string, SlackAuthor | undefined>>
    deadline: number
    signal: AbortSignal
  }

  type Fetched =
    | { kind: 'page'; rows: MessageRow[]; newestTs: string | null; nextCursor: string | null }
    | { kind: 'invalid_cursor' }
    | { kind: 'channel_problem'; detail: string }

  /** One page of a channel's history ready to store: its customer messages with thread replies and authors. */
  async function fetchPage(
    integration: SyncTarget,
    channel: { id: string; name: string },
    oldest: string | null,
    cursor: string | null,
    context: RunContext,
  ): Promise<Fetched> {
    const { client, call, authors } = context
    let history
    try {
      history = await call(() =>
        client.conversations.history({
          channel: channel.id,
          oldest: oldest ?? undefined,
          limit: pageSize,
          ...(cursor && { cursor }),
        }),
      )
    } catch (error) {
      if (slackErrorCode(error) === 'invalid_cursor' && cursor) return { kind: 'invalid_cursor' }
      const detail = channelProblemDetail(error, channel.name)
      if (detail) return { kind: 'channel_problem', detail }
      throw error
    }
    const messages = (history.messages ?? []) as SlackMessage[]
    const collected = messages.filter(isCustomerText)
    for (const message of messages) {
      if (message.ts && (message.reply_count ?? 0) > 0 && (message.thread_ts ?? message.ts) === message.ts) {
        collected.push(...(await threadReplies(client, call, channel.id, message.ts)))
      }
    }
    const byUser = await authors(collected.flatMap((message) => (message.user ? [message.user] : [])))
    const rows = new Map<string, MessageRow>()
    for (const message of collected) {
      const ready = message as SlackMessage & { ts: string; text: string }
      const author = message.user ? byUser.get(message.user) : undefined
      rows.set(ready.ts, toMessageRow(ready, channel, author, integration.teamDomain))
    }
    return {
      kind: 'page',
      rows: [...rows.values()],
      newestTs: messages.reduce<string | null>((newest, message) => laterTs(newest, message.ts ?? null), null),
      nextCursor: history.response_metadata?.next_cursor || null,
    }
  }

  /**
   * Runs one channel page by page; false when the job's time is up (the cursor is stored: a continuation resumes).
   * The next page is fetched while the current one is being stored (its cursor is the one being stored), so Slack's
   * latency and the database's overlap.
   */
  async function syncChannel(integration: SyncTarget, initial: ChannelState, context: RunContext): Promise<boolean> {
    const { companyId, id: integrationId } = integration
    const { signal } = context
    let state: ChannelState | undefined = initial
    if (!state.runActive) {
      const oldest = state.lastTs ?? dateToTs(new Date(Date.now() - backfillDays * DAY_MS))
      state = await beginChannelRun(db, companyId, integrationId, state.channelId, oldest)
      if (!state) throw new SupersededError('Another worker started this channel first.')
    }
    const channel = { id: state.channelId, name: state.channelName }
    let prefetched: Promise<Fetched> | undefined

    for (;;) {
      if (Date.now() >= context.deadline) return false
      signal.throwIfAborted()
      const current: ChannelState = state
      const fetched = await (prefetched ?? fetchPage(integration, channel, current.runOldest, current.runCursor, context))
      prefetched = undefined
      if (fetched.kind === 'invalid_cursor') {
        // A cursor Slack no longer accepts (e.g. after a long pause): redo the run's window from its newest end.
        state = await resetRunCursor(db, current)
        if (!state) throw new SupersededError('Another worker advanced this channel first.')
        continue
      }
      if (fetched.kind === 'channel_problem') {
        await storePage(db, companyId, integrationId, {
          state: current,
          rows: [],
          nextCursor: null,
          newestTs: null,
          channelError: fetched.detail,
        })
        return true
      }
      if (fetched.nextCursor && Date.now() < context.deadline) {
        prefetched = fetchPage(integration, channel, current.runOldest, fetched.nextCursor, context)
        // Awaited next round; if this round fails first, its outcome does not matter.
        prefetched.catch(() => undefined)
      }
      signal.throwIfAborted()
      const stored = await storePage(db, companyId, integrationId, {
        state: current,
        rows: fetched.rows,
        nextCursor: fetched.nextCursor,
        newestTs: fetched.newestTs,
      })
      state = stored.state
      if (fetched.nextCursor === null) return true
    }
  }

  /** Every reply of a thread (not its parent), following the cursor. */
  async function threadReplies(
    client: WebClient,
    call: RunContext['call'],
    channelId: string,
    threadTs: string,
  ): Promise<SlackMessage[]> {
    const replies: SlackMessage[] = []
    let cursor: string | undefined
    do {
      const page = await call(() =>
        client.conversations.replies({ channel: channelId, ts: threadTs, limit: pageSize, ...(cursor && { cursor }) }),
      )
      for (const message of (page.messages ?? []) as SlackMessage[]) {
        if (message.ts !== threadTs && isCustomerText(message)) replies.push(message)
      }
      cursor = page.response_metadata?.next_cursor || undefined
    } while (cursor)
    return replies
  }

  return {
    /** The `slack-sync` job's handler. */
    run,

    /** Marks a sync as asked for and queues its job; undefined when the company has no such token integration. */
    async request(companyId: string, integrationId: string) {
      const integration = await markSyncRequested(db, companyId, integrationId)
      if (integration) await queue(companyId, integrationId)
      return integration
    },

    /** Queues the sync of an integration whose request is already recorded (connect). */
    queue,

    /** The periodic tick: asks for a sync of every integration due one (auto-sync on, interval passed). */
    async requestDue(intervalMinutes: number): Promise<number> {
      const due = await listIntegrationsDueForSync(db, intervalMinutes)
      for (const { companyId, integrationId } of due) {
        if (await markSyncRequested(db, companyId, integrationId)) await queue(companyId, integrationId)
      }
      return due.length
    },
  }
}

export type SlackSync = ReturnType<typeof createSlackSync>

/** users.info for each author, asked once per run (a missing or hidden user is undefined). */
function authorCache(client: WebClient, call: <T>(request: () => Promise<T>) => Promise<T>) {
  const known = new Map<string, SlackAuthor | undefined>()
  return async (userIds: Iterable<string>) => {
    for (const id of new Set(userIds)) {
      if (known.has(id)) continue
      try {
        const { user } = await call(() => client.users.info({ user: id }))
        known.set(id, user ? toAuthor(user) : undefined)
      } catch (error) {
        const code = slackErrorCode(error)
        if (code !== 'user_not_found' && code !== 'user_not_visible') throw error
        known.set(id, undefined)
      }
    }
    return known
  }
}
