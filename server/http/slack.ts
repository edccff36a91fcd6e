import type { FastifyPluginAsync } from 'fastify'
import type { Integration } from '../../api/schemas/slack'
import type { IntegrationSummary } from '../integrations/slack/repository'
import type { Services } from '../services'
import { HttpError } from './errors'
import { auditOrigin } from './request-source'
import { createRouteRegistrar } from './routing'

/** The largest Slack export accepted in one upload. */
export const MAX_EXPORT_BYTES = 512 * 1024 * 1024

export function toIntegration(integration: IntegrationSummary): Integration {
  return {
    id: integration.id,
    team_name: integration.teamName,
    status: integration.status,
    last_synced: integration.lastSynced?.toISOString() ?? null,
    channels: integration.channels.map(({ id, name }) => ({ id, name })),
    source: integration.source,
    sync: integration.sync,
  }
}

/**
 * /api/v1/slack/*: check a token, connect a workspace (token or OAuth), list, sync now, disconnect, import an export.
 * The Events API endpoint lives in ./slack-events.ts (it needs the raw body).
 */
export const slackRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { slack, slackOAuth } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  // An export arrives as the raw request body (in this plugin only).
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_EXPORT_BYTES },
    (_request, body, done) => done(null, body),
  )

  route('validateSlackTokens', async ({ body }) => {
    const workspace = await slack.validateToken(body.user_token)
    return { team_id: workspace.teamId, team_name: workspace.teamName, channels: workspace.channels }
  })

  route('connectSlack', async ({ auth, body, request }) => {
    const token = body.user_token || slackOAuth.tokenFromHandle(auth.userId, body.connect_handle ?? '')
    return toIntegration(await slack.connect(auth.companyId, token, body.selected_channels, auditOrigin(request)))
  })

  route('listSlackIntegrations', async ({ auth }) => (await slack.list(auth.companyId)).map(toIntegration))

  route('deleteSlackIntegration', async ({ auth, params, query, request }) =>
    slack.remove(auth.companyId, params.id, { purge: query.purge }, auditOrigin(request)),
  )

  route('syncSlackIntegration', async ({ auth, params }) => toIntegration(await slack.syncNow(auth.companyId, params.id)))

  route('importSlackExport', async ({ auth, query, request }) => {
    if (!Buffer.isBuffer(request.body)) {
      throw new HttpError(415, 'Send the Slack export (.zip) as the request body, with Content-Type: application/zip.')
    }
    const summary = await services.slackImport(auth.companyId, request.body, {
      ...(query.team_name && { teamName: query.team_name }),
      ...(query.team_domain && { teamDomain: query.team_domain }),
      ...(query.file_name && { fileName: query.file_name }),
    }, auditOrigin(request))
    return {
      integration: toIntegration(summary.integration),
      channels: summary.channels,
      messages_stored: summary.messagesStored,
      messages_skipped: summary.messagesSkipped,
    }
  })

  route('slackOAuthStart', async ({ auth }) => ({ url: slackOAuth.startUrl(auth.userId) }))

  route('slackOAuthExchange', async ({ auth, body }) => {
    const token = await slackOAuth.exchange(auth.userId, body.code, body.state)
    const workspace = await slack.validateToken(token)
    return {
      team_id: workspace.teamId,
      team_name: workspace.teamName,
      channels: workspace.channels,
      connect_handle: slackOAuth.handleFor(auth.userId, token),
    }
  })
}
