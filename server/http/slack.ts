import type { IncomingMessage } from 'node:http'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { type Integration, MAX_EXPORT_BYTES, type SlackImport } from '../../api/schemas/slack'
import type { SlackImportRecord } from '../integrations/slack/import-jobs'
import type { IntegrationSummary } from '../integrations/slack/repository'
import type { Services } from '../services'
import { HttpError } from './errors'
import { auditOrigin } from './request-source'
import { createRouteRegistrar } from './routing'
import { discardUpload, isUpload, spoolUpload } from './uploads'

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

export function toSlackImport({ row, integration }: SlackImportRecord): SlackImport {
  return {
    id: row.id,
    state: row.state,
    file_name: row.options.fileName ?? null,
    files_done: row.filesDone,
    files_total: row.filesTotal,
    channels: row.channels,
    messages_stored: row.messagesStored,
    messages_skipped: row.messagesSkipped,
    invalid: {
      channels: row.invalidChannels,
      users: row.invalidUsers,
      messages: row.invalidMessages,
      files: row.invalidFiles,
    },
    integration: integration ? toIntegration(integration) : null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * /api/v1/slack/*: check a token, connect a workspace (token or OAuth), list, sync now, disconnect, import an export.
 * The Events API endpoint lives in ./slack-events.ts (it needs the raw body).
 */
export const slackRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { slack, slackOAuth, slackImports } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  // An export arrives as the raw request body (in this plugin only), streamed into a temporary file, never held in
  // memory; the file is deleted once the answer is sent.
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
    async (request: FastifyRequest, payload: IncomingMessage) =>
      spoolUpload(payload, request.headers['content-length'], MAX_EXPORT_BYTES),
  )
  app.addHook('onResponse', async (request) => {
    if (isUpload(request.body)) await discardUpload(request.body)
  })

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
    if (!isUpload(request.body)) {
      throw new HttpError(415, 'Send the Slack export (.zip) as the request body, with Content-Type: application/zip.')
    }
    const options = {
      ...(query.team_name && { teamName: query.team_name }),
      ...(query.team_domain && { teamDomain: query.team_domain }),
      ...(query.file_name && { fileName: query.file_name }),
    }
    return toSlackImport(await slackImports.start(auth.companyId, request.body.file, options, auditOrigin(request)))
  })

  route('getSlackImport', async ({ auth, params }) => toSlackImport(await slackImports.find(auth.companyId, params.id)))

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
