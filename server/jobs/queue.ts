import type { Database } from '../db/client'
import { within } from '../shutdown'

/**
 * The durable job queue, one interface over two stores:
 * - PostgreSQL (DATABASE_URL): pg-boss 10, so any number of processes share the work;
 * - embedded PGlite: a small queue on the `jobs` table with the same semantics (one process owns PGlite).
 *
 * Semantics both keep:
 * - `send` stores the job; with a `singletonKey`, at most one job per (name, key) waits to start: a second send while
 *   one waits answers null. A running job does not count, so a job may queue its own continuation.
 * - A job is claimed by one worker (a state transition in one statement), and jobs of one (name, key) never run at
 *   the same time, in any process: a waiting one starts once the running one has ended. A handler that throws is
 *   retried with backoff until the queue's retryLimit, then failed. A database outage is no job's failure: a handler
 *   that throws while the database does not answer waits for it, then its job runs again without counting a failure
 *   (pg-boss; the embedded database cannot go away).
 * - Jobs survive restarts: a job left 'active' by a process that died runs again (PGlite: at the next start;
 *   pg-boss: once its lease lapses, within about half a minute, in another worker process). Handlers must therefore be
 *   idempotent.
 * - `stop()` is graceful and bounded: no new claims, running handlers get an aborted signal (reason 'stopping') and
 *   should return at their next checkpoint; an interrupted job is queued again without counting as a failure. A
 *   handler still running when the grace period ends is left behind and its job given back the same way, so a
 *   shutdown never waits on a stuck handler (a restart runs the job again: handlers are idempotent).
 */

export interface QueueJob<T> {
  id: string
  name: string
  data: T
  /** Failed attempts so far. */
  retryCount: number
  retryLimit: number
  /** Aborted when the queue stops ('stopping'), is killed ('killed') or the job is cancelled ('cancelled'). */
  signal: AbortSignal
}

export type JobHandler<T> = (job: QueueJob<T>) => Promise<void>

export interface QueueDefinition {
  /** Attempts after the first failure before the job is marked failed. */
  retryLimit: number
  retryDelaySeconds: number
  /** Doubles the delay with every attempt (with jitter). */
  retryBackoff: boolean
  /**
   * A job running longer counts as lost and is retried. Handlers must finish well within it. (On PostgreSQL a job whose
   * process died is found sooner, by its lease: see pg-boss-queue.ts.)
   */
  expireSeconds: number
}

export interface SendOptions {
  singletonKey?: string
  /** Seconds from now before the job may start. */
  startAfterSeconds?: number
}

/** 'lost': the job's lease lapsed (PostgreSQL) and another worker may be running it: stop without writing more. */
export type AbortReason = 'stopping' | 'killed' | 'cancelled' | 'lost'

export interface JobQueue {
  readonly kind: 'pg-boss' | 'table'
  /** Declares a queue and its retry policy; call before `start()`. */
  define(name: string, definition: QueueDefinition): void
  /** Creates what the store needs, recovers jobs a dead process left, starts workers and periodic ticks. */
  start(): Promise<void>
  /** Stores a job; answers its id, or null when a job with the same singletonKey already waits. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>
  /** Runs `handler` for jobs of `name`, one at a time in this process. */
  work<T>(name: string, handler: JobHandler<T>): void
  /** Periodic tick: sends a `name` job at start and every `seconds` (at most one waiting at a time). */
  every(name: string, seconds: number, data?: object): void
  /** Cancels the waiting and running jobs of (name, singletonKey); running handlers here get an aborted signal. */
  cancel(name: string, singletonKey: string): Promise<void>
  /** Graceful stop within `graceMs` (default STOP_GRACE_MS); see above. */
  stop(graceMs?: number): Promise<void>
  /**
   * Tests only: behaves like the process dying. Workers stop at once, handlers' signals abort ('killed'), and the
   * queue writes nothing more: jobs running now stay 'active' in the store, as after a crash.
   */
  kill(): Promise<void>
}

/** How long `stop()` waits for running handlers to return before giving their jobs back. */
export const STOP_GRACE_MS = 3_000

/** Thrown by a handler that stopped because its signal was aborted (see QueueJob.signal). */
export class JobInterruptedError extends Error {
  override name = 'JobInterruptedError'
}

export interface QueueLogger {
  error(object: object, message: string): void
  warn(object: object, message: string): void
}

export interface QueueTuning {
  /** How often idle workers look for jobs; pg-boss needs at least 500 ms. Default 1000. */
  pollIntervalMs?: number
  /** How often lost (expired) jobs are looked for and old ones deleted. Default 60 s. */
  maintenanceIntervalSeconds?: number
  /** Overrides every queue's expiry (tests of crash recovery on PostgreSQL use a few seconds). */
  expireSeconds?: number
  /** Overrides every queue's retry delay. */
  retryDelaySeconds?: number
}

