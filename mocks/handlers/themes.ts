import type { HttpHandler } from 'msw'
import { ErrorDetail, trendDays } from '../../api'
import type { ThemeChangeSuggestion } from '../../api'
import { STARTER_AREAS } from '../../api/product-areas'
import type { MockStore, StoredTheme, StoredThemeChange } from '../store'
import { fullName, listedFeatures, memberOf, mentionCounts, ownTheme, toTheme } from './backlog-views'
import { MockHttpError, mockRoute } from './mock-route'
import { mockPage } from './paging'
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

/** The themes a proposed change may concern, as on the server (server/domain/themes/changes.ts). */
const LIVE_STATUSES: readonly StoredTheme['status'][] = ['active', 'planning', 'suggested']

export function themeHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  const suggested = (companyId: string, id: string) => {
    const theme = ownTheme(store, companyId, id)
    if (theme.status !== 'suggested') throw new MockHttpError(409, ErrorDetail.themeNotSuggested)
    return theme
  }
  const company = (companyId: string) => store.state.companies.find((candidate) => candidate.id === companyId)

  /** The open proposals whose themes are all live and whose rename was not made another way, oldest first. */
  function openChanges(companyId: string): Array<{ stored: StoredThemeChange; shown: ThemeChangeSuggestion }> {
    const live = (id: string) =>
      store.state.themes.find((theme) => theme.id === id && theme.company_id === companyId && LIVE_STATUSES.includes(theme.status))
    return store.state.themeChanges
      .filter((change) => change.company_id === companyId && change.status === 'open' && change.theme_ids.every((id) => live(id)))
      .filter((change) => change.kind !== 'rename' || live(change.theme_ids[0]!)!.name.toLowerCase() !== change.name.toLowerCase())
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
      .map((stored) => ({
        stored,
        shown: {
          id: stored.id,
          kind: stored.kind,
          themes: stored.theme_ids.map((id) => ({ id, name: live(id)!.name })),
          name: stored.name,
          reason: stored.reason,
          created_at: stored.created_at,
        },
      }))
  }

  function openChange(companyId: string, id: string): StoredThemeChange {
    const change = store.state.themeChanges.find((candidate) => candidate.id === id && candidate.company_id === companyId)
    if (!change) throw new MockHttpError(404, ErrorDetail.themeChangeNotFound)
    if (!openChanges(companyId).some(({ stored }) => stored === change)) throw new MockHttpError(409, ErrorDetail.themeChangeDecided)
    return change
  }

  return [
    mockRoute(
      store,
      'listThemes',
      ({ user, query }) => {
        const shown = store.state.themes.filter((theme) => theme.company_id === user.company_id && theme.status !== 'dismissed')
        const page = mockPage(shown, [{ value: (theme) => theme.name.toLowerCase() }, { value: (theme) => theme.id }], query)
        return { items: page.rows.map((theme) => toTheme(store, theme)), next_cursor: page.next_cursor }
      },
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
      'getProductAreas',
      ({ user }) => {
        const own = company(user.company_id)?.product_areas
        return { areas: own ?? STARTER_AREAS.map((area) => ({ name: area.name, examples: [...area.examples] })), customized: own !== undefined }
      },
      options,
    ),

    mockRoute(
      store,
      'updateProductAreas',
      ({ user, body }) => {
        const own = company(user.company_id)
        if (own) own.product_areas = body.areas
        return { areas: body.areas, customized: true }
      },
      options,
    ),

    mockRoute(store, 'listThemeChanges', ({ user }) => openChanges(user.company_id).map(({ shown }) => shown), options),

    mockRoute(
      store,
      'acceptThemeChange',
      ({ user, params }) => {
        const change = openChange(user.company_id, params.id)
        const [kept, ...others] = change.theme_ids.map((id) => ownTheme(store, user.company_id, id))
        const now = store.now()
        if (change.kind === 'rename') Object.assign(kept!, { name: change.name, updated_at: now })
        else {
          const actor = memberOf(store, user.company_id, user.id)
          for (const feature of store.state.features) {
            const from = others.find((theme) => theme.id === feature.theme_id)
            if (!from) continue
            feature.history.push({ kind: 'theme', from: from.name, to: kept!.name, by: fullName(actor), at: now })
            Object.assign(feature, { theme_id: kept!.id, theme_placed_by_ai: false, theme_confidence: null, updated_at: now })
          }
          for (const theme of others) Object.assign(theme, { status: 'archived', updated_at: now })
        }
        change.status = 'accepted'
      },
      options,
    ),

    mockRoute(
      store,
      'dismissThemeChange',
      ({ user, params }) => {
        openChange(user.company_id, params.id).status = 'dismissed'
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
