export { ThemesProvider, useThemeActions, useThemesDispatch, useThemesState } from './ThemesProvider'
export type { ThemeActions } from './theme-actions'
export { themeMessages } from './theme-messages'
export {
  selectSuggestedThemes,
  selectThemeById,
  selectThemeTotals,
  selectThemeTrend,
  selectThemes,
} from './themes-reducer'
export type { ThemesState, ThemeTotals } from './themes-reducer'
export { themePriorities, themeStatuses, toThemeCardProps, toThemeFormValue } from './theme-view'
export type { ThemeFormValue } from './theme-view'
