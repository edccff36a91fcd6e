import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { setTimeout as sleep } from 'node:timers/promises'
import PgBoss from 'pg-boss'
import type { Database } from '../db/client'
import { within } from '../shutdown'

/**
 * The durable job queue: pg-boss 10 on the application's own database, PostgreSQL (where any number of processes share
 * the work) or the embedded PGlite (one process), through the database's raw SQL access.
 *
 * Its promises:
 * - `send` stores the job; with a `singletonKey`, at most one job per (name, key) waits to start: a second send while
 *   one waits answers null. A running job does not count, so a job may queue its own continuation.
 * - A job is claimed by one worker, and jobs of one (name, key) never run at the same time, in any process: a waiting
 *   one starts once the running one has ended, and another key's job is not held back meanwhile. A handler that
 *   throws is retried with backoff until the queue's retryLimit, then failed. A database outage is no job's failure:
 *   a handler that throws while the database does not answer waits for it, then its job runs again without counting a
 *   failure.
 * - Jobs survive restarts: a job left 'active' by a process that died runs again once its lease lapses (LEASE_SECONDS,
 *   within about half a minute), in this or another process. Handlers must therefore be idempotent.
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
  /** Aborted when the queue stops ('stopping'), the job is cancelled ('cancelled') or its lease is lost ('lost'). */
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
   * A job running longer counts as lost and is retried. Handlers must finish well within it. (A job whose process died
   * is found sooner, by its lease: see LEASE_SECONDS.)
   */
  expireSeconds: number
}

export interface SendOptions {
  singletonKey?: string
  /** Seconds from now before the job may start. */
  startAfterSeconds?: number
}

/** 'lost': the job's lease lapsed and another worker may be running it: stop without writing more. */
export type AbortReason = 'stopping' | 'cancelled' | 'lost'

export interface JobQueue {
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
  /** How often idle workers look for jobs (a send in this process wakes its worker at once); >= 500 ms, default 1000. */
  pollIntervalMs?: number
  /** How often lost (expired) jobs are looked for and old ones deleted. Default 60 s. */
  maintenanceIntervalSeconds?: number
  /** Overrides every queue's expiry, and so the lease (tests of crash recovery use a few seconds). */
  expireSeconds?: number
  /** Overrides every queue's retry delay. */
  retryDelaySeconds?: number
}

const SCHEMA = 'pgboss'
const DEFAULT_DEFINITION: QueueDefinition = { retryLimit: 2, retryDelaySeconds: 5, retryBackoff: true, expireSeconds: 900 }
/**
 * A running job's lease: its worker renews it every quarter of it while the handler runs. pg-boss 10 has no heartbeat
 * (its maintainers advise an expiry tuned to the normal run time, timgit/pg-boss#436), so the lease is kept in the
 * job's own expiry (expire_in), which stays within the queue's. A job whose lease lapsed lost its process (killed,
 * crashed, cut off from the database): any worker puts it back to wait within LEASE_SECONDS + SWEEP_SECONDS.
 */
const LEASE_SECONDS = 20
/** PostgreSQL's deadlock_detected, and how many times creating a queue meets it before the start fails. */
const DEADLOCK = '40P01'
const CREATE_ATTEMPTS = 5
/** How often an idle worker of a periodic queue looks for jobs (see pollingSecondsOf). */
const PERIODIC_POLL_SECONDS = 10
/** How often each worker process looks for jobs whose lease lapsed. */
const SWEEP_SECONDS = 5
/** What a lost job's row says (its copy waits to run again); tests look for it. */
export const LOST_JOB_MESSAGE = 'Its worker stopped renewing the lease (the process died or lost the database): queued again.'

/** Renews a running job's lease ($3 s from now, within the queue's expiry $4 s); no row: the job is no longer its. */
const RENEW_LEASE = `
  update ${SCHEMA}.job
  set expire_in = least(make_interval(secs => $4), now() - started_on + make_interval(secs => $3))
  where name = $1 and id = $2 and state = 'active'
  returning id`

/**
 * Jobs whose lease lapsed: each row ends 'failed' (saying why) and a copy waits to run again at once, counted as an
 * attempt (a job that kills its process every time still ends). A copy is dropped when a job of the same key already
 * waits: that one does the same work. Rows locked by another sweep are skipped, so each lost job is copied once.
 */
