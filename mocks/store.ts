import { type MockAuditInput, mockAuditEvent, seededAuditEvents, type StoredAuditEvent } from './audit'
import type { Competitor, FeatureStatus, HistoryEntry, Notification, Priority, ProductArea, Tokens, User, WorkspacePreferences } from '../api'
import type { ApiKey, FeedbackQuote, GmailMailbox, Integration, ScoreExplanation, SetAsideFeedback, SlackImport } from '../api'
import type { CsvImport, CsvQuoteProblem, IssueLink, TellMessage, SlackDigestSettings, TellSettings, TrackerConnection } from '../api'
import { backlogCompanyId, backlogFeatures, backlogFeedback, backlogThemeChanges, backlogThemes, unlinkedFeedback } from './backlog'
import {
  DEMO_PASSWORD,
  DEMO_RESET_TOKEN,
  DEMO_VERIFICATION_TOKEN,
  MOCK_EPOCH,
  acmeWorkspace,
  demoCompany,
  demoIntegration,
  demoMailbox,
  demoInvitation,
  demoMember,
  demoPreferences,
  demoTokens,
  demoUser,
} from './fixtures'

/** A user as the mock server keeps it: the wire fields plus what the wire never shows. */
export interface StoredUser extends User {
  password: string
  /** The last authenticated request (the member list shows it); null or missing when never active. */
  last_active_at?: string | null
}

export interface StoredCompany {
  id: string
  name: string
  size: string
  /** The product areas as the team edited them; unset: the built-in starter set. */
  product_areas?: ProductArea[]
}

/** A connected Gmail mailbox plus the company it belongs to. */
export interface StoredMailbox extends GmailMailbox {
  company_id: string
}

/** An integration plus the keys it is stored under. */
/** An import of a Slack export; the mock's job advances `step` day files each time the import is read. */
export interface StoredSlackImport extends SlackImport {
  company_id: string
  team_id: string
}

export interface StoredIntegration extends Integration {
  company_id: string
  team_id: string
}

export interface StoredSession {
  access_token: string
  refresh_token: string
  user_id: string
  /** The login the session came from; refreshing keeps it, replaying a spent refresh token ends all of it. */
  family: string
}

export interface StoredResetToken {
  token: string
  user_id: string
  used: boolean
}

export interface StoredInvitation {
  id: string
  company_id: string
  email: string
  token: string
  expires_at: string
  status: 'pending' | 'accepted' | 'revoked'
}

export interface StoredThemeChange {
  id: string
  company_id: string
  kind: 'rename' | 'merge'
  theme_ids: string[]
  name: string
  reason: string
  status: 'open' | 'accepted' | 'dismissed'
  created_at: string
}

export interface StoredTheme {
  id: string
  company_id: string
  name: string
  description: string
  color: string
  priority: Priority
  /** 'dismissed' themes are kept but never shown. */
  status: 'active' | 'planning' | 'archived' | 'suggested' | 'dismissed'
  tags: string[]
  owner_id: string | null
  created_at: string
  updated_at: string
}

/** A company's tracker connection as the mocks keep it. */
export interface StoredTracker extends TrackerConnection {
  company_id: string
}

export interface StoredFeature {
  id: string
  company_id: string
  title: string
  description: string
  full_description: string
  theme_id: string | null
  /** True when the AI put it in its theme (dismissing a suggested theme takes those out again). */
  theme_placed_by_ai: boolean
  /** The AI's confidence when it placed the feature in its theme; null when a person did. */
  theme_confidence: number | null
  /** A theme the AI suggests without placing it (api/theme-placement.ts), with its confidence. */
  suggested_theme_id: string | null
  suggested_theme_confidence: number | null
  /** Themes a person dismissed as suggestions for it. */
  dismissed_theme_ids: string[]
  status: FeatureStatus
  priority: Priority
  /** True when a person chose the priority: rescoring keeps it (else the score decides it). */
  priority_set_by_person?: boolean
  score: number
  /**
   * Why the score is what it is, as the real scoring (api/feature-scoring.ts) wrote it at the last rescore; the demo
   * features keep their hand-written score, and a sample explanation, until an edit rescores them.
   */
  score_explanation?: ScoreExplanation
  /** 'manual' when a person created it. */
  origin: 'ai' | 'manual'
  assignee_id: string | null
  tags: string[]
  competitors: Competitor[]
  merged_into_id: string | null
  /** {release_note_url} in the messages telling its requesters; absent: none. */
  release_note_url?: string | null
  history: HistoryEntry[]
  created_at: string
  updated_at: string
}

export interface StoredCsvImport extends CsvImport {
  company_id: string
  rows: string[][]
  /** Rows papaparse found a quoting problem in, by their index in `rows`. */
  problems: Record<number, CsvQuoteProblem>
}

