import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { scoreFeature, type ScoredMention } from '../../ai'
import type { Db } from '../../db/client'
import { type FeedbackSource, features, feedback, mentions } from '../../db/schema'

/**
 * Recomputes the score, priority (unless a person set it), explanation and mention counts of these features of the
 * company from their linked mentions (a merged feature's mentions also count for the feature it was merged into).
 */
export async function rescoreFeatures(db: Db, companyId: string, featureIds: readonly string[], now: Date): Promise<void> {
  if (featureIds.length === 0) return
  const merged = await db
    .select({ id: features.id, into: features.mergedIntoId })
    .from(features)
    .where(and(eq(features.companyId, companyId), inArray(features.mergedIntoId, [...featureIds])))
  const countsFor = new Map<string, string>(merged.map((row) => [row.id, row.into!]))
  const rows = await db
    .select({
      featureId: mentions.featureId,
      feedbackId: mentions.feedbackId,
      authorId: feedback.authorId,
      authorCompany: feedback.authorCompany,
      source: feedback.source,
      postedAt: feedback.postedAt,
      urgency: mentions.urgency,
      urgencyCues: mentions.urgencyCues,
    })
    .from(mentions)
    .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
    .where(
      and(
        eq(mentions.companyId, companyId),
        inArray(mentions.featureId, [...featureIds, ...countsFor.keys()]),
        isNull(mentions.unlinkedAt),
      ),
    )
  const byFeature = new Map<string, ScoredMention[]>(featureIds.map((id) => [id, []]))
  // Oldest first, so the first mention of each feature gives its source.
  rows.sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime() || (a.feedbackId < b.feedbackId ? -1 : 1))
  for (const row of rows) {
    const scored: ScoredMention = {
      customerId: row.authorId,
      companyId: row.authorCompany,
      source: row.source,
      createdAt: row.postedAt,
      urgency: row.urgency,
      urgencyCues: row.urgencyCues as ScoredMention['urgencyCues'],
    }
    const owner = countsFor.get(row.featureId)
    // A merged feature being rescored keeps its own figures (it is out of the list, but can still be opened).
    byFeature.get(row.featureId)?.push(scored)
    if (owner) byFeature.get(owner)?.push(scored)
  }
  for (const [featureId, scored] of byFeature) {
    const { score, priority, explanation } = scoreFeature(scored, { now })
    await db
      .update(features)
      .set({
        score,
        totalMentions: scored.length,
        slackMentions: scored.filter((mention) => mention.source === 'slack').length,
        emailMentions: scored.filter((mention) => mention.source === 'email').length,
        firstMentionSource: (scored[0]?.source as FeedbackSource | undefined) ?? null,
        priority: sql`case when ${features.prioritySetBy} = 'person' then ${features.priority} else ${priority} end`,
        scoreExplanation: explanation as unknown as Record<string, unknown>,
        updatedAt: now,
      })
      .where(and(eq(features.companyId, companyId), eq(features.id, featureId)))
  }
}
