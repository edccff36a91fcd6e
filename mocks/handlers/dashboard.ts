import type { HttpHandler } from 'msw'
import { byRise, trendDays } from '../../api'
import type { MockStore } from '../store'
import { linkedFeedback, listedFeatures, mentionCounts, riseOfFeedback } from './backlog-views'
import { mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'
import { byName, themeCounts } from './themes'

const WEEK_MS = 7 * 86_400_000
const TOP_FEATURES = 10

export function dashboardHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  return [
    mockRoute(
      store,
      'dashboard',
      ({ user }) => {
        const now = new Date(store.now())
        const days = trendDays(now)
        const features = listedFeatures(store, user.company_id).sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
        const requests = features.flatMap((feature) => linkedFeedback(store, feature))
        const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString()
        const themes = store.state.themes.filter(
          (theme) => theme.company_id === user.company_id && (theme.status === 'active' || theme.status === 'planning'),
        )
        const risingFeatures = features.flatMap((feature) => {
          const rise = riseOfFeedback(store, linkedFeedback(store, feature))
          return rise ? [{ id: feature.id, title: feature.title, rise }] : []
        })
        const risingThemes = themes.flatMap((theme) => {
          const members = features.filter((feature) => feature.theme_id === theme.id)
          const rise = riseOfFeedback(store, members.flatMap((feature) => linkedFeedback(store, feature)))
          return rise ? [{ id: theme.id, name: theme.name, rise }] : []
        })
        return {
          total_requests: requests.length,
          active_themes: themes.filter((theme) => theme.status === 'active').length,
          requests_this_week: requests.filter((item) => item.posted_at >= weekAgo).length,
          trends: {
            days,
            themes: themes.sort(byName).map((theme) => ({ id: theme.id, name: theme.name, counts: themeCounts(store, theme, days) })),
            features: features.slice(0, TOP_FEATURES).map((feature) => ({
              id: feature.id,
              title: feature.title,
              counts: mentionCounts(store, [feature], days),
            })),
          },
          rising: { features: risingFeatures.sort(byRise), themes: risingThemes.sort(byRise) },
        }
      },
      options,
    ),
  ]
}