export interface StoredFeedback {
  id: string
  company_id: string
  source: FeedbackQuote['source']
  /** The item's id in the tool that sent it through the feedback API; absent for the other sources. */
  external_id?: string
  author: string
  company: string | null
  text: string
  posted_at: string
  permalink: string | null
}

/** An API key as the mock server keeps it: the key itself too (a mock holds no secrets worth hashing). */
export interface StoredApiKey extends ApiKey {
  company_id: string
  key: string
}

/** A message to a requester, with its company and feature. */
export interface StoredTellMessage extends TellMessage {
  company_id: string
  feature_id: string
}

export type StoredSetAsideFeedback = SetAsideFeedback & { company_id: string }

export interface StoredMention {
  feature_id: string
  feedback_id: string
  /** A person unlinked it: it no longer counts. */
  unlinked: boolean
}

export interface StoredComment {
  id: string
  company_id: string
  feature_id: string
  author_id: string
  body: string
  mention_ids: string[]
  created_at: string
  updated_at: string
}

/** A company's single sign-on provider, secret included (the wire never shows it). */
export interface StoredSso {
  company_id: string
  issuer: string
  client_id: string
  client_secret: string
  domain: string
  sso_required: boolean
  updated_at: string
}

/** A single sign-on under way: the mock provider signs in `email` at once. */
export interface StoredSsoAttempt {
  state: string
  /** Null for Sign in with Google. */
  company_id: string | null
  email: string
}

/** An email domain a company added (Workspace Settings, Domains). */
export interface StoredDomain {
  id: string
  company_id: string
  domain: string
  auto_join: boolean
  created_at: string
}

/** An emailed verification link: works once, until expires_at. */
export interface StoredVerificationToken {
  token: string
  user_id: string
  used: boolean
  expires_at: string
}

export interface StoredNotification extends Notification {
  user_id: string
}

export interface MockState {
  users: StoredUser[]
  companies: StoredCompany[]
  sessions: StoredSession[]
  /**
   * Refresh tokens already exchanged, with their family, the token that replaced them and when (wall-clock ms, for
   * the grace window of api/sessions.ts).
   */
  spentRefreshTokens: Array<{ refresh_token: string; family: string; successor: string; spent_at_ms: number }>
  resetTokens: StoredResetToken[]
  invitations: StoredInvitation[]
  /** By company id; a company without an entry has the defaults (both on). */
  preferences: Record<string, WorkspacePreferences>
  integrations: StoredIntegration[]
  slackImports: StoredSlackImport[]
  /** Uploaded CSV files with their rows (header left out), as the server keeps their pieces. */
  csvImports: StoredCsvImport[]
  mailboxes: StoredMailbox[]
  /** Failed logins by email, for the lockout after 10. */
  failedLogins: Record<string, number>
  /** Reset links asked for by email, for the limit of 5. */
  resetRequests: Record<string, number>
  themes: StoredTheme[]
  /** Theme changes the AI proposes (rename, merge), as the server stores them. */
  themeChanges: StoredThemeChange[]
  features: StoredFeature[]
  feedback: StoredFeedback[]
  /** Feedback the analysis set aside as "could not be analysed", by company (Retry removes an entry). */
  setAsideFeedback: StoredSetAsideFeedback[]
  mentions: StoredMention[]
  comments: StoredComment[]
  notifications: StoredNotification[]
  sso: StoredSso[]
  ssoAttempts: StoredSsoAttempt[]
  domains: StoredDomain[]
  verificationTokens: StoredVerificationToken[]
  apiKeys: StoredApiKey[]
  /** The settings of telling requesters, by company id; a company without an entry has DEFAULT_TELL_SETTINGS. */
  tellSettings: Record<string, TellSettings>
  /** Every message to a requester, as the server's outbox records them (the mock delivers at once). */
  tellMessages: StoredTellMessage[]
  /** The Slack digest of each company that chose one, by company id (the mocks post nothing). */
  slackDigests: Record<string, Omit<SlackDigestSettings, 'problem'>>
  /** Connected issue trackers (the token is not kept: the mocks reach no tracker). */
  trackers: StoredTracker[]
  /** Features' links to tracker issues. */
  issueLinks: IssueLink[]
  /** Calls counted by the limits of api/rate-limits.ts, by rateLimitKey and wall-clock window. */
  rateLimitHits: Record<string, number>
  /** The audit log of every company, oldest first as recorded (the handlers list it newest first). */
  auditEvents: StoredAuditEvent[]
  /** Drives ids, tokens and the clock, so every run hands out the same values. */
  counter: number
}

export interface MockStore {
  state: MockState
  /** Back to the demo data only: the demo workspace, session, reset link, invitation, Slack integration and mailbox. */
  reset(): void
  /** A new UUID, deterministic within a store. */
  newId(): string
  /** The mock clock: MOCK_EPOCH plus one second per reading. */
  now(): string
  /** Opens a session for the user (a new login unless `family` is given) and returns its tokens. */
  openSession(userId: string, family?: string): Tokens
  /** Records an event in the company's audit log, now, as the server's recordAudit does. */
  recordAudit(companyId: string, input: MockAuditInput): void
}

