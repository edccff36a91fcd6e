import type { BackgroundTasks } from './background'
import type { Config } from './config'
import { createBacklogVersions } from './db/backlog-changes'
import type { Database } from './db/client'
import { createAiProvider } from './ai'
import { createAnalysisWorkers, type AnalysisWorkerOptions } from './ai/workers/pool'
import { type AuditFilters, type AuditPageFilters, exportAuditCsv, listAuditEvents } from './domain/audit/listing'
import { createAuthService } from './domain/auth/service'
import { createRateCounters, registerRateLimitSweep } from './domain/rate-limits'
import { dashboardOf } from './domain/dashboard/service'
import { registerRisingJob } from './domain/features/rising-notices'
import { createRisingCache } from './domain/features/rising'
import { registerNotificationEmailJobs } from './domain/notification-emails/jobs'
import { registerFeedbackAnalysisJobs, requestAnalysis } from './domain/features/analysis-job'
import { listSetAsideFeedback, retryAnalysis } from './domain/features/set-aside'
import { previewAiRequests } from './domain/feedback/ai-preview'
import { createFeedbackIngest } from './domain/feedback/ingest'
import { createApiKeyService } from './domain/api-keys/service'
import { createCommentService } from './domain/features/comments'
import { createFeatureService } from './domain/features/service'
import { createMemberService } from './domain/members/service'
import { createPasswordRefusal, createSsoService } from './domain/sso/service'
import { createSlackDigestService, registerSlackDigestJobs } from './domain/slack-digest/service'
import { createTellService, registerTellJobs } from './domain/tell/service'
import { createThemeChangeService } from './domain/themes/changes'
import { createProductAreaService } from './domain/themes/product-areas'
import { createThemeService } from './domain/themes/service'
import { registerTrackerJobs } from './domain/trackers/jobs'
import { createTrackerService } from './domain/trackers/service'
import { createJoiningService } from './domain/joining/service'
import { createWorkspaceService } from './domain/workspace/service'
import type { Mailer } from './integrations/email/mailer'
import { registerGmailJobs } from './integrations/gmail/jobs'
import { createGmailOAuth } from './integrations/gmail/oauth'
import { createGmailService } from './integrations/gmail/service'
import { createGmailSync } from './integrations/gmail/sync'
import { createSlackEvents } from './integrations/slack/events'
import { createSlackImports, registerSlackImportJobs } from './integrations/slack/import-jobs'
import { createCsvImports, registerCsvImportJobs } from './integrations/csv/imports'
import { registerSlackJobs } from './integrations/slack/jobs'
import { createSlackOAuth } from './integrations/slack/oauth'
import { createSlackService } from './integrations/slack/service'
import { createSlackSync } from './integrations/slack/sync'
import type { Sleep } from './jobs/paced-calls'
import type { JobQueue } from './jobs/queue'
import { deriveKey } from './secrets'

/** Knobs of the Slack and Gmail syncs that tests turn (no real Retry-After waits, small budgets and pages). */
export interface SyncTuning {
  sleep?: Sleep
  budgetMs?: number
  pageSize?: number
}

export interface ServiceDependencies {
  mailer: Mailer
  background: BackgroundTasks
  jobs: JobQueue
  slackSync?: SyncTuning
  gmailSync?: SyncTuning
  /** The analysis workers' logger, item budget and provider module (tests: a short budget, a provider with faults). */
  analysis?: AnalysisTuning
}

export type AnalysisTuning = Pick<AnalysisWorkerOptions, 'itemBudgetMs' | 'providerModule' | 'logger'>

