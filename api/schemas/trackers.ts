import { z } from 'zod'
import { FEATURE_STATUSES } from './features'
import { Id, JSON_OBJECT_REQUIRED, Timestamp } from './common'
import { text, TextLimit } from './text'

/** The issue trackers a company can connect; GitHub Issues first, Linear and Jira to come as further providers. */
export const TRACKER_PROVIDERS = ['github'] as const
export const TrackerProvider = z.enum(TRACKER_PROVIDERS, { error: 'Use a known issue tracker: github.' })
export type TrackerProvider = z.infer<typeof TrackerProvider>

/**
 * Where an issue stands, in the words the status mapping uses: GitHub's state and state reason, made one. An issue
 * closed as a duplicate counts as not planned.
 */
export const ISSUE_STATES = ['open', 'reopened', 'closed_completed', 'closed_not_planned'] as const
export const IssueState = z.enum(ISSUE_STATES)
export type IssueState = z.infer<typeof IssueState>

/** The feature status each issue state moves a linked feature to; null leaves the feature as it is. */
export const StatusMapping = z.object(
  Object.fromEntries(
    ISSUE_STATES.map((state) => [
      state,
      z
        .enum(FEATURE_STATUSES, { error: `Map the issue state ${state} to backlog, in-progress, review, completed or null.` })
        .nullable(),
    ]),
  ) as Record<
    IssueState,
    z.ZodNullable<z.ZodEnum<{ [K in (typeof FEATURE_STATUSES)[number]]: K }>>
  >,
  { error: 'The status mapping names, for each issue state, a feature status or null.' },
)
export type StatusMapping = z.infer<typeof StatusMapping>

/**
 * A connection's health: `ok`, or the fault its last call to the tracker met, until a call succeeds again:
 * `unauthorized` (the token was revoked or expired: an admin must reconnect), `rate_limited`, `unavailable` (5xx or
 * unreachable).
 */
export const CONNECTION_STATES = ['ok', 'unauthorized', 'rate_limited', 'unavailable'] as const
export const ConnectionState = z.enum(CONNECTION_STATES)
export type ConnectionState = z.infer<typeof ConnectionState>

/**
 * A link's health: `ok`, `not_found` (the issue was deleted, transferred, or the token no longer sees it), or the
 * connection's fault met while refreshing it (`unauthorized`, `rate_limited`, `unavailable`), or `disconnected` (its
 * tracker was disconnected: it is kept but no longer refreshed).
 */
export const LINK_STATES = ['ok', 'not_found', 'unauthorized', 'rate_limited', 'unavailable', 'disconnected'] as const
export const LinkState = z.enum(LINK_STATES)
export type LinkState = z.infer<typeof LinkState>

/** A company's connection to a tracker, as admins and members see it: never its token or webhook secret. */
export const TrackerConnection = z.object({
  id: Id,
  provider: TrackerProvider,
  /** Where issues are created and searched: `owner/repo` for GitHub. */
  project: z.string(),
  state: ConnectionState,
  /** The sentence of the fault, null while `ok`. */
  state_detail: z.string().nullable(),
  status_mapping: StatusMapping,
  /** The URL to give the tracker as its webhook (content type application/json, the `issues` events). */
  webhook_url: z.string(),
  connected_by_name: z.string().nullable(),
  connected_at: Timestamp,
})
export type TrackerConnection = z.infer<typeof TrackerConnection>

export const TrackerConnectionList = z.object({ items: z.array(TrackerConnection) })
export type TrackerConnectionList = z.infer<typeof TrackerConnectionList>

/** GitHub's own rules for an owner and a repository name, joined by one slash. */
const GITHUB_REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/

