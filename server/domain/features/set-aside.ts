import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { feedback, type FeedbackSource } from '../../db/schema'

/** How much of a set-aside message is shown to admins (the whole message stays stored). */
const EXCERPT_CHARS = 280
/** The most set-aside items listed (the latest first). */
const LIST_LIMIT = 200

export interface SetAsideItem {
  id: string
  source: FeedbackSource
  channelName: string | null
  authorName: string | null
  excerpt: string
  postedAt: Date
  setAsideAt: Date
  reason: string
  attempts: number
}

/** The company's feedback set aside as "could not be analysed" (analysis-failures.ts), the latest first. */
export async function listSetAsideFeedback(db: Db, companyId: string): Promise<SetAsideItem[]> {
  const rows = await db
    .select({
      id: feedback.id,
      source: feedback.source,
      channelName: feedback.channelName,
      authorName: feedback.authorName,
      excerpt: feedback.text,
      postedAt: feedback.postedAt,
      setAsideAt: feedback.analysisSetAsideAt,
      reason: feedback.analysisError,
      attempts: feedback.analysisFailures,
    })
    .from(feedback)
    .where(and(eq(feedback.companyId, companyId), isNotNull(feedback.analysisSetAsideAt)))
    .orderBy(desc(feedback.analysisSetAsideAt), desc(feedback.id))
    .limit(LIST_LIMIT)
  return rows.map((row) => ({
    ...row,
    excerpt: row.excerpt.slice(0, EXCERPT_CHARS),
    setAsideAt: row.setAsideAt as Date,
    reason: row.reason ?? 'Its analysis failed.',
  }))
}

/**
 * Sends a set-aside item back to wait for analysis with a clean slate (its failures forgotten); the analysis job picks
 * it up within seconds. False when the company has no such set-aside item.
 */
export async function retryAnalysis(db: Db, companyId: string, feedbackId: string): Promise<boolean> {
  const updated = await db
    .update(feedback)
    .set({ analysisSetAsideAt: null, analysisFailures: 0, analysisError: null })
    .where(and(eq(feedback.companyId, companyId), eq(feedback.id, feedbackId), isNotNull(feedback.analysisSetAsideAt)))
    .returning({ id: feedback.id })
  return updated.length > 0
}
