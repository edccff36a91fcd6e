import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app'
import { gatedWorker as startGatedWorker, until } from '../testing/gated-worker'
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

/** A started queue with a gated worker for `name` (gatedWorker), as the test's queue. */
async function gatedWorker(name: string) {
  const worker = await startGatedWorker(testApp.database, name)
  jobs = worker.queue
  return worker
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
})
