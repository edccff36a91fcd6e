import type { Dashboard } from '../../../api'
import type { TrendSeries } from '../../../src/components/TrendChart'
import type { LoadStatus } from '../load-status'
import { lastDays, toTrendSeries } from '../trend-series'

export interface DashboardState {
  status: LoadStatus
  dashboard: Dashboard | null
  error: string | null
}

export type DashboardEvent =
  | { type: 'dashboard/loadStarted' }
  | { type: 'dashboard/loaded'; dashboard: Dashboard }
  | { type: 'dashboard/loadFailed'; error: string }

export function initialDashboardState(): DashboardState {
  return { status: 'loading', dashboard: null, error: null }
}

export function dashboardReducer(draft: DashboardState, event: DashboardEvent): void {
  switch (event.type) {
    case 'dashboard/loadStarted':
      draft.status = 'loading'
      draft.error = null
      break
    case 'dashboard/loaded':
      draft.status = 'loaded'
      draft.dashboard = event.dashboard
      break
    case 'dashboard/loadFailed':
      draft.status = 'failed'
      draft.error = event.error
      break
  }
}

/** Lines a chart can tell apart (TrendChart cycles four series colours). */
export const MAX_TREND_SERIES = 4
/** Days the dashboard's charts show, of the 90 the API sends. */
export const DASHBOARD_TREND_DAYS = 30

export interface RankedItem {
  id: string
  name: string
  /** Mentions over the whole trend window. */
  mentions: number
}

const total = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0)

/** Themes by mentions in the trend window, most first (the Themes card). */
export function selectTopThemes(dashboard: Dashboard): RankedItem[] {
  return dashboard.trends.themes
    .map((theme) => ({ id: theme.id, name: theme.name, mentions: total(theme.counts) }))
    .sort((a, b) => b.mentions - a.mentions)
}

/** The highest-scored features in the server's order (the Features card). */
export function selectTopFeatures(dashboard: Dashboard): RankedItem[] {
  return dashboard.trends.features.map((feature) => ({
    id: feature.id,
    name: feature.title,
    mentions: total(feature.counts),
  }))
}

/** The mention trend of the busiest themes, over the last days. */
export function selectThemeTrend(dashboard: Dashboard): TrendSeries[] {
  const top = new Set(
    selectTopThemes(dashboard)
      .slice(0, MAX_TREND_SERIES)
      .map((theme) => theme.id),
  )
  return dashboard.trends.themes
    .filter((theme) => top.has(theme.id))
    .map((theme) => lastDays(toTrendSeries(theme.name, dashboard.trends.days, theme.counts), DASHBOARD_TREND_DAYS))
}

/** The mention trend of the top features, over the last days. */
export function selectFeatureTrend(dashboard: Dashboard): TrendSeries[] {
  return dashboard.trends.features
    .slice(0, MAX_TREND_SERIES)
    .map((feature) =>
      lastDays(toTrendSeries(feature.title, dashboard.trends.days, feature.counts), DASHBOARD_TREND_DAYS),
    )
}
