/**
 * How often each call may be made: the one table of limits that the server (server/http/rate-limits.ts, counting in the
 * database so that every API process shares the count) and the mocks (mocks/handlers/mock-route.ts) both apply. A call
 * past a limit answers 429 with the limit's sentence and Retry-After.
 */
import type { RouteName, Routes } from './routes'
import { ErrorDetail, waitFor } from './schemas/error'
import { VERIFICATION_RESENDS_PER_HOUR } from './schemas/joining'

/** The limits an operator sets (the server's HEADWAY_AUTH_RATE_LIMIT and HEADWAY_WRITE_RATE_LIMIT); 0 turns one off. */
export interface RateLimitSettings {
  /** Calls a minute one network address may make to each sign-in call (login, register, refresh, reset...). */
  signInPerMinute: number
  /** Changes a minute one caller may make, all write calls (POST, PUT, DELETE) together. */
  writesPerMinute: number
  /** Calls a minute one API key may make to the feedback API (each up to 1,000 items). */
  feedbackApiPerMinute: number
}

export const DEFAULT_RATE_LIMIT_SETTINGS: RateLimitSettings = {
  signInPerMinute: 30,
  writesPerMinute: 120,
  feedbackApiPerMinute: 600,
}

/** For test suites that sign in and change things as often as they like; the quotas below still hold. */
export const RATE_LIMITS_OFF: RateLimitSettings = { signInPerMinute: 0, writesPerMinute: 0, feedbackApiPerMinute: 0 }

/** Quotas, the same for every installation: what one person and one company may do in an hour or a day. */
export const INVITATIONS_PER_HOUR_PER_PERSON = 20
export const INVITATIONS_PER_DAY_PER_COMPANY = 100
export const IMPORTS_PER_HOUR_PER_PERSON = 10
export const IMPORTS_PER_DAY_PER_COMPANY = 30
/**
 * Links refused (invalid, used or expired verification and reset tokens, failed single sign-on exchanges) one network
 * address may present in an hour; after that every link from there waits for the hour to end. Whose link it is cannot
 * be known before it is checked, so this one is counted per address.
 */
export const FAILED_TOKEN_CHECKS_PER_HOUR = 20

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The sentences of a 429 past one of these limits. */
export const RateLimitDetail = {
  tooManyChanges: (seconds: number) => `You are making changes too quickly. Please try again ${waitFor(seconds)}.`,
  invitationsPerPerson: (seconds: number) =>
    `You can send up to ${INVITATIONS_PER_HOUR_PER_PERSON} invitations an hour. Please try again ${waitFor(seconds)}.`,
  invitationsPerCompany: (seconds: number) =>
    `Your company can send up to ${INVITATIONS_PER_DAY_PER_COMPANY} invitations a day. Please try again ${waitFor(seconds)}.`,
  importsPerPerson: (seconds: number) =>
    `You can import up to ${IMPORTS_PER_HOUR_PER_PERSON} Slack exports an hour. Please try again ${waitFor(seconds)}.`,
  importsPerCompany: (seconds: number) =>
    `Your company can import up to ${IMPORTS_PER_DAY_PER_COMPANY} Slack exports a day. Please try again ${waitFor(seconds)}.`,
  tooManyFeedbackCalls: (seconds: number) =>
    `This API key is sending feedback too quickly. Please try again ${waitFor(seconds)}, or send more items per call.`,
  tooManyFailedTokenChecks: (seconds: number) =>
    `Too many invalid or expired links were opened from your network. Please try again ${waitFor(seconds)}.`,
} as const

/**
 * Whom a limit counts: `address` the caller's network address; `caller` the signed-in person, else the address;
 * `company` the signed-in person's company, else the address; `apiKey` the API key the call came with, else the address.
 */
export type RateLimitScope = 'address' | 'caller' | 'company' | 'apiKey'

