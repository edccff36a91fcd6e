import type { JobQueue } from '../../jobs/queue'
import { sendAlertEmails } from './alerts'
import type { NotificationEmailDependencies } from './send-all'
import { sendDueDigests } from './weekly-digest'

export const DIGEST_DUE_JOB = 'weekly-digest-due'
export const ALERT_EMAILS_JOB = 'notification-emails'

/** How often the scheduler looks for companies due their weekly summary. */
const DIGEST_CHECK_SECONDS = 60 * 60
/** How often new notifications are emailed: an alert is at most this late. */
const ALERT_CHECK_SECONDS = 60

/**
 * The emails behind the "Email notifications" preference: the weekly summary, and alerts of each member's new
 * notifications. With `workers` this process sends them.
 */
export function registerNotificationEmailJobs(
  jobs: JobQueue,
  dependencies: NotificationEmailDependencies,
  { workers }: { workers: boolean },
): void {
  // No retries: what a pass sends is marked as sent before it goes out (see sendDueDigests and sendAlertEmails).
  const once = { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireSeconds: 900 }
  jobs.define(DIGEST_DUE_JOB, once)
  jobs.define(ALERT_EMAILS_JOB, once)
  if (!workers) return
  jobs.work(DIGEST_DUE_JOB, async () => {
    await sendDueDigests(dependencies)
  })
  jobs.work(ALERT_EMAILS_JOB, async () => {
    await sendAlertEmails(dependencies)
  })
  jobs.every(DIGEST_DUE_JOB, DIGEST_CHECK_SECONDS)
  jobs.every(ALERT_EMAILS_JOB, ALERT_CHECK_SECONDS)
}
