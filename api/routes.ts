import type { z } from 'zod'
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
import { IdParams, MessageResponse } from './schemas/common'
import { AppConfig } from './schemas/config'
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
  /** True when the call needs `Authorization: Bearer <access token>`. */
  auth: boolean
  bodyKind: BodyKind
  /** Schema of the path parameters, or null when the path has none. */
  params: z.ZodType | null
  /** Schema of the query string, when the call takes one (e.g. `?purge=true`). */
  query?: z.ZodType | null
  /** Schema of the request body, or null when bodyKind is 'none'. */
  request: z.ZodType | null
  /** Schema of the success body, or null for 204 No Content. */
  response: z.ZodType | null
  status: SuccessStatus
  /** Error statuses the call can answer, each with an `{detail}` body (for the OpenAPI document). */
  errors: readonly ErrorStatus[]
  /** OpenAPI tag. */
  tag: 'auth' | 'workspace' | 'slack' | 'config' | 'health'
  summary: string
}

/** Every call, keyed by its operation name (the client's method names). */
export const routes = {
  login: {
    method: 'POST',
    path: '/api/v1/auth/login',
    auth: false,
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
    auth: true,
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
    auth: false,
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
    auth: false,
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
    auth: true,
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
    auth: false,
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
    auth: false,
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
    auth: false,
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
    auth: true,
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
    auth: true,
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
    auth: true,
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
    auth: true,
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
    auth: true,
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
    auth: true,
    bodyKind: 'none',
    params: IdParams,
    request: null,
    response: null,
    status: 204,
    errors: [401, 403, 404, 422],
    tag: 'workspace',
    summary: 'Admin only: withdraw a pending invitation; its link stops working.',
  },
  validateSlackTokens: {
    method: 'POST',
    path: '/api/v1/slack/validate-tokens',
    auth: true,
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
    auth: true,
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
    auth: true,
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
    auth: true,
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
    auth: true,
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
    auth: true,
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
    auth: false,
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
    auth: true,
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
    auth: true,
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
  appConfig: {
    method: 'GET',
    path: '/api/v1/config',
    auth: false,
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
    auth: false,
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
