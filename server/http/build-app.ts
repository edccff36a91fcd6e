import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { createBackgroundTasks } from '../background'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { createMailer, type Mailer } from '../integrations/email/mailer'
import { createJobQueue, type JobQueue, type QueueTuning } from '../jobs/queue'
import { ErrorDetail } from '../../api/schemas/error'
import { privateLogger } from '../log-privacy'
import { createServices, type AnalysisTuning, type SyncTuning } from '../services'
import { RESTART_RETRY_AFTER_SECONDS, SHUTDOWN_LIMITS } from '../shutdown'
import { appConfigRoutes } from './app-config'
import { apiKeyRoutes } from './api-keys'
import { slackDigestRoutes } from './slack-digest'
import { tellRoutes } from './tell'
import { auditRoutes } from './audit'
import { authRoutes } from './auth'
import { ssoRoutes } from './sso'
import { joiningRoutes } from './joining'
import { dashboardRoutes } from './dashboard'
import { answerClientError, HttpError, replyWithError } from './errors'
import { featureRoutes } from './features'
import { csvImportRoutes } from './csv-import'
import { feedbackRoutes } from './feedback'
import { gmailRoutes } from './gmail'
import { healthRoutes } from './health'
import { apiDocsRoutes } from './openapi'
import { registerRateLimits } from './rate-limits'
import { registerSecurity } from './security'
import { slackRoutes } from './slack'
import { slackEventRoutes } from './slack-events'
import { themeRoutes } from './themes'
import { githubWebhookRoutes, trackerRoutes } from './trackers'
import { registerWebApp } from './web-app'
import { workspaceRoutes } from './workspace'
import { zodCompilerFactories } from './zod-compilers'

export interface BuildAppOptions {
  config: Config
  /** An open, migrated database. The caller closes it after closing the app. */
  database: Database
  /** Fastify's logger option; defaults to pino at LOG_LEVEL. Pass false to silence (tests). Redaction applies to any. */
  logger?: FastifyServerOptions['logger']
  /** Replaces the mailer made from the settings (SMTP; without it, emails are dropped with a warning). */
  mailer?: Mailer
  /** Job queue timings (tests: fast polls, short expiries). */
  jobs?: QueueTuning
  /** Slack sync knobs (tests: no real Retry-After waits, small pages and budgets). */
  slackSync?: SyncTuning
  /** Gmail sync knobs (tests: no real Retry-After waits, small pages and budgets). */
  gmailSync?: SyncTuning
  /** Analysis worker knobs (tests: a short item budget, a provider with faults). */
  analysis?: AnalysisTuning
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The durable job queue: started once the server listens (the jobs' first work never delays the first answer;
     * an app that does not listen, as in tests, calls `jobs.start()`), stopped (gracefully) when it closes.
     */
    jobs: JobQueue
  }
}

/**
 * The whole HTTP server: the API from the api/ route table (validated and serialised with its zod schemas), health,
 * API docs and the built web app, with security headers on every response. Call `await app.ready()` or
 * `app.listen()` next; closing the app waits (a few seconds at most, server/shutdown.ts) for requests in flight, jobs
 * and background tasks (e.g. a reset email being sent).
 */