export const ConnectGithubRequest = z.object(
  {
    repository: text('The repository', 140, 'Give the repository as owner/repo.')
      .trim()
      .regex(GITHUB_REPOSITORY, 'Give the repository as owner/repo, e.g. acme/roadmap.'),
    token: text('The token', TextLimit.token, 'Paste a GitHub token.').trim().min(1, 'Paste a GitHub token.'),
    /** Unset: the defaults (DEFAULT_STATUS_MAPPING), or the mapping the connection already had. */
    status_mapping: StatusMapping.optional(),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type ConnectGithubRequest = z.input<typeof ConnectGithubRequest>

/**
 * A connection just made: the only answer with its webhook secret, to paste into the repository's webhook settings
 * (only an encrypted copy is kept).
 */
export const ConnectedTracker = TrackerConnection.extend({ webhook_secret: z.string() })
export type ConnectedTracker = z.infer<typeof ConnectedTracker>

export const ProviderParams = z.object({ provider: TrackerProvider })

/** A new status mapping for a connected tracker. */
export const UpdateStatusMappingRequest = z.object({ status_mapping: StatusMapping }, { error: JSON_OBJECT_REQUIRED })
export type UpdateStatusMappingRequest = z.input<typeof UpdateStatusMappingRequest>

/** An issue of the tracker, as a search lists it and a link shows it. */
export const TrackerIssue = z.object({
  /** `owner/repo#123` for GitHub. */
  key: z.string(),
  title: z.string(),
  state: IssueState,
  /** The assignee's login, or null. */
  assignee: z.string().nullable(),
  url: z.string(),
})
export type TrackerIssue = z.infer<typeof TrackerIssue>

export const TrackerIssueList = z.object({ items: z.array(TrackerIssue) })
export type TrackerIssueList = z.infer<typeof TrackerIssueList>

/** The longest search text; GitHub's search takes at most 256 characters. */
export const ISSUE_SEARCH_MAX = 200

export const IssueSearchQuery = z.object({
  provider: TrackerProvider.default('github'),
  q: text('The search', ISSUE_SEARCH_MAX).trim().min(1, 'Type a few words of the issue, or its number.'),
})

/** A feature's link to an issue, with what the tracker last said of it. */
export const IssueLink = TrackerIssue.extend({
  id: Id,
  feature_id: Id,
  provider: TrackerProvider,
  link_state: LinkState,
  /** The sentence of the link's fault, null while `ok`. */
  link_detail: z.string().nullable(),
  last_synced_at: Timestamp.nullable(),
  created_at: Timestamp,
})
export type IssueLink = z.infer<typeof IssueLink>

export const IssueLinkList = z.object({ items: z.array(IssueLink) })
export type IssueLinkList = z.infer<typeof IssueLinkList>

export const IssueLinkParams = z.object({
  id: z.uuid({ error: 'Use the id of an existing item.' }),
  link_id: z.uuid({ error: 'Use the id of an existing link.' }),
})

/** Labels a new issue may carry, and the longest label (GitHub's own limit is 50 characters). */
export const MAX_ISSUE_LABELS = 10
export const ISSUE_LABEL_MAX = 50
/** GitHub's longest issue title. */
export const ISSUE_TITLE_MAX = 256

export const CreateIssueRequest = z.object(
  {
    provider: TrackerProvider.default('github'),
    /** Unset: the feature's title. */
    title: text('The issue title', ISSUE_TITLE_MAX).trim().min(1, 'Give the issue a title.').optional(),
    labels: z
      .array(text('A label', ISSUE_LABEL_MAX).trim().min(1, 'A label must not be empty.'), { error: 'Labels must be a list.' })
      .max(MAX_ISSUE_LABELS, `Give at most ${MAX_ISSUE_LABELS} labels.`)
      .default([]),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type CreateIssueRequest = z.input<typeof CreateIssueRequest>

export const LinkIssueRequest = z.object(
  {
    provider: TrackerProvider.default('github'),
    key: text('The issue', 200, 'Give the issue as owner/repo#123 or its number.').trim().min(1, 'Give the issue as owner/repo#123 or its number.'),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type LinkIssueRequest = z.input<typeof LinkIssueRequest>

/** The connection a webhook delivery is for, in the webhook URL's query (`?connection=<id>`). */
export const GithubWebhookQuery = z.object({ connection: z.uuid({ error: 'Use the webhook URL Headway gave when GitHub was connected.' }) })

/** What GitHub's webhook sends that Headway reads: an `issues` event's action and issue (anything else is ignored). */
export const GithubWebhookRequest = z.looseObject({
  action: z.string().optional(),
  zen: z.string().optional(),
})

export const GithubWebhookResponse = z.object({
  /** `applied`: a linked issue was refreshed; `ignored`: an event or issue Headway does not follow. */
  result: z.enum(['applied', 'ignored']),
})
export type GithubWebhookResponse = z.infer<typeof GithubWebhookResponse>

/** The sentences of the tracker calls, for the server and the mocks. */
export const TrackerDetail = {
  notConnected: 'No GitHub repository is connected. An admin can connect one under Integrations.',
  notFound: 'Issue tracker not connected.',
  linkNotFound: 'Issue link not found.',
  alreadyLinked: 'This issue is already linked to the feature.',
  badKey: 'Give the issue as owner/repo#123, or its number in the connected repository.',
  otherRepository: 'Link issues of the connected repository only.',
  issueNotFound: 'GitHub has no such issue in the connected repository (or the token cannot see it).',
  repositoryNotFound: 'GitHub has no such repository, or the token cannot see it.',
  tokenRefused: "GitHub refused this token. Check that it is current and can read and write the repository's issues.",
  badSignature: 'The request is not signed by GitHub with this connection\'s webhook secret (X-Hub-Signature-256).',
  noDelivery: 'A webhook delivery needs its X-GitHub-Delivery id.',
  replayed: 'This webhook delivery was already received (X-GitHub-Delivery).',
  /** The connection's and links' fault sentences. */
  unauthorized: 'GitHub refused the token: it was revoked or has expired. An admin can reconnect GitHub with a new token.',
  rateLimited: 'GitHub asked Headway to slow down; the issue is refreshed again shortly.',
  unavailable: 'GitHub could not be reached or answered with an error; Headway tries again shortly.',
  deleted: 'The issue was deleted, transferred, or the token no longer sees it.',
  disconnected: 'The tracker was disconnected: this link is no longer refreshed.',
} as const
