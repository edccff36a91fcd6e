import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app'
import { createJobQueue, type JobQueue } from './queue'

let testApp: TestApp
let jobs: JobQueue

// The app's own queue stops: each test starts a queue of its own on the app's database, its workers declared first.
beforeAll(async () => {
  testApp = await createTestApp()
  await testApp.app.jobs.stop()
})
afterEach(async () => {
  await jobs?.stop()
})
afterAll(async () => {
  await testApp?.close()
})

async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}.`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A started queue with a worker for `name` whose handlers wait until `open()`; it records every job it starts. */
async function gatedWorker(name: string) {
  const started: number[] = []
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  jobs = createJobQueue(testApp.database, { error: () => undefined, warn: () => undefined }, { pollIntervalMs: 500 })
  jobs.define(name, { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireSeconds: 60 })
  jobs.work<{ n: number }>(name, async (job) => {
    started.push(job.data.n)
    await gate
  })
  await jobs.start()
  return { started, open }
}

describe(`the job queue (${process.env.HEADWAY_TEST_DATABASE_URL ? 'pg-boss on PostgreSQL' : 'the jobs table on PGlite'})`, () => {
  it('keeps every job sent without a singleton key, however many wait at once', async () => {
    const worker = await gatedWorker('queue-test-burst')
    expect(await jobs.send('queue-test-burst', { n: 0 })).not.toBeNull()
    await until(() => worker.started.length === 1, 'the first job to start')
    // The worker is busy with the first: the next four all wait together.
    const ids = await Promise.all([1, 2, 3, 4].map((n) => jobs.send('queue-test-burst', { n })))
    expect(ids.every((id) => id !== null)).toBe(true)
    worker.open()
    await until(() => worker.started.length === 5, 'all five jobs to run')
    expect([...worker.started].sort()).toEqual([0, 1, 2, 3, 4])
  })

  it('takes a job sent while it is starting (a request in the moment after listen) once started', async () => {
    jobs = createJobQueue(testApp.database, { error: () => undefined, warn: () => undefined }, { pollIntervalMs: 500 })
    jobs.define('queue-test-early', { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireSeconds: 60 })
    const starting = jobs.start()
    expect(await jobs.send('queue-test-early', { n: 0 })).not.toBeNull()
    await starting
  })

  it('keeps one waiting job per singleton key, and lets a running one queue its next', async () => {
    const worker = await gatedWorker('queue-test-singleton')
    expect(await jobs.send('queue-test-singleton', { n: 0 }, { singletonKey: 'acme' })).not.toBeNull()
    await until(() => worker.started.length === 1, 'the first job to start')
    expect(await jobs.send('queue-test-singleton', { n: 1 }, { singletonKey: 'acme' })).not.toBeNull()
    expect(await jobs.send('queue-test-singleton', { n: 2 }, { singletonKey: 'acme' })).toBeNull()
    expect(await jobs.send('queue-test-singleton', { n: 3 }, { singletonKey: 'globex' })).not.toBeNull()
    worker.open()
    await until(() => worker.started.length === 3, 'the waiting jobs to run')
    expect([...worker.started].sort()).toEqual([0, 1, 3])
  })

  // Two queues on one database are two worker processes; the embedded database has one process by construction.
  it.runIf(process.env.HEADWAY_TEST_DATABASE_URL)(
    "runs another key's job while a key's job runs and that key's next one waits ahead of it",
    async () => {
      const worker = await gatedWorker('queue-test-keys')
      const other = createJobQueue(testApp.database, { error: () => undefined, warn: () => undefined }, { pollIntervalMs: 500 })
      const startedByOther: number[] = []
      other.define('queue-test-keys', { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireSeconds: 60 })
      other.work<{ n: number }>('queue-test-keys', async (job) => {
        startedByOther.push(job.data.n)
      })
      try {
        // The first process takes acme's job and holds it; then the second process starts.
        expect(await jobs.send('queue-test-keys', { n: 0 }, { singletonKey: 'acme' })).not.toBeNull()
        await until(() => worker.started.length === 1, "acme's first job to start")
        await other.start()
        expect(await jobs.send('queue-test-keys', { n: 1 }, { singletonKey: 'acme' })).not.toBeNull()
        expect(await jobs.send('queue-test-keys', { n: 2 }, { singletonKey: 'globex' })).not.toBeNull()
        // globex's job runs in the free process, acme's next one waiting ahead of it in the queue.
        await until(() => startedByOther.includes(2), "globex's job to run while acme's runs")
        expect(worker.started).toEqual([0])
        expect(startedByOther).toEqual([2])
        worker.open()
        await until(() => [...worker.started, ...startedByOther].includes(1), "acme's next job to run once its first ended")
      } finally {
        await other.stop()
      }
    },
  )
})
