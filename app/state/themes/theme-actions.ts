import type { Dispatch } from 'react'
import type { ApiClient, Theme } from '../../../api'
import type { ThemeFormValue } from './theme-view'
import { serverDetail } from '../../api/error-detail'
import type { Toasts } from '../toasts'
import { themeMessages } from './theme-messages'
import type { ThemesEvent } from './themes-reducer'
import { toThemeRequest } from './theme-view'

interface Deps {
  api: ApiClient
  dispatch: Dispatch<ThemesEvent>
  notify: Pick<Toasts, 'error' | 'success'>
}

/** The theme operations: the list, create, edit, delete, and the answer to the pipeline's suggestions. */
export function createThemeActions({ api, dispatch, notify }: Deps) {
  const fail = (error: unknown, fallback: string) => notify.error(serverDetail(error) ?? fallback)

  async function save(request: () => Promise<Theme>, fallback: string, success: string): Promise<Theme | null> {
    dispatch({ type: 'theme/saveStarted' })
    try {
      const theme = await request()
      dispatch({ type: 'theme/saved', theme })
      notify.success(success)
      return theme
    } catch (error) {
      dispatch({ type: 'theme/saveFailed' })
      fail(error, fallback)
      return null
    }
  }

  /** Runs a call on one theme while its buttons show busy; `done` applies the answer. */
  async function onTheme<T>(id: string, request: () => Promise<T>, done: (result: T) => ThemesEvent, fallback: string) {
    dispatch({ type: 'theme/busy', id })
    try {
      dispatch(done(await request()))
      return true
    } catch (error) {
      dispatch({ type: 'theme/idle' })
      fail(error, fallback)
      return false
    }
  }

  /** The renames and merges the AI proposes; the screen goes without them when they cannot be loaded. */
  async function loadChanges(): Promise<void> {
    try {
      dispatch({ type: 'changes/loaded', changes: await api.listThemeChanges() })
    } catch (error) {
      console.error('Failed to load the suggested theme changes', error)
    }
  }

  async function refresh(): Promise<void> {
    try {
      const page = await api.listThemes()
      dispatch({ type: 'themes/loaded', themes: page.items, nextCursor: page.next_cursor })
    } catch (error) {
      console.error('Failed to refresh the themes', error)
    }
    await loadChanges()
  }

  return {
    async load(): Promise<void> {
      dispatch({ type: 'themes/loadStarted' })
      try {
        const page = await api.listThemes()
        dispatch({ type: 'themes/loaded', themes: page.items, nextCursor: page.next_cursor })
      } catch (error) {
        dispatch({ type: 'themes/loadFailed', error: serverDetail(error) ?? themeMessages.loadFailed })
        return
      }
      await loadChanges()
    },

    /** The next page of themes after `cursor`, added to the ones shown. */
    async loadMore(cursor: string): Promise<void> {
      dispatch({ type: 'themes/moreStarted' })
      try {
        const page = await api.listThemes({ cursor })
        dispatch({ type: 'themes/moreLoaded', themes: page.items, nextCursor: page.next_cursor })
      } catch (error) {
        dispatch({ type: 'themes/moreFailed' })
        fail(error, themeMessages.loadMoreFailed)
      }
    },

    /** Loads the list again without the loading state, e.g. after a feature moved to another theme. */
    refresh,

    /** The mentions per day of the theme shown in the detail panel; the panel goes without it on failure. */
    async loadTrend(themeId: string): Promise<void> {
      try {
        dispatch({ type: 'trend/loaded', themeId, trend: await api.themeTrend({ id: themeId }) })
      } catch (error) {
        console.error('Failed to load the theme trend', error)
      }
    },

    create: (value: ThemeFormValue) =>
      save(() => api.createTheme(toThemeRequest(value)), themeMessages.createFailed, themeMessages.created),

    update: (id: string, value: ThemeFormValue) =>
      save(() => api.updateTheme({ id }, toThemeRequest(value)), themeMessages.updateFailed, themeMessages.updated),

    async remove(id: string): Promise<boolean> {
      const removed = await onTheme(
        id,
        () => api.deleteTheme({ id }),
        () => ({ type: 'theme/removed', id }),
        themeMessages.deleteFailed,
      )
      if (removed) notify.success(themeMessages.deleted)
      return removed
    },

    accept: (id: string) =>
      onTheme(
        id,
        () => api.acceptTheme({ id }, {}),
        (theme) => ({ type: 'theme/saved', theme }),
        themeMessages.acceptFailed,
      ),

    dismiss: (id: string) =>
      onTheme(
        id,
        () => api.dismissTheme({ id }),
        () => ({ type: 'theme/removed', id }),
        themeMessages.dismissFailed,
      ),

    /** Makes a proposed rename or merge; the themes are loaded again (a merge moves features and archives themes). */
    async acceptChange(id: string): Promise<boolean> {
      const done = await onTheme(id, () => api.acceptThemeChange({ id }), () => ({ type: 'change/decided', id }), themeMessages.changeAcceptFailed)
      if (done) {
        notify.success(themeMessages.changeAccepted)
        await refresh()
      }
      return done
    },

    dismissChange: (id: string) =>
      onTheme(id, () => api.dismissThemeChange({ id }), () => ({ type: 'change/decided', id }), themeMessages.changeDismissFailed),
  }
}

export type ThemeActions = ReturnType<typeof createThemeActions>
