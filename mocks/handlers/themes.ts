import type { HttpHandler } from 'msw'
import { ErrorDetail, trendDays } from '../../api'
import type { MockStore, StoredTheme } from '../store'
import { listedFeatures, memberOf, mentionCounts, ownTheme, toTheme } from './backlog-views'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

/** Mentions per day of the window, over the theme's features. */
export function themeCounts(store: MockStore, theme: StoredTheme, days: readonly string[]): number[] {
  const features = listedFeatures(store, theme.company_id).filter((feature) => feature.theme_id === theme.id)
  return mentionCounts(store, features, days)
}

export const byName = (a: { name: string; id: string }, b: { name: string; id: string }) => {
  const [left, right] = [a.name.toLowerCase(), b.name.toLowerCase()]
  return left < right ? -1 : left > right ? 1 : a.id < b.id ? -1 : 1
}

export function themeHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  const suggested = (companyId: string, id: string) => {
    const theme = ownTheme(store, companyId, id)
    if (theme.status !== 'suggested') throw new MockHttpError(409, ErrorDetail.themeNotSuggested)
    return theme
  }

  return [
    mockRoute(
      store,
      'listThemes',
      ({ user }) =>
        store.state.themes
          .filter((theme) => theme.company_id === user.company_id && theme.status !== 'dismissed')
          .sort(byName)
          .map((theme) => toTheme(store, theme)),
      options,
    ),

    mockRoute(store, 'getTheme', ({ user, params }) => toTheme(store, ownTheme(store, user.company_id, params.id)), options),

    mockRoute(
      store,
      'createTheme',
      ({ user, body: { owner_id, ...fields } }) => {
        const owner = owner_id === undefined ? user.id : owner_id && memberOf(store, user.company_id, owner_id).id
        const now = store.now()
        const theme: StoredTheme = { id: store.newId(), company_id: user.company_id, ...fields, owner_id: owner, created_at: now, updated_at: now }
        store.state.themes.push(theme)
        return toTheme(store, theme)
      },
      options,
    ),

    mockRoute(
      store,
      'updateTheme',
      ({ user, params, body: { owner_id, ...fields } }) => {
        const theme = ownTheme(store, user.company_id, params.id)
        if (owner_id) memberOf(store, user.company_id, owner_id)
        const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
        Object.assign(theme, defined, owner_id === undefined ? {} : { owner_id }, { updated_at: store.now() })
        return toTheme(store, theme)
      },
      options,
    ),

    mockRoute(
      store,
      'deleteTheme',
      ({ user, params }) => {
        const theme = ownTheme(store, user.company_id, params.id)
        for (const feature of store.state.features) if (feature.theme_id === theme.id) feature.theme_id = null
        store.state.themes = store.state.themes.filter((candidate) => candidate !== theme)
        store.recordAudit(user.company_id, {
          action: 'theme.deleted',
          actor: { id: user.id, email: user.email },
          target: { type: 'theme', id: theme.id, label: theme.name },
        })
      },
      options,
    ),

    mockRoute(
      store,
      'acceptTheme',
      ({ user, params, body }) => {
        const theme = suggested(user.company_id, params.id)
        Object.assign(theme, { status: 'active', updated_at: store.now() }, body.name === undefined ? {} : { name: body.name })
        return toTheme(store, theme)
      },
      options,
    ),

    mockRoute(
      store,
      'dismissTheme',
      ({ user, params }) => {
        const theme = suggested(user.company_id, params.id)
        theme.status = 'dismissed'
        for (const feature of store.state.features) {
          if (feature.theme_id === theme.id && feature.theme_placed_by_ai) feature.theme_id = null
        }
      },
      options,
    ),

    mockRoute(
      store,
      'themeTrend',
      ({ user, params }) => {
        const theme = ownTheme(store, user.company_id, params.id)
        const days = trendDays(new Date(store.now()))
        return { days, counts: themeCounts(store, theme, days) }
      },
      options,
    ),
  ]
}
