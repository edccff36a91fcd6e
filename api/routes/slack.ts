import { IdParams } from '../schemas/common'
import {
  ConnectSlackRequest,
  DeleteIntegrationQuery,
  Integration,
  IntegrationList,
  SlackEventRequest,
  SlackEventResponse,
  SlackImport,
  SlackImportQuery,
  SlackOAuthExchangeRequest,
  SlackOAuthExchangeResponse,
  SlackOAuthStart,
  ValidateTokensRequest,
  ValidateTokensResponse,
} from '../schemas/slack'
import { routesTagged } from './define'

const route = routesTagged('slack')

/** Slack as a source of feedback: connecting workspaces and channels, syncs, export imports and the Events API. */
export const slackRoutes = {
  validateSlackTokens: route.post('/api/v1/slack/validate-tokens', {
    permission: 'source.manage',
    request: ValidateTokensRequest,
    response: ValidateTokensResponse,
    errors: [400],
    summary: 'Check a Slack user token and list the channels of its workspace.',
  }),
  connectSlack: route.post('/api/v1/slack/connect', {
    permission: 'source.manage',
    request: ConnectSlackRequest,
    response: Integration,
    errors: [400],
    summary: 'Connect a Slack workspace with 1 to 5 channels, or update the channels of an already connected one.',
  }),
  listSlackIntegrations: route.get('/api/v1/slack/integrations', {
    permission: 'workspace.read',
    response: IntegrationList,
    summary: "List the company's Slack integrations.",
  }),
  deleteSlackIntegration: route.delete('/api/v1/slack/integrations/:id', {
    permission: 'source.manage',
    params: IdParams,
    query: DeleteIntegrationQuery,
    errors: [404],
    summary:
      'Disconnect a Slack integration: its syncs stop and its token is forgotten. The feedback collected from it ' +
      'stays, unless ?purge=true, which deletes that too.',
  }),
  syncSlackIntegration: route.post('/api/v1/slack/integrations/:id/sync', {
    permission: 'source.sync',
    params: IdParams,
    response: Integration,
    status: 202,
    errors: [400, 404],
    summary:
      'Sync now: queue a sync of the integration (new messages since the last one); answers the integration with ' +
      'its sync progress. Poll the integration list to follow it.',
  }),
  importSlackExport: route.post('/api/v1/slack/import', {
    permission: 'source.manage',
    bodyKind: 'binary',
    query: SlackImportQuery,
    response: SlackImport,
    status: 202,
    errors: [400, 413, 415],
    summary:
      'Import a Slack workspace export (the .zip Slack makes: channels.json, users.json and a folder of day files per ' +
      'channel) sent as the body, Content-Type application/zip, at most 512 MB. Answers at once with the queued ' +
      'import (poll GET /slack/imports/{id}); an archive past the limits (entries, unpacked size, compression ratio) ' +
      'answers 413 or 422. Importing the same export again stores nothing twice.',
  }),
  getSlackImport: route.get('/api/v1/slack/imports/:id', {
    permission: 'source.manage',
    params: IdParams,
    response: SlackImport,
    errors: [404],
    summary:
      'An import of a Slack export: its state, progress (day files read), counts and, once done, the integration.',
  }),
  slackEvents: route.post('/api/v1/slack/events', {
    permission: null,
    request: SlackEventRequest,
    response: SlackEventResponse,
    errors: [401, 503],
    summary:
      "Slack's Events API endpoint (Request URL of the Slack app): checks Slack's v0 signature, answers " +
      'url_verification, and stores new messages of connected channels.',
  }),
  slackOAuthStart: route.get('/api/v1/slack/oauth/start', {
    permission: 'source.manage',
    response: SlackOAuthStart,
    errors: [404],
    summary: 'Connect with Slack: the OAuth v2 authorize URL to send the person to (only when OAuth is configured).',
  }),
  slackOAuthExchange: route.post('/api/v1/slack/oauth/exchange', {
    permission: 'source.manage',
    request: SlackOAuthExchangeRequest,
    response: SlackOAuthExchangeResponse,
    errors: [400, 404],
    summary:
      'Finish Connect with Slack: exchange the code Slack sent to /app/slack/callback (with its state) for a token; ' +
      'answers the workspace and channels, and a connect_handle to pass to connect instead of user_token.',
  }),
}
