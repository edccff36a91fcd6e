import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app'
import { createJobQueue, type JobQueue, type QueueDefinition, type QueueJob } from './queue'

const QUEUE = 'stop-test'
const DEFINITION: QueueDefinition = { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, expireSeconds: 600 }
const quiet = { error: () => undefined, warn: () => undefined }

describe('stopping a job queue while a handler ignores its signal', () => {
  let testApp: TestApp | undefined
  const queues: JobQueue[] = []
  let release: () => void = () => undefined
  afterAll(async () => {
    release()
    for (const made of queues) await made.stop(0)
    await testApp?.close()
  })

  function queue(handler: (job: QueueJob<unknown>) => Promise<void>): JobQueue {
    const created = createJobQueue(testApp!.database, quiet, { pollIntervalMs: 500 })
    created.define(QUEUE, DEFINITION)
    created.work(QUEUE, handler)
    queues.push(created)
    return created
  }

  it('ends within its grace period and gives the job back; the next process runs it, not counted as a failure', async () => {
    // The test app's database (PGlite, or PostgreSQL with HEADWAY_TEST_DATABASE_URL); its own queue has no handler here.
    testApp = await createTestApp()
    const stuck = new Promise<void>((resolve) => (release = resolve))
    let started!: () => void
    const running = new Promise<void>((resolve) => (started = resolve))
    const first = queue(async () => {
      started()
      await stuck // never looks at its signal, as a handler waiting on something that never answers
    })
    await first.start()
    await first.send(QUEUE, { n: 1 }, { singletonKey: 'one' })
    await running
    const stopStarted = performance.now()
    await first.stop(300)
    // Generous against a loaded machine: the point is that it ends at all (before, it waited for the handler).
    expect(performance.now() - stopStarted).toBeLessThan(10_000)

    const runs: QueueJob<unknown>[] = []
    const second = queue(async (job) => {
      runs.push(job)
    })
    await second.start()
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(runs.map(({ data, retryCount }) => ({ data, retryCount }))).toEqual([{ data: { n: 1 }, retryCount: 0 }])
  })
})
