import type { z } from 'zod'
import type { Action } from './permissions'
import {
  ForgotPasswordRequest,
  LoginRequest,
  LogoutRequest,
  RefreshRequest,
  RegisterRequest,
  ResetPasswordRequest,
  Tokens,
  UpdateMeRequest,
  User,
} from './schemas/auth'
import { AuditEventList, AuditEventListQuery, AuditExportQuery } from './schemas/audit'
import { IdParams, MessageResponse } from './schemas/common'
import { CommentList, CommentParams, CommentRequest, Comment, Notification, NotificationList } from './schemas/comments'
import { AppConfig } from './schemas/config'
import { Dashboard } from './schemas/dashboard'
import {
  CreateFeatureRequest,
  FeatureDetail,
  FeatureLinkParams,
  FeatureList,
  FeatureListQuery,
  LinkFeedbackRequest,
  MergeFeatureRequest,
  Trend,
  UpdateFeatureRequest,
} from './schemas/features'
import { Health } from './schemas/health'
import {
  ConnectSlackRequest,
  DeleteIntegrationQuery,
  Integration,
  IntegrationList,
  SlackEventRequest,
  SlackEventResponse,
  SlackImportQuery,
  SlackImportResult,
  SlackOAuthExchangeRequest,
  SlackOAuthExchangeResponse,
  SlackOAuthStart,
  ValidateTokensRequest,
  ValidateTokensResponse,
} from './schemas/slack'
import {
  ConnectGmailRequest,
  GmailMailbox,
  GmailMailboxList,
  GmailOAuthExchangeRequest,
  GmailOAuthExchangeResponse,
  GmailOAuthStart,
} from './schemas/gmail'
import { AcceptThemeRequest, CreateThemeRequest, Theme, ThemeList, UpdateThemeRequest } from './schemas/themes'
import {
  CreateInvitationRequest,
  Invitation,
  InvitationList,
  UpdatePreferencesRequest,
  Workspace,
  WorkspacePreferences,
} from './schemas/workspace'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
/**
 * How the request body travels: JSON, `application/x-www-form-urlencoded`, raw bytes (`application/zip`, e.g. a
 * Slack export; `request` is null and the handler reads the bytes), or no body at all.
 */
export type BodyKind = 'json' | 'form' | 'binary' | 'none'
export type SuccessStatus = 200 | 201 | 202 | 204
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503

/** One call of the API, free of any framework: the server, the client and the mocks are all built from it. */
export interface RouteDefinition {
  method: HttpMethod
  /** Path with `:name` parameters, e.g. `/api/v1/slack/integrations/:id`. */
  path: string
  /**
   * The action of the permission table (api/permissions.ts) the caller's role must allow; the call then needs
   * `Authorization: Bearer <access token>`. Null only for the public calls (sign-in, health, Slack's events).
   */
  permission: Action | null
  bodyKind: BodyKind
  /** Schema of the path parameters, or null when the path has none. */
  params: z.ZodType | null
  /** Schema of the query string, when the call takes one (e.g. `?purge=true`). */
  query?: z.ZodType | null
  /** Schema of the request body, or null when bodyKind is 'none'. */
  request: z.ZodType | null
  /** Schema of the success body, or null for 204 No Content (and for a `produces` body). */
  response: z.ZodType | null
  /**
   * The media type of a success body that is not JSON (e.g. the audit log's CSV export): the server's handler answers
   * a stream of it, and the client's call answers a Blob. Unset for JSON (or no body).
   */
  produces?: 'text/csv'
  status: SuccessStatus
  /** Error statuses the call can answer, each with an `{detail}` body (for the OpenAPI document). */
  errors: readonly ErrorStatus[]
  /** OpenAPI tag. */
  tag: 'auth' | 'workspace' | 'audit' | 'slack' | 'gmail' | 'features' | 'themes' | 'dashboard' | 'config' | 'health'
  summary: string
}

