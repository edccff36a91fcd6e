import type { Database } from '../db/client'
import { createJobQueue, type JobQueue } from '../jobs/queue'

/** Waits until `condition` holds, checking every 20 ms; fails after `timeoutMs`, naming `what` it waited for. */
export async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}.`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * A started queue on `database` (as a process of its own would have) with a worker for `name` whose handlers wait
 * until `open()`; it records every job it starts. Stop `queue` when done.
 */
export async function gatedWorker(database: Database, name: string): Promise<{ queue: JobQueue; started: number[]; open: () => void }> {
  const started: number[] = []
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const queue = createJobQueue(database, { error: () => undefined, warn: () => undefined }, { pollIntervalMs: 500 })
  queue.define(name, { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireSeconds: 60 })
  queue.work<{ n: number }>(name, async (job) => {
    started.push(job.data.n)
    await gate
  })
  await queue.start()
  return { queue, started, open }
}
