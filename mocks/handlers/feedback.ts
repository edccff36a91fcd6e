import type { HttpHandler } from 'msw'
import { ErrorDetail } from '../../api'
import type { MockStore } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

/** The feedback the analysis set aside, and Retry (which sends an item back to wait: it leaves the list). */
export function feedbackHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  return [
    mockRoute(
      store,
      'listSetAsideFeedback',
      ({ user }) => ({
        items: store.state.setAsideFeedback
          .filter((item) => item.company_id === user.company_id)
          .sort((a, b) => (a.set_aside_at < b.set_aside_at ? 1 : a.set_aside_at > b.set_aside_at ? -1 : 0))
          .map(({ company_id: _company, ...item }) => item),
      }),
      options,
    ),
    mockRoute(
      store,
      'retryFeedbackAnalysis',
      ({ user, params }) => {
        const item = store.state.setAsideFeedback.find((candidate) => candidate.id === params.id && candidate.company_id === user.company_id)
        if (!item) throw new MockHttpError(404, ErrorDetail.feedbackNotFound)
        store.state.setAsideFeedback = store.state.setAsideFeedback.filter((candidate) => candidate !== item)
      },
      options,
    ),
  ]
}