/** Every call, keyed by its operation name (the client's method names). */
export const routes = {
  login: {
    method: 'POST',
    path: '/api/v1/auth/login',
    permission: null,
    bodyKind: 'form',
    params: null,
    request: LoginRequest,
    response: Tokens,
    status: 200,
    errors: [401, 422, 429],
    tag: 'auth',
    summary: 'Log in with the email (as username) and password; returns a new access and refresh token pair.',
  },
  me: {
    method: 'GET',
    path: '/api/v1/auth/me',
    permission: 'account.manage',
    bodyKind: 'none',
    params: null,
    request: null,
    response: User,
    status: 200,
    errors: [401],
    tag: 'auth',
    summary: 'Return the signed-in user.',
  },
  register: {
    method: 'POST',
    path: '/api/v1/auth/register',
    permission: null,
    bodyKind: 'json',
    params: null,
    request: RegisterRequest,
    response: User,
    status: 201,
    errors: [400, 409, 422, 429],
    tag: 'auth',
    summary:
      'Create an account: in a new company (as its admin), in an existing one (same email domain as its admin), or ' +
      'in the company of an invitation (invitation_token). The client logs in afterwards.',
  },
  refresh: {
    method: 'POST',
    path: '/api/v1/auth/refresh',
    permission: null,
    bodyKind: 'json',
    params: null,
    request: RefreshRequest,
    response: Tokens,
    status: 200,
    errors: [401, 422, 429],
    tag: 'auth',
    summary: 'Exchange a refresh token for a new token pair; the used refresh token stops working (rotation).',
  },
  updateMe: {
    method: 'PUT',
    path: '/api/v1/auth/me',
    permission: 'account.manage',
    bodyKind: 'json',
    params: null,
    request: UpdateMeRequest,
    response: User,
    status: 200,
    errors: [400, 401, 422],
    tag: 'auth',
    summary: 'Update the signed-in user with the fields given; a new password needs the current one.',
  },
  logout: {
    method: 'POST',
    path: '/api/v1/auth/logout',
    permission: null,
    bodyKind: 'json',
    params: null,
    request: LogoutRequest,
    response: null,
    status: 204,
    errors: [422],
    tag: 'auth',
    summary: 'Revoke the session of the refresh token given; answers 204 even when it was already revoked.',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/v1/auth/forgot-password',
    permission: null,
    bodyKind: 'json',
    params: null,
    request: ForgotPasswordRequest,
    response: MessageResponse,
    status: 200,
    errors: [422, 429],
    tag: 'auth',
    summary:
      'Email a password reset link valid for one hour; answers the same message whether or not the account exists.',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/v1/auth/reset-password',
    permission: null,
    bodyKind: 'json',
    params: null,
    request: ResetPasswordRequest,
    response: MessageResponse,
    status: 200,
    errors: [400, 422, 429],
    tag: 'auth',
    summary: "Set a new password with the token of a reset link (once); ends all of the user's sessions.",
  },
  workspace: {
    method: 'GET',
    path: '/api/v1/workspace',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: null,
    request: null,
    response: Workspace,
    status: 200,
    errors: [401],
    tag: 'workspace',
    summary: "Return the signed-in user's company: its name, its admin and its members.",
  },
  preferences: {
    method: 'GET',
    path: '/api/v1/workspace/preferences',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: null,
    request: null,
    response: WorkspacePreferences,
    status: 200,
    errors: [401],
    tag: 'workspace',
    summary: "Return the company's preferences (auto-sync and email notifications, both on by default).",
  },
  updatePreferences: {
    method: 'PUT',
    path: '/api/v1/workspace/preferences',
    permission: 'preferences.manage',
    bodyKind: 'json',
    params: null,
    request: UpdatePreferencesRequest,
    response: WorkspacePreferences,
    status: 200,
    errors: [401, 422],
    tag: 'workspace',
    summary: "Change the company's preferences given; answers all of them.",
  },
  createInvitation: {
    method: 'POST',
    path: '/api/v1/workspace/invitations',
    permission: 'invitation.manage',
    bodyKind: 'json',
    params: null,
    request: CreateInvitationRequest,
    response: Invitation,
    status: 201,
    errors: [401, 403, 409, 422],
    tag: 'workspace',
    summary:
      'Admin only: invite an email address to the company; its link works once, for 7 days, and replaces an ' +
      'earlier invitation of that address.',
  },
  listInvitations: {
    method: 'GET',
    path: '/api/v1/workspace/invitations',
    permission: 'invitation.manage',
    bodyKind: 'none',
    params: null,
    request: null,
    response: InvitationList,
    status: 200,
    errors: [401, 403],
    tag: 'workspace',
    summary: "Admin only: list the company's pending invitations (not used, revoked or expired).",
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/v1/workspace/invitations/:id',
    permission: 'invitation.manage',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: null,
    status: 204,
    errors: [401, 403, 404, 422],
    tag: 'workspace',
    summary: 'Admin only: withdraw a pending invitation; its link stops working.',
  },
  listAuditEvents: {
    method: 'GET',
    path: '/api/v1/audit-events',
    permission: 'audit.read',
    bodyKind: 'none',
    params: null,
    query: AuditEventListQuery,
    request: null,
    response: AuditEventList,
    status: 200,
    errors: [400, 401, 403, 422],
    tag: 'audit',
    summary:
      "The company's audit log, newest first, filtered (action, actor_id, from, to) and paged: pass next_cursor as " +
      'cursor for the next (older) page.',
  },
  exportAuditEvents: {
    method: 'GET',
    path: '/api/v1/audit-events/export.csv',
    permission: 'audit.read',
    bodyKind: 'none',
    params: null,
    query: AuditExportQuery,
    request: null,
    response: null,
    produces: 'text/csv',
    status: 200,
    errors: [400, 401, 403, 422],
    tag: 'audit',
    summary:
      'The audit log as CSV (UTF-8, a header row, ISO 8601 times, newest first), with the same filters as the list; ' +
      'cells that a spreadsheet would run as a formula start with an apostrophe.',
  },
  validateSlackTokens: {
    method: 'POST',
    path: '/api/v1/slack/validate-tokens',
    permission: 'source.manage',
    bodyKind: 'json',
    params: null,
    request: ValidateTokensRequest,
    response: ValidateTokensResponse,
    status: 200,
    errors: [400, 401, 422],
    tag: 'slack',
    summary: 'Check a Slack user token and list the channels of its workspace.',
  },
  connectSlack: {
    method: 'POST',
    path: '/api/v1/slack/connect',
    permission: 'source.manage',
    bodyKind: 'json',
    params: null,
    request: ConnectSlackRequest,
    response: Integration,
    status: 200,
    errors: [400, 401, 422],
    tag: 'slack',
    summary: 'Connect a Slack workspace with 1 to 5 channels, or update the channels of an already connected one.',
  },
  listSlackIntegrations: {
    method: 'GET',
    path: '/api/v1/slack/integrations',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: null,
    request: null,
    response: IntegrationList,
    status: 200,
    errors: [401],
    tag: 'slack',
    summary: "List the company's Slack integrations.",
  },
  deleteSlackIntegration: {
    method: 'DELETE',
    path: '/api/v1/slack/integrations/:id',
    permission: 'source.manage',
    bodyKind: 'none',
    params: IdParams,
    query: DeleteIntegrationQuery,
    request: null,
    response: null,
    status: 204,
    errors: [401, 404, 422],
    tag: 'slack',
    summary:
      'Disconnect a Slack integration: its syncs stop and its token is forgotten. The feedback collected from it ' +
      'stays, unless ?purge=true, which deletes that too.',
  },
  syncSlackIntegration: {
    method: 'POST',
    path: '/api/v1/slack/integrations/:id/sync',
    permission: 'source.sync',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: Integration,
    status: 202,
    errors: [400, 401, 404, 422],
    tag: 'slack',
    summary:
      'Sync now: queue a sync of the integration (new messages since the last one); answers the integration with ' +
      'its sync progress. Poll the integration list to follow it.',
  },
  importSlackExport: {
    method: 'POST',
    path: '/api/v1/slack/import',
    permission: 'source.manage',
    bodyKind: 'binary',
    params: null,
    query: SlackImportQuery,
    request: null,
    response: SlackImportResult,
    status: 200,
    errors: [400, 401, 413, 415, 422],
    tag: 'slack',
    summary:
      'Import a Slack workspace export (the .zip Slack makes: channels.json, users.json and a folder of day files per ' +
      'channel) sent as the body, Content-Type application/zip. Importing the same export again stores nothing twice.',
  },
  slackEvents: {
    method: 'POST',
    path: '/api/v1/slack/events',
    permission: null,
    bodyKind: 'json',
    params: null,
    request: SlackEventRequest,
    response: SlackEventResponse,
    status: 200,
    errors: [401, 422, 503],
    tag: 'slack',
    summary:
      "Slack's Events API endpoint (Request URL of the Slack app): checks Slack's v0 signature, answers " +
      'url_verification, and stores new messages of connected channels.',
  },
  slackOAuthStart: {
    method: 'GET',
    path: '/api/v1/slack/oauth/start',
    permission: 'source.manage',
    bodyKind: 'none',
    params: null,
    request: null,
    response: SlackOAuthStart,
    status: 200,
    errors: [401, 404],
    tag: 'slack',
    summary: 'Connect with Slack: the OAuth v2 authorize URL to send the person to (only when OAuth is configured).',
  },
  slackOAuthExchange: {
    method: 'POST',
    path: '/api/v1/slack/oauth/exchange',
    permission: 'source.manage',
    bodyKind: 'json',
    params: null,
    request: SlackOAuthExchangeRequest,
    response: SlackOAuthExchangeResponse,
    status: 200,
    errors: [400, 401, 404, 422],
    tag: 'slack',
    summary:
      'Finish Connect with Slack: exchange the code Slack sent to /app/slack/callback (with its state) for a token; ' +
      'answers the workspace and channels, and a connect_handle to pass to connect instead of user_token.',
  },
  gmailOAuthStart: {
    method: 'GET',
    path: '/api/v1/gmail/oauth/start',
    permission: 'source.manage',
    bodyKind: 'none',
    params: null,
    request: null,
    response: GmailOAuthStart,
    status: 200,
    errors: [401, 404],
    tag: 'gmail',
    summary:
      "Connect Gmail: Google's OAuth consent URL (read-only Gmail access) to send the person to; 404 when this " +
      'server has no Google OAuth client.',
  },
  gmailOAuthExchange: {
    method: 'POST',
    path: '/api/v1/gmail/oauth/exchange',
    permission: 'source.manage',
    bodyKind: 'json',
    params: null,
    request: GmailOAuthExchangeRequest,
    response: GmailOAuthExchangeResponse,
    status: 200,
    errors: [400, 401, 404, 422, 502],
    tag: 'gmail',
    summary:
      'Finish Connect Gmail: exchange the code Google sent to /app/gmail/callback (with its state); answers the ' +
      'mailbox address, its labels, and a connect_handle for connectGmail (valid 10 minutes).',
  },
  connectGmail: {
    method: 'POST',
    path: '/api/v1/gmail/connect',
    permission: 'source.manage',
    bodyKind: 'json',
    params: null,
    request: ConnectGmailRequest,
    response: GmailMailbox,
    status: 200,
    errors: [400, 401, 422, 502],
    tag: 'gmail',
    summary:
      'Connect the mailbox behind a connect_handle, following 1 to 5 of its labels (or change the labels of a mailbox ' +
      'already connected); a first sync of the last days is queued.',
  },
  listGmailMailboxes: {
    method: 'GET',
    path: '/api/v1/gmail/mailboxes',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: null,
    request: null,
    response: GmailMailboxList,
    status: 200,
    errors: [401],
    tag: 'gmail',
    summary: "List the company's connected Gmail mailboxes.",
  },
  deleteGmailMailbox: {
    method: 'DELETE',
    path: '/api/v1/gmail/mailboxes/:id',
    permission: 'source.manage',
    bodyKind: 'none',
    params: IdParams,
    query: DeleteIntegrationQuery,
    request: null,
    response: null,
    status: 204,
    errors: [401, 404, 422],
    tag: 'gmail',
    summary:
      'Disconnect a Gmail mailbox: its syncs stop and its tokens are forgotten. The emails collected from it stay, ' +
      'unless ?purge=true, which deletes them too.',
  },
  syncGmailMailbox: {
    method: 'POST',
    path: '/api/v1/gmail/mailboxes/:id/sync',
    permission: 'source.sync',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: GmailMailbox,
    status: 202,
    errors: [400, 401, 404, 422],
    tag: 'gmail',
    summary: 'Sync now: queue a sync of the mailbox (new emails since the last one); answers the mailbox with its progress.',
  },
  listFeatures: {
    method: 'GET',
    path: '/api/v1/features',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: null,
    query: FeatureListQuery,
    request: null,
    response: FeatureList,
    status: 200,
    errors: [400, 401, 422],
    tag: 'features',
    summary:
      "The company's features (merged ones left out), highest score first, filtered and paged: pass next_cursor as " +
      'cursor for the next page.',
  },
  getFeature: {
    method: 'GET',
    path: '/api/v1/features/:id',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: FeatureDetail,
    status: 200,
    errors: [401, 404, 422],
    tag: 'features',
    summary: 'One feature with its description, score explanation, recent feedback, competitors, history and merges.',
  },
  createFeature: {
    method: 'POST',
    path: '/api/v1/features',
    permission: 'backlog.edit',
    bodyKind: 'json',
    params: null,
    request: CreateFeatureRequest,
    response: FeatureDetail,
    status: 201,
    errors: [401, 404, 422],
    tag: 'features',
    summary: 'Create a feature by hand (source manual). A priority or theme given is a decision the AI keeps.',
  },
  updateFeature: {
    method: 'PUT',
    path: '/api/v1/features/:id',
    permission: 'backlog.edit',
    bodyKind: 'json',
    params: IdParams,
    request: UpdateFeatureRequest,
    response: FeatureDetail,
    status: 200,
    errors: [401, 404, 422],
    tag: 'features',
    summary:
      'Change the fields given. Setting the priority or the theme (null: no theme) makes it a decision of a person, ' +
      'which the AI never overwrites; a new assignee is notified.',
  },
  mergeFeature: {
    method: 'POST',
    path: '/api/v1/features/:id/merge',
    permission: 'backlog.edit',
    bodyKind: 'json',
    params: IdParams,
    request: MergeFeatureRequest,
    response: FeatureDetail,
    status: 200,
    errors: [401, 404, 409, 422],
    tag: 'features',
    summary:
      'Merge the feature into into_id: it leaves the list and its mentions count for into_id, which is rescored and ' +
      'answered. Unmerge undoes it.',
  },
  unmergeFeature: {
    method: 'POST',
    path: '/api/v1/features/:id/unmerge',
    permission: 'backlog.edit',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: FeatureDetail,
    status: 200,
    errors: [401, 404, 409, 422],
    tag: 'features',
    summary: 'Undo a merge: the feature is back in the list with its own mentions; both features are rescored.',
  },
  linkFeedback: {
    method: 'POST',
    path: '/api/v1/features/:id/links',
    permission: 'backlog.edit',
    bodyKind: 'json',
    params: IdParams,
    request: LinkFeedbackRequest,
    response: FeatureDetail,
    status: 200,
    errors: [401, 404, 422],
    tag: 'features',
    summary: 'Link a piece of feedback to the feature as a mention (also one a person unlinked before); rescores it.',
  },
  unlinkFeedback: {
    method: 'DELETE',
    path: '/api/v1/features/:id/links/:feedback_id',
    permission: 'backlog.edit',
    bodyKind: 'none',
    params: FeatureLinkParams,
    request: null,
    response: null,
    status: 204,
    errors: [401, 404, 422],
    tag: 'features',
    summary: 'Unlink a piece of feedback from the feature; the AI never links the two again. Rescores the feature.',
  },
  featureTrend: {
    method: 'GET',
    path: '/api/v1/features/:id/trend',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: Trend,
    status: 200,
    errors: [401, 404, 422],
    tag: 'features',
    summary: "The feature's mentions per day over the last 90 days (by the feedback's posting date, UTC).",
  },
  listComments: {
    method: 'GET',
    path: '/api/v1/features/:id/comments',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: CommentList,
    status: 200,
    errors: [401, 404, 422],
    tag: 'features',
    summary: "The feature's comments, oldest first.",
  },
  createComment: {
    method: 'POST',
    path: '/api/v1/features/:id/comments',
    permission: 'comment.write',
    bodyKind: 'json',
    params: IdParams,
    request: CommentRequest,
    response: Comment,
    status: 201,
    errors: [401, 404, 422],
    tag: 'features',
    summary:
      'Comment on a feature. Members @mentioned by email, full name or first name are notified, and so is the ' +
      'assignee.',
  },
  updateComment: {
    method: 'PUT',
    path: '/api/v1/features/:id/comments/:comment_id',
    permission: 'comment.write',
    bodyKind: 'json',
    params: CommentParams,
    request: CommentRequest,
    response: Comment,
    status: 200,
    errors: [401, 403, 404, 422],
    tag: 'features',
    summary: 'Edit your own comment (403 for the comments of others); newly @mentioned members are notified.',
  },
  deleteComment: {
    method: 'DELETE',
    path: '/api/v1/features/:id/comments/:comment_id',
    permission: 'comment.write',
    bodyKind: 'none',
    params: CommentParams,
    request: null,
    response: null,
    status: 204,
    errors: [401, 403, 404, 422],
    tag: 'features',
    summary: 'Delete your own comment (403 for the comments of others).',
  },
  listNotifications: {
    method: 'GET',
    path: '/api/v1/notifications',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: null,
    request: null,
    response: NotificationList,
    status: 200,
    errors: [401],
    tag: 'features',
    summary: "The signed-in user's notifications (assignments, @mentions, comments on their features), newest first.",
  },
  readNotification: {
    method: 'POST',
    path: '/api/v1/notifications/:id/read',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: Notification,
    status: 200,
    errors: [401, 404, 422],
    tag: 'features',
    summary: 'Mark one of your notifications as read.',
  },
  listThemes: {
    method: 'GET',
    path: '/api/v1/themes',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: null,
    request: null,
    response: ThemeList,
    status: 200,
    errors: [401],
    tag: 'themes',
    summary: "The company's themes, suggested ones included, with counts computed from their features; by name.",
  },
  getTheme: {
    method: 'GET',
    path: '/api/v1/themes/:id',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: Theme,
    status: 200,
    errors: [401, 404, 422],
    tag: 'themes',
    summary: 'One theme with its computed counts.',
  },
  createTheme: {
    method: 'POST',
    path: '/api/v1/themes',
    permission: 'backlog.edit',
    bodyKind: 'json',
    params: null,
    request: CreateThemeRequest,
    response: Theme,
    status: 201,
    errors: [401, 404, 422],
    tag: 'themes',
    summary: 'Create a theme; its owner is the person creating it unless owner_id says otherwise.',
  },
  updateTheme: {
    method: 'PUT',
    path: '/api/v1/themes/:id',
    permission: 'backlog.edit',
    bodyKind: 'json',
    params: IdParams,
    request: UpdateThemeRequest,
    response: Theme,
    status: 200,
    errors: [401, 404, 422],
    tag: 'themes',
    summary: 'Change the fields given; the counts stay computed.',
  },
  deleteTheme: {
    method: 'DELETE',
    path: '/api/v1/themes/:id',
    permission: 'theme.delete',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: null,
    status: 204,
    errors: [401, 404, 422],
    tag: 'themes',
    summary: 'Delete a theme; its features stay, in no theme.',
  },
  acceptTheme: {
    method: 'POST',
    path: '/api/v1/themes/:id/accept',
    permission: 'backlog.edit',
    bodyKind: 'json',
    params: IdParams,
    request: AcceptThemeRequest,
    response: Theme,
    status: 200,
    errors: [401, 404, 409, 422],
    tag: 'themes',
    summary: 'Accept a theme the AI suggested: it becomes active, renamed when a name is given.',
  },
  dismissTheme: {
    method: 'POST',
    path: '/api/v1/themes/:id/dismiss',
    permission: 'backlog.edit',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: null,
    status: 204,
    errors: [401, 404, 409, 422],
    tag: 'themes',
    summary: 'Dismiss a theme the AI suggested: it disappears and the features the AI put in it are unthemed.',
  },
  themeTrend: {
    method: 'GET',
    path: '/api/v1/themes/:id/trend',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: Trend,
    status: 200,
    errors: [401, 404, 422],
    tag: 'themes',
    summary: "The mentions of the theme's features per day over the last 90 days (UTC).",
  },
  dashboard: {
    method: 'GET',
    path: '/api/v1/dashboard',
    permission: 'workspace.read',
    bodyKind: 'none',
    params: null,
    request: null,
    response: Dashboard,
    status: 200,
    errors: [401],
    tag: 'dashboard',
    summary: 'The figures of the dashboard: request totals, active themes, and 90-day trends of themes and top features.',
  },
  appConfig: {
    method: 'GET',
    path: '/api/v1/config',
    permission: null,
    bodyKind: 'none',
    params: null,
    request: null,
    response: AppConfig,
    status: 200,
    errors: [],
    tag: 'config',
    summary: 'Public settings the app reads at start: the demo credentials (null without demo mode), Slack OAuth, version.',
  },
  health: {
    method: 'GET',
    path: '/healthz',
    permission: null,
    bodyKind: 'none',
    params: null,
    request: null,
    response: Health,
    status: 200,
    errors: [503],
    tag: 'health',
    summary: 'Report that the API and its database are up.',
  },
} as const satisfies Record<string, RouteDefinition>

export type Routes = typeof routes
export type RouteName = keyof Routes

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined

/** What the caller sends as the body of a call (before the schema trims or normalises it). */
export type RequestOf<N extends RouteName> = SchemaInput<Routes[N]['request']>
/** The path parameters of a call. */
export type ParamsOf<N extends RouteName> = SchemaInput<Routes[N]['params']>
/** The query parameters of a call (undefined when it takes none). */
export type QueryOf<N extends RouteName> = Routes[N] extends { query: infer Q } ? SchemaInput<Q> : undefined
/** The parsed success body of a call (undefined for 204). */
export type ResponseOf<N extends RouteName> = SchemaOutput<Routes[N]['response']>

/** A query string for the parameters given (undefined ones left out), with its '?'; '' when there are none. */
export function buildQuery(query: Record<string, string | boolean | number | undefined> = {}): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string | boolean | number] => entry[1] !== undefined)
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`
}

/** Fills the `:name` parameters of a route path, e.g. ('/x/:id', {id: 'a b'}) → '/x/a%20b'. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(value)
  })
}
