import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatedWorker, until } from '../testing/gated-worker'
import { createTestApp, type TestApp } from '../testing/test-app'
import { createJobQueue, type JobQueue } from './queue'

const serverUrl = process.env.HEADWAY_TEST_DATABASE_URL

// PostgreSQL only: two queues on one database are two worker processes, while the embedded database has a single
// process by construction (server/db/data-dir-lock.ts). scripts/test.sh runs this file in the PostgreSQL pass only.
describe.runIf(serverUrl)('the job queue of several processes (pg-boss on PostgreSQL)', () => {
  let testApp: TestApp
  const queues: JobQueue[] = []
  // The app's own queue stops: the test starts two queues of its own on the app's database.
  beforeAll(async () => {
    testApp = await createTestApp()
    await testApp.app.jobs.stop()
  })
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()))
    await testApp?.close()
  })

  it("runs another key's job while a key's job runs and that key's next one waits ahead of it", async () => {
    const worker = await gatedWorker(testApp.database, 'queue-test-keys')
    queues.push(worker.queue)
    const other = createJobQueue(testApp.database, { error: () => undefined, warn: () => undefined }, { pollIntervalMs: 500 })
    queues.push(other)
    const startedByOther: number[] = []
    other.define('queue-test-keys', { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireSeconds: 60 })
    other.work<{ n: number }>('queue-test-keys', async (job) => {
      startedByOther.push(job.data.n)
    })
    const jobs = worker.queue
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
  }, 60_000)
})
