import { z } from 'zod'
import { Id, Timestamp } from './common'
import { text, TextLimit } from './text'

export const MAX_CHANNELS_PER_CONNECTION = 5
export const INTEGRATION_STATUSES = ['pending', 'connected', 'syncing', 'error', 'disconnected'] as const
export const SYNC_STATES = ['idle', 'queued', 'running', 'error'] as const
export const INTEGRATION_SOURCES = ['api', 'export'] as const

const jsonObjectRequired = 'The request body must be a JSON object.'
/** Slack's tokens are printable ASCII (xoxp-...); anything else could not even be sent in an HTTP header. */
const SlackTokenText = text('The Slack user token', TextLimit.token, 'Enter your Slack user token.')
  .trim()
  .regex(/^[!-~]*$/, 'The Slack user token has only letters, digits and dashes: copy the whole token again.')
const UserToken = SlackTokenText.min(1, 'Enter your Slack user token.')

export const Channel = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.string(),
  topic: z.string(),
  is_private: z.boolean(),
  member_count: z.int().nonnegative(),
})
export type Channel = z.infer<typeof Channel>

export const ValidateTokensRequest = z.object({ user_token: UserToken }, { error: jsonObjectRequired })
export type ValidateTokensRequest = z.input<typeof ValidateTokensRequest>

export const ValidateTokensResponse = z.object({
  channels: z.array(Channel),
  team_id: z.string(),
  team_name: z.string(),
})
export type ValidateTokensResponse = z.infer<typeof ValidateTokensResponse>

