import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { cuttableLine } from '../testing/cut-line'
import { gatedWorker as startGatedWorker, until } from '../testing/gated-worker'
import { createTestApp, type TestApp } from '../testing/test-app'
import {
  createJobQueue,
  JobInterruptedError,
  type JobQueue,
  type QueueDefinition,
  type QueueJob,
  type QueueTuning,
} from './queue'

/**
 * The job queue's promises (server/jobs/queue.ts), on the test database: PGlite, or PostgreSQL with
 * HEADWAY_TEST_DATABASE_URL. Two queues on one database stand for two processes (on PGlite, two in one process).
 */

const quiet = { error: () => undefined, warn: () => undefined }
const ONCE: QueueDefinition = { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireSeconds: 60 }

let testApp: TestApp
const queues: JobQueue[] = []
/** Releases handlers a test left waiting, so that every queue stops. */
const releases: Array<() => void> = []

// The app's own queue stops: each test starts queues of its own on the app's database, their workers declared first.
beforeAll(async () => {
  testApp = await createTestApp()
  await testApp.app.jobs.stop()
})
afterEach(async () => {
  for (const release of releases.splice(0)) release()
  await Promise.all(queues.splice(0).map((queue) => queue.stop(0)))
})
afterAll(async () => {
  await testApp?.close()
})

/** A queue on `database` (the test app's by default), stopped after the test. */
function newQueue(tuning: QueueTuning = {}, database: Database = testApp.database): JobQueue {
  const made = createJobQueue(database, quiet, { pollIntervalMs: 500, ...tuning })
  queues.push(made)
  return made
}

/** A started queue with a gated worker for `name` (testing/gated-worker), stopped after the test. */
async function gatedWorker(name: string) {
  const worker = await startGatedWorker(testApp.database, name)
  queues.push(worker.queue)
  releases.push(worker.open)
  return worker
}

/** A promise and the function that settles it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void
  const promise = new Promise<void>((settle) => (resolve = settle))
  releases.push(resolve)
  return { promise, resolve }
}

/** The state of job `id` in the queue's store. */
async function stateOf(id: string): Promise<string | undefined> {
  const { rows } = await testApp.database.executeSql('select state from pgboss.job where id = $1', [id])
  return (rows as Array<{ state: string }>)[0]?.state
}

/** Resolves once `handler`'s job has seen its signal abort, answering the reason; then the handler throws. */
async function untilAborted(job: QueueJob<unknown>): Promise<never> {
  await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve(), { once: true }))
  throw new JobInterruptedError(String(job.signal.reason))
}

const databaseName = process.env.HEADWAY_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'

