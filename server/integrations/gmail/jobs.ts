import type { JobQueue } from '../../jobs/queue'
import { GMAIL_SYNC_DUE_JOB, GMAIL_SYNC_JOB, type GmailSync, type GmailSyncJobData } from './sync'

/** How often the scheduler looks for mailboxes due an automatic sync (each is synced every interval). */
const DUE_CHECK_SECONDS = 60

/**
 * The Gmail queues and their policies, as Slack's; with `workers` this process also runs them: syncs, and the periodic
 * check for mailboxes due a sync.
 */
export function registerGmailJobs(
  jobs: JobQueue,
  sync: GmailSync,
  { workers, syncIntervalMinutes }: { workers: boolean; syncIntervalMinutes: number },
): void {
  // A sync job works at most its budget (60 s) then queues its continuation; 5 minutes of expiry is ample.
  jobs.define(GMAIL_SYNC_JOB, { retryLimit: 8, retryDelaySeconds: 15, retryBackoff: true, expireSeconds: 300 })
  jobs.define(GMAIL_SYNC_DUE_JOB, { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireSeconds: 300 })
  if (!workers) return
  jobs.work<GmailSyncJobData>(GMAIL_SYNC_JOB, (job) => sync.run(job))
  jobs.work(GMAIL_SYNC_DUE_JOB, async () => {
    await sync.requestDue(syncIntervalMinutes)
  })
  jobs.every(GMAIL_SYNC_DUE_JOB, DUE_CHECK_SECONDS)
}
