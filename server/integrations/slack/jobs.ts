import type { JobQueue } from '../../jobs/queue'
import { SLACK_EVENT_JOB, type SlackEventJobData, type SlackEvents } from './events'
import { SLACK_SYNC_DUE_JOB, SLACK_SYNC_JOB, type SlackSync, type SlackSyncJobData } from './sync'

/** How often the scheduler looks for integrations due an automatic sync (each is synced every interval). */
const DUE_CHECK_SECONDS = 60

/**
 * The Slack queues and their policies; with `workers` this process also runs them: syncs (one at a time), realtime
 * events (next to syncs, so they are stored within seconds), and the periodic check for integrations due a sync.
 */
export function registerSlackJobs(
  jobs: JobQueue,
  { sync, events }: { sync: SlackSync; events: SlackEvents },
  { workers, syncIntervalMinutes }: { workers: boolean; syncIntervalMinutes: number },
): void {
  // A sync job works at most its budget (60 s) then queues its continuation: 5 minutes of expiry is ample, and is
  // how long a job of a worker that died waits before another worker takes it over (PostgreSQL).
  jobs.define(SLACK_SYNC_JOB, { retryLimit: 8, retryDelaySeconds: 15, retryBackoff: true, expireSeconds: 300 })
  jobs.define(SLACK_EVENT_JOB, { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, expireSeconds: 120 })
  jobs.define(SLACK_SYNC_DUE_JOB, { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireSeconds: 300 })
  if (!workers) return
  jobs.work<SlackSyncJobData>(SLACK_SYNC_JOB, (job) => sync.run(job))
  jobs.work<SlackEventJobData>(SLACK_EVENT_JOB, (job) => events.handle(job))
  jobs.work(SLACK_SYNC_DUE_JOB, async () => {
    await sync.requestDue(syncIntervalMinutes)
    await events.forgetOldEventIds()
  })
  jobs.every(SLACK_SYNC_DUE_JOB, DUE_CHECK_SECONDS)
}