const REQUEUE_LOST = `
  with lost as (
    select name, id from ${SCHEMA}.job
    where state = 'active' and started_on + expire_in < now()
    for update skip locked
  ), ended as (
    update ${SCHEMA}.job job
    set state = 'failed', completed_on = now(), output = jsonb_build_object('message', $1::text)
    from lost
    where job.name = lost.name and job.id = lost.id
    returning job.*
  )
  insert into ${SCHEMA}.job (name, priority, data, retry_limit, retry_count, retry_delay, retry_backoff, singleton_key,
    expire_in, created_on, keep_until, dead_letter, policy)
  select ended.name, ended.priority, ended.data, ended.retry_limit, ended.retry_count + 1, ended.retry_delay,
    ended.retry_backoff, ended.singleton_key, make_interval(secs => queue.expire_seconds), ended.created_on,
    ended.keep_until, ended.dead_letter, ended.policy
  from ended join ${SCHEMA}.queue queue on queue.name = ended.name
  where ended.retry_count < ended.retry_limit
  on conflict do nothing
  returning name, id`

/**
 * The statements pg-boss 10's worker loop runs without waiting for them (manager.js: `this.complete(...)` and
 * `this.fail(...)` after a handler): one that fails, as every statement does while the database is down, would be an
 * unhandled rejection, which ends the process.
 */
const plans = createRequire(import.meta.url)('pg-boss/src/plans') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
> & { fetchNextJob: (schema: string) => (options: { includeMetadata: boolean }) => string }
const UNAWAITED_STATEMENTS = new Set([plans.completeJobs(SCHEMA), plans.failJobsById(SCHEMA)])

/**
 * pg-boss 10's fetch of the next job (plans.js fetchNextJob, as our workers call it) takes the oldest waiting job of
 * the queue; under the 'stately' policy, when that job's key is running, activating it breaks the unique index and
 * the fetch gets nothing, so one company's next analysis held back every other company's until its running one ended.
 * The fetch runs instead with jobs whose key is running left out: the next key's job is taken.
 */
const FETCH_NEXT_JOB = plans.fetchNextJob(SCHEMA)({ includeMetadata: true })
const WAITING_STATE = "state < 'active'"
const FETCH_PAST_RUNNING_KEYS = FETCH_NEXT_JOB.replace(
  WAITING_STATE,
  `${WAITING_STATE}
        AND NOT (policy IN ('singleton', 'stately') AND EXISTS (
          SELECT 1 FROM ${SCHEMA}.job running
          WHERE running.name = $1 AND running.singleton_key = job.singleton_key AND running.state = 'active'))`,
)
if (FETCH_PAST_RUNNING_KEYS === FETCH_NEXT_JOB || FETCH_NEXT_JOB.split(WAITING_STATE).length !== 2) {
  throw new Error("pg-boss's fetch statement is not the one this queue knows: recheck FETCH_PAST_RUNNING_KEYS.")
}

/**
 * The queue (see above for its promises): pg-boss 10 on the database's own connections. Every queue uses pg-boss's
 * 'stately' policy: per singleton key at most one job waits and one runs, across every process (a worker's fetch
 * passes over the jobs whose key is running, FETCH_PAST_RUNNING_KEYS, and pg-boss's unique index refuses a second
 * run). A job sent without a key gets one of its own, so that keyless jobs never hold each other back. A job whose
 * process died is found by its lapsed lease (LEASE_SECONDS) and queued again without waiting for the queue's expiry.
 */
