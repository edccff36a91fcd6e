import { type SQL, and, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm'
import { ErrorDetail } from '../../../api/schemas/error'
import type { FeatureList, FeatureListQuery } from '../../../api/schemas/features'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { features } from '../../db/schema'
import { DomainError } from '../errors'
import { summaryRows, toSummary } from './views'

export type FeatureFilters = z.output<typeof FeatureListQuery>

/** The cursor is the (score, id) of the last feature of the page, base64url JSON; the next page starts after it. */
function encodeCursor(score: number, id: string): string {
  return Buffer.from(JSON.stringify([score, id])).toString('base64url')
}

function decodeCursor(cursor: string): { score: number; id: string } {
  try {
    const [score, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[]
    if (typeof score === 'number' && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { score, id }
  } catch {
    // Falls through to the error below.
  }
  throw new DomainError('invalid', ErrorDetail.invalidCursor)
}

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
  if (filters.cursor) {
    const after = decodeCursor(filters.cursor)
    conditions.push(or(lt(features.score, after.score), and(eq(features.score, after.score), sql`${features.id} > ${after.id}`))!)
  }
  const rows = await summaryRows(db, and(...conditions)!, sql`order by ${byRank}, ${features.id} limit ${filters.limit + 1}`)
  const page = rows.slice(0, filters.limit)
  const last = page.at(-1)
  return {
    items: page.map(toSummary),
    next_cursor: rows.length > filters.limit && last ? encodeCursor(last.score, last.id) : null,
  }
}
