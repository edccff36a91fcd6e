import type { HttpHandler } from 'msw'
import { ErrorDetail, MAX_EXPORT_BYTES } from '../../api'
import type { Integration, SlackImport, SyncProgress } from '../../api'
import { INVALID_SLACK_TOKEN, acmeChannels, acmeWorkspace } from '../fixtures'
import type { MockStore, StoredIntegration, StoredSlackImport } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

/** The fake Slack accepts any user token that looks like one ('xoxp-...'), except the fixture's invalid token. */
function openWorkspace(userToken: string) {
  if (userToken === INVALID_SLACK_TOKEN || !userToken.startsWith('xoxp-')) {
    throw new MockHttpError(400, ErrorDetail.slackInvalidAuth)
  }
  return { ...acmeWorkspace, channels: acmeChannels }
}

/** The mock syncs instantly: every selected channel is done, with a made-up message count. */
function syncedProgress(channelCount: number, messages: number): SyncProgress {
  return { state: 'idle', messages_stored: messages, channels_done: channelCount, channels_total: channelCount, error: null }
}

/** Day files of every mock import, read two at a time. */
const MOCK_IMPORT_FILES = 4
const MOCK_IMPORT_STEP = 2

/** The wire form of a stored import or integration (without the store's keys). */
function publicImport({ company_id: _company, team_id: _team, ...wire }: StoredSlackImport): SlackImport {
  return wire
}
function publicIntegration({ company_id: _company, team_id: _team, ...wire }: StoredIntegration): Integration {
  return wire
}

const oauthNotSetUp = 'Connect with Slack is not set up on this server; paste a user token instead.'

