import { IdParams } from '../schemas/common'
import {
  ConnectedTracker,
  ConnectGithubRequest,
  CreateIssueRequest,
  GithubWebhookQuery,
  GithubWebhookRequest,
  GithubWebhookResponse,
  IssueLink,
  IssueLinkList,
  IssueLinkParams,
  IssueSearchQuery,
  LinkIssueRequest,
  ProviderParams,
  TrackerConnectionList,
  TrackerConnection,
  TrackerIssueList,
  UpdateStatusMappingRequest,
} from '../schemas/trackers'
import { routesTagged } from './define'

const route = routesTagged('trackers')

/**
 * The company's issue trackers (GitHub Issues) and each feature's links to their issues. A call to the tracker that
 * meets a fault answers 502 (the token was refused, or the tracker failed) or 503 with Retry-After (the tracker asked
 * to slow down), with the fault also kept on the connection.
 */
export const trackerRoutes = {
  listTrackers: route.get('/api/v1/trackers', {
    permission: 'workspace.read',
    response: TrackerConnectionList,
    summary: "The company's connected issue trackers and the health of each (never a token or webhook secret).",
  }),
  connectGithubTracker: route.put('/api/v1/trackers/github', {
    permission: 'tracker.manage',
    request: ConnectGithubRequest,
    response: ConnectedTracker,
    errors: [502, 503],
    summary:
      'Connect (or reconnect) a GitHub repository with a token that can read and write its issues: the token is ' +
      'checked against the repository (422 when GitHub refuses it or has no such repository), stored encrypted and ' +
      'never shown again. The answer is the only one carrying the webhook secret to give GitHub.',
  }),
  disconnectTracker: route.delete('/api/v1/trackers/:provider', {
    permission: 'tracker.manage',
    params: ProviderParams,
    errors: [404],
    summary: "Disconnect a tracker: its token is deleted; the features' links stay, no longer refreshed.",
  }),
  updateTrackerStatusMapping: route.put('/api/v1/trackers/:provider/status-mapping', {
    permission: 'tracker.manage',
    params: ProviderParams,
    request: UpdateStatusMappingRequest,
    response: TrackerConnection,
    errors: [404],
    summary:
      'Replace the status mapping of a connected tracker: the feature status each issue state moves a linked feature ' +
      'to (null leaves it). Applies to the next moves of its issues.',
  }),
  searchTrackerIssues: route.get('/api/v1/trackers/issues', {
    permission: 'issue.link',
    query: IssueSearchQuery,
    response: TrackerIssueList,
    errors: [404, 502, 503],
    summary: "Search the connected repository's issues (at most 20, best matches first), to link one to a feature.",
  }),
  listIssueLinks: route.get('/api/v1/features/:id/issues', {
    permission: 'workspace.read',
    params: IdParams,
    response: IssueLinkList,
    errors: [404],
    summary: "A feature's links to tracker issues, oldest first, each with what the tracker last said of its issue.",
  }),
  createFeatureIssue: route.post('/api/v1/features/:id/issues', {
    permission: 'issue.link',
    params: IdParams,
    request: CreateIssueRequest,
    response: IssueLink,
    status: 201,
    errors: [404, 502, 503],
    summary:
      "Create an issue in the connected repository from a feature (its title unless given, the feature's description, " +
      'its top quotes and a link back to Headway, the labels given) and link it to the feature.',
  }),
  linkFeatureIssue: route.post('/api/v1/features/:id/issues/link', {
    permission: 'issue.link',
    params: IdParams,
    request: LinkIssueRequest,
    response: IssueLink,
    status: 201,
    errors: [404, 409, 502, 503],
    summary:
      'Link an existing issue of the connected repository (owner/repo#123, its URL or its number) to a feature; 409 ' +
      'when it is linked already.',
  }),
  unlinkFeatureIssue: route.delete('/api/v1/features/:id/issues/:link_id', {
    permission: 'issue.link',
    params: IssueLinkParams,
    errors: [404],
    summary: 'Unlink an issue from a feature (the issue itself is left as it is).',
  }),
  githubWebhook: route.post('/api/v1/trackers/github/webhook', {
    permission: null,
    query: GithubWebhookQuery,
    request: GithubWebhookRequest,
    response: GithubWebhookResponse,
    errors: [400, 401, 404, 409],
    maxBodyBytes: 5 * 1024 * 1024,
    summary:
      "GitHub's webhook for a connection (the Payload URL given when GitHub was connected, naming the connection): " +
      "checks X-Hub-Signature-256 with the connection's webhook secret (401 otherwise), refuses a delivery id seen " +
      'before (409), and refreshes the linked issues an `issues` event names, moving their features by the status ' +
      'mapping.',
  }),
}