/** The domain services, wired to the database and to keys derived from the secret key. */
export function createServices(
  config: Config,
  database: Database,
  { mailer, background, jobs, slackSync: tuning = {}, gmailSync: gmailTuning = {}, analysis = {} }: ServiceDependencies,
) {
  const encryptionKey = deriveKey(config.secretKey, 'secret-encryption')
  const slackSync = createSlackSync({
    db: database.db,
    jobs,
    slackApiUrl: config.slackApiUrl,
    tokenKey: encryptionKey,
    backfillDays: config.slackBackfillDays,
    ...tuning,
  })
  const slackEvents = createSlackEvents({
    db: database.db,
    jobs,
    slackApiUrl: config.slackApiUrl,
    tokenKey: encryptionKey,
    ...(tuning.sleep && { sleep: tuning.sleep }),
    stored: (companyId) => requestAnalysis(jobs, companyId),
  })
  registerSlackJobs(
    jobs,
    { sync: slackSync, events: slackEvents },
    { workers: config.workers, syncIntervalMinutes: config.slackSyncIntervalMinutes },
  )
  const slackImports = createSlackImports({ db: database.db, jobs })
  registerSlackImportJobs(jobs, slackImports, { workers: config.workers })
  const csvImports = createCsvImports({ db: database.db, jobs })
  registerCsvImportJobs(jobs, csvImports, { db: database.db, workers: config.workers })
  const gmailOAuth = createGmailOAuth({
    clientId: config.googleClientId,
    clientSecret: config.googleClientSecret,
    authUrl: config.googleAuthUrl,
    tokenUrl: config.googleTokenUrl,
    gmailApiUrl: config.gmailApiUrl,
    publicUrl: config.publicUrl,
    stateKey: deriveKey(config.secretKey, 'google-oauth-state'),
  })
  const gmailSync = createGmailSync({
    db: database.db,
    jobs,
    google: gmailOAuth.settings,
    tokenKey: encryptionKey,
    backfillDays: config.slackBackfillDays,
    ...gmailTuning,
  })
  registerGmailJobs(jobs, gmailSync, { workers: config.workers, syncIntervalMinutes: config.slackSyncIntervalMinutes })
  const backlogVersions = createBacklogVersions(database)
  const risingCache = createRisingCache(backlogVersions)
  // Made here once so that incomplete AI settings stop the start with their sentence, as before the worker threads; it
  // builds the admins' preview of what the analysis sends.
  const aiProvider = createAiProvider(config)
  const { aiBaseUrl, aiApiKey, aiModel, aiEmbeddingModel } = config
  const ai = { aiProvider: config.aiProvider, aiBaseUrl, aiApiKey, aiModel, aiEmbeddingModel }
  const analysisWorkers = createAnalysisWorkers({ threads: config.analysisThreads, ai, ...analysis })
  registerFeedbackAnalysisJobs(jobs, { db: database.db, workers: analysisWorkers }, { workers: config.workers })
  registerNotificationEmailJobs(jobs, { db: database.db, mailer, publicUrl: config.publicUrl }, { workers: config.workers })
  registerRisingJob(jobs, database.db, { workers: config.workers })
  const tell = createTellService({ db: database.db, jobs, mailer, slackApiUrl: config.slackApiUrl, tokenKey: encryptionKey })
  registerTellJobs(jobs, tell, { workers: config.workers })
  const slackDigest = createSlackDigestService({
    db: database.db,
    slackApiUrl: config.slackApiUrl,
    tokenKey: encryptionKey,
    publicUrl: config.publicUrl,
  })
  registerSlackDigestJobs(jobs, slackDigest, { workers: config.workers })
  const trackers = createTrackerService({
    db: database.db,
    githubApiUrl: config.githubApiUrl,
    tokenKey: encryptionKey,
    publicUrl: config.publicUrl,
    statusChanged: tell.statusChanged,
  })
  registerTrackerJobs(jobs, trackers, { workers: config.workers })
  const rateCounters = createRateCounters(database.db)
  registerRateLimitSweep(jobs, rateCounters, { workers: config.workers })
  const auth = createAuthService({
    db: database.db,
    rateCounters,
    signingKey: deriveKey(config.secretKey, 'access-token-signing'),
    encryptionKey,
    mailer,
    background,
    publicUrl: config.publicUrl,
    passwordRefusal: createPasswordRefusal(database.db),
  })
  const { googleSigninClientId: googleId, googleSigninClientSecret: googleSecret } = config
  return {
    auth,
    rateCounters,
    members: createMemberService({ db: database.db, sessions: auth }),
    sso: createSsoService({
      db: database.db,
      encryptionKey,
      publicUrl: config.publicUrl,
      google:
        googleId && googleSecret
          ? {
              issuer: config.googleSigninIssuer ?? 'https://accounts.google.com',
              clientId: googleId,
              clientSecret: googleSecret,
            }
          : undefined,
      startVerifiedSession: auth.startVerifiedSession,
    }),
    joining: createJoiningService({
      db: database.db,
      mailer,
      background,
      publicUrl: config.publicUrl,
      recheck: auth.roleChanged,
    }),
    workspace: createWorkspaceService({
      db: database.db,
      tokenKey: encryptionKey,
      publicUrl: config.publicUrl,
      mailer,
      background,
    }),
    slack: createSlackService({
      db: database.db,
      slackApiUrl: config.slackApiUrl,
      tokenKey: encryptionKey,
      sync: slackSync,
      cancelJobs: (name, key) => jobs.cancel(name, key),
    }),
    gmail: createGmailService({
      db: database.db,
      oauth: gmailOAuth,
      tokenKey: encryptionKey,
      sync: gmailSync,
      cancelJobs: (name, key) => jobs.cancel(name, key),
    }),
    gmailOAuth,
    gmailSync,
    backlogVersions,
    analysisWorkers,
    features: createFeatureService({ db: database.db, statusChanged: tell.statusChanged }),
    /** Telling the people who asked for a feature that it reached a status. */
    tell,
    slackDigest,
    comments: createCommentService({ db: database.db }),
    themes: createThemeService({ db: database.db }),
    productAreas: createProductAreaService({ db: database.db }),
    themeChanges: createThemeChangeService({ db: database.db }),
    dashboard: (caller: { companyId: string }) => dashboardOf(database.db, caller, new Date(), risingCache),
    audit: {
      list: (companyId: string, filters: AuditPageFilters) => listAuditEvents(database.db, companyId, filters),
      exportCsv: (companyId: string, filters: AuditFilters) => exportAuditCsv(database.db, companyId, filters),
    },
    /** Feedback the analysis set aside as "could not be analysed", and Retry. */
    setAsideFeedback: {
      list: (companyId: string) => listSetAsideFeedback(database.db, companyId),
      retry: (companyId: string, feedbackId: string) => retryAnalysis(database.db, companyId, feedbackId),
    },
    /** The company's issue trackers (GitHub Issues) and its features' links to their issues. */
    trackers,
    /** The company API keys of the feedback API. */
    apiKeys: createApiKeyService({ db: database.db }),
    /** Stores feedback other tools send (the feedback API), each item judged alone, and queues its analysis. */
    ingestFeedback: createFeedbackIngest({ db: database.db, jobs }),
    /** What the analysis would send to the AI provider for recent feedback or a given text (nothing is sent). */
    aiPreview: (companyId: string, text?: string) => previewAiRequests(database.db, { provider: aiProvider, settings: config }, companyId, text),
    slackSync,
    slackEvents,
    /** Imports a Slack export, recorded in the audit log as a source connected from an export. */
    slackImports,
    /** Imports CSV files of feedback (source 'csv'), each row stored at most once. */
    csvImports,
    slackOAuth: createSlackOAuth({
      clientId: config.slackClientId,
      clientSecret: config.slackClientSecret,
      slackApiUrl: config.slackApiUrl,
      publicUrl: config.publicUrl,
      stateKey: deriveKey(config.secretKey, 'slack-oauth-state'),
    }),
  }
}

export type Services = ReturnType<typeof createServices>
