import type { Theme, ThemeChangeSuggestion, Trend } from '../../../api'
import type { LoadStatus } from '../load-status'

export interface ThemesState {
  status: LoadStatus
  /** Every theme of the workspace, suggested ones included, in the server's order. */
  themes: Theme[]
  /** The cursor of the next page of themes; null when all are here. */
  nextCursor: string | null
  loadingMore: boolean
  /** Why the list could not be loaded. */
  error: string | null
  /** A create or edit is on its way to the server. */
  saving: boolean
  /** The id of the theme (or suggestion) being deleted, accepted or dismissed. */
  busyId: string | null
  /** The mentions per day of the theme in the detail panel. */
  trend: { themeId: string; trend: Trend } | null
  /** Renames and merges the AI proposes, oldest first. */
  changes: ThemeChangeSuggestion[]
}

export type ThemesEvent =
  | { type: 'themes/loadStarted' }
  | { type: 'themes/loaded'; themes: Theme[]; nextCursor: string | null }
  | { type: 'themes/moreStarted' }
  | { type: 'themes/moreLoaded'; themes: Theme[]; nextCursor: string | null }
  | { type: 'themes/moreFailed' }
  | { type: 'themes/loadFailed'; error: string }
  | { type: 'theme/saveStarted' }
  | { type: 'theme/saved'; theme: Theme }
  | { type: 'theme/saveFailed' }
  | { type: 'theme/busy'; id: string }
  | { type: 'theme/removed'; id: string }
  | { type: 'theme/idle' }
  | { type: 'trend/loaded'; themeId: string; trend: Trend }
  | { type: 'changes/loaded'; changes: ThemeChangeSuggestion[] }
  | { type: 'change/decided'; id: string }

export function initialThemesState(): ThemesState {
  return { status: 'loading', themes: [], nextCursor: null, loadingMore: false, error: null, saving: false, busyId: null, trend: null, changes: [] }
}

export function themesReducer(draft: ThemesState, event: ThemesEvent): void {
  switch (event.type) {
    case 'themes/loadStarted':
      draft.status = 'loading'
      draft.error = null
      break
    case 'themes/loaded':
      draft.status = 'loaded'
      draft.themes = event.themes
      draft.nextCursor = event.nextCursor
      break
    case 'themes/moreStarted':
      draft.loadingMore = true
      break
    case 'themes/moreLoaded': {
      draft.loadingMore = false
      const shown = new Set(draft.themes.map((theme) => theme.id))
      draft.themes.push(...event.themes.filter((theme) => !shown.has(theme.id)))
      draft.nextCursor = event.nextCursor
      break
    }
    case 'themes/moreFailed':
      draft.loadingMore = false
      break
    case 'themes/loadFailed':
      draft.status = 'failed'
      draft.error = event.error
      break
    case 'theme/saveStarted':
      draft.saving = true
      break
    case 'theme/saved': {
      // A created theme joins the list; an edited or accepted one keeps its place.
      draft.saving = false
      draft.busyId = null
      const index = draft.themes.findIndex((theme) => theme.id === event.theme.id)
      if (index === -1) draft.themes.push(event.theme)
      else draft.themes[index] = event.theme
      break
    }
    case 'theme/saveFailed':
      draft.saving = false
      break
    case 'theme/busy':
      draft.busyId = event.id
      break
    case 'theme/removed':
      draft.busyId = null
      draft.themes = draft.themes.filter((theme) => theme.id !== event.id)
      break
    case 'theme/idle':
      draft.busyId = null
      break
    case 'trend/loaded':
      draft.trend = { themeId: event.themeId, trend: event.trend }
      break
    case 'changes/loaded':
      draft.changes = event.changes
      break
    case 'change/decided':
      draft.busyId = null
      draft.changes = draft.changes.filter((change) => change.id !== event.id)
      break
  }
}

/** The themes people work with: everything but the pipeline's suggestions. */
export const selectThemes = (state: ThemesState): Theme[] =>
  state.themes.filter((theme) => theme.status !== 'suggested')

/** The trend of a theme, once it has loaded (null while another theme's is shown). */
export const selectThemeTrend = (state: ThemesState, themeId: string): Trend | null =>
  state.trend?.themeId === themeId ? state.trend.trend : null

/** The pipeline's suggestions, waiting to be accepted or dismissed. */
export const selectSuggestedThemes = (state: ThemesState): Theme[] =>
  state.themes.filter((theme) => theme.status === 'suggested')

export const selectThemeById = (state: ThemesState, id: string | undefined): Theme | null =>
  (id === undefined ? undefined : state.themes.find((theme) => theme.id === id)) ?? null

export interface ThemeTotals {
  totalThemes: number
  activeThemes: number
  totalFeatures: number
  totalMentions: number
}

/** The summary tiles: Total Themes, Active Themes, Total Features, Total Mentions (suggestions left out). */
export function selectThemeTotals(state: ThemesState): ThemeTotals {
  const themes = selectThemes(state)
  return {
    totalThemes: themes.length,
    activeThemes: themes.filter((theme) => theme.status === 'active').length,
    totalFeatures: themes.reduce((sum, theme) => sum + theme.feature_count, 0),
    totalMentions: themes.reduce((sum, theme) => sum + theme.total_mentions, 0),
  }
}
