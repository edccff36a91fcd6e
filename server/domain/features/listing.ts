import { type SQL, and, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { keysetPage } from '../../../api/paging'
import type { FeatureList, FeatureListQuery } from '../../../api/schemas/features'
import type { Db } from '../../db/client'
import { features } from '../../db/schema'
import { afterKey, CursorId, readCursor } from '../paging'
import { summaryRows, toSummary } from './views'

export type FeatureFilters = z.output<typeof FeatureListQuery>

/** A cursor holds the (score, id) of the page's last feature. */
const FeatureCursor = z.tuple([z.number(), CursorId])

/** A date alone means the whole day: `from` its start, `to` its end. */
const bound = (value: string, end: boolean) => new Date(value.length === 10 ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : value)

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The feature has a linked mention (its own or of a feature merged into it) from the source and period asked. */
function hasMention(companyId: string, { source, from, to }: Pick<FeatureFilters, 'source' | 'from' | 'to'>): SQL {
  const conditions = [
    sql`m.company_id = ${companyId}`,
    sql`m.unlinked_at is null`,
    sql`(mf.id = ${features.id} or mf.merged_into_id = ${features.id})`,
    ...(source === 'slack' || source === 'email' ? [sql`fb.source = ${source}`] : []),
    ...(from ? [sql`fb.posted_at >= ${bound(from, false).toISOString()}`] : []),
    ...(to ? [sql`fb.posted_at <= ${bound(to, true).toISOString()}`] : []),
  ]
  return sql`exists (select 1 from mentions m join features mf on mf.id = m.feature_id join feedback fb on fb.id = m.feedback_id
    where ${sql.join(conditions, sql` and `)})`
}

/** Score, highest first: NULLS LAST as in features_listed_rank_idx (the column is never null), so the index serves it. */
export const byRank = sql`${features.score} desc nulls last`

/** One page of the company's listed (not merged) features, highest score first, then by id. */
export async function listFeatures(db: Db, companyId: string, filters: FeatureFilters): Promise<FeatureList> {
  const conditions: SQL[] = [eq(features.companyId, companyId), isNull(features.mergedIntoId)]
  if (filters.theme_id === 'none') conditions.push(isNull(features.themeId))
  else if (filters.theme_id) conditions.push(eq(features.themeId, filters.theme_id))
  if (filters.status) conditions.push(eq(features.status, filters.status))
  if (filters.priority) conditions.push(eq(features.priority, filters.priority))
  if (filters.assignee_id) conditions.push(eq(features.assigneeId, filters.assignee_id))
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`
    conditions.push(or(ilike(features.title, pattern), ilike(features.description, pattern))!)
  }
  if (filters.source === 'manual') conditions.push(eq(features.source, 'manual'))
  if (filters.source === 'slack' || filters.source === 'email' || filters.from || filters.to) {
    conditions.push(hasMention(companyId, filters))
  }
  const after = readCursor(filters.cursor, FeatureCursor)
  if (after) {
    const [score, id] = after
    conditions.push(afterKey([{ column: features.score, value: score, descending: true }, { column: features.id, value: id }]))
  }
  const rows = await summaryRows(db, and(...conditions)!, sql`order by ${byRank}, ${features.id} limit ${filters.limit + 1}`)
  const page = keysetPage(rows, filters.limit, (row) => [row.score, row.id])
  return { items: page.rows.map(toSummary), next_cursor: page.next_cursor }
}