/** One limit: at most `max` counted calls per key in a window of `windowSeconds` that starts with the first one. */
export interface RateLimit {
  /** The counter's name: calls whose limits name the same counter share one count per key. */
  counter: string
  scope: RateLimitScope
  max: number
  windowSeconds: number
  /**
   * `request`: every call counts, before it runs, and the one past `max` is refused. `failure`: only calls refused
   * (countsAsFailure) count, and once `max` have been refused every call waits for the window to end.
   */
  counts: 'request' | 'failure'
  /** The 429 sentence, given the seconds to wait. */
  detail: (seconds: number) => string
}

/**
 * What a call is limited as: `signIn` per address and call (the sign-in calls, public); `tokenCheck` as signIn, plus
 * the failed link checks per address; `write` per caller, all writes together; `invitation` and `import` as write, plus
 * their quotas per person and per company; `verificationResend` as write, plus the verification emails one person may
 * ask for in an hour; `feedbackApi` per API key (the feedback API); `unlimited` only for a call whose sender cannot slow down (Slack's event
 * deliveries, signed by Slack: a refused one is retried and then dropped, so limiting it would lose messages).
 */
export type RateLimitCategory =
  | 'signIn'
  | 'tokenCheck'
  | 'write'
  | 'invitation'
  | 'import'
  | 'verificationResend'
  | 'feedbackApi'
  | 'unlimited'

type WriteRouteName = { [N in RouteName]: Routes[N]['method'] extends 'GET' ? never : N }[RouteName]

/**
 * The category of each call. Every write call (POST, PUT, DELETE) must name one: a write call missing here fails the
 * typecheck. A read call may (the single sign-on start, which is a sign-in); the others are not limited.
 */
export const routeRateLimits = {
  login: 'signIn',
  register: 'signIn',
  refresh: 'signIn',
  logout: 'signIn',
  forgotPassword: 'signIn',
  ssoStart: 'signIn',
  resetPassword: 'tokenCheck',
  verifyEmail: 'tokenCheck',
  ssoExchange: 'tokenCheck',
  createInvitation: 'invitation',
  importSlackExport: 'import',
  uploadCsv: 'write',
  checkCsvImport: 'write',
  startCsvImport: 'write',
  slackEvents: 'unlimited',
  githubWebhook: 'unlimited',
  ingestFeedback: 'feedbackApi',
  createApiKey: 'write',
  revokeApiKey: 'write',
  updateMe: 'write',
  logoutAll: 'write',
  resendVerification: 'verificationResend',
  updatePreferences: 'write',
  revokeInvitation: 'write',
  updateSso: 'write',
  deleteSso: 'write',
  changeMemberRole: 'write',
  deactivateMember: 'write',
  reactivateMember: 'write',
  transferOwnership: 'write',
  approveJoinRequest: 'write',
  refuseJoinRequest: 'write',
  addDomain: 'write',
  updateDomain: 'write',
  removeDomain: 'write',
  validateSlackTokens: 'write',
  connectSlack: 'write',
  deleteSlackIntegration: 'write',
  syncSlackIntegration: 'write',
  slackOAuthExchange: 'write',
  gmailOAuthExchange: 'write',
  connectGmail: 'write',
  deleteGmailMailbox: 'write',
  syncGmailMailbox: 'write',
  createFeature: 'write',
  updateFeature: 'write',
  mergeFeature: 'write',
  unmergeFeature: 'write',
  linkFeedback: 'write',
  unlinkFeedback: 'write',
  createComment: 'write',
  updateComment: 'write',
  deleteComment: 'write',
  readNotification: 'write',
  createTheme: 'write',
  updateTheme: 'write',
  deleteTheme: 'write',
  acceptTheme: 'write',
  dismissTheme: 'write',
  retryFeedbackAnalysis: 'write',
  dismissThemeSuggestion: 'write',
  updateProductAreas: 'write',
  acceptThemeChange: 'write',
  dismissThemeChange: 'write',
  updateTellSettings: 'write',
  sendTell: 'write',
  setReleaseNote: 'write',
  connectGithubTracker: 'write',
  disconnectTracker: 'write',
  createFeatureIssue: 'write',
  linkFeatureIssue: 'write',
  unlinkFeatureIssue: 'write',
  updateTrackerStatusMapping: 'write',
  updateSlackDigest: 'write',
  sendTestSlackDigest: 'write',
} as const satisfies Record<WriteRouteName, RateLimitCategory> & Partial<Record<RouteName, RateLimitCategory>>

