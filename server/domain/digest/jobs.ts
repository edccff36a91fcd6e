import type { JobQueue } from '../../jobs/queue'
import { sendDueDigests, type DigestDependencies } from './weekly-digest'

export const DIGEST_DUE_JOB = 'weekly-digest-due'

/** How often the scheduler looks for companies due their weekly summary. */
const DUE_CHECK_SECONDS = 60 * 60

/** The weekly summary emails; with `workers` this process checks every hour which companies are due one. */
export function registerDigestJobs(jobs: JobQueue, dependencies: DigestDependencies, { workers }: { workers: boolean }): void {
  // No retries: the companies were marked as done before their emails went out (see sendDueDigests).
  jobs.define(DIGEST_DUE_JOB, { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireSeconds: 900 })
  if (!workers) return
  jobs.work(DIGEST_DUE_JOB, async () => {
    await sendDueDigests(dependencies)
  })
  jobs.every(DIGEST_DUE_JOB, DUE_CHECK_SECONDS)
}
