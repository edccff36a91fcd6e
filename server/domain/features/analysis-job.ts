import { and, eq, exists, isNull, lte, not, type SQL, sql, type SQLWrapper } from 'drizzle-orm'
import type { AnalysisWorkers } from '../../ai/workers/pool'
import { type Db, queryRows } from '../../db/client'
import { companies, feedback, gmailMailboxes, slackIntegrations } from '../../db/schema'
import { JobInterruptedError, type JobQueue, type QueueJob } from '../../jobs/queue'
import { analyseWaitingFeedback } from './analysis'

export const FEEDBACK_ANALYSIS_JOB = 'feedback-analysis'
export const FEEDBACK_ANALYSIS_DUE_JOB = 'feedback-analysis-due'
/**
 * How often the queue looks for companies with feedback waiting for analysis: feedback stored by a sync or an import
 * waits at most this; live feedback (requestAnalysis) does not wait for it.
 */
const DUE_CHECK_SECONDS = 5
/** A job analyses batches for at most this long, then queues its continuation. */
const BUDGET_MS = 60_000

export interface FeedbackAnalysisJobData {
  companyId: string
}

/**
 * The feedback pipeline as durable jobs: every few seconds each company with feedback waiting gets one analysis job
 * (one at a time per company), which works through the waiting feedback batch by batch. Wherever feedback comes from
 * (Slack sync, events, an export, the demo), it is picked up here. A provider failure fails the job, which is retried
 * with backoff while the feedback keeps waiting: nothing is lost. The pipeline runs on worker threads; an item that
 * fails on its own is set aside in the end (analysis.ts), so the rest of the company's feedback goes on.
 */
export function registerFeedbackAnalysisJobs(
  jobs: JobQueue,
  { db, workers: analysisWorkers }: { db: Db; workers: AnalysisWorkers },
  { workers }: { workers: boolean },
): void {
  jobs.define(FEEDBACK_ANALYSIS_JOB, { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireSeconds: 300 })
  jobs.define(FEEDBACK_ANALYSIS_DUE_JOB, { retryLimit: 0, retryDelaySeconds: 5, retryBackoff: false, expireSeconds: 60 })
  if (!workers) return
  jobs.work<FeedbackAnalysisJobData>(FEEDBACK_ANALYSIS_JOB, (job) => analyse(jobs, db, analysisWorkers, job))
  jobs.work(FEEDBACK_ANALYSIS_DUE_JOB, () => requestDueAnalyses(jobs, db))
  jobs.every(FEEDBACK_ANALYSIS_DUE_JOB, DUE_CHECK_SECONDS)
}

/**
 * Whether a Slack or Gmail sync of the company is running. The pipeline's CPU-bound batches would otherwise take turns
 * with a backfill's pages on the one JavaScript thread (and PGlite's one connection), slowing a 100,000-message
 * backfill from seconds to many minutes: the company's waiting feedback is analysed as soon as its syncs end.
 */
function syncRunning(db: Db, companyId: SQLWrapper | string): SQL {
  const slackSyncs = db
    .select({ id: slackIntegrations.id })
    .from(slackIntegrations)
    .where(
      and(
        eq(slackIntegrations.companyId, companyId),
        eq(slackIntegrations.syncState, 'running'),
        isNull(slackIntegrations.deletedAt),
      ),
    )
  const gmailSyncs = db
    .select({ id: gmailMailboxes.id })
    .from(gmailMailboxes)
    .where(
      and(
        eq(gmailMailboxes.companyId, companyId),
        eq(gmailMailboxes.syncState, 'running'),
        isNull(gmailMailboxes.deletedAt),
      ),
    )
  return sql`(${exists(slackSyncs)} or ${exists(gmailSyncs)})`
}

/**
 * Companies with feedback waiting for analysis, or whose last batch is due to be analysed again as a whole
 * (analysis.ts, CONSOLIDATE_AFTER_MS), and no sync running.
 */
export async function companiesDueForAnalysis(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: feedback.companyId })
    .from(feedback)
    .where(
      and(isNull(feedback.analysedAt), isNull(feedback.analysisSetAsideAt), not(syncRunning(db, feedback.companyId))),
    )
  const consolidating = await db
    .select({ companyId: companies.id })
    .from(companies)
    .where(and(lte(companies.analysisConsolidateAfter, sql`now()`), not(syncRunning(db, companies.id))))
  return [...new Set([...rows, ...consolidating].map((row) => row.companyId))]
}

async function requestDueAnalyses(jobs: JobQueue, db: Db): Promise<void> {
  for (const companyId of await companiesDueForAnalysis(db)) await requestAnalysis(jobs, companyId)
}

/**
 * Queues the company's analysis job now (at most one waits per company): for feedback that arrives live (a Slack
 * event), which would otherwise wait for the next due check.
 */
export async function requestAnalysis(jobs: JobQueue, companyId: string): Promise<void> {
  await jobs.send(FEEDBACK_ANALYSIS_JOB, { companyId } satisfies FeedbackAnalysisJobData, { singletonKey: companyId })
}

async function analyse(jobs: JobQueue, db: Db, analysisWorkers: AnalysisWorkers, job: QueueJob<FeedbackAnalysisJobData>) {
  const { companyId } = job.data
  const deadline = Date.now() + BUDGET_MS
  for (;;) {
    if (job.signal.aborted) throw new JobInterruptedError(`Analysis interrupted (${String(job.signal.reason)}).`)
    const outcome = await analyseWaitingFeedback(db, companyId, analysisWorkers, { signal: job.signal })
    if (!outcome.more) return
    // A sync that started meanwhile goes first; the due check queues this company again once it is over.
    const [sync] = await queryRows<{ running: boolean }>(db, sql`select ${syncRunning(db, companyId)} as running`)
    if (sync?.running) return
    if (Date.now() > deadline) {
      await requestAnalysis(jobs, companyId)
      return
    }
  }
}
