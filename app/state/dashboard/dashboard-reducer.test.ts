import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import type { Dashboard } from '../../../api'
import {
  DASHBOARD_TREND_DAYS,
  dashboardReducer,
  initialDashboardState,
  selectFeatureTrend,
  selectThemeTrend,
  selectTopFeatures,
  selectTopThemes,
} from './dashboard-reducer'

const days = Array.from({ length: 40 }, (_, index) => new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10))
const flat = (count: number) => days.map(() => count)

const dashboard: Dashboard = {
  total_requests: 120,
  active_themes: 5,
  requests_this_week: 9,
  trends: {
    days,
    themes: [1, 3, 2, 5, 4].map((count) => ({ id: `t${count}`, name: `Theme ${count}`, counts: flat(count) })),
    features: [2, 1, 3, 1, 1].map((count, index) => ({
      id: `f${index}`,
      title: `Feature ${index}`,
      counts: flat(count),
    })),
  },
  rising: { features: [], themes: [] },
}

describe('dashboard reducer', () => {
  it('loads the figures, or keeps why it could not', () => {
    const loaded = produce(initialDashboardState(), (d) => dashboardReducer(d, { type: 'dashboard/loaded', dashboard }))
    expect(loaded).toMatchObject({ status: 'loaded', dashboard: { total_requests: 120 } })
    const failed = produce(loaded, (d) => dashboardReducer(d, { type: 'dashboard/loadFailed', error: 'Boom.' }))
    expect(failed).toMatchObject({ status: 'failed', error: 'Boom.' })
    expect(produce(failed, (d) => dashboardReducer(d, { type: 'dashboard/loadStarted' }))).toMatchObject({
      status: 'loading',
      error: null,
    })
  })
})

describe('dashboard selectors', () => {
  it('ranks the themes by their mentions and keeps the features in score order', () => {
    expect(selectTopThemes(dashboard).map((theme) => theme.id)).toEqual(['t5', 't4', 't3', 't2', 't1'])
    expect(selectTopThemes(dashboard)[0]?.mentions).toBe(5 * 40)
    expect(selectTopFeatures(dashboard).map((feature) => feature.id)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4'])
  })

  it('charts the four busiest themes and the four top features over the last days', () => {
    const themes = selectThemeTrend(dashboard)
    expect(themes.map((series) => series.label).sort()).toEqual(['Theme 2', 'Theme 3', 'Theme 4', 'Theme 5'])
    expect(themes[0]?.points).toHaveLength(DASHBOARD_TREND_DAYS)
    expect(themes[0]?.points.at(-1)).toEqual({ date: '2025-02-09', count: 3 })
    expect(selectFeatureTrend(dashboard).map((series) => series.label)).toEqual([
      'Feature 0',
      'Feature 1',
      'Feature 2',
      'Feature 3',
    ])
  })
})
