import { type SQL, sql } from 'drizzle-orm'
import type { Dashboard } from '../../../api/schemas/dashboard'
import type { Rise } from '../../../api/schemas/features'
import { BASELINE_WEEKS, MIN_COUNT, RISING_WEEK_MS, baselineWeeksSince, byRise, riseOf } from '../../../api/rising'
import type { BacklogVersions } from '../../db/backlog-changes'
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

interface Rises {
  /** Rising owner features, by id. */
  features: Map<string, Rise>
  /** Rising themes (a theme's mentions are those of its features), by id. */
  themes: Map<string, Rise>
}

/** What is rising across a company, least likely first: listed features with their titles, and active or planning themes. */
export type Rising = Dashboard['rising']

/**
 * The rises of the company's features (and themes) as of `now`, in one grouped query: per owner feature and per its
 * theme, the linked mentions of the last 7 days, of the BASELINE_WEEKS weeks before, and the first one ever. Only
 * those with MIN_COUNT mentions this week come back, the others cannot rise. `featureIds` limits it to those features.
 */
async function risesIn(db: Db, companyId: string, now: Date, featureIds?: readonly string[]): Promise<Rises> {
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

/** The rises of these features as of `now`, by id (a feature missing is not rising): the list's and the detail's. */
export async function risesOf(db: Db, companyId: string, now: Date, featureIds: readonly string[]): Promise<Map<string, Rise>> {
  return (await risesIn(db, companyId, now, featureIds)).features
}

/**
 * What is rising across the company as of `now`, with each feature's title and theme's name: the dashboard, the weekly
 * email and the in-app notices all show this. A feature merged into another rises as part of it; a theme that is done
 * or archived is not shown.
 */
export async function risingOf(db: Db, companyId: string, now: Date): Promise<Rising> {
  const rises = await risesIn(db, companyId, now)
  if (rises.features.size + rises.themes.size === 0) return { features: [], themes: [] }
  const named = await queryRows<{ id: string; name: string; theme: boolean }>(db, sql`
    select id, title as name, false as theme from features where company_id = ${companyId} and merged_into_id is null
      and id = any(${uuidArray([...rises.features.keys()])})
    union all
    select id, name, true from themes where company_id = ${companyId} and status in ('active', 'planning')
      and id = any(${uuidArray([...rises.themes.keys()])})`)
  return {
    features: named
      .filter((row) => !row.theme)
      .map((row) => ({ id: row.id, title: row.name, rise: rises.features.get(row.id)! }))
      .sort(byRise),
    themes: named
      .filter((row) => row.theme)
      .map((row) => ({ id: row.id, name: row.name, rise: rises.themes.get(row.id)! }))
      .sort(byRise),
  }
}

export type RisingSource = (db: Db, companyId: string, now: Date) => Promise<Rising>

const HOUR_MS = 60 * 60 * 1000

/**
 * risingOf kept per company for one backlog version and one hour of the clock: what is rising moves with the backlog
 * (a new or moved mention changes its version) and with the clock (the week slides), so a read within the same hour of
 * an unchanged backlog is answered as the first was, at most an hour old. Not kept while versions are unknown.
 */
export function createRisingCache(versions: Pick<BacklogVersions, 'of'>, compute: RisingSource = risingOf): RisingSource {
  const kept = new Map<string, { version: number; hour: number; rising: Promise<Rising> }>()
  return (db, companyId, now) => {
    const version = versions.of(companyId)
    if (version === null) return compute(db, companyId, now)
    const hour = Math.floor(now.getTime() / HOUR_MS)
    const entry = kept.get(companyId)
    if (entry && entry.version === version && entry.hour === hour) return entry.rising
    const rising = compute(db, companyId, now)
    kept.set(companyId, { version, hour, rising })
    // A failed computation is not kept: the next read tries again.
    rising.catch(() => {
      if (kept.get(companyId)?.rising === rising) kept.delete(companyId)
    })
    return rising
  }
}
