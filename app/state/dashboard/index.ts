export { DashboardProvider, useDashboardActions, useDashboardDispatch, useDashboardState } from './DashboardProvider'
export type { DashboardActions } from './DashboardProvider'
export {
  DASHBOARD_TREND_DAYS,
  selectFeatureTrend,
  selectThemeTrend,
  selectTopFeatures,
  selectTopThemes,
} from './dashboard-reducer'
export type { DashboardState, RankedItem } from './dashboard-reducer'
