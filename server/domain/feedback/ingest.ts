import { type FeedbackIngestResponse, judgeFeedbackItems } from '../../../api/schemas/feedback-api'
import type { Db } from '../../db/client'
import type { JobQueue } from '../../jobs/queue'
import { requestAnalysis } from '../features/analysis-job'
import { type ExternalFeedbackSource, storeExternalFeedback } from './repository'

/**
 * Feedback other tools send: each item judged alone (api/schemas/feedback-api.ts), the good ones stored exactly once
 * (storeExternalFeedback, the same table and rules as Slack and Gmail feedback) and, when any is new, the company's
 * analysis queued at once, as for a Slack message that arrives live.
 */
export function createFeedbackIngest({ db, jobs }: { db: Db; jobs: JobQueue }) {
  return async function ingest(
    companyId: string,
    source: ExternalFeedbackSource,
    items: readonly unknown[],
  ): Promise<FeedbackIngestResponse> {
    const { accepted, refused } = judgeFeedbackItems(items)
    const { stored, alreadyStored } = await storeExternalFeedback(db, companyId, source, accepted)
    if (stored.length > 0) await requestAnalysis(jobs, companyId)
    const view = ({ index, externalId, id }: (typeof stored)[number]) => ({ index, external_id: externalId, id })
    return { stored: stored.map(view), already_stored: alreadyStored.map(view), refused }
  }
}
