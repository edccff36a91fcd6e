import type { FastifyPluginAsync } from 'fastify'
import type { Services } from '../services'
import { createRouteRegistrar } from './routing'

/** The team's Slack digest: its channel and frequency, a test post, and the channels of a connected workspace. */
export const slackDigestRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { slackDigest } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route('getSlackDigest', ({ auth }) => slackDigest.settings(auth))
  route('updateSlackDigest', ({ auth, body }) => slackDigest.update(auth, body))
  route('sendTestSlackDigest', ({ auth }) => slackDigest.sendTest(auth))
  route('listSlackDigestChannels', async ({ auth, params }) => ({ channels: await slackDigest.channels(auth, params.id) }))
}
