import { ApiError, NetworkError } from './errors'
import { buildPath, buildQuery, routes } from './routes'
import type { ParamsOf, QueryOf, RequestOf, ResponseOf, RouteDefinition, RouteName } from './routes'
import { ErrorBody } from './schemas/error'
import type { AiPreviewQuery } from './schemas/ai'
import type { AuditEventListQuery, AuditExportQuery } from './schemas/audit'
import type { CommentListQuery, NotificationListQuery } from './schemas/comments'
import type { FeatureListQuery } from './schemas/features'
import type { ThemeListQuery } from './schemas/themes'
import type { InvitationListQuery } from './schemas/workspace'

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API, e.g. 'http://127.0.0.1:8000'; '' for same-origin requests. */
  baseUrl: string
  /** Returns the current access token, or null/undefined when signed out. */
  getAccessToken: () => string | null | undefined
  /** Defaults to the global fetch, looked up at call time (so MSW can intercept it). */
  fetch?: typeof fetch
}

interface CallInput {
  params?: Record<string, string>
  query?: Record<string, string | number | undefined>
  body?: unknown
}

/** The bytes of a binary upload (a Slack export .zip, a CSV file): a File from an input, a Blob, or raw bytes. */
export type BinaryBody = Blob | ArrayBuffer | Uint8Array

const unexpectedResponse = 'The server sent a response this app does not understand.'

function encodeBody(route: RouteDefinition, body: unknown): { contentType?: string; payload?: BodyInit } {
  if (route.bodyKind === 'json') return { contentType: 'application/json', payload: JSON.stringify(body) }
  if (route.bodyKind === 'binary') {
    return { contentType: route.consumes ?? 'application/zip', payload: body as BodyInit }
  }
  if (route.bodyKind === 'form') {
    const fields = Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, String(value)])
    return { contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams(fields).toString() }
  }
  return {}
}

async function readErrorDetail(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = ErrorBody.safeParse(body)
  if (parsed.success) return parsed.data.detail
  return `Request failed with status ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`
}

async function readSuccessBody(response: Response, route: RouteDefinition): Promise<unknown> {
  if (route.produces) return response.blob()
  const schema = route.response
  if (!schema) return undefined
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new ApiError(response.status, unexpectedResponse)
  return parsed.data
}

