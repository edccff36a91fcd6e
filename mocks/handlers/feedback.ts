import type { HttpHandler } from 'msw'
import { AI_PREVIEW_RECENT_ITEMS, AI_PREVIEW_TEXT_MAX_CHARS, ErrorDetail } from '../../api'
import type { MockStore } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

/**
 * The feedback the analysis set aside, and Retry (which sends an item back to wait: it leaves the list); the AI
 * preview as the local provider answers it: the most recent feedback (or the text given), nothing leaving the machine.
 */
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
      'previewAiRequests',
      ({ user, query }) => {
        const recent = store.state.feedback
          .filter((item) => item.company_id === user.company_id)
          .sort((a, b) => (a.posted_at < b.posted_at ? 1 : a.posted_at > b.posted_at ? -1 : 0))
          .slice(0, AI_PREVIEW_RECENT_ITEMS)
        const items = query.text ? [{ id: null, text: query.text }] : recent
        return {
          provider: 'local',
          leaves_machine: false,
          endpoint_host: null,
          model: null,
          items: items.map((item) => ({ feedback_id: item.id, text: item.text.slice(0, AI_PREVIEW_TEXT_MAX_CHARS), sent: null })),
          requests: [],
        }
      },
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
