import type { FastifyPluginAsync } from 'fastify'
import type { Services } from '../services'
import { createResponseCache } from './response-cache'
import { requestSource } from './request-source'
import { createRouteRegistrar } from './routing'

/** /api/v1/features/* and /api/v1/notifications/*: the backlog, its comments and the notifications they send. */
export const featureRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { features, comments } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)
  // Feature lists as answered, until the company's backlog changes.
  // Each feature's rising flag moves with the clock as well as with the backlog (api/rising.ts): an hour at most.
  const listCache = createResponseCache(services.backlogVersions, { maxAgeMs: 60 * 60 * 1000 })

  route('listFeatures', ({ auth, query }) => features.list(auth, query), { cache: listCache })
  route('getFeature', ({ auth, params }) => features.get(auth, params.id))
  route('createFeature', ({ auth, body }) => features.create(auth, body))
  route('updateFeature', ({ auth, params, body }) => features.update(auth, params.id, body))
  route('mergeFeature', ({ auth, params, body, request }) => features.merge(auth, params.id, body.into_id, requestSource(request)))
  route('unmergeFeature', ({ auth, params, request }) => features.unmerge(auth, params.id, requestSource(request)))
  route('linkFeedback', ({ auth, params, body }) => features.link(auth, params.id, body.feedback_id))
  route('unlinkFeedback', ({ auth, params, query }) => features.unlink(auth, params.id, params.feedback_id, { notRequest: query.not_request }))
  route('featureTrend', ({ auth, params }) => features.trend(auth, params.id))
  route('dismissThemeSuggestion', ({ auth, params }) => features.dismissThemeSuggestion(auth, params.id))

  route('listComments', ({ auth, params, query }) => comments.list(auth, params.id, query))
  route('createComment', ({ auth, params, body }) => comments.create(auth, params.id, body.body))
  route('updateComment', ({ auth, params, body }) => comments.update(auth, params.id, params.comment_id, body.body))
  route('deleteComment', ({ auth, params }) => comments.remove(auth, params.id, params.comment_id))
  route('listNotifications', ({ auth, query }) => comments.notifications(auth, query))
  route('readNotification', ({ auth, params }) => comments.markRead(auth, params.id))
}
