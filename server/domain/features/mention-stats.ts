import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import type { FeedbackSource } from '../../db/schema'
import { countsByDay } from '../../../api/trends'

/**
 * Figures computed from the linked mentions (unlinked ones never count). A mention of a merged feature counts for the
 * feature it was merged into, its "owner".
 */

export interface MentionCounts {
  total: number
  slack: number
  email: number
  /** The source of the oldest linked mention. */
  firstSource: FeedbackSource
}

/** A Postgres uuid[] literal of ids that came from the database or were validated as UUIDs. */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`

/** Counts per owner feature, for these features (those without linked mentions are left out). */
export async function mentionCounts(db: Db, companyId: string, featureIds: readonly string[]): Promise<Map<string, MentionCounts>> {
  if (featureIds.length === 0) return new Map()
  const ids = uuidArray(featureIds)
  const rows = await queryRows<{ owner_id: string; total: number; slack: number; email: number; first_source: FeedbackSource }>(
    db,
    sql`select coalesce(mf.merged_into_id, mf.id) as owner_id,
          count(*)::int as total,
          (count(*) filter (where fb.source = 'slack'))::int as slack,
          (count(*) filter (where fb.source = 'email'))::int as email,
          (array_agg(fb.source order by fb.posted_at, fb.id))[1] as first_source
        from features mf
        join mentions m on m.feature_id = mf.id and m.unlinked_at is null
        join feedback fb on fb.id = m.feedback_id
        where mf.company_id = ${companyId} and (mf.id = any(${ids}) or mf.merged_into_id = any(${ids}))
        group by 1`,
  )
  return new Map(
    rows.map((row) => [row.owner_id, { total: row.total, slack: row.slack, email: row.email, firstSource: row.first_source }]),
  )
}

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
