import { type SQL, and, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { type FieldEquality, fieldEqualities, periodBound, searchText } from '../../../api/feature-rules'
import { keysetPage } from '../../../api/paging'
import type { FeatureList, FeatureListQuery } from '../../../api/schemas/features'
import type { Db } from '../../db/client'
import { features } from '../../db/schema'
import { afterKey, CursorId, readCursor } from '../paging'
import { risesOf } from './rising'
import { summaryRows, toSummary } from './views'

export type FeatureFilters = z.output<typeof FeatureListQuery>

/** A cursor holds the (score, id) of the page's last feature. */
const FeatureCursor = z.tuple([z.number(), CursorId])

/** The column of each field the list filters compare (matchesFieldFilters compares the same fields of a summary). */
const FILTER_COLUMNS = {
  theme_id: features.themeId,
  status: features.status,
  priority: features.priority,
  assignee_id: features.assigneeId,
} as const satisfies Record<FieldEquality['field'], unknown>

const equalityCondition = ({ field, value }: FieldEquality): SQL =>
  value === null ? isNull(FILTER_COLUMNS[field]) : eq(FILTER_COLUMNS[field], value)

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The feature has a linked mention (its own or of a feature merged into it) from the source and period asked. */
function hasMention(companyId: string, { source, from, to }: Pick<FeatureFilters, 'source' | 'from' | 'to'>): SQL {
  const conditions = [
    sql`m.company_id = ${companyId}`,
    sql`m.unlinked_at is null`,
    sql`(mf.id = ${features.id} or mf.merged_into_id = ${features.id})`,
    ...(source && source !== 'manual' ? [sql`fb.source = ${source}`] : []),
    ...(from ? [sql`fb.posted_at >= ${periodBound(from, false).toISOString()}`] : []),
    ...(to ? [sql`fb.posted_at <= ${periodBound(to, true).toISOString()}`] : []),
  ]
  return sql`exists (select 1 from mentions m join features mf on mf.id = m.feature_id join feedback fb on fb.id = m.feedback_id
    where ${sql.join(conditions, sql` and `)})`
}

/** Score, highest first: NULLS LAST as in features_listed_rank_idx (the column is never null), so the index serves it. */
export const byRank = sql`${features.score} desc nulls last`

/** One page of the company's listed (not merged) features, highest score first, then by id. */
export async function listFeatures(
  db: Db,
  companyId: string,
  filters: FeatureFilters,
  now = new Date(),
): Promise<FeatureList> {
  const conditions: SQL[] = [eq(features.companyId, companyId), isNull(features.mergedIntoId)]
  conditions.push(...fieldEqualities(filters).map(equalityCondition))
  const text = searchText(filters)
  if (text !== null) {
    const pattern = `%${escapeLike(text)}%`
    conditions.push(or(ilike(features.title, pattern), ilike(features.description, pattern))!)
  }
  if (filters.source === 'manual') conditions.push(eq(features.source, 'manual'))
  // A feature comes from a feedback source when it quotes a mention from it; from 'manual' when a person created it.
  if ((filters.source && filters.source !== 'manual') || filters.from || filters.to) {
    conditions.push(hasMention(companyId, filters))
  }
  const after = readCursor(filters.cursor, FeatureCursor)
  if (after) {
    const [score, id] = after
    conditions.push(afterKey([{ column: features.score, value: score, descending: true }, { column: features.id, value: id }]))
  }
  const rows = await summaryRows(db, and(...conditions)!, sql`order by ${byRank}, ${features.id} limit ${filters.limit + 1}`)
  const page = keysetPage(rows, filters.limit, (row) => [row.score, row.id])
  const rises = await risesOf(db, companyId, now, page.rows.map((row) => row.id))
  const items = page.rows.map((row) => toSummary(row, rises.get(row.id) ?? null))
  return { items, next_cursor: page.next_cursor }
}