export function buildApp({
  config,
  database,
  logger,
  mailer,
  jobs: jobTuning,
  slackSync,
  gmailSync,
  analysis,
}: BuildAppOptions): FastifyInstance {
  const { trustProxy } = config
  const app = Fastify({
    logger: privateLogger(logger, config.logLevel),
    // A number is a count of proxy hops to trust (Fastify's types only take it as a function).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    clientErrorHandler: answerClientError,
    // A malformed URL (bad percent-encoding, an over-long parameter) answers `{detail}` like any other error.
    frameworkErrors: replyWithError,
    // While closing, requests are answered by the hook below (with a sentence), not Fastify's bare 503.
    return503OnClosing: false,
    // Every request and response is checked by its api/ zod schema. Given as the compilers' factories (not set after
    // the start), so Fastify never loads its default ones (Ajv and fast-json-stringify: about 0.2 s of every start).
    schemaController: { compilersFactory: zodCompilerFactories },
  })
  app.setErrorHandler(replyWithError)
  app.decorateRequest('auth', null)
  app.decorateRequest('apiKey', null)
  registerSecurity(app, config)
  // Closing (server/shutdown.ts): a new request is refused with Retry-After, and every answer closes its connection,
  // so a keep-alive client moves on to another process instead of keeping this one open.
  let closing = false
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return
    reply.header('connection', 'close')
    throw new HttpError(503, ErrorDetail.shuttingDown, RESTART_RETRY_AFTER_SECONDS)
  })
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  app.register(formbody)

  const background = createBackgroundTasks(app.log)
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log })
  const jobs = createJobQueue(database, app.log, jobTuning)
  app.decorate('jobs', jobs)
  // The queue needs the database; if it cannot start (the database is down), the API still answers (health says 503)
  // and the queue tries again every few seconds.
  let retryStart: NodeJS.Timeout | undefined
  const startJobs = async () => {
    try {
      await jobs.start()
    } catch (error) {
      app.log.error({ err: error }, 'The job queue could not start; trying again in 5 seconds')
      retryStart = setTimeout(() => void startJobs(), 5000)
      retryStart.unref()
    }
  }
  app.addHook('onListen', startJobs)
  // The shutdown's order and limits: server/shutdown.ts. Requests in flight and running jobs drain side by side from
  // the start of the close; Fastify then waits for the requests (their connections closed at the drain's end).
  let drainEnd = 0
  let stoppingJobs: Promise<void> | undefined
  let endRequests: NodeJS.Timeout | undefined
  app.addHook('preClose', async () => {
    closing = true
    drainEnd = Date.now() + SHUTDOWN_LIMITS.drainMs
    clearTimeout(retryStart)
    stoppingJobs = jobs.stop(SHUTDOWN_LIMITS.drainMs)
    endRequests = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_LIMITS.drainMs)
    endRequests.unref()
  })
  app.addHook('onClose', async () => {
    clearTimeout(endRequests)
    await (stoppingJobs ?? jobs.stop(SHUTDOWN_LIMITS.drainMs))
    await services.backlogVersions.stop()
    await services.analysisWorkers.close()
    await background.drain(Math.max(SHUTDOWN_LIMITS.backgroundMinMs, drainEnd - Date.now()))
    if (!mailer) mail.close()
  })

  const services = createServices(config, database, {
    mailer: mail,
    background,
    jobs,
    slackSync,
    gmailSync,
    analysis: { logger: app.log, ...analysis },
  })
  app.addHook('onReady', services.backlogVersions.start)
  // PostgreSQL's notice of a commit reaches this process a moment later: a client reading right after its own
  // change must not be answered from the cache.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.auth && reply.statusCode < 400) services.backlogVersions.touch(request.auth.companyId)
    done(null, payload)
  })
  registerRateLimits(app, services.rateCounters, config.rateLimits)
  app.register(healthRoutes, { services, database })
  app.register(appConfigRoutes, { services, config })
  app.register(authRoutes, { services })
  app.register(ssoRoutes, { services })
  app.register(workspaceRoutes, { services })
  app.register(joiningRoutes, { services })
  app.register(slackRoutes, { services })
  app.register(slackEventRoutes, { services, config })
  app.register(gmailRoutes, { services, config })
  app.register(featureRoutes, { services })
  app.register(feedbackRoutes, { services })
  app.register(csvImportRoutes, { services })
  app.register(apiKeyRoutes, { services })
  app.register(tellRoutes, { services })
  app.register(slackDigestRoutes, { services })
  app.register(trackerRoutes, { services })
  app.register(githubWebhookRoutes, { services })
  app.register(themeRoutes, { services })
  app.register(dashboardRoutes, { services })
  app.register(auditRoutes, { services })
  app.register(apiDocsRoutes)
  registerWebApp(app, config.staticDir)
  return app
}