function initialState(): MockState {
  return {
    users: [
      { ...demoUser, password: DEMO_PASSWORD },
      { ...demoMember, password: 'a password nobody knows' },
    ],
    companies: [{ id: demoCompany.id, name: demoCompany.name, size: demoCompany.size }],
    sessions: [
      {
        access_token: demoTokens.access_token,
        refresh_token: demoTokens.refresh_token,
        user_id: demoUser.id,
        family: 'family-demo',
      },
    ],
    spentRefreshTokens: [],
    resetTokens: [{ token: DEMO_RESET_TOKEN, user_id: demoUser.id, used: false }],
    invitations: [{ ...demoInvitation, company_id: demoCompany.id, status: 'pending' }],
    preferences: { [demoCompany.id]: { ...demoPreferences } },
    integrations: [
      {
        ...demoIntegration,
        channels: demoIntegration.channels.map((channel) => ({ ...channel })),
        company_id: demoUser.company_id,
        team_id: acmeWorkspace.team_id,
      },
    ],
    slackImports: [],
    csvImports: [],
    mailboxes: [
      { ...demoMailbox, labels: demoMailbox.labels.map((label) => ({ ...label })), company_id: demoUser.company_id },
    ],
    failedLogins: {},
    resetRequests: {},
    sso: [],
    ssoAttempts: [],
    domains: [],
    verificationTokens: [{ token: DEMO_VERIFICATION_TOKEN, user_id: demoUser.id, used: false, expires_at: '2999-01-01T00:00:00.000Z' }],
    rateLimitHits: {},
    apiKeys: [],
    tellSettings: {},
    tellMessages: [],
    slackDigests: {},
    trackers: [],
    issueLinks: [],
    ...seededBacklog(),
    setAsideFeedback: [],
    auditEvents: seededAuditEvents().reverse(),
    counter: 0,
  }
}

/** The demo company's themes, features, feedback and mentions (mocks/backlog.ts), as fresh copies. */
function seededBacklog(): Pick<MockState, 'themes' | 'themeChanges' | 'features' | 'feedback' | 'mentions' | 'comments' | 'notifications'> {
  const company_id = backlogCompanyId
  return {
    themes: backlogThemes.map((theme) => ({
      ...theme,
      tags: [...theme.tags],
      company_id,
      updated_at: theme.created_at,
    })),
    themeChanges: backlogThemeChanges.map((change) => ({ ...change, theme_ids: [...change.theme_ids], company_id, status: 'open' })),
    features: backlogFeatures.map(({ asks: _asks, theme_confidence = null, suggested_theme = null, ...feature }) => ({
      ...feature,
      tags: [...feature.tags],
      competitors: feature.competitors.map((competitor) => ({ ...competitor })),
      company_id,
      theme_placed_by_ai: theme_confidence !== null,
      theme_confidence,
      suggested_theme_id: suggested_theme?.theme_id ?? null,
      suggested_theme_confidence: suggested_theme?.confidence ?? null,
      dismissed_theme_ids: [],
      origin: 'ai',
      merged_into_id: null,
      history: [],
      updated_at: feature.created_at,
    })),
    feedback: [...backlogFeedback.map(({ feature_id: _feature, ...item }) => item), unlinkedFeedback].map((item) => ({
      ...item,
      company_id,
    })),
    mentions: backlogFeedback.map((item) => ({ feature_id: item.feature_id, feedback_id: item.id, unlinked: false })),
    comments: [],
    notifications: [],
  }
}

/** The in-memory database behind the MSW handlers. Create one per test or story, or reset() it between them. */
export function createMockStore(): MockStore {
  const next = () => {
    store.state.counter += 1
    return store.state.counter
  }
  const store: MockStore = {
    state: initialState(),
    reset() {
      store.state = initialState()
    },
    newId() {
      return `00000000-0000-4000-8000-${next().toString(16).padStart(12, '0')}`
    },
    now() {
      return new Date(Date.parse(MOCK_EPOCH) + next() * 1000).toISOString()
    },
    recordAudit(companyId, input) {
      store.state.auditEvents.push(mockAuditEvent(store.newId(), companyId, store.now(), input))
    },
    openSession(userId, family) {
      const serial = next()
      const session: StoredSession = {
        access_token: `mock-access-${serial}`,
        refresh_token: `mock-refresh-${serial}`,
        user_id: userId,
        family: family ?? `family-${serial}`,
      }
      store.state.sessions.push(session)
      return { access_token: session.access_token, refresh_token: session.refresh_token, token_type: 'bearer' }
    },
  }
  return store
}