/** The queue for the database: pg-boss on PostgreSQL, the `jobs` table on PGlite. pg-boss is loaded only if used. */
export function createJobQueue(database: Database, logger: QueueLogger, tuning: QueueTuning = {}): JobQueue {
  if (database.kind === 'postgres') {
    const executeSql = database.executeSql
    if (!executeSql) throw new Error('The PostgreSQL database gives no raw SQL access for pg-boss.')
    return createLazyPgBossQueue(executeSql, logger, tuning)
  }
  return createTableQueueLazily(database, logger, tuning)
}

function createLazyPgBossQueue(
  executeSql: NonNullable<Database['executeSql']>,
  logger: QueueLogger,
  tuning: QueueTuning,
): JobQueue {
  return deferred('pg-boss', async () => (await import('./pg-boss-queue')).createPgBossQueue(executeSql, logger, tuning))
}

function createTableQueueLazily(database: Database, logger: QueueLogger, tuning: QueueTuning): JobQueue {
  return deferred('table', async () => (await import('./table-queue')).createTableQueue(database.db, logger, tuning))
}

/**
 * A queue whose implementation module loads at `start()`: definitions, workers and ticks given before are replayed
 * onto it. Every other call needs a started queue, or waits for the start under way.
 */
function deferred(kind: JobQueue['kind'], load: () => Promise<JobQueue>): JobQueue {
  let queue: JobQueue | undefined
  let loaded: JobQueue | undefined
  let starting: Promise<void> | undefined
  const definitions: Array<[string, QueueDefinition]> = []
  const workers: Array<[string, JobHandler<never>]> = []
  const ticks: Array<[string, number, object | undefined]> = []
  // A request that queues work in the moment between `listen` and the queue's start waits for the start.
  const started = async (): Promise<JobQueue> => {
    if (!queue && starting) await starting
    if (!queue) throw new Error('The job queue is not started.')
    return queue
  }
  return {
    kind,
    define(name, definition) {
      if (queue) queue.define(name, definition)
      else definitions.push([name, definition])
    },
    start() {
      starting ??= (async () => {
        if (!loaded) {
          loaded = await load()
          for (const [name, definition] of definitions) loaded.define(name, definition)
          for (const [name, handler] of workers) loaded.work(name, handler)
          for (const [name, seconds, data] of ticks) loaded.every(name, seconds, data)
        }
        await loaded.start()
        queue = loaded
      })().catch((error: unknown) => {
        // A later start() tries again (e.g. the database was not reachable yet).
        starting = undefined
        throw error
      })
      return starting
    },
    send: async (name, data, options) => (await started()).send(name, data, options),
    work(name, handler) {
      if (queue) queue.work(name, handler)
      else workers.push([name, handler as JobHandler<never>])
    },
    every(name, seconds, data) {
      if (queue) queue.every(name, seconds, data)
      else ticks.push([name, seconds, data])
    },
    cancel: async (name, singletonKey) => (await started()).cancel(name, singletonKey),
    async stop(graceMs) {
      if (starting) await starting.catch(() => undefined)
      await queue?.stop(graceMs)
    },
    async kill() {
      if (starting) await starting.catch(() => undefined)
      await queue?.kill()
    },
  }
}

/** Delay before retry number `attempt` (0-based): fixed, or doubled each time with jitter (as pg-boss does). */
export function retryDelaySeconds(definition: QueueDefinition, attempt: number): number {
  if (!definition.retryBackoff) return definition.retryDelaySeconds
  const base = definition.retryDelaySeconds * 2 ** Math.min(16, attempt + 1)
  return base / 2 + (base / 2) * Math.random()
}

export interface RunningJob {
  id: string
  name: string
  key: string | null
  data: unknown
  controller: AbortController
  /** Settles once the handler has returned and its outcome is stored. */
  done: Promise<void>
}

/** Tracks the handlers running in this process, so stop, kill and cancel can abort them. */
export function createRunningSet() {
  const running = new Map<string, RunningJob>()
  return {
    add(job: RunningJob) {
      running.set(job.id, job)
    },
    remove(id: string) {
      running.delete(id)
    },
    abortAll(reason: AbortReason) {
      for (const { controller } of running.values()) controller.abort(reason)
    },
    abortKey(name: string, key: string) {
      for (const entry of running.values()) {
        if (entry.name === name && entry.key === key) entry.controller.abort('cancelled' satisfies AbortReason)
      }
    },
    /** Resolves when every running handler has returned, or after `timeoutMs`: answers the ones still running. */
    async settle(timeoutMs: number): Promise<RunningJob[]> {
      await within(Promise.allSettled([...running.values()].map((entry) => entry.done)), timeoutMs)
      return [...running.values()]
    },
    get size() {
      return running.size
    },
  }
}
