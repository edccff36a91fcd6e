import type { JobQueue } from '../../jobs/queue'
import type { TrackerService } from './service'

/** Refreshes every link of one connection from the tracker (data: the connection's id). */
export const TRACKER_RECONCILE_JOB = 'tracker.reconcile'
/** The periodic tick that queues a reconcile of every connection, and forgets old webhook deliveries. */
export const TRACKER_RECONCILE_DUE_JOB = 'tracker.reconcile-due'
/** How often every link is refreshed, for the webhooks that never came. */
export const RECONCILE_INTERVAL_SECONDS = 15 * 60

interface ReconcileJobData {
  connectionId: string
}

/**
 * The trackers' queues: a reconcile per connection (one at a time per connection; GitHub failing is retried with
 * backoff, GitHub asking to slow down queues the reconcile again after its Retry-After), and the periodic tick.
 */
export function registerTrackerJobs(jobs: JobQueue, trackers: TrackerService, { workers }: { workers: boolean }): void {
  jobs.define(TRACKER_RECONCILE_JOB, { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireSeconds: 300 })
  jobs.define(TRACKER_RECONCILE_DUE_JOB, { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireSeconds: 120 })
  if (!workers) return
  jobs.work<ReconcileJobData>(TRACKER_RECONCILE_JOB, async (job) => {
    const slowDown = await trackers.reconcile(job.data.connectionId)
    if (slowDown) {
      await jobs.send(TRACKER_RECONCILE_JOB, job.data, {
        singletonKey: job.data.connectionId,
        startAfterSeconds: slowDown.retryAfterSeconds,
      })
    }
  })
  jobs.work(TRACKER_RECONCILE_DUE_JOB, async () => {
    for (const connectionId of await trackers.reconcilable()) {
      await jobs.send(TRACKER_RECONCILE_JOB, { connectionId }, { singletonKey: connectionId })
    }
    await trackers.forgetOldDeliveries()
  })
  jobs.every(TRACKER_RECONCILE_DUE_JOB, RECONCILE_INTERVAL_SECONDS)
}
