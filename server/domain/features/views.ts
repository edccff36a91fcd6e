import { type SQL, and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { ErrorDetail } from '../../../api/schemas/error'
import type { FeatureDetail, FeatureSummary, Rise, ScoreExplanation } from '../../../api/schemas/features'
import { type Db, queryRows } from '../../db/client'
import { featureHistory, features, feedback, mentions } from '../../db/schema'
import { DomainError } from '../errors'
import { risesOf } from './rising'

/** Features as the API shows them, read for one company. */

const RECENT_FEEDBACK = 20

/** A feature row with its assignee, as the list and the detail read it. */
interface SummaryRow {
  id: string
  title: string
  description: string
  theme_id: string | null
  theme_placed_by: 'ai' | 'person' | null
  theme_confidence: number | null
  suggested_theme_id: string | null
  suggested_theme_name: string | null
  suggested_theme_confidence: number | null
  status: FeatureSummary['status']
  priority: FeatureSummary['priority']
  score: number
  source: 'ai' | 'manual'
  tags: string[]
  total_mentions: number
  slack_mentions: number
  email_mentions: number
  first_mention_source: FeatureSummary['source'] | null
  created_at: Date
  updated_at: Date
  assignee_id: string | null
  assignee_first_name: string | null
  assignee_last_name: string | null
}

/**
 * The summary rows matching `where` (conditions on `features`), then `rest` (order, limit). Raw SQL rather than the
 * query builder: on the feature list, the hottest read, building and mapping the query cost more than running it.
 */
export function summaryRows(db: Db, where: SQL, rest: SQL = sql``): Promise<SummaryRow[]> {
  return queryRows<SummaryRow>(db, summaryQuery(where, rest))
}

/** The query of summaryRows. */
export function summaryQuery(where: SQL, rest: SQL = sql``): SQL {
  return sql`select features.id, features.title, features.description, features.theme_id, features.theme_placed_by,
          features.theme_confidence, features.suggested_theme_id, suggested.name as suggested_theme_name,
          features.suggested_theme_confidence, features.status, features.priority,
          features.score, features.source, features.tags, features.total_mentions, features.slack_mentions,
          features.email_mentions, features.first_mention_source, features.created_at, features.updated_at,
          users.id as assignee_id, users.first_name as assignee_first_name, users.last_name as assignee_last_name
        from features left join users on users.id = features.assignee_id
          left join themes suggested on suggested.id = features.suggested_theme_id
            and suggested.status in ('active', 'planning')
        where ${where} ${rest}`
}

/** The feature as the list shows it; `rise` from risesOf. */
export function toSummary(row: SummaryRow, rise: Rise | null): FeatureSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    theme_id: row.theme_id,
    // The AI's confidence stays shown while the AI's placement stands; a person's choice needs none.
    theme_confidence: row.theme_id !== null && row.theme_placed_by === 'ai' ? row.theme_confidence : null,
    suggested_theme:
      row.theme_id === null && row.suggested_theme_id !== null && row.suggested_theme_name !== null
        ? { id: row.suggested_theme_id, name: row.suggested_theme_name, confidence: row.suggested_theme_confidence ?? 0 }
        : null,
    status: row.status,
    priority: row.priority,
    score: row.score,
    total_mentions: row.total_mentions,
    slack_mentions: row.slack_mentions,
    email_mentions: row.email_mentions,
    assignee:
      row.assignee_id === null
        ? null
        : { id: row.assignee_id, first_name: row.assignee_first_name ?? '', last_name: row.assignee_last_name ?? '' },
    source: row.source === 'manual' ? 'manual' : (row.first_mention_source ?? 'manual'),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    tags: row.tags,
    rising: rise,
  }
}

/** The stored explanation (api/feature-scoring.ts) as the API shows it. */
function toExplanation(stored: Record<string, unknown> | null): ScoreExplanation | null {
  if (!stored) return null
  const { summary, factors } = stored as { summary: string; factors: ScoreExplanation['factors'] }
  return {
    summary,
    factors: factors.map(({ key, value, weight, points, sentence }) => ({ key, value, weight, points, sentence })),
  }
}

/** One feature in full; 404 when the company has no such feature. */
export async function featureDetail(db: Db, companyId: string, id: string, now = new Date()): Promise<FeatureDetail> {
  const [row] = await summaryRows(db, and(eq(features.companyId, companyId), eq(features.id, id))!)
  if (!row) throw new DomainError('not_found', ErrorDetail.featureNotFound)
  const into = alias(features, 'merged_into')
  const [[extra], merged, quotes, history, rises] = await Promise.all([
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
    risesOf(db, companyId, now, [id]),
  ])
  return {
    ...toSummary(row, rises.get(id) ?? null),
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
