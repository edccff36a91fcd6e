import { type SQL, sql } from 'drizzle-orm'
import { BASELINE_WEEKS, MIN_COUNT, RISING_WEEK_MS, baselineWeeksSince, riseOf } from '../../../api/rising'
import type { Rise } from '../../../api/schemas/features'
import { type Db, queryRows } from '../../db/client'
import { uuidArray } from './mention-stats'

/** What is rising (the rule is api/rising.ts), from the stored mentions: a mention counts for its owner feature. */

interface HistoryRow {
  by: 'feature' | 'theme'
  id: string
  this_week: number
  baseline: number
  first_at: string | Date
}

export interface Rises {
  /** Rising owner features, by id. */
  features: Map<string, Rise>
  /** Rising themes (a theme's mentions are those of its features), by id. */
  themes: Map<string, Rise>
}

/**
 * The rises of the company's features (and themes) as of `now`, in one grouped query: per owner feature and per its
 * theme, the linked mentions of the last 7 days, of the BASELINE_WEEKS weeks before, and the first one ever. Only
 * those with MIN_COUNT mentions this week come back, the others cannot rise. `featureIds` limits it to those features.
 */
export async function risesOf(db: Db, companyId: string, now: Date, featureIds?: readonly string[]): Promise<Rises> {
  const rises: Rises = { features: new Map(), themes: new Map() }
  if (featureIds?.length === 0) return rises
  const weekStart = new Date(now.getTime() - RISING_WEEK_MS).toISOString()
  const baselineStart = new Date(now.getTime() - (BASELINE_WEEKS + 1) * RISING_WEEK_MS).toISOString()
  const thisWeek = sql`fb.posted_at >= ${weekStart} and fb.posted_at <= ${now.toISOString()}`
  // On mf's own columns, not owner (the same feature): the planner then starts from those few features and reads only
  // their mentions through mentions_company_feature_idx.
  const ids = featureIds && uuidArray(featureIds)
  const only: SQL = ids ? sql`and (mf.id = any(${ids}) or mf.merged_into_id = any(${ids}))` : sql``
  const rows = await queryRows<HistoryRow>(
    db,
    sql`select case when grouping(owner.id) = 0 then 'feature' else 'theme' end as by,
          coalesce(owner.id, owner.theme_id) as id,
          (count(*) filter (where ${thisWeek}))::int as this_week,
          (count(*) filter (where fb.posted_at >= ${baselineStart} and fb.posted_at < ${weekStart}))::int as baseline,
          min(fb.posted_at) as first_at
        from mentions m
        join features mf on mf.id = m.feature_id
        join features owner on owner.id = coalesce(mf.merged_into_id, mf.id)
        join feedback fb on fb.id = m.feedback_id
        where m.company_id = ${companyId} and m.unlinked_at is null ${only}
        group by grouping sets ((owner.id), (owner.theme_id))
        having count(*) filter (where ${thisWeek}) >= ${MIN_COUNT}`,
  )
  for (const row of rows) {
    if (row.id === null) continue
    const rise = riseOf({
      thisWeek: row.this_week,
      baseline: row.baseline,
      baselineWeeks: baselineWeeksSince(new Date(row.first_at).getTime(), now),
    })
    if (rise) (row.by === 'feature' ? rises.features : rises.themes).set(row.id, rise)
  }
  return rises
}