/** The limits of a call, in the order they are checked; those the settings turn off (0) are left out. */
export function rateLimitsOf(name: RouteName, settings: RateLimitSettings): RateLimit[] {
  const category: RateLimitCategory = (routeRateLimits as Partial<Record<RouteName, RateLimitCategory>>)[name] ?? 'unlimited'
  const signIn: RateLimit = {
    counter: `sign-in:${name}`,
    scope: 'address',
    max: settings.signInPerMinute,
    windowSeconds: MINUTE,
    counts: 'request',
    detail: ErrorDetail.tooManyRequests,
  }
  const write: RateLimit = {
    counter: 'write',
    scope: 'caller',
    max: settings.writesPerMinute,
    windowSeconds: MINUTE,
    counts: 'request',
    detail: RateLimitDetail.tooManyChanges,
  }
  const quota = (counter: string, scope: RateLimitScope, max: number, windowSeconds: number, detail: RateLimit['detail']) =>
    ({ counter, scope, max, windowSeconds, counts: 'request', detail }) satisfies RateLimit
  const limits: Record<RateLimitCategory, RateLimit[]> = {
    signIn: [signIn],
    tokenCheck: [
      signIn,
      {
        counter: 'failed-token-check',
        scope: 'address',
        max: FAILED_TOKEN_CHECKS_PER_HOUR,
        windowSeconds: HOUR,
        counts: 'failure',
        detail: RateLimitDetail.tooManyFailedTokenChecks,
      },
    ],
    write: [write],
    invitation: [
      write,
      quota('invitation:person', 'caller', INVITATIONS_PER_HOUR_PER_PERSON, HOUR, RateLimitDetail.invitationsPerPerson),
      quota('invitation:company', 'company', INVITATIONS_PER_DAY_PER_COMPANY, DAY, RateLimitDetail.invitationsPerCompany),
    ],
    import: [
      write,
      quota('import:person', 'caller', IMPORTS_PER_HOUR_PER_PERSON, HOUR, RateLimitDetail.importsPerPerson),
      quota('import:company', 'company', IMPORTS_PER_DAY_PER_COMPANY, DAY, RateLimitDetail.importsPerCompany),
    ],
    verificationResend: [
      write,
      quota('verification-resend', 'caller', VERIFICATION_RESENDS_PER_HOUR, HOUR, ErrorDetail.tooManyVerificationRequests),
    ],
    feedbackApi: [
      quota('feedback-api', 'apiKey', settings.feedbackApiPerMinute, MINUTE, RateLimitDetail.tooManyFeedbackCalls),
    ],
    unlimited: [],
  }
  return limits[category].filter((limit) => limit.max > 0)
}

/** Who is calling, as far as the limits care. */
export interface RateLimitCaller {
  address: string
  userId: string | null
  companyId: string | null
  /** The API key of a feedback API call (its id), else null. */
  apiKeyId: string | null
}

/** The key a limit counts the caller under: the counter's name and whom its scope counts. */
export function rateLimitKey(limit: RateLimit, caller: RateLimitCaller): string {
  const whom = {
    address: `address ${caller.address}`,
    caller: caller.userId !== null ? `user ${caller.userId}` : `address ${caller.address}`,
    company: caller.companyId !== null ? `company ${caller.companyId}` : `address ${caller.address}`,
    apiKey: caller.apiKeyId !== null ? `api key ${caller.apiKeyId}` : `address ${caller.address}`,
  }[limit.scope]
  return `${limit.counter}\u0000${whom}`
}

/**
 * Whether an answer counts against a `failure` limit: a refusal (e.g. 400 for an invalid link), not a malformed request
 * (422, no link was checked) nor the 429 of a limit itself.
 */
export function countsAsFailure(status: number): boolean {
  return status >= 400 && status < 500 && status !== 422 && status !== 429
}
