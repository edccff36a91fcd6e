import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Dashboard } from '../../../api/schemas/dashboard'
import { trendDays } from '../../../api/trends'
import type { Db } from '../../db/client'
import { features, themes } from '../../db/schema'
import type { AuthContext } from '../auth/access-tokens'
import { byRank } from '../features/listing'
import { dailyCounts, requestTotals } from '../features/mention-stats'
import { risingOf, type RisingSource } from '../features/rising'

const WEEK_MS = 7 * 86_400_000
const TOP_FEATURES = 10

/** The dashboard's figures for the caller's company; what is rising from `rising` (a cache of it in the server). */
export async function dashboardOf(
  db: Db,
  { companyId }: Pick<AuthContext, 'companyId'>,
  now = new Date(),
  rising: RisingSource = risingOf,
): Promise<Dashboard> {
  const days = trendDays(now)
  const [totals, [active], trendThemes, topFeatures, risingNow] = await Promise.all([
    requestTotals(db, companyId, new Date(now.getTime() - WEEK_MS)),
    db
      .select({ count: count() })
      .from(themes)
      .where(and(eq(themes.companyId, companyId), eq(themes.status, 'active'))),
    db
      .select({ id: themes.id, name: themes.name })
      .from(themes)
      .where(and(eq(themes.companyId, companyId), inArray(themes.status, ['active', 'planning'])))
      .orderBy(sql`lower(${themes.name})`, asc(themes.id)),
    db
      .select({ id: features.id, title: features.title })
      .from(features)
      .where(and(eq(features.companyId, companyId), isNull(features.mergedIntoId)))
      .orderBy(byRank, asc(features.id))
      .limit(TOP_FEATURES),
    rising(db, companyId, now),
  ])
  const [themeCounts, featureCounts] = await Promise.all([
    dailyCounts(db, companyId, { by: 'theme', ids: trendThemes.map((theme) => theme.id), days }),
    dailyCounts(db, companyId, { by: 'feature', ids: topFeatures.map((feature) => feature.id), days }),
  ])
  return {
    total_requests: totals.total,
    active_themes: active?.count ?? 0,
    requests_this_week: totals.thisWeek,
    trends: {
      days,
      themes: trendThemes.map((theme) => ({ ...theme, counts: themeCounts.get(theme.id)! })),
      features: topFeatures.map((feature) => ({ ...feature, counts: featureCounts.get(feature.id)! })),
    },
    rising: risingNow,
  }
}
