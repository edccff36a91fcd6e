import type { HttpHandler } from 'msw'
import { canPostDigest, type Channel, SlackDigestDetail, type SlackDigestSettings } from '../../api'
import { acmeChannels } from '../fixtures'
import type { MockStore } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

const OFF: Omit<SlackDigestSettings, 'problem'> = {
  integration_id: null,
  channel_id: null,
  channel_name: null,
  frequency: 'off',
  last_post: null,
}

/**
 * The Slack digest over the store's integrations. The mock reaches no Slack: a connected workspace's channels are the
 * fixture's, and a test digest is taken as posted.
 */
export function slackDigestHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  const connected = (companyId: string, integrationId: string | null) =>
    store.state.integrations.find(
      (integration) =>
        integration.company_id === companyId &&
        integration.id === integrationId &&
        canPostDigest(integration),
    )

  const view = (companyId: string): SlackDigestSettings => {
    const digest = store.state.slackDigests[companyId] ?? OFF
    const gone = digest.frequency !== 'off' && !connected(companyId, digest.integration_id)
    return { ...digest, problem: gone ? SlackDigestDetail.workspaceGone : null }
  }

  const channelsOf = (companyId: string, integrationId: string): Channel[] => {
    const integration = store.state.integrations.find(
      (candidate) => candidate.company_id === companyId && candidate.id === integrationId,
    )
    if (!integration) throw new MockHttpError(404, SlackDigestDetail.integrationNotFound)
    if (!connected(companyId, integrationId)) throw new MockHttpError(422, SlackDigestDetail.notConnected)
    return acmeChannels
  }

  return [
    mockRoute(store, 'getSlackDigest', ({ user }) => view(user.company_id), options),
    mockRoute(
      store,
      'updateSlackDigest',
      ({ user, body }) => {
        let channel: Channel | null = null
        if (body.integration_id && body.channel_id) {
          channel = channelsOf(user.company_id, body.integration_id).find((each) => each.id === body.channel_id) ?? null
          if (!channel) throw new MockHttpError(422, SlackDigestDetail.channelNotFound)
        }
        const previous = store.state.slackDigests[user.company_id] ?? OFF
        store.state.slackDigests[user.company_id] = {
          integration_id: channel ? body.integration_id : null,
          channel_id: channel?.id ?? null,
          channel_name: channel?.name ?? null,
          frequency: body.frequency,
          last_post: previous.last_post,
        }
        return view(user.company_id)
      },
      options,
    ),
    mockRoute(
      store,
      'sendTestSlackDigest',
      ({ user }) => {
        const digest = store.state.slackDigests[user.company_id] ?? OFF
        if (!digest.integration_id || !digest.channel_id) throw new MockHttpError(409, SlackDigestDetail.noChannel)
        channelsOf(user.company_id, digest.integration_id)
        return { channel_name: digest.channel_name ?? digest.channel_id }
      },
      options,
    ),
    mockRoute(
      store,
      'listSlackDigestChannels',
      ({ user, params }) => ({ channels: channelsOf(user.company_id, params.id) }),
      options,
    ),
  ]
}