export function slackHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  const ownIntegration = (companyId: string, id: string) => {
    const found = store.state.integrations.find(
      (integration) => integration.id === id && integration.company_id === companyId,
    )
    if (!found) throw new MockHttpError(404, ErrorDetail.integrationNotFound)
    return found
  }

  /** The mock's import job: each read of a running import moves it two day files on; the last one finishes it. */
  const advanceImport = (target: StoredSlackImport) => {
    target.files_done = Math.min(target.files_total, target.files_done + MOCK_IMPORT_STEP)
    target.state = 'running'
    target.messages_stored = target.files_done * 60
    target.messages_skipped = target.files_done * 3
    target.invalid = {
      channels: 0,
      users: 0,
      messages: Math.floor(target.files_done / 2),
      files: 0,
    }
    if (target.files_done < target.files_total) return
    const channels = acmeChannels.slice(0, 2).map(({ id, name }) => ({ id, name }))
    let integration = store.state.integrations.find(
      (candidate) => candidate.company_id === target.company_id && candidate.team_id === target.team_id,
    )
    const firstTime = !integration
    integration ??= {
      id: store.newId(),
      company_id: target.company_id,
      team_id: target.team_id,
      team_name: `Slack export (${target.file_name ?? 'export.zip'})`,
      status: 'connected',
      last_synced: store.now(),
      channels,
      source: 'export',
      sync: syncedProgress(channels.length, target.messages_stored),
    }
    if (firstTime) store.state.integrations.push(integration)
    else target.messages_skipped += target.messages_stored
    Object.assign(target, {
      state: 'done',
      channels: channels.length,
      messages_stored: firstTime ? target.messages_stored : 0,
      integration: publicIntegration(integration),
    })
  }

  return [
    mockRoute(store, 'validateSlackTokens', ({ body }) => openWorkspace(body.user_token), options),

    mockRoute(
      store,
      'connectSlack',
      ({ user, body }) => {
        if (!body.user_token) throw new MockHttpError(400, 'This Slack connection has expired. Start again from Connect.')
        const workspace = openWorkspace(body.user_token)
        const channels = body.selected_channels.map((id) => {
          const channel = workspace.channels.find((candidate) => candidate.id === id)
          if (!channel) throw new MockHttpError(400, ErrorDetail.unknownChannel)
          return { id: channel.id, name: channel.name }
        })
        const existing = store.state.integrations.find(
          (integration) => integration.company_id === user.company_id && integration.team_id === workspace.team_id,
        )
        const integration: StoredIntegration = existing ?? {
          id: store.newId(),
          company_id: user.company_id,
          team_id: workspace.team_id,
          team_name: workspace.team_name,
          status: 'connected',
          last_synced: null,
          channels: [],
          source: 'api',
          sync: syncedProgress(0, 0),
        }
        Object.assign(integration, {
          channels,
          status: 'connected',
          last_synced: store.now(),
          sync: syncedProgress(channels.length, 42 * channels.length),
        })
        if (!existing) store.state.integrations.push(integration)
        store.recordAudit(user.company_id, {
          action: 'source.connected',
          actor: { id: user.id, email: user.email },
          target: { type: 'slack_integration', id: integration.id, label: integration.team_name },
          details: { channels: integration.channels.map((channel) => `#${channel.name}`) },
        })
        return integration
      },
      options,
    ),

    mockRoute(
      store,
      'listSlackIntegrations',
      ({ user }) => store.state.integrations.filter((integration) => integration.company_id === user.company_id),
      options,
    ),

    mockRoute(
      store,
      'deleteSlackIntegration',
      ({ user, params, query }) => {
        const target = ownIntegration(user.company_id, params.id)
        store.state.integrations = store.state.integrations.filter((integration) => integration !== target)
        store.recordAudit(user.company_id, {
          action: query.purge ? 'source.purged' : 'source.disconnected',
          actor: { id: user.id, email: user.email },
          target: { type: 'slack_integration', id: target.id, label: target.team_name },
        })
      },
      options,
    ),

    mockRoute(
      store,
      'syncSlackIntegration',
      ({ user, params }) => {
        const target = ownIntegration(user.company_id, params.id)
        if (target.source === 'export') {
          throw new MockHttpError(400, 'This workspace was imported from an export file; import a newer export instead.')
        }
        Object.assign(target, {
          last_synced: store.now(),
          sync: { ...target.sync, state: 'queued', channels_done: 0, error: null },
        })
        return target
      },
      options,
    ),

    mockRoute(
      store,
      'importSlackExport',
      ({ user, query, bytes }) => {
        if (!bytes || bytes.byteLength === 0) {
          throw new MockHttpError(415, 'Send the Slack export (.zip) as the request body, with Content-Type: application/zip.')
        }
        if (bytes.byteLength > MAX_EXPORT_BYTES) {
          throw new MockHttpError(
            413,
            `The file is larger than ${MAX_EXPORT_BYTES / (1024 * 1024)} MB, the most one upload may send.`,
          )
        }
        const started: StoredSlackImport = {
          id: store.newId(),
          company_id: user.company_id,
          team_id: `import:${query.file_name ?? 'export.zip'}`,
          state: 'queued',
          file_name: query.file_name ?? null,
          files_done: 0,
          files_total: MOCK_IMPORT_FILES,
          channels: 0,
          messages_stored: 0,
          messages_skipped: 0,
          invalid: { channels: 0, users: 0, messages: 0, files: 0 },
          integration: null,
          error: null,
          created_at: store.now(),
        }
        store.state.slackImports.push(started)
        return publicImport(started)
      },
      options,
    ),

    mockRoute(
      store,
      'getSlackImport',
      ({ user, params }) => {
        const found = store.state.slackImports.find(
          (candidate) => candidate.id === params.id && candidate.company_id === user.company_id,
        )
        if (!found) throw new MockHttpError(404, ErrorDetail.importNotFound)
        if (found.state === 'queued' || found.state === 'running') advanceImport(found)
        return publicImport(found)
      },
      options,
    ),

    mockRoute(
      store,
      'slackOAuthStart',
      () => {
        throw new MockHttpError(404, oauthNotSetUp)
      },
      options,
    ),

    mockRoute(
      store,
      'slackOAuthExchange',
      () => {
        throw new MockHttpError(404, oauthNotSetUp)
      },
      options,
    ),
  ]
}
