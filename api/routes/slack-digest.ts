import { IdParams } from '../schemas/common'
import {
  SlackChannelList,
  SlackDigestSettings,
  SlackDigestTestResult,
  UpdateSlackDigestRequest,
} from '../schemas/slack-digest'
import { routesTagged } from './define'

const route = routesTagged('workspace')

/**
 * The team's digest in Slack: new and rising features and high-priority ones (the weekly summary email's content),
 * posted daily or weekly to a channel of a connected workspace by the Slack app (chat.postMessage, the chat:write scope).
 */
export const slackDigestRoutes = {
  getSlackDigest: route.get('/api/v1/workspace/slack-digest', {
    permission: 'workspace.read',
    response: SlackDigestSettings,
    summary: "The Slack digest's channel and frequency, why it cannot go out if it cannot, and how the last one went.",
  }),
  updateSlackDigest: route.put('/api/v1/workspace/slack-digest', {
    permission: 'preferences.manage',
    request: UpdateSlackDigestRequest,
    response: SlackDigestSettings,
    errors: [400, 404, 502],
    summary:
      'Choose the channel (of a connected Slack workspace, checked with Slack) and the frequency of the digest, or ' +
      'turn it off. 404 for an unknown workspace, 422 for a disconnected one or a channel Headway cannot see, 400 when ' +
      'Slack refuses the saved token.',
  }),
  sendTestSlackDigest: route.post('/api/v1/workspace/slack-digest/test', {
    permission: 'preferences.manage',
    response: SlackDigestTestResult,
    errors: [400, 409, 502],
    summary: "Post a digest to the chosen channel now, outside the schedule (it does not count as the period's digest).",
  }),
  listSlackDigestChannels: route.get('/api/v1/slack/integrations/:id/channels', {
    permission: 'preferences.manage',
    params: IdParams,
    response: SlackChannelList,
    errors: [400, 404, 502],
    summary: 'The channels of a connected Slack workspace, listed with its saved token, to pick where the digest goes.',
  }),
}