/** A typed client for every call of the route table. Throws ApiError (error status) or NetworkError. */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')

  async function call<N extends RouteName>(name: N, input: CallInput = {}): Promise<ResponseOf<N>> {
    const route: RouteDefinition = routes[name]
    const { contentType, payload } = encodeBody(route, input.body)
    const headers = new Headers({ Accept: route.produces ?? 'application/json' })
    if (contentType) headers.set('Content-Type', contentType)
    const token = options.getAccessToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)

    const fetchImpl = options.fetch ?? fetch
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}${buildPath(route.path, input.params)}${buildQuery(input.query)}`, {
        method: route.method,
        headers,
        body: payload,
      })
    } catch (error) {
      throw new NetworkError(error)
    }
    if (!response.ok) throw new ApiError(response.status, await readErrorDetail(response))
    return (await readSuccessBody(response, route)) as ResponseOf<N>
  }

  /** A call whose success body is a file (the route's `produces`): answers it as a Blob. */
  async function download<N extends RouteName>(name: N, input: CallInput = {}): Promise<Blob> {
    return (await call(name, input)) as unknown as Blob
  }

  return {
    login: (credentials: RequestOf<'login'>) => call('login', { body: credentials }),
    me: () => call('me'),
    register: (registration: RequestOf<'register'>) => call('register', { body: registration }),
    refresh: (body: RequestOf<'refresh'>) => call('refresh', { body }),
    updateMe: (changes: RequestOf<'updateMe'>) => call('updateMe', { body: changes }),
    logout: (body: RequestOf<'logout'>) => call('logout', { body }),
    /** Sign out everywhere: ends every session of the signed-in user, this one included. */
    logoutAll: () => call('logoutAll'),
    forgotPassword: (body: RequestOf<'forgotPassword'>) => call('forgotPassword', { body }),
    resetPassword: (body: RequestOf<'resetPassword'>) => call('resetPassword', { body }),
    verifyEmail: (body: RequestOf<'verifyEmail'>) => call('verifyEmail', { body }),
    resendVerification: () => call('resendVerification'),
    listJoinRequests: () => call('listJoinRequests'),
    approveJoinRequest: (params: ParamsOf<'approveJoinRequest'>) => call('approveJoinRequest', { params }),
    refuseJoinRequest: (params: ParamsOf<'refuseJoinRequest'>) => call('refuseJoinRequest', { params }),
    listDomains: () => call('listDomains'),
    addDomain: (body: RequestOf<'addDomain'>) => call('addDomain', { body }),
    updateDomain: (params: ParamsOf<'updateDomain'>, body: RequestOf<'updateDomain'>) =>
      call('updateDomain', { params, body }),
    removeDomain: (params: ParamsOf<'removeDomain'>) => call('removeDomain', { params }),
    workspace: () => call('workspace'),
    preferences: () => call('preferences'),
    updatePreferences: (changes: RequestOf<'updatePreferences'>) => call('updatePreferences', { body: changes }),
    createInvitation: (body: RequestOf<'createInvitation'>) => call('createInvitation', { body }),
    listInvitations: (query: InvitationListQuery = {}) => call('listInvitations', { query }),
    revokeInvitation: (params: ParamsOf<'revokeInvitation'>) => call('revokeInvitation', { params }),
    getSlackDigest: () => call('getSlackDigest'),
    updateSlackDigest: (body: RequestOf<'updateSlackDigest'>) => call('updateSlackDigest', { body }),
    sendTestSlackDigest: () => call('sendTestSlackDigest'),
    listSlackDigestChannels: (params: ParamsOf<'listSlackDigestChannels'>) => call('listSlackDigestChannels', { params }),
    listTrackers: () => call('listTrackers'),
    updateTrackerStatusMapping: (params: ParamsOf<'updateTrackerStatusMapping'>, body: RequestOf<'updateTrackerStatusMapping'>) =>
      call('updateTrackerStatusMapping', { params, body }),
    getTellSettings: () => call('getTellSettings'),
    updateTellSettings: (body: RequestOf<'updateTellSettings'>) => call('updateTellSettings', { body }),
    listTellDrafts: (params: ParamsOf<'listTellDrafts'>) => call('listTellDrafts', { params }),
    sendTell: (params: ParamsOf<'sendTell'>, body: RequestOf<'sendTell'>) => call('sendTell', { params, body }),
    listTellMessages: (params: ParamsOf<'listTellMessages'>) => call('listTellMessages', { params }),
    setReleaseNote: (params: ParamsOf<'setReleaseNote'>, body: RequestOf<'setReleaseNote'>) =>
      call('setReleaseNote', { params, body }),
    connectGithubTracker: (body: RequestOf<'connectGithubTracker'>) =>
      call('connectGithubTracker', { body }),
    disconnectTracker: (params: ParamsOf<'disconnectTracker'>) => call('disconnectTracker', { params }),
    searchTrackerIssues: (query: QueryOf<'searchTrackerIssues'>) => call('searchTrackerIssues', { query }),
    listIssueLinks: (params: ParamsOf<'listIssueLinks'>) => call('listIssueLinks', { params }),
    createFeatureIssue: (params: ParamsOf<'createFeatureIssue'>, body: RequestOf<'createFeatureIssue'>) =>
      call('createFeatureIssue', { params, body }),
    linkFeatureIssue: (params: ParamsOf<'linkFeatureIssue'>, body: RequestOf<'linkFeatureIssue'>) =>
      call('linkFeatureIssue', { params, body }),
    unlinkFeatureIssue: (params: ParamsOf<'unlinkFeatureIssue'>) => call('unlinkFeatureIssue', { params }),
    listApiKeys: () => call('listApiKeys'),
    createApiKey: (body: RequestOf<'createApiKey'>) => call('createApiKey', { body }),
    revokeApiKey: (params: ParamsOf<'revokeApiKey'>) => call('revokeApiKey', { params }),
    listMembers: () => call('listMembers'),
    changeMemberRole: (params: ParamsOf<'changeMemberRole'>, body: RequestOf<'changeMemberRole'>) =>
      call('changeMemberRole', { params, body }),
    deactivateMember: (params: ParamsOf<'deactivateMember'>) => call('deactivateMember', { params }),
    reactivateMember: (params: ParamsOf<'reactivateMember'>) => call('reactivateMember', { params }),
    transferOwnership: (body: RequestOf<'transferOwnership'>) => call('transferOwnership', { body }),
    appConfig: () => call('appConfig'),
    ssoStart: (query: QueryOf<'ssoStart'>) => call('ssoStart', { query }),
    ssoExchange: (body: RequestOf<'ssoExchange'>) => call('ssoExchange', { body }),
    getSso: () => call('getSso'),
    updateSso: (body: RequestOf<'updateSso'>) => call('updateSso', { body }),
    deleteSso: () => call('deleteSso'),
    validateSlackTokens: (body: RequestOf<'validateSlackTokens'>) => call('validateSlackTokens', { body }),
    connectSlack: (body: RequestOf<'connectSlack'>) => call('connectSlack', { body }),
    listSlackIntegrations: () => call('listSlackIntegrations'),
    /** `{ purge: 'true' }` also deletes the feedback collected from the integration. */
    deleteSlackIntegration: (params: ParamsOf<'deleteSlackIntegration'>, query?: QueryOf<'deleteSlackIntegration'>) =>
      call('deleteSlackIntegration', { params, query }),
    /** Sync now: queues a sync and answers the integration with its progress (202). */
    syncSlackIntegration: (params: ParamsOf<'syncSlackIntegration'>) => call('syncSlackIntegration', { params }),
    /** Uploads a Slack workspace export (.zip); answers the queued import (202) to follow with getSlackImport. */
    importSlackExport: (file: BinaryBody, query?: QueryOf<'importSlackExport'>) =>
      call('importSlackExport', { body: file, query }),
    getSlackImport: (params: ParamsOf<'getSlackImport'>) => call('getSlackImport', { params }),
    /** Uploads a CSV file of feedback; answers its columns and first rows (201), nothing stored yet. */
    uploadCsv: (file: BinaryBody, query?: QueryOf<'uploadCsv'>) => call('uploadCsv', { body: file, query }),
    getCsvImport: (params: ParamsOf<'getCsvImport'>) => call('getCsvImport', { params }),
    checkCsvImport: (params: ParamsOf<'checkCsvImport'>, body: RequestOf<'checkCsvImport'>) =>
      call('checkCsvImport', { params, body }),
    /** Starts the import with the mapping, as a job (202) to follow with getCsvImport. */
    startCsvImport: (params: ParamsOf<'startCsvImport'>, body: RequestOf<'startCsvImport'>) =>
      call('startCsvImport', { params, body }),
    slackOAuthStart: () => call('slackOAuthStart'),
    slackOAuthExchange: (body: RequestOf<'slackOAuthExchange'>) => call('slackOAuthExchange', { body }),
    gmailOAuthStart: () => call('gmailOAuthStart'),
    gmailOAuthExchange: (body: RequestOf<'gmailOAuthExchange'>) => call('gmailOAuthExchange', { body }),
    connectGmail: (body: RequestOf<'connectGmail'>) => call('connectGmail', { body }),
    listGmailMailboxes: () => call('listGmailMailboxes'),
    /** `{ purge: 'true' }` also deletes the emails collected from the mailbox. */
    deleteGmailMailbox: (params: ParamsOf<'deleteGmailMailbox'>, query?: QueryOf<'deleteGmailMailbox'>) =>
      call('deleteGmailMailbox', { params, query }),
    /** Sync now: queues a sync and answers the mailbox with its progress (202). */
    syncGmailMailbox: (params: ParamsOf<'syncGmailMailbox'>) => call('syncGmailMailbox', { params }),
    /** Features by score; pass the answer's next_cursor as `cursor` for the next page. */
    listFeatures: (query: FeatureListQuery = {}) => call('listFeatures', { query }),
    getFeature: (params: ParamsOf<'getFeature'>) => call('getFeature', { params }),
    createFeature: (body: RequestOf<'createFeature'>) => call('createFeature', { body }),
    updateFeature: (params: ParamsOf<'updateFeature'>, changes: RequestOf<'updateFeature'>) =>
      call('updateFeature', { params, body: changes }),
    mergeFeature: (params: ParamsOf<'mergeFeature'>, body: RequestOf<'mergeFeature'>) =>
      call('mergeFeature', { params, body }),
    unmergeFeature: (params: ParamsOf<'unmergeFeature'>) => call('unmergeFeature', { params }),
    linkFeedback: (params: ParamsOf<'linkFeedback'>, body: RequestOf<'linkFeedback'>) =>
      call('linkFeedback', { params, body }),
    /** `{ not_request: 'true' }` also says the message asks for no feature (the AI learns it). */
    unlinkFeedback: (params: ParamsOf<'unlinkFeedback'>, query?: QueryOf<'unlinkFeedback'>) =>
      call('unlinkFeedback', { params, query }),
    featureTrend: (params: ParamsOf<'featureTrend'>) => call('featureTrend', { params }),
    /** Refuse the theme the AI suggests for the feature (accepting it is updateFeature with its theme_id). */
    dismissThemeSuggestion: (params: ParamsOf<'dismissThemeSuggestion'>) => call('dismissThemeSuggestion', { params }),
    listComments: (params: ParamsOf<'listComments'>, query: CommentListQuery = {}) => call('listComments', { params, query }),
    createComment: (params: ParamsOf<'createComment'>, body: RequestOf<'createComment'>) =>
      call('createComment', { params, body }),
    updateComment: (params: ParamsOf<'updateComment'>, body: RequestOf<'updateComment'>) =>
      call('updateComment', { params, body }),
    deleteComment: (params: ParamsOf<'deleteComment'>) => call('deleteComment', { params }),
    listNotifications: (query: NotificationListQuery = {}) => call('listNotifications', { query }),
    readNotification: (params: ParamsOf<'readNotification'>) => call('readNotification', { params }),
    listThemes: (query: ThemeListQuery = {}) => call('listThemes', { query }),
    getTheme: (params: ParamsOf<'getTheme'>) => call('getTheme', { params }),
    createTheme: (body: RequestOf<'createTheme'>) => call('createTheme', { body }),
    updateTheme: (params: ParamsOf<'updateTheme'>, changes: RequestOf<'updateTheme'>) =>
      call('updateTheme', { params, body: changes }),
    deleteTheme: (params: ParamsOf<'deleteTheme'>) => call('deleteTheme', { params }),
    /** Accept a suggested theme, optionally renaming it. */
    acceptTheme: (params: ParamsOf<'acceptTheme'>, body: RequestOf<'acceptTheme'> = {}) =>
      call('acceptTheme', { params, body }),
    dismissTheme: (params: ParamsOf<'dismissTheme'>) => call('dismissTheme', { params }),
    themeTrend: (params: ParamsOf<'themeTrend'>) => call('themeTrend', { params }),
    getProductAreas: () => call('getProductAreas'),
    updateProductAreas: (body: RequestOf<'updateProductAreas'>) => call('updateProductAreas', { body }),
    listThemeChanges: () => call('listThemeChanges'),
    acceptThemeChange: (params: ParamsOf<'acceptThemeChange'>) => call('acceptThemeChange', { params }),
    dismissThemeChange: (params: ParamsOf<'dismissThemeChange'>) => call('dismissThemeChange', { params }),
    dashboard: () => call('dashboard'),
    /** The audit log, newest first; pass the answer's next_cursor as `cursor` for the next (older) page. */
    listAuditEvents: (query: AuditEventListQuery = {}) => call('listAuditEvents', { query }),
    /** The audit log as a CSV file (a Blob), with the same filters as the list. */
    exportAuditEvents: (query: AuditExportQuery = {}) => download('exportAuditEvents', { query }),
    /** Feedback the analysis set aside, with the reason (admins). */
    listSetAsideFeedback: () => call('listSetAsideFeedback'),
    /** Sends a set-aside feedback item back to wait for analysis. */
    retryFeedbackAnalysis: (params: ParamsOf<'retryFeedbackAnalysis'>) => call('retryFeedbackAnalysis', { params }),
    /** What the analysis would send to the AI provider for the recent feedback or `text` (admins); nothing is sent. */
    previewAiRequests: (query: AiPreviewQuery = {}) => call('previewAiRequests', { query }),
    health: () => call('health'),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
