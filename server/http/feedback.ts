import type { FastifyPluginAsync } from 'fastify'
import { ErrorDetail } from '../../api/schemas/error'
import { itemsOfBody } from '../../api/schemas/feedback-api'
import { DomainError } from '../domain/errors'
import type { Services } from '../services'
import { createRouteRegistrar } from './routing'

/**
 * /api/v1/feedback: feedback sent by other tools with an API key; the feedback the analysis set aside, for the admins who look after the sources, and Retry; and
 * /api/v1/ai/preview, what the analysis would send to the AI provider.
 */
export const feedbackRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { setAsideFeedback } = services
  const route = createRouteRegistrar(app, services.auth.authenticate, services.apiKeys.authenticate)

  route('ingestFeedback', async ({ auth, body }) => services.ingestFeedback(auth.companyId, 'api', itemsOfBody(body)))

  route('listSetAsideFeedback', async ({ auth }) => {
    const items = await setAsideFeedback.list(auth.companyId)
    return {
      items: items.map((item) => ({
        id: item.id,
        source: item.source,
        channel_name: item.channelName,
        author_name: item.authorName,
        excerpt: item.excerpt,
        posted_at: item.postedAt.toISOString(),
        set_aside_at: item.setAsideAt.toISOString(),
        reason: item.reason,
        attempts: item.attempts,
      })),
    }
  })

  route('previewAiRequests', async ({ auth, query }) => services.aiPreview(auth.companyId, query.text))

  route('retryFeedbackAnalysis', async ({ auth, params }) => {
    const retried = await setAsideFeedback.retry(auth.companyId, params.id)
    if (!retried) throw new DomainError('not_found', ErrorDetail.feedbackNotFound)
  })
}
