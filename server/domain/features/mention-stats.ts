import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import { countsByDay } from '../../../api/trends'

/**
 * Figures computed from the linked mentions (unlinked ones never count). A mention of a merged feature counts for the
 * feature it was merged into, its "owner". (Each feature's own totals are kept on it by rescoreFeatures.)
 */

/** A Postgres uuid[] literal of ids that came from the database or were validated as UUIDs. */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`

/** Linked mentions per day of `days` (UTC dates, oldest first), per owner feature or per the owner's theme. */
export async function dailyCounts(
  db: Db,
  companyId: string,
  { by, ids, days }: { by: 'feature' | 'theme'; ids: readonly string[]; days: readonly string[] },
): Promise<Map<string, number[]>> {
  if (ids.length === 0) return new Map()
  const key = by === 'feature' ? sql`owner.id` : sql`owner.theme_id`
  const rows = await queryRows<{ key: string; day: string; count: number }>(
    db,
    sql`select ${key} as key, to_char(fb.posted_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
        from mentions m
        join features mf on mf.id = m.feature_id
        join features owner on owner.id = coalesce(mf.merged_into_id, mf.id)
        join feedback fb on fb.id = m.feedback_id
        where m.company_id = ${companyId} and m.unlinked_at is null and fb.posted_at >= ${`${days[0]}T00:00:00Z`}
          and ${key} = any(${uuidArray(ids)})
        group by 1, 2`,
  )
  return new Map(ids.map((id) => [id, countsByDay(days, rows.filter((row) => row.key === id))]))
}

/** All linked mentions of the company, and those posted since `weekStart`. */
export async function requestTotals(db: Db, companyId: string, weekStart: Date): Promise<{ total: number; thisWeek: number }> {
  const [row] = await queryRows<{ total: number; this_week: number }>(
    db,
    sql`select count(*)::int as total, (count(*) filter (where fb.posted_at >= ${weekStart.toISOString()}))::int as this_week
        from mentions m join feedback fb on fb.id = m.feedback_id
        where m.company_id = ${companyId} and m.unlinked_at is null`,
  )
  return { total: row?.total ?? 0, thisWeek: row?.this_week ?? 0 }
}