const SelectedChannels = z
  .array(text('A channel id', TextLimit.token, 'Channel ids must be text.').min(1, 'Channel ids must not be empty.'), {
    error: 'selected_channels must be a list of channel ids.',
  })
  .min(1, 'Select at least one channel.')
  .max(MAX_CHANNELS_PER_CONNECTION, `Select at most ${MAX_CHANNELS_PER_CONNECTION} channels.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Select each channel only once.')

/**
 * Either the pasted user token, or the `connect_handle` the OAuth exchange answered (it stands for the token the
 * exchange obtained, for 10 minutes).
 */
export const ConnectSlackRequest = z
  .object(
    {
      user_token: SlackTokenText.optional(),
      connect_handle: text('The connect handle', TextLimit.token, 'connect_handle must be text.')
        .trim()
        .min(1, 'The connect handle is empty. Start again from Connect.')
        .optional(),
      selected_channels: SelectedChannels,
    },
    { error: jsonObjectRequired },
  )
  .refine((body) => Boolean(body.user_token) || Boolean(body.connect_handle), {
    message: 'Enter your Slack user token.',
    path: ['user_token'],
  })
export type ConnectSlackRequest = z.input<typeof ConnectSlackRequest>

export const IntegrationStatus = z.enum(INTEGRATION_STATUSES)
export type IntegrationStatus = z.infer<typeof IntegrationStatus>

export const SyncState = z.enum(SYNC_STATES)
export type SyncState = z.infer<typeof SyncState>

export const IntegrationSource = z.enum(INTEGRATION_SOURCES)
export type IntegrationSource = z.infer<typeof IntegrationSource>

/**
 * How far the sync of an integration is, for a progress display.
 * - state: 'idle' (nothing to do until the next hourly sync), 'queued' (a sync waits for a worker, e.g. after connect,
 *   "sync now", or a rate limit), 'running', 'error' (stopped: `error` says why and what to do, e.g. reconnect).
 * - messages_stored: messages of this workspace stored so far (every sync, realtime event and import; each once).
 * - channels_done / channels_total: selected channels the current sync has finished / all selected channels
 *   (equal when idle).
 * - error: a sentence to show, or null. While queued it can explain a retry ("Could not reach Slack...").
 */
export const SyncProgress = z.object({
  state: SyncState,
  messages_stored: z.int().nonnegative(),
  channels_done: z.int().nonnegative(),
  channels_total: z.int().nonnegative(),
  error: z.string().nullable(),
})
export type SyncProgress = z.infer<typeof SyncProgress>

/** A connected Slack workspace. The token is never part of it. */
export const Integration = z.object({
  id: Id,
  team_name: z.string(),
  status: IntegrationStatus,
  last_synced: Timestamp.nullable(),
  channels: z.array(z.object({ id: z.string(), name: z.string() })),
  /** 'api': connected with a token and synced; 'export': imported from a workspace export (never synced). */
  source: IntegrationSource,
  sync: SyncProgress,
})
export type Integration = z.infer<typeof Integration>

export const IntegrationList = z.array(Integration)
export type IntegrationList = z.infer<typeof IntegrationList>

/** DELETE /slack/integrations/{id}?purge=true also deletes the feedback collected from it. */
export const DeleteIntegrationQuery = z.object({
  purge: z
    .enum(['true', 'false'], { error: 'purge must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
})
export type DeleteIntegrationQuery = z.input<typeof DeleteIntegrationQuery>

/** The largest Slack export (.zip) one upload may send: the server refuses more with 413, the app before sending. */
export const MAX_EXPORT_BYTES = 512 * 1024 * 1024

export const SLACK_IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const
export const SlackImportState = z.enum(SLACK_IMPORT_STATES)
export type SlackImportState = z.infer<typeof SlackImportState>

/**
 * An import of a workspace export, which runs as a job after the upload: poll GET /slack/imports/{id} until its state
 * is 'done' (integration and counts final) or 'failed' (error says why).
 * - files_done / files_total: day files of the export read so far / all of them.
 * - messages_stored: messages newly stored (importing the same export again stores nothing new);
 *   messages_skipped: messages already stored plus those that are not feedback (bots, joins...).
 * - invalid: records of the export that did not have the shape Slack gives them (a channel without a text id, a
 *   message whose text is not text, a day file that is not a JSON list): skipped, never stored.
 */
export const SlackImport = z.object({
  id: Id,
  state: SlackImportState,
  file_name: z.string().nullable(),
  files_done: z.int().nonnegative(),
  files_total: z.int().nonnegative(),
  channels: z.int().nonnegative(),
  messages_stored: z.int().nonnegative(),
  messages_skipped: z.int().nonnegative(),
  invalid: z.object({
    channels: z.int().nonnegative(),
    users: z.int().nonnegative(),
    messages: z.int().nonnegative(),
    files: z.int().nonnegative(),
  }),
  integration: Integration.nullable(),
  error: z.string().nullable(),
  created_at: Timestamp,
})
export type SlackImport = z.infer<typeof SlackImport>

/**
 * Optional hints for an import: the workspace's name, its subdomain (permalinks need it), and the file's name (keys
 * the import when the export names no team).
 */
export const SlackImportQuery = z.object({
  team_name: text('The team name', TextLimit.companyName).trim().min(1, 'The team name must not be empty.').optional(),
  file_name: text('The file name', 300).trim().min(1, 'The file name must not be empty.').optional(),
  team_domain: text('The team domain', 100)
    .trim()
    .regex(/^[a-z0-9-]+$/i, 'team_domain is the part before .slack.com, e.g. acme.')
    .optional(),
})
export type SlackImportQuery = z.input<typeof SlackImportQuery>

/** "Connect with Slack": where to send the person (Slack's OAuth v2 authorize page). */
export const SlackOAuthStart = z.object({ url: z.url() })
export type SlackOAuthStart = z.infer<typeof SlackOAuthStart>

export const SlackOAuthExchangeRequest = z.object(
  {
    code: text('The Slack authorization code', TextLimit.externalCode, 'The Slack authorization code is missing.').min(
      1,
      'The Slack authorization code is missing.',
    ),
    state: text('The OAuth state', TextLimit.token, 'The OAuth state is missing.').min(1, 'The OAuth state is missing.'),
  },
  { error: jsonObjectRequired },
)
export type SlackOAuthExchangeRequest = z.input<typeof SlackOAuthExchangeRequest>

/** The same as validate-tokens, plus a handle that connect accepts instead of user_token (valid 10 minutes). */
export const SlackOAuthExchangeResponse = ValidateTokensResponse.extend({ connect_handle: z.string() })
export type SlackOAuthExchangeResponse = z.infer<typeof SlackOAuthExchangeResponse>

/**
 * What Slack posts to the Events API endpoint: a url_verification challenge, or an event_callback. Only the fields
 * Headway reads are declared; the rest passes through.
 */
export const SlackEventRequest = z.looseObject({
  type: z.string(),
  challenge: z.string().optional(),
  team_id: z.string().optional(),
  event_id: z.string().optional(),
  event: z.looseObject({ type: z.string() }).optional(),
})
export type SlackEventRequest = z.input<typeof SlackEventRequest>

export const SlackEventResponse = z.object({ challenge: z.string().optional(), ok: z.boolean() })
export type SlackEventResponse = z.infer<typeof SlackEventResponse>