export function createJobQueue(
  database: Pick<Database, 'executeSql'>,
  logger: QueueLogger,
  tuning: QueueTuning = {},
): JobQueue {
  const executeSql = database.executeSql
  let closed = false
  /** pg-boss, made by each attempt to start (one that failed half-way cannot be started again). */
  let boss!: PgBoss
  const newBoss = () => {
    const made = new PgBoss({
      // Once stopped nothing reaches the database any more, so a handler that ends late cannot use a closed pool;
      // pg-boss treats an undefined result as "no rows". A failure of a statement pg-boss runs without waiting is
      // logged and taken as "no rows" too: the job stays active, and once its lease lapses it runs again, as the job
      // of a process that died.
      db: {
        async executeSql(text, values) {
          if (closed) return undefined as never
          if (text === FETCH_NEXT_JOB) return executeSql(FETCH_PAST_RUNNING_KEYS, values)
          if (!UNAWAITED_STATEMENTS.has(text)) return executeSql(text, values)
          return executeSql(text, values).catch((error: unknown) => {
            logger.error({ err: error }, 'pg-boss could not record the end of a job; it runs again once its lease lapses')
            return undefined as never
          })
        },
      },
      schema: SCHEMA,
      supervise: true,
      maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds ?? 60,
      schedule: false,
      migrate: true,
    })
    made.on('error', (error) => logger.error({ err: error }, 'pg-boss error'))
    return made
  }

  const pollingIntervalSeconds = Math.max(0.5, (tuning.pollIntervalMs ?? 1000) / 1000)
  /**
   * How often an idle worker of `name` looks for jobs: each look is a query, and two dozen queues looking every second
   * kept an idle server on PGlite busy at 8% of a core. A periodic queue's jobs come from this process's own tick, whose
   * send wakes its worker at once, so it looks on its own only every PERIODIC_POLL_SECONDS (for a retry, or a tick sent
   * by another process).
   */
  const pollingSecondsOf = (name: string) =>
    ticks.some((tick) => tick.name === name) ? Math.max(pollingIntervalSeconds, PERIODIC_POLL_SECONDS) : pollingIntervalSeconds
  const definitions = new Map<string, QueueDefinition>()
  const handlers = new Map<string, JobHandler<unknown>>()
  const workerIds = new Map<string, string>()
  const ticks: Array<{ name: string; seconds: number; data: object }> = []
  const timers = new Set<NodeJS.Timeout>()
  const running = createRunningSet()
  let started = false
  let starting: Promise<void> | undefined
  let stopping = false
  /** Jobs given back at the stop while their handler still ran (see giveBack). */
  const givenBack = new Set<string>()

  const definitionOf = (name: string): QueueDefinition => {
    const definition = definitions.get(name) ?? DEFAULT_DEFINITION
    return {
      ...definition,
      expireSeconds: tuning.expireSeconds ?? definition.expireSeconds,
      retryDelaySeconds: tuning.retryDelaySeconds ?? definition.retryDelaySeconds,
    }
  }
  const queueOptions = (name: string) => {
    const definition = definitionOf(name)
    return {
      retryLimit: definition.retryLimit,
      retryDelay: Math.max(1, Math.round(definition.retryDelaySeconds)),
      retryBackoff: definition.retryBackoff,
      expireInSeconds: definition.expireSeconds,
    }
  }

  /** A request that queues work in the moment between `listen` and the queue's start waits for the start. */
  async function whenStarted(): Promise<void> {
    if (!started && starting) await starting
    if (!started && !closed) throw new Error('The job queue is not started.')
  }

  async function send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    await whenStarted()
    if (closed) return null
    const id = await boss.send(name, data, {
      ...queueOptions(name),
      // Under the 'stately' policy a job without a key would share the null key with every other, and drop or hold back
      // the others (a burst of Slack events): it gets a key of its own.
      singletonKey: options.singletonKey ?? `job:${randomUUID()}`,
      ...(options.startAfterSeconds ? { startAfter: Math.max(1, Math.ceil(options.startAfterSeconds)) } : {}),
    })
    // A worker of this process polls now rather than at its next interval.
    if (id && !options.startAfterSeconds) wakeWorker(name)
    return id
  }

  function wakeWorker(name: string) {
    const workerId = workerIds.get(name)
    if (workerId) boss.notifyWorker(workerId)
  }

  const probeIntervalMs = tuning.pollIntervalMs ?? 1000

  async function databaseAnswers(): Promise<boolean> {
    return executeSql('select 1').then(
      () => true,
      () => false,
    )
  }

  /** Resolves true once the database answers, or false if the job's signal aborts first (the queue stops). */
  async function untilDatabaseAnswers(signal: AbortSignal): Promise<boolean> {
    while (!signal.aborted) {
      if (await databaseAnswers()) return true
      await sleep(probeIntervalMs, undefined, { signal }).catch(() => undefined)
    }
    return false
  }

  async function startWorker(name: string, handler: JobHandler<unknown>): Promise<void> {
    const workerId = await boss.work<object>(
      name,
      { batchSize: 1, pollingIntervalSeconds: pollingSecondsOf(name), includeMetadata: true },
      async ([job]) => {
        if (!job) return
        // pg-boss 10's worker waits its polling interval after every fetch, even one that found a job: told now, it
        // looks for the next job as soon as this one ends, so a backlog runs back to back.
        wakeWorker(name)
        // Fetched while the queue was stopping: queued again for the next process, not run.
        if (stopping) {
          await send(name, job.data, job.singletonKey ? { singletonKey: job.singletonKey } : {})
          return
        }
        const controller = new AbortController()
        let settle!: () => void
        const done = new Promise<void>((resolve) => (settle = resolve))
        running.add({ id: job.id, name, key: job.singletonKey, data: job.data, controller, done })
        const endLease = holdLease(name, job.id, controller)
        try {
          await handler({
            id: job.id,
            name,
            data: job.data,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            signal: controller.signal,
          })
        } catch (error) {
          const reason = controller.signal.aborted ? (controller.signal.reason as AbortReason) : undefined
          if (reason === 'cancelled' || reason === 'lost') return
          if (reason === 'stopping') {
            // Not a failure: queue it again for the next process (unless the stop already did) and let pg-boss
            // complete this one.
            const continuation = job.singletonKey ? { singletonKey: job.singletonKey } : {}
            if (!givenBack.has(job.id)) await send(name, job.data, continuation)
            return
          }
          if (!(await databaseAnswers())) {
            // The database went away under the job: nobody's fault, and its retries with backoff would be spent (and
            // then the job failed for good) on an outage. It waits for the database, then runs again from the start
            // without counting a failure (the handlers are idempotent). A job that fails while the database answers
            // counts a failure as usual, so one whose own error only looks like an outage cannot run forever.
            logger.warn(
              { err: error, job: job.id, queue: name },
              'Job stopped by a database outage; it runs again once the database answers',
            )
            if (!(await untilDatabaseAnswers(controller.signal))) throw error
            await send(name, job.data, job.singletonKey ? { singletonKey: job.singletonKey } : {})
            return
          }
          logger.warn({ err: error, job: job.id, queue: name }, 'Job failed')
          throw error
        } finally {
          endLease()
          running.remove(job.id)
          settle()
        }
      },
    )
    workerIds.set(name, workerId)
  }

  /**
   * A handler still running past the stop's grace period is left behind: its job is queued again for the next process
   * and this one completed now, so pg-boss neither fails it at its stop nor waits for its expiry. Whatever the handler
   * does afterwards is not recorded (the queue is closed by then).
   */
  async function giveBack(job: RunningJob): Promise<void> {
    givenBack.add(job.id)
    try {
      await send(job.name, job.data as object, job.key ? { singletonKey: job.key } : {})
      await boss.complete(job.name, job.id)
    } catch (error) {
      logger.error({ err: error, job: job.id, queue: job.name }, 'A running job could not be given back at the stop')
    }
  }

  /** Keeps the job's lease while its handler runs (see LEASE_SECONDS); a lease found lost aborts the handler. */
  function holdLease(name: string, id: string, controller: AbortController): () => void {
    const { expireSeconds } = definitionOf(name)
    const seconds = Math.min(LEASE_SECONDS, expireSeconds)
    let held = true
    const renew = async () => {
      if (closed) return
      try {
        const { rows } = await executeSql(RENEW_LEASE, [name, id, seconds, expireSeconds])
        if (rows.length === 0 && held && !controller.signal.aborted) {
          logger.warn({ job: id, queue: name }, 'Job lease lost: another worker may run it, this one stops')
          controller.abort('lost' satisfies AbortReason)
        }
      } catch (error) {
        logger.warn({ err: error, job: id, queue: name }, 'Job lease not renewed')
      }
    }
    void renew()
    const timer = setInterval(() => void renew(), (seconds * 1000) / 4)
    timer.unref()
    return () => {
      held = false
      clearInterval(timer)
    }
  }

  /** Puts back the jobs of processes that died (their lease lapsed); every worker process looks now and then. */
  function startSweep() {
    const sweep = async () => {
      if (closed) return
      try {
        const { rows } = await executeSql(REQUEUE_LOST, [LOST_JOB_MESSAGE])
        for (const row of rows as Array<{ name: string; id: string }>) {
          logger.warn({ job: row.id, queue: row.name }, 'A job of a worker that stopped renewing its lease is queued again')
        }
      } catch (error) {
        // Two sweeps racing a send of the same key can meet pg-boss's unique index: the next sweep tries again.
        logger.warn({ err: error }, 'Lost jobs not swept')
      }
    }
    const seconds = Math.min(SWEEP_SECONDS, tuning.maintenanceIntervalSeconds ?? SWEEP_SECONDS)
    const timer = setInterval(() => void sweep(), seconds * 1000)
    timer.unref()
    timers.add(timer)
  }

  /** Creates the queue, or brings one an earlier version made up to date (its policy and retries). */
  async function createQueue(name: string): Promise<void> {
    const options = { name, policy: 'stately' as const, ...queueOptions(name) }
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, options)
        break
      } catch (error) {
        // Processes starting together on a fresh database create the same queues (each a table attached to pg-boss's
        // job table): PostgreSQL may end one of them in a deadlock, which tries again.
        if (attempt >= CREATE_ATTEMPTS || (error as { code?: string }).code !== DEADLOCK) throw error
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 200 * attempt))
      }
    }
    await boss.updateQueue(name, options)
  }

  function startTick({ name, seconds, data }: { name: string; seconds: number; data: object }) {
    const tick = () => {
      send(name, data, { singletonKey: name }).catch((error: unknown) =>
        logger.error({ err: error, queue: name }, 'Periodic job could not be queued'),
      )
    }
    tick()
    const timer = setInterval(tick, seconds * 1000)
    timer.unref()
    timers.add(timer)
  }

  return {
    define(name, definition) {
      definitions.set(name, definition)
    },

    start() {
      starting ??= (async () => {
        boss = newBoss()
        await boss.start()
        for (const name of new Set([...definitions.keys(), ...handlers.keys(), ...ticks.map((tick) => tick.name)])) {
          await createQueue(name)
        }
        started = true
        for (const [name, handler] of handlers) await startWorker(name, handler)
        if (handlers.size > 0) startSweep()
        for (const tick of ticks) startTick(tick)
      })().catch(async (error: unknown) => {
        // A later start() tries again (e.g. the database was not reachable yet), with a pg-boss of its own.
        await boss.stop({ graceful: false, close: false }).catch(() => undefined)
        starting = undefined
        throw error
      })
      return starting
    },

    send,

    work(name, handler) {
      handlers.set(name, handler as JobHandler<unknown>)
      if (started) {
        void createQueue(name)
          .then(() => startWorker(name, handler as JobHandler<unknown>))
          .catch((error: unknown) => logger.error({ err: error, queue: name }, 'Could not start a worker'))
      }
    },

    every(name, seconds, data = {}) {
      const tick = { name, seconds, data }
      ticks.push(tick)
      if (started) startTick(tick)
    },

    async cancel(name, singletonKey) {
      await whenStarted()
      if (closed) return
      const { rows } = await executeSql(
        `select id from ${SCHEMA}.job where name = $1 and singleton_key = $2 and state < 'completed'`,
        [name, singletonKey],
      )
      const ids = (rows as Array<{ id: string }>).map((row) => row.id)
      if (ids.length > 0) await boss.cancel(name, ids)
      running.abortKey(name, singletonKey)
    },

    async stop(graceMs = STOP_GRACE_MS) {
      if (starting) await starting.catch(() => undefined)
      if (!started || stopping) return
      stopping = true
      for (const timer of timers) clearInterval(timer)
      // pg-boss's workers fetch no more jobs from now on; it waits for the running ones to be completed, no longer
      // than the grace period and its last poll (it looks every 500 ms, for at least 1 s).
      const bossStopped = boss.stop({ graceful: true, close: false, timeout: graceMs + 500 })
      running.abortAll('stopping')
      for (const job of await running.settle(graceMs)) await giveBack(job)
      await bossStopped
      closed = true
      started = false
    },
  }
}

interface RunningJob {
  id: string
  name: string
  key: string | null
  data: unknown
  controller: AbortController
  /** Settles once the handler has returned and its outcome is stored. */
  done: Promise<void>
}

/** Tracks the handlers running in this process, so stop and cancel can abort them. */
function createRunningSet() {
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
