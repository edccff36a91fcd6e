import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/client'
import {
  type AbortReason,
  createRunningSet,
  type JobHandler,
  type JobQueue,
  type QueueDefinition,
  type QueueLogger,
  type QueueTuning,
  retryDelaySeconds,
  STOP_GRACE_MS,
} from './queue'
import { within } from '../shutdown'

interface ClaimedRow {
  id: string
  name: string
  data: unknown
  singleton_key: string | null
  retry_count: number
  retry_limit: number
}

const DEFAULT_DEFINITION: QueueDefinition = { retryLimit: 2, retryDelaySeconds: 5, retryBackoff: true, expireSeconds: 900 }
/** Finished jobs are kept this long (to look at), then deleted. */
const KEEP_FINISHED_DAYS = 7

/**
 * The embedded mode's durable queue on the `jobs` table (see ./queue.ts for the semantics). One process owns a PGlite
 * database, so jobs found 'active' at start belong to a process that died: they are queued again (as a failed attempt).
 */
export function createTableQueue(db: Db, logger: QueueLogger, tuning: QueueTuning = {}): JobQueue {
  const pollIntervalMs = tuning.pollIntervalMs ?? 1000
  const maintenanceMs = (tuning.maintenanceIntervalSeconds ?? 60) * 1000
  const definitions = new Map<string, QueueDefinition>()
  const handlers = new Map<string, JobHandler<unknown>>()
  const ticks: Array<{ name: string; seconds: number; data: object }> = []
  const timers = new Set<NodeJS.Timeout>()
  const wakers = new Map<string, () => void>()
  const loops: Promise<void>[] = []
  const running = createRunningSet()
  let state: 'created' | 'started' | 'stopping' | 'stopped' | 'dead' = 'created'

  const definitionOf = (name: string): QueueDefinition => {
    const definition = definitions.get(name) ?? DEFAULT_DEFINITION
    return {
      ...definition,
      expireSeconds: tuning.expireSeconds ?? definition.expireSeconds,
      retryDelaySeconds: tuning.retryDelaySeconds ?? definition.retryDelaySeconds,
    }
  }
  const alive = () => state === 'created' || state === 'started' || state === 'stopping'

  async function claim(name: string): Promise<ClaimedRow | undefined> {
    const rows = await queryRows<ClaimedRow>(db, sql`
      update jobs set state = 'active', started_at = now()
      where id = (
        select id from jobs
        where name = ${name} and state in ('created', 'retry') and start_after <= now()
        order by start_after, created_at
        limit 1
        for update skip locked
      )
      returning id, name, data, singleton_key, retry_count, retry_limit`)
    return rows[0]
  }

  async function finish(row: ClaimedRow, outcome: 'completed' | 'cancelled' | 'interrupted' | Error): Promise<void> {
    if (!alive()) return
    if (outcome === 'completed' || outcome === 'cancelled') {
      await db.execute(sql`
        update jobs set state = ${outcome}, completed_at = now() where id = ${row.id} and state = 'active'`)
      return
    }
    if (outcome === 'interrupted') {
      await db.execute(sql`update jobs set state = 'retry', start_after = now() where id = ${row.id} and state = 'active'`)
      return
    }
    const delay = retryDelaySeconds(definitionOf(row.name), row.retry_count)
    await db.execute(sql`
      update jobs set
        retry_count = retry_count + 1,
        state = case when retry_count < retry_limit then 'retry' else 'failed' end,
        start_after = case when retry_count < retry_limit
          then now() + ${delay}::double precision * interval '1 second' else start_after end,
        completed_at = case when retry_count < retry_limit then null else now() end,
        last_error = ${outcome.message.slice(0, 2000)}
      where id = ${row.id} and state = 'active'`)
  }

  async function runOne(name: string, handler: JobHandler<unknown>): Promise<boolean> {
    const row = await claim(name)
    if (!row) return false
    if (state !== 'started') {
      // Stopped while claiming: give the job back.
      await finish(row, 'interrupted')
      return true
    }
    const controller = new AbortController()
    let settle!: () => void
    const done = new Promise<void>((resolve) => (settle = resolve))
    running.add({ id: row.id, name, key: row.singleton_key, data: row.data, controller, done })
    try {
      await handler({
        id: row.id,
        name,
        data: row.data,
        retryCount: row.retry_count,
        retryLimit: row.retry_limit,
        signal: controller.signal,
      })
      await finish(row, 'completed')
    } catch (error) {
      const reason = controller.signal.aborted ? (controller.signal.reason as AbortReason) : undefined
      if (reason === 'killed' || !alive()) return true
      if (reason === 'cancelled') await finish(row, 'cancelled')
      else if (reason === 'stopping') await finish(row, 'interrupted')
      else {
        logger.warn({ err: error, job: row.id, queue: name }, 'Job failed')
        await finish(row, error instanceof Error ? error : new Error(String(error)))
      }
    } finally {
      running.remove(row.id)
      settle()
    }
    return true
  }

  function sleep(name: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(wake, ms)
      function wake() {
        clearTimeout(timer)
        wakers.delete(name)
        resolve()
      }
      wakers.set(name, wake)
    })
  }

  async function loop(name: string, handler: JobHandler<unknown>): Promise<void> {
    const isStarted = () => state === 'started'
    while (isStarted()) {
      let worked = false
      try {
        worked = await runOne(name, handler)
      } catch (error) {
        if (isStarted()) logger.error({ err: error, queue: name }, 'Job queue poll failed')
      }
      if (!worked && isStarted()) await sleep(name, pollIntervalMs)
    }
  }

  function startLoop(name: string, handler: JobHandler<unknown>) {
    loops.push(loop(name, handler))
  }

  async function maintain(): Promise<void> {
    if (state !== 'started') return
    // Jobs running past their expiry are lost (or stuck): retried like failures, as pg-boss's maintenance does.
    await db.execute(sql`
      update jobs set
        retry_count = retry_count + 1,
        state = case when retry_count < retry_limit then 'retry' else 'failed' end,
        start_after = now(),
        last_error = 'The job ran past its expiry.'
      where state = 'active' and started_at + expire_seconds * interval '1 second' < now()`)
    await db.execute(sql`
      delete from jobs where state in ('completed', 'cancelled', 'failed')
        and completed_at < now() - ${KEEP_FINISHED_DAYS} * interval '1 day'`)
  }

  async function send(name: string, data: object, options: { singletonKey?: string; startAfterSeconds?: number } = {}) {
    if (!alive()) return null
    const definition = definitionOf(name)
    const inserted = await queryRows<{ id: string }>(db, sql`
      insert into jobs (name, data, singleton_key, retry_limit, retry_delay_seconds, retry_backoff, expire_seconds, start_after)
      values (${name}, ${JSON.stringify(data)}::jsonb, ${options.singletonKey ?? null}, ${definition.retryLimit},
        ${definition.retryDelaySeconds}, ${definition.retryBackoff}, ${definition.expireSeconds},
        now() + ${options.startAfterSeconds ?? 0}::double precision * interval '1 second')
      on conflict do nothing
      returning id`)
    const id = inserted[0]?.id ?? null
    if (id && !options.startAfterSeconds) wakers.get(name)?.()
    return id
  }

  return {
    kind: 'table',

    define(name, definition) {
      definitions.set(name, definition)
    },

    async start() {
      if (state !== 'created') return
      // Whatever is 'active' now was left by a process that stopped without finishing it.
      await db.execute(sql`
        update jobs set
          retry_count = retry_count + 1,
          state = case when retry_count < retry_limit then 'retry' else 'failed' end,
          start_after = now(),
          completed_at = case when retry_count < retry_limit then null else now() end,
          last_error = 'The process running this job stopped before it finished.'
        where state = 'active'`)
      state = 'started'
      for (const [name, handler] of handlers) startLoop(name, handler)
      const maintenance = setInterval(() => {
        maintain().catch((error: unknown) => logger.error({ err: error }, 'Job queue maintenance failed'))
      }, maintenanceMs)
      maintenance.unref()
      timers.add(maintenance)
      for (const tick of ticks) await startTick(tick)
    },

    send,

    work(name, handler) {
      handlers.set(name, handler as JobHandler<unknown>)
      if (state === 'started') startLoop(name, handler as JobHandler<unknown>)
    },

    every(name, seconds, data = {}) {
      const tick = { name, seconds, data }
      ticks.push(tick)
      if (state === 'started') void startTick(tick)
    },

    async cancel(name, singletonKey) {
      if (!alive()) return
      await db.execute(sql`
        update jobs set state = 'cancelled', completed_at = now()
        where name = ${name} and singleton_key = ${singletonKey} and state in ('created', 'retry', 'active')`)
      running.abortKey(name, singletonKey)
    },

    async stop(graceMs = STOP_GRACE_MS) {
      if (state !== 'started' && state !== 'created') return
      const deadline = Date.now() + graceMs
      state = 'stopping'
      for (const timer of timers) clearInterval(timer)
      running.abortAll('stopping')
      for (const wake of [...wakers.values()]) wake()
      const left = await running.settle(graceMs)
      // Handlers still running are left behind: their jobs wait for the next start, not counted as failures.
      if (left.length > 0) {
        await db.execute(sql`
          update jobs set state = 'retry', start_after = now()
          where id in (${sql.join(left.map((job) => sql`${job.id}`), sql`, `)}) and state = 'active'`)
      }
      // The loops end once their last claim and outcome are stored (a loop of a handler left behind never does).
      await within(Promise.allSettled(loops), deadline - Date.now())
      state = 'stopped'
    },

    async kill() {
      state = 'dead'
      for (const timer of timers) clearInterval(timer)
      for (const wake of [...wakers.values()]) wake()
      running.abortAll('killed')
    },
  }

  async function startTick({ name, seconds, data }: { name: string; seconds: number; data: object }) {
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
}
