import type { HttpHandler } from 'msw'
import { ApiKeyDetail, itemsOfBody, judgeFeedbackItems, MAX_LIVE_API_KEYS } from '../../api'
import type { AcceptedFeedbackItem, FeedbackIngestResponse } from '../../api'
import type { MockStore, StoredApiKey } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

/** Stores items other tools sent (the feedback API, a CSV import), each once per company, source and external id. */
export function storeExternalFeedback(
  store: MockStore,
  companyId: string,
  source: 'api' | 'csv',
  accepted: readonly AcceptedFeedbackItem[],
): Omit<FeedbackIngestResponse, 'refused'> {
  const answer: Omit<FeedbackIngestResponse, 'refused'> = { stored: [], already_stored: [] }
  for (const { index, item } of accepted) {
    const known = store.state.feedback.find(
      (feedback) => feedback.company_id === companyId && feedback.source === source && feedback.external_id === item.external_id,
    )
    if (known) {
      answer.already_stored.push({ index, external_id: item.external_id, id: known.id })
      continue
    }
    const id = store.newId()
    store.state.feedback.push({
      id,
      company_id: companyId,
      source,
      external_id: item.external_id,
      author: item.author_name ?? item.author_email ?? 'Unknown',
      company: item.customer_company,
      text: item.text,
      posted_at: item.created_at ?? store.now(),
      permalink: item.url,
    })
    answer.stored.push({ index, external_id: item.external_id, id })
  }
  return answer
}

const view = ({ company_id: _company, key: _key, ...apiKey }: StoredApiKey) => apiKey

/**
 * The company API keys (live ones first, newest first; the key shown only in the answer that creates it), and the
 * feedback API they open: each item judged alone and stored once per company and external id.
 */
export function apiKeyHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  return [
    mockRoute(
      store,
      'listApiKeys',
      ({ user }) => ({
        items: store.state.apiKeys
          .filter((apiKey) => apiKey.company_id === user.company_id)
          .sort((a, b) => Number(a.revoked_at !== null) - Number(b.revoked_at !== null) || b.created_at.localeCompare(a.created_at))
          .map(view),
      }),
      options,
    ),
    mockRoute(
      store,
      'createApiKey',
      ({ user, body }) => {
        const live = store.state.apiKeys.filter((apiKey) => apiKey.company_id === user.company_id && apiKey.revoked_at === null)
        if (live.length >= MAX_LIVE_API_KEYS) throw new MockHttpError(409, ApiKeyDetail.tooMany)
        const key = `hwk_${store.newId().replaceAll('-', '')}mockmockmock`
        const created: StoredApiKey = {
          id: store.newId(),
          company_id: user.company_id,
          key,
          name: body.name,
          prefix: key.slice(0, 10),
          scope: 'feedback:write',
          created_by_name: `${user.first_name} ${user.last_name}`,
          created_at: store.now(),
          last_used_at: null,
          revoked_at: null,
        }
        store.state.apiKeys.push(created)
        store.recordAudit(user.company_id, {
          action: 'api_key.created',
          actor: { id: user.id, email: user.email },
          target: { type: 'api_key', id: created.id, label: created.name },
        })
        return { ...view(created), key }
      },
      options,
    ),
    mockRoute(
      store,
      'revokeApiKey',
      ({ user, params }) => {
        const apiKey = store.state.apiKeys.find((candidate) => candidate.id === params.id && candidate.company_id === user.company_id)
        if (!apiKey) throw new MockHttpError(404, ApiKeyDetail.notFound)
        if (apiKey.revoked_at !== null) return
        apiKey.revoked_at = store.now()
        store.recordAudit(user.company_id, {
          action: 'api_key.revoked',
          actor: { id: user.id, email: user.email },
          target: { type: 'api_key', id: apiKey.id, label: apiKey.name },
        })
      },
      options,
    ),
    mockRoute(
      store,
      'ingestFeedback',
      ({ apiKey, body }) => {
        apiKey.last_used_at = store.now()
        const { accepted, refused } = judgeFeedbackItems(itemsOfBody(body))
        return { ...storeExternalFeedback(store, apiKey.company_id, 'api', accepted), refused }
      },
      options,
    ),
  ]
}
