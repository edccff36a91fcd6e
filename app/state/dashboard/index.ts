export {
  DashboardProvider,
  createDashboardActions,
  dashboardLoadFailed,
  useDashboardActions,
  useDashboardDispatch,
  useDashboardState,
} from './DashboardProvider'
export type { DashboardActions } from './DashboardProvider'
export {
  DASHBOARD_TREND_DAYS,
  MAX_TREND_SERIES,
  selectFeatureTrend,
  selectThemeTrend,
  selectTopFeatures,
  selectTopThemes,
} from './dashboard-reducer'
export type { DashboardState, RankedItem } from './dashboard-reducer'