describe(`the job queue on ${databaseName}`, () => {
  it('keeps every job sent without a singleton key, however many wait at once', async () => {
    const worker = await gatedWorker('conformance-burst')
    const jobs = worker.queue
    expect(await jobs.send('conformance-burst', { n: 0 })).not.toBeNull()
    await until(() => worker.started.length === 1, 'the first job to start')
    // The worker is busy with the first: the next four all wait together.
    const ids = await Promise.all([1, 2, 3, 4].map((n) => jobs.send('conformance-burst', { n })))
    expect(ids.every((id) => id !== null)).toBe(true)
    worker.open()
    await until(() => worker.started.length === 5, 'all five jobs to run')
    expect([...worker.started].sort()).toEqual([0, 1, 2, 3, 4])
  })

  it('takes a job sent while it is starting (a request in the moment after listen) once started', async () => {
    const jobs = newQueue()
    jobs.define('conformance-early', ONCE)
    const starting = jobs.start()
    expect(await jobs.send('conformance-early', { n: 0 })).not.toBeNull()
    await starting
  })

  it('keeps one waiting job per singleton key, and lets a running one queue its next', async () => {
    const worker = await gatedWorker('conformance-singleton')
    const jobs = worker.queue
    expect(await jobs.send('conformance-singleton', { n: 0 }, { singletonKey: 'acme' })).not.toBeNull()
    await until(() => worker.started.length === 1, 'the first job to start')
    expect(await jobs.send('conformance-singleton', { n: 1 }, { singletonKey: 'acme' })).not.toBeNull()
    expect(await jobs.send('conformance-singleton', { n: 2 }, { singletonKey: 'acme' })).toBeNull()
    expect(await jobs.send('conformance-singleton', { n: 3 }, { singletonKey: 'globex' })).not.toBeNull()
    worker.open()
    await until(() => worker.started.length === 3, 'the waiting jobs to run')
    expect([...worker.started].sort()).toEqual([0, 1, 3])
  })

  it("runs another key's job in another process while a key's job runs and its next one waits ahead", async () => {
    const worker = await gatedWorker('conformance-keys')
    const jobs = worker.queue
    const other = newQueue()
    const startedByOther: number[] = []
    other.define('conformance-keys', ONCE)
    other.work<{ n: number }>('conformance-keys', async (job) => {
      startedByOther.push(job.data.n)
    })
    // The first process takes acme's job and holds it; then the second process starts.
    expect(await jobs.send('conformance-keys', { n: 0 }, { singletonKey: 'acme' })).not.toBeNull()
    await until(() => worker.started.length === 1, "acme's first job to start")
    await other.start()
    expect(await jobs.send('conformance-keys', { n: 1 }, { singletonKey: 'acme' })).not.toBeNull()
    expect(await jobs.send('conformance-keys', { n: 2 }, { singletonKey: 'globex' })).not.toBeNull()
    // globex's job runs in the free process, acme's next one waiting ahead of it in the queue.
    await until(() => startedByOther.includes(2), "globex's job to run while acme's runs")
    expect(worker.started).toEqual([0])
    expect(startedByOther).toEqual([2])
    worker.open()
    await until(() => [...worker.started, ...startedByOther].includes(1), "acme's next job to run once its first ended")
  })

  it('retries a handler that throws until its retry limit, then fails the job', async () => {
    const jobs = newQueue()
    const attempts: number[] = []
    jobs.define('conformance-retry', { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, expireSeconds: 60 })
    jobs.work('conformance-retry', async (job) => {
      attempts.push(job.retryCount)
      throw new Error('always fails')
    })
    await jobs.start()
    const id = await jobs.send('conformance-retry', {})
    if (!id) throw new Error('not sent')
    await expect.poll(() => stateOf(id), { timeout: 30_000, interval: 100 }).toBe('failed')
    expect(attempts).toEqual([0, 1, 2])
  })

  it("cancels a key's waiting and running jobs, aborting the running handler", async () => {
    const jobs = newQueue()
    const reasons: unknown[] = []
    const running = signal()
    jobs.define('conformance-cancel', ONCE)
    jobs.work('conformance-cancel', async (job) => {
      running.resolve()
      await untilAborted(job).catch((error: unknown) => {
        reasons.push(job.signal.reason)
        throw error
      })
    })
    await jobs.start()
    const first = await jobs.send('conformance-cancel', { n: 0 }, { singletonKey: 'acme' })
    await running.promise
    const next = await jobs.send('conformance-cancel', { n: 1 }, { singletonKey: 'acme' })
    if (!first || !next) throw new Error('not sent')
    await jobs.cancel('conformance-cancel', 'acme')
    await until(() => reasons.length === 1, 'the running handler to see its signal abort')
    expect(reasons).toEqual(['cancelled'])
    expect([await stateOf(first), await stateOf(next)]).toEqual(['cancelled', 'cancelled'])
  })

  it('stops by aborting running handlers; the interrupted job runs again in the next process, not as a failure', async () => {
    const reasons: unknown[] = []
    const running = signal()
    const first = newQueue()
    first.define('conformance-stop', ONCE)
    first.work('conformance-stop', async (job) => {
      running.resolve()
      await untilAborted(job).catch((error: unknown) => {
        reasons.push(job.signal.reason)
        throw error
      })
    })
    await first.start()
    await first.send('conformance-stop', { n: 1 }, { singletonKey: 'one' })
    await running.promise
    await first.stop()
    expect(reasons).toEqual(['stopping'])

    const runs: Array<QueueJob<unknown>> = []
    const second = newQueue()
    second.define('conformance-stop', ONCE)
    second.work('conformance-stop', async (job) => {
      runs.push(job)
    })
    await second.start()
    await until(() => runs.length === 1, 'the next process to run the interrupted job')
    expect(runs.map(({ data, retryCount }) => ({ data, retryCount }))).toEqual([{ data: { n: 1 }, retryCount: 0 }])
  })

  it('ends a stop within its grace period while a handler ignores its signal, and gives the job back', async () => {
    const stuck = signal()
    const running = signal()
    const first = newQueue()
    first.define('conformance-stuck', ONCE)
    first.work('conformance-stuck', async () => {
      running.resolve()
      await stuck.promise // never looks at its signal, as a handler waiting on something that never answers
    })
    await first.start()
    await first.send('conformance-stuck', { n: 1 }, { singletonKey: 'one' })
    await running.promise
    const stopStarted = performance.now()
    await first.stop(300)
    // Generous against a loaded machine: the point is that it ends at all (it does not wait for the handler).
    expect(performance.now() - stopStarted).toBeLessThan(10_000)

    const runs: Array<QueueJob<unknown>> = []
    const second = newQueue()
    second.define('conformance-stuck', ONCE)
    second.work('conformance-stuck', async (job) => {
      runs.push(job)
    })
    await second.start()
    await until(() => runs.length === 1, 'the next process to run the job given back')
    expect(runs.map(({ data, retryCount }) => ({ data, retryCount }))).toEqual([{ data: { n: 1 }, retryCount: 0 }])
  })

  it('runs the job of a process that died again once its lease lapses, in another process, as an attempt', async () => {
    // A short expiry (and so lease) and a sweep every second, so the lapse is seen within seconds.
    const tuning = { expireSeconds: 2, maintenanceIntervalSeconds: 1 }
    const definition = { ...ONCE, retryLimit: 1 }
    const { line, cut } = cuttableLine(testApp.database)
    const running = signal()
    const doomed = newQueue(tuning, line)
    doomed.define('conformance-dead', definition)
    doomed.work('conformance-dead', async (job) => {
      running.resolve()
      await untilAborted(job)
    })
    await doomed.start()
    const id = await doomed.send('conformance-dead', { n: 1 }, { singletonKey: 'one' })
    if (!id) throw new Error('not sent')
    await running.promise
    // The process dies: nothing it does from now on reaches the database, and its job stays active there.
    cut()
    await doomed.stop(0)
    expect(await stateOf(id)).toBe('active')

    const runs: Array<QueueJob<unknown>> = []
    const survivor = newQueue(tuning)
    survivor.define('conformance-dead', definition)
    survivor.work('conformance-dead', async (job) => {
      runs.push(job)
    })
    await survivor.start()
    await until(() => runs.length === 1, 'the other process to run the lost job')
    expect(runs.map(({ data, retryCount }) => ({ data, retryCount }))).toEqual([{ data: { n: 1 }, retryCount: 1 }])
  })

  it('sends a periodic job at start and again every interval', async () => {
    const jobs = newQueue()
    let runs = 0
    jobs.define('conformance-tick', ONCE)
    jobs.work('conformance-tick', async () => {
      runs += 1
    })
    jobs.every('conformance-tick', 1)
    await jobs.start()
    await until(() => runs >= 2, 'the periodic job to run twice')
    expect(runs).toBeGreaterThanOrEqual(2)
  })

  it('does not start a job sent to start later before its time', async () => {
    const jobs = newQueue()
    const started: number[] = []
    jobs.define('conformance-later', ONCE)
    jobs.work('conformance-later', async () => {
      started.push(Date.now())
    })
    await jobs.start()
    const sent = Date.now()
    await jobs.send('conformance-later', {}, { startAfterSeconds: 2 })
    await until(() => started.length === 1, 'the job to start once its time came')
    expect((started[0] ?? 0) - sent).toBeGreaterThanOrEqual(1_000)
  })
})
