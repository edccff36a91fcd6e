import type { FastifyPluginAsync } from 'fastify'
import { ErrorDetail } from '../../api/schemas/error'
import type { Config } from '../config'
import { verifySlackSignature } from '../integrations/slack/events'
import type { Services } from '../services'
import { HttpError } from './errors'
import { createRouteRegistrar } from './routing'

const badSignature = 'The request is not signed by Slack (bad or stale X-Slack-Signature).'
const notSetUp = 'Slack events are not set up on this server (HEADWAY_SLACK_SIGNING_SECRET).'

/**
 * POST /api/v1/slack/events, Slack's Events API. Slack signs the exact bytes it sends, so this plugin parses JSON
 * itself: it checks the v0 signature over the raw body (401 otherwise) before the body is parsed and validated.
 */
export const slackEventRoutes: FastifyPluginAsync<{ services: Services; config: Pick<Config, 'slackSigningSecret'> }> =
  async (app, { services, config }) => {
    const route = createRouteRegistrar(app, services.auth.authenticate)
    const secret = config.slackSigningSecret

    // Requests whose raw body passed the signature check; anything else (another content type, no body) is refused.
    const verified = new WeakSet<object>()
    app.addHook('preValidation', async (request) => {
      if (!secret) throw new HttpError(503, notSetUp)
      if (!verified.has(request.raw)) throw new HttpError(401, badSignature)
    })

    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (request, raw, done) => {
      if (!secret) {
        done(new HttpError(503, notSetUp), undefined)
        return
      }
      const timestamp = request.headers['x-slack-request-timestamp']
      const signature = request.headers['x-slack-signature']
      const rawBody = raw as Buffer
      if (
        !verifySlackSignature(
          secret,
          typeof timestamp === 'string' ? timestamp : undefined,
          typeof signature === 'string' ? signature : undefined,
          rawBody,
        )
      ) {
        done(new HttpError(401, badSignature), undefined)
        return
      }
      verified.add(request.raw)
      try {
        done(null, JSON.parse(rawBody.toString('utf8')))
      } catch {
        done(new HttpError(422, ErrorDetail.invalidJsonBody), undefined)
      }
    })

    route('slackEvents', async ({ body }) => services.slackEvents.receive(body))
  }
