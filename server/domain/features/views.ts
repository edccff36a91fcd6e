import { and, asc, desc, eq, isNull, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { ErrorDetail } from '../../../api/schemas/error'
import type { FeatureDetail, FeatureSummary, ScoreExplanation } from '../../../api/schemas/features'
import type { Db } from '../../db/client'
import { featureHistory, features, feedback, mentions, users } from '../../db/schema'
import { DomainError } from '../errors'
import { mentionCounts } from './mention-stats'

/** Features as the API shows them, read for one company. */

const RECENT_FEEDBACK = 20

const summaryColumns = {
  id: features.id,
  title: features.title,
  description: features.description,
  themeId: features.themeId,
  status: features.status,
  priority: features.priority,
  score: features.score,
  source: features.source,
  tags: features.tags,
  createdAt: features.createdAt,
  updatedAt: features.updatedAt,
  assigneeId: users.id,
  assigneeFirstName: users.firstName,
  assigneeLastName: users.lastName,
}

/** A select of the summary columns (with the assignee); add where/order/limit. */
export const selectSummaryRows = (db: Db) =>
  db.select(summaryColumns).from(features).leftJoin(users, eq(users.id, features.assigneeId))

type SummaryRow = Awaited<ReturnType<typeof selectSummaryRows>>[number]

/** The rows with their mention counts, in the order given. */
export async function toSummaries(db: Db, companyId: string, rows: readonly SummaryRow[]): Promise<FeatureSummary[]> {
  const counts = await mentionCounts(
    db,
    companyId,
    rows.map((row) => row.id),
  )
  return rows.map((row) => {
    const count = counts.get(row.id)
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      theme_id: row.themeId,
      status: row.status as FeatureSummary['status'],
      priority: row.priority as FeatureSummary['priority'],
      score: row.score,
      total_mentions: count?.total ?? 0,
      slack_mentions: count?.slack ?? 0,
      email_mentions: count?.email ?? 0,
      assignee:
        row.assigneeId === null
          ? null
          : { id: row.assigneeId, first_name: row.assigneeFirstName ?? '', last_name: row.assigneeLastName ?? '' },
      source: row.source === 'manual' || !count ? 'manual' : count.firstSource,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      tags: row.tags,
    }
  })
}

/** The stored explanation (server/ai/score.ts) as the API shows it. */
function toExplanation(stored: Record<string, unknown> | null): ScoreExplanation | null {
  if (!stored) return null
  const { summary, factors } = stored as { summary: string; factors: ScoreExplanation['factors'] }
  return {
    summary,
    factors: factors.map(({ key, value, weight, points, sentence }) => ({ key, value, weight, points, sentence })),
  }
}

/** One feature in full; 404 when the company has no such feature. */
export async function featureDetail(db: Db, companyId: string, id: string): Promise<FeatureDetail> {
  const [row] = await selectSummaryRows(db).where(and(eq(features.companyId, companyId), eq(features.id, id)))
  if (!row) throw new DomainError('not_found', ErrorDetail.featureNotFound)
  const into = alias(features, 'merged_into')
  const [[extra], merged, quotes, history] = await Promise.all([
    db
      .select({
        fullDescription: features.fullDescription,
        scoreExplanation: features.scoreExplanation,
        competitors: features.competitors,
        intoId: into.id,
        intoTitle: into.title,
      })
      .from(features)
      .leftJoin(into, eq(into.id, features.mergedIntoId))
      .where(eq(features.id, id)),
    db
      .select({ id: features.id, title: features.title })
      .from(features)
      .where(and(eq(features.companyId, companyId), eq(features.mergedIntoId, id)))
      .orderBy(asc(features.createdAt), asc(features.id)),
    db
      .select({
        id: feedback.id,
        author: feedback.authorName,
        company: feedback.authorCompany,
        message: feedback.text,
        timestamp: feedback.postedAt,
        source: feedback.source,
        permalink: feedback.permalink,
      })
      .from(mentions)
      .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
      .innerJoin(features, eq(features.id, mentions.featureId))
      .where(
        and(
          eq(mentions.companyId, companyId),
          isNull(mentions.unlinkedAt),
          or(eq(features.id, id), eq(features.mergedIntoId, id)),
        ),
      )
      .orderBy(desc(feedback.postedAt), asc(feedback.id))
      .limit(RECENT_FEEDBACK),
    db
      .select()
      .from(featureHistory)
      .where(and(eq(featureHistory.companyId, companyId), eq(featureHistory.featureId, id)))
      .orderBy(asc(featureHistory.id)),
  ])
  const [summary] = await toSummaries(db, companyId, [row])
  return {
    ...summary!,
    full_description: extra!.fullDescription,
    score_explanation: toExplanation(extra!.scoreExplanation),
    recent_feedback: quotes.map((quote) => ({
      ...quote,
      author: quote.author ?? 'Unknown',
      timestamp: quote.timestamp.toISOString(),
    })),
    competitors: extra!.competitors,
    history: history.map((entry) => ({
      kind: entry.kind,
      from: entry.fromValue,
      to: entry.toValue,
      by: entry.actorName ?? 'AI',
      at: entry.createdAt.toISOString(),
    })),
    merged_from: merged,
    merged_into: extra!.intoId === null || extra!.intoTitle === null ? null : { id: extra!.intoId, title: extra!.intoTitle },
  }
}
