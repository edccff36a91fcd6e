import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { ErrorDetail } from '../../api/schemas/error'
import { TrackerDetail } from '../../api/schemas/trackers'
import { DomainError } from '../domain/errors'
import type { Services } from '../services'
import { HttpError } from './errors'
import { auditOrigin } from './request-source'
import { createRouteRegistrar } from './routing'

/** The company's issue trackers, and each feature's links to their issues. */
export const trackerRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { trackers } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route('listTrackers', async ({ auth }) => ({ items: await trackers.list(auth.companyId) }))
  route('connectGithubTracker', async ({ auth, body, request }) => trackers.connectGithub(auth, body, auditOrigin(request)))
  route('disconnectTracker', async ({ auth, params, request }) =>
    trackers.disconnect(auth.companyId, params.provider, auditOrigin(request)),
  )
  route('updateTrackerStatusMapping', async ({ auth, params, body }) =>
    trackers.updateStatusMapping(auth.companyId, params.provider, body.status_mapping),
  )
  route('searchTrackerIssues', async ({ auth, query }) => ({ items: await trackers.search(auth.companyId, query.provider, query.q) }))
  route('listIssueLinks', async ({ auth, params }) => ({ items: await trackers.listLinks(auth.companyId, params.id) }))
  route('createFeatureIssue', async ({ auth, params, body }) => trackers.createIssue(auth, params.id, body))
  route('linkFeatureIssue', async ({ auth, params, body }) => trackers.linkIssue(auth, params.id, body))
  route('unlinkFeatureIssue', async ({ auth, params }) => trackers.unlink(auth.companyId, params.id, params.link_id))
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

/** GitHub's delivery ids are GUIDs; anything much longer is not GitHub's. */
const DELIVERY_ID_MAX = 100
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether GitHub signed these exact bytes with the secret (X-Hub-Signature-256), checked by @octokit/webhooks. */
async function signedBy(secret: string, body: string, signature: string | undefined): Promise<boolean> {
  if (!signature) return false
  try {
    const { Webhooks } = await import('@octokit/webhooks')
    return await new Webhooks({ secret }).verify(body, signature)
  } catch {
    return false
  }
}

/**
 * POST /api/v1/trackers/github/webhook?connection=<id>, a repository's webhook. GitHub signs the exact bytes it sends with the
 * connection's webhook secret, so this plugin parses JSON itself: the signature is checked over the raw body (401
 * otherwise, 404 for no such connection) before the body is parsed and validated.
 */
export const githubWebhookRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const route = createRouteRegistrar(app, services.auth.authenticate)
  const verified = new WeakSet<object>()

  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, async (request: FastifyRequest, raw: Buffer | string) => {
    const id = (request.query as { connection?: unknown }).connection
    const secret = typeof id === 'string' && UUID.test(id) ? await services.trackers.webhookSecret(id) : null
    if (secret === null) throw new HttpError(404, TrackerDetail.notFound)
    const body = typeof raw === 'string' ? raw : raw.toString('utf8')
    if (!(await signedBy(secret, body, header(request, 'x-hub-signature-256')))) throw new HttpError(401, TrackerDetail.badSignature)
    verified.add(request.raw)
    try {
      return JSON.parse(body) as unknown
    } catch {
      throw new HttpError(422, ErrorDetail.invalidJsonBody)
    }
  })
  app.addHook('preValidation', async (request) => {
    if (!verified.has(request.raw)) throw new HttpError(401, TrackerDetail.badSignature)
  })

  route('githubWebhook', async ({ query, body, request }) => {
    const deliveryId = header(request, 'x-github-delivery')
    if (!deliveryId || deliveryId.length > DELIVERY_ID_MAX) throw new HttpError(400, TrackerDetail.noDelivery)
    const result = await services.trackers.receiveWebhook(query.connection, deliveryId, header(request, 'x-github-event') ?? '', body)
    if (result === 'replayed') throw new DomainError('conflict', TrackerDetail.replayed)
    return { result }
  })
}
