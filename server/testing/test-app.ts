import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { RATE_LIMITS_OFF } from '../../api/rate-limits'
import type { Config } from '../config'
import { type Database, openDatabase } from '../db/client'
import { ensurePgliteTemplate } from '../db/pglite-template'
import { applyDemoSetting } from '../demo/seed'
import { buildApp, type BuildAppOptions } from '../http/build-app'
import { cuttableLine } from './cut-line'
import { createScratchDatabase } from './scratch-database'

export interface TestApp {
  /** Ready Fastify instance: use `app.inject(...)`, or `app.listen({ port: 0 })` for real HTTP. */
  app: FastifyInstance
  database: Database
  config: Config
  /**
   * The app's job queue dies as with its process: it is cut off from the database (every statement it sends from now
   * on fails without reaching it) and its handlers are told to stop. The jobs it was running stay 'active' in
   * the store, as after a crash, and run again once their lease lapses.
   */
  killJobs: () => Promise<void>
  /** Closes the app and the database, and drops the database created on PostgreSQL. */
  close: () => Promise<void>
}

/**
 * A server on a fresh, migrated database: in-memory PGlite, or, when HEADWAY_TEST_DATABASE_URL is set, a new
 * uniquely named database on that PostgreSQL server. Slack calls go nowhere unless `slackApiUrl` is overridden
 * (a fake Slack), and pages answer 503 unless `staticDir` points at a built app. Boot takes seconds on PGlite:
 * share one per test file.
 */
export type TestAppOptions = Pick<BuildAppOptions, 'logger' | 'mailer' | 'jobs' | 'slackSync' | 'gmailSync' | 'analysis'>

/** Job queue timings for tests: idle workers look for jobs twice a second (pg-boss's minimum). */
const TEST_JOB_TUNING = { pollIntervalMs: 500 }

export interface TestDatabaseOptions {
  /**
   * PostgreSQL only: the URL the server uses to reach its new database (given that database's URL on the server), e.g.
   * through a test's proxy that can cut it off (server/testing/tcp-proxy.ts). The database is created and dropped
   * directly.
   */
  reachDatabase?: (url: string) => string
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  appOptions: TestAppOptions = {},
  { reachDatabase = (url) => url }: TestDatabaseOptions = {},
): Promise<TestApp> {
  const serverUrl = process.env.HEADWAY_TEST_DATABASE_URL
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'headway_test') : undefined
  const config = testConfig({ databaseUrl: scratch && reachDatabase(scratch.url), ...overrides })
  const database = scratch
    ? await openDatabase(config)
    : await openDatabase(config, { inMemory: true, loadDataDir: await ensurePgliteTemplate() })
  try {
    await database.migrate()
    await applyDemoSetting(database.db, config.demo)
    const { app, killJobs } = await startedApp(config, database, appOptions)
    return {
      app,
      database,
      config,
      killJobs,
      async close() {
        await app.close()
        await database.close()
        await scratch?.drop()
      },
    }
  } catch (error) {
    await database.close()
    await scratch?.drop()
    throw error
  }
}

/** The settings of a test server (no database URL: PGlite), with `overrides`. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: path.join(tmpdir(), 'headway-test-unused'),
    secretKey: randomBytes(32).toString('hex'),
    slackApiUrl: 'http://127.0.0.1:9/api/', // the discard port: nothing answers
    slackSigningSecret: undefined,
    slackClientId: undefined,
    slackClientSecret: undefined,
    googleClientId: undefined,
    googleClientSecret: undefined,
    // The discard port: nothing answers (a test that connects Gmail starts a fake Google).
    googleAuthUrl: 'http://127.0.0.1:9/o/oauth2/v2/auth',
    googleTokenUrl: 'http://127.0.0.1:9/token',
    gmailApiUrl: 'http://127.0.0.1:9/',
    githubApiUrl: 'http://127.0.0.1:9/',
    slackBackfillDays: 90,
    slackSyncIntervalMinutes: 60,
    workers: true,
    analysisThreads: 1,
    demo: false,
    aiProvider: 'local',
    aiBaseUrl: undefined,
    aiApiKey: undefined,
    aiModel: undefined,
    logLevel: 'silent',
    staticDir: path.join(tmpdir(), 'headway-test-no-static-dir'),
    publicUrl: 'http://headway.test',
    smtpUrl: undefined,
    mailFrom: 'Headway <no-reply@headway.test>',
    // Off, so the suites may sign in and change things as often as they like; the rate-limit tests turn them on.
    rateLimits: RATE_LIMITS_OFF,
    corsOrigins: [],
    trustProxy: false,
    ...overrides,
  }
}

/**
 * Another server on the database of `previous` (with its settings, but for `overrides`), as a second process would be
 * (e.g. after the first one died, or restarted with other settings): on
 * PostgreSQL with a pool of its own, on PGlite on the same instance (one process owns a PGlite database). Its close()
 * leaves the database to `previous`.
 */
export async function reopenTestApp(
  previous: TestApp,
  appOptions: TestAppOptions = {},
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const config: Config = { ...previous.config, ...overrides }
  const database = config.databaseUrl ? await openDatabase(config) : previous.database
  const { app, killJobs } = await startedApp(config, database, appOptions)
  return {
    app,
    database,
    config,
    killJobs,
    async close() {
      await app.close()
      if (database !== previous.database) await database.close()
    },
  }
}

/**
 * The app on `database`, ready, with its jobs started as a listening server's are (tests answer by `inject`), and the
 * way to kill its job queue (TestApp.killJobs): the app reaches the database's raw SQL through a line the test can cut.
 */
async function startedApp(config: Config, database: Database, appOptions: TestAppOptions) {
  const { line, cut } = cuttableLine(database)
  const jobs = { ...TEST_JOB_TUNING, ...appOptions.jobs }
  const app = buildApp({ config, database: line, logger: false, ...appOptions, jobs })
  await app.ready()
  await app.jobs.start()
  const killJobs = async () => {
    cut()
    await app.jobs.stop(0)
  }
  return { app, killJobs }
}

/**
 * The sign-in call (its first statement reads the users table) on a server of its own on `database`: for tests of
 * what a request answers when the database misbehaves.
 */
export async function signInOn(database: Database, email = 'nobody@example.test') {
  const app = buildApp({ config: testConfig({ databaseUrl: 'postgres://unused' }), database, logger: false })
  try {
    await app.ready()
    return await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password: 'correct-horse-battery' }).toString(),
    })
  } finally {
    await app.close()
  }
}
