import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_RATE_LIMIT_SETTINGS, type RateLimitSettings } from '../api/rate-limits'

/** The shortest secret key accepted, from the environment or the data dir: every token is signed with it. */
export const SECRET_KEY_MIN_LENGTH = 32

/** A browser origin: scheme, host and optional port, no path (e.g. https://app.example.com:8443). */
const ORIGIN = /^https?:\/\/[^/\s?#]+$/

const perMinuteMessage = 'expected a whole number of requests per minute (0 turns the limit off)'
const perMinuteSetting = (defaultValue: number) =>
  z.coerce
    .number({ error: perMinuteMessage })
    .int({ error: perMinuteMessage })
    .min(0, { error: perMinuteMessage })
    .default(defaultValue)

/** Every setting Headway reads from the environment, with its default. Documented in the README. */
const portMessage = 'expected a port number from 0 to 65535'
const environmentSchema = z.object({
  PORT: z.coerce
    .number({ error: portMessage })
    .int({ error: portMessage })
    .min(0, { error: portMessage })
    .max(65_535, { error: portMessage })
    .default(8000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' }).optional(),
  HEADWAY_DATA_DIR: z.string().default('./data'),
  HEADWAY_SECRET_KEY: z.string().min(SECRET_KEY_MIN_LENGTH, `expected at least ${SECRET_KEY_MIN_LENGTH} characters`).optional(),
  HEADWAY_SLACK_API_URL: z.url({ protocol: /^https?$/ }).default('https://slack.com/api/'),
  HEADWAY_SLACK_SIGNING_SECRET: z.string().optional(),
  HEADWAY_SLACK_CLIENT_ID: z.string().optional(),
  HEADWAY_SLACK_CLIENT_SECRET: z.string().optional(),
  HEADWAY_GOOGLE_CLIENT_ID: z.string().optional(),
  HEADWAY_GOOGLE_CLIENT_SECRET: z.string().optional(),
  HEADWAY_GOOGLE_AUTH_URL: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com/o/oauth2/v2/auth'),
  HEADWAY_GOOGLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
  HEADWAY_GMAIL_API_URL: z.url({ protocol: /^https?$/ }).default('https://gmail.googleapis.com/'),
  HEADWAY_GITHUB_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.github.com/'),
  HEADWAY_GOOGLE_SIGNIN_CLIENT_ID: z.string().optional(),
  HEADWAY_GOOGLE_SIGNIN_CLIENT_SECRET: z.string().optional(),
  HEADWAY_GOOGLE_SIGNIN_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  HEADWAY_SLACK_BACKFILL_DAYS: z.coerce
    .number({ error: 'expected a whole number of days from 1 to 3650' })
    .int({ error: 'expected a whole number of days from 1 to 3650' })
    .min(1, { error: 'expected a whole number of days from 1 to 3650' })
    .max(3650, { error: 'expected a whole number of days from 1 to 3650' })
    .default(90),
  HEADWAY_SLACK_SYNC_INTERVAL_MINUTES: z.coerce
    .number({ error: 'expected a whole number of minutes from 1 to 10080' })
    .int({ error: 'expected a whole number of minutes from 1 to 10080' })
    .min(1, { error: 'expected a whole number of minutes from 1 to 10080' })
    .max(10_080, { error: 'expected a whole number of minutes from 1 to 10080' })
    .default(60),
  HEADWAY_WORKERS: z.enum(['0', '1']).default('1'),
  HEADWAY_ANALYSIS_THREADS: z.coerce
    .number({ error: 'expected a whole number of threads from 1 to 64' })
    .int({ error: 'expected a whole number of threads from 1 to 64' })
    .min(1, { error: 'expected a whole number of threads from 1 to 64' })
    .max(64, { error: 'expected a whole number of threads from 1 to 64' })
    .optional(),
  HEADWAY_DEMO: z.enum(['0', '1']).default('0'),
  HEADWAY_AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  HEADWAY_AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  HEADWAY_AI_API_KEY: z.string().optional(),
  HEADWAY_AI_MODEL: z.string().optional(),
  HEADWAY_AI_EMBEDDING_MODEL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HEADWAY_STATIC_DIR: z.string().default('dist'),
  HEADWAY_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  HEADWAY_SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
  HEADWAY_MAIL_FROM: z.string().optional(),
  HEADWAY_AUTH_RATE_LIMIT: perMinuteSetting(DEFAULT_RATE_LIMIT_SETTINGS.signInPerMinute),
  HEADWAY_WRITE_RATE_LIMIT: perMinuteSetting(DEFAULT_RATE_LIMIT_SETTINGS.writesPerMinute),
  HEADWAY_FEEDBACK_API_RATE_LIMIT: perMinuteSetting(DEFAULT_RATE_LIMIT_SETTINGS.feedbackApiPerMinute),
  HEADWAY_CORS_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean))
    .pipe(z.array(z.string().regex(ORIGIN, { error: 'expected comma-separated origins like https://app.example.com' })))
    .optional(),
  HEADWAY_TRUST_PROXY: z.string().optional(),
})

export type LogLevel = z.infer<typeof environmentSchema>['LOG_LEVEL']

export interface Config {
  port: number
  host: string
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined
  dataDir: string
  /** Key material every server key is derived from (JWT signing, token encryption). */
  secretKey: string
  slackApiUrl: string
  slackSigningSecret: string | undefined
  /** Slack app credentials for "Connect with Slack" (OAuth v2); both unset means the user token is pasted. */
  slackClientId: string | undefined
  slackClientSecret: string | undefined
  /** Google OAuth client for "Connect Gmail"; both unset means Gmail cannot be connected. */
  googleClientId: string | undefined
  googleClientSecret: string | undefined
  /** Google's consent page, token endpoint and Gmail API root (a fake Google in tests). */
  googleAuthUrl: string
  googleTokenUrl: string
  gmailApiUrl: string
  /** Root of GitHub's REST API, for the GitHub Issues tracker (tests point it at a fake GitHub). */
  githubApiUrl: string
  /** Google OAuth client for "Sign in with Google" (OpenID Connect); both unset means the button is not offered. */
  googleSigninClientId?: string | undefined
  googleSigninClientSecret?: string | undefined
  /** The OpenID issuer of Sign in with Google (a loopback fake OpenID provider in tests). */
  googleSigninIssuer?: string
  /** How many days of history the first sync of a connected workspace or mailbox collects. */
  slackBackfillDays: number
  /** Minutes between automatic syncs of a workspace or mailbox (while the company's auto-sync preference is on). */
  slackSyncIntervalMinutes: number
  /** Whether this process runs the background jobs (Slack sync); false makes it an API-only process. */
  workers: boolean
  /**
   * Worker threads the feedback analysis runs on (server/ai/workers/pool.ts). Default: one less than the cores, at
   * least 1 (on 2 cores, 1: the other core keeps answering requests).
   */
  analysisThreads: number
  demo: boolean
  aiProvider: 'local' | 'openai'
  aiBaseUrl: string | undefined
  aiApiKey: string | undefined
  aiModel: string | undefined
  /** Embedding model of the OpenAI-compatible endpoint; unset = matching and clustering use the local vectors. */
  aiEmbeddingModel?: string | undefined
  logLevel: LogLevel
  staticDir: string
  /** Where people reach Headway, without a trailing slash; links in emails start with it. */
  publicUrl: string
  /** smtp(s)://user:pass@host:port to send email; unset means emails are logged instead (development). */
  smtpUrl: string | undefined
  /** The From address of the emails Headway sends. */
  mailFrom: string
  /**
   * The operator's rate limits (api/rate-limits.ts): calls a minute per IP address to each sign-in call
   * (HEADWAY_AUTH_RATE_LIMIT), changes a minute per caller (HEADWAY_WRITE_RATE_LIMIT) and feedback API calls a minute
   * per API key (HEADWAY_FEEDBACK_API_RATE_LIMIT); 0 turns one off.
   */
  rateLimits: RateLimitSettings
  /** Origins allowed to call the API from a browser (CORS); empty = same origin only. */
  corsOrigins: string[]
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client's IP address. */
  trustProxy: boolean | number | string[]
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const SECRET_KEY_FILE = 'secret.key'
/** Settings whose values may hold credentials: an error names them but never echoes their value. */
const SECRET_SETTING = /SECRET|KEY|DATABASE_URL|SMTP_URL/

/**
 * Reads and validates the settings. An empty variable counts as unset. When HEADWAY_SECRET_KEY is unset, a key is
 * generated once into `<data dir>/secret.key` (mode 0600) and reused on later starts; on PostgreSQL it must be set.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = parseEnvironment(env)
  const dataDir = path.resolve(settings.HEADWAY_DATA_DIR)
  const publicUrl = (settings.HEADWAY_PUBLIC_URL ?? defaultPublicUrl(settings.HOST, settings.PORT)).replace(/\/+$/, '')
  return {
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl: settings.DATABASE_URL,
    dataDir,
    secretKey: settings.HEADWAY_SECRET_KEY ?? (settings.DATABASE_URL ? requireSharedKey() : readOrCreateSecretKey(dataDir)),
    slackApiUrl: settings.HEADWAY_SLACK_API_URL,
    slackSigningSecret: settings.HEADWAY_SLACK_SIGNING_SECRET,
    slackClientId: settings.HEADWAY_SLACK_CLIENT_ID,
    slackClientSecret: settings.HEADWAY_SLACK_CLIENT_SECRET,
    googleClientId: settings.HEADWAY_GOOGLE_CLIENT_ID,
    googleClientSecret: settings.HEADWAY_GOOGLE_CLIENT_SECRET,
    googleAuthUrl: settings.HEADWAY_GOOGLE_AUTH_URL,
    googleTokenUrl: settings.HEADWAY_GOOGLE_TOKEN_URL,
    gmailApiUrl: settings.HEADWAY_GMAIL_API_URL,
    githubApiUrl: settings.HEADWAY_GITHUB_API_URL,
    googleSigninClientId: settings.HEADWAY_GOOGLE_SIGNIN_CLIENT_ID,
    googleSigninClientSecret: settings.HEADWAY_GOOGLE_SIGNIN_CLIENT_SECRET,
    googleSigninIssuer: settings.HEADWAY_GOOGLE_SIGNIN_ISSUER.replace(/\/+$/, ''),
    slackBackfillDays: settings.HEADWAY_SLACK_BACKFILL_DAYS,
    slackSyncIntervalMinutes: settings.HEADWAY_SLACK_SYNC_INTERVAL_MINUTES,
    workers: settings.HEADWAY_WORKERS === '1',
    analysisThreads: settings.HEADWAY_ANALYSIS_THREADS ?? Math.max(1, availableParallelism() - 1),
    demo: settings.HEADWAY_DEMO === '1',
    aiProvider: settings.HEADWAY_AI_PROVIDER,
    aiBaseUrl: settings.HEADWAY_AI_BASE_URL,
    aiApiKey: settings.HEADWAY_AI_API_KEY,
    aiModel: settings.HEADWAY_AI_MODEL,
    aiEmbeddingModel: settings.HEADWAY_AI_EMBEDDING_MODEL,
    logLevel: settings.LOG_LEVEL,
    staticDir: path.resolve(settings.HEADWAY_STATIC_DIR),
    publicUrl,
    smtpUrl: settings.HEADWAY_SMTP_URL,
    mailFrom: settings.HEADWAY_MAIL_FROM ?? `Headway <no-reply@${mailDomain(publicUrl)}>`,
    rateLimits: {
      signInPerMinute: settings.HEADWAY_AUTH_RATE_LIMIT,
      writesPerMinute: settings.HEADWAY_WRITE_RATE_LIMIT,
      feedbackApiPerMinute: settings.HEADWAY_FEEDBACK_API_RATE_LIMIT,
    },
    corsOrigins: settings.HEADWAY_CORS_ORIGINS ?? [],
    trustProxy: parseTrustProxy(settings.HEADWAY_TRUST_PROXY),
  }
}

/** http://HOST:PORT, with a wildcard listen address replaced by localhost (a link to 0.0.0.0 goes nowhere). */
function defaultPublicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${shown}:${port}`
}

function mailDomain(publicUrl: string): string {
  const { hostname } = new URL(publicUrl)
  return hostname.includes('.') && !/^[\d.]+$/.test(hostname) ? hostname : 'localhost'
}

/** Unset: trust no proxy. "true": trust all. A number: that many hops. Otherwise comma-separated addresses or CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value.split(',').map((entry) => entry.trim()).filter(Boolean)
}

function parseEnvironment(env: NodeJS.ProcessEnv) {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = environmentSchema.safeParse(present)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    const shown = SECRET_SETTING.test(name) ? '' : ` (got ${JSON.stringify(present[name])})`
    return `${name} is invalid${shown}: ${issue.message}.`
  })
  throw new ConfigError(`Invalid environment setting. ${problems.join(' ')}`)
}

/**
 * Every process on one PostgreSQL database must sign sessions and encrypt tokens with the same key, and a key made by
 * each process in its own data dir would differ: the setting is required there.
 */
function requireSharedKey(): never {
  throw new ConfigError(
    'HEADWAY_SECRET_KEY must be set when DATABASE_URL is: every Headway process on that database needs the same key ' +
      '(at least 32 characters, e.g. from `openssl rand -hex 32`).',
  )
}

/**
 * The key of `<data dir>/secret.key`, made on the first start. It is written whole to a temporary file (mode 0600) and
 * then hard-linked into place: the link appears complete or not at all (a crash never leaves an empty or half-written
 * key), and it fails if another process linked its key first, which then wins. A key read back is validated like the
 * environment's: an empty or short one (anyone could forge its tokens) stops the start with a sentence.
 */
function readOrCreateSecretKey(dataDir: string): string {
  const file = path.join(dataDir, SECRET_KEY_FILE)
  const existing = readSecretKeyFile(file)
  if (existing !== undefined) return existing
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(32).toString('hex')
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(temporary, `${key}\n`, { mode: 0o600, flag: 'wx' })
  try {
    linkSync(temporary, file)
    return key
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readSecretKeyFile(file) ?? key
  } finally {
    unlinkSync(temporary)
  }
}

/** The validated key of the file, or undefined when there is no file. */
function readSecretKeyFile(file: string): string | undefined {
  let key: string
  try {
    key = readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  if (key.length < SECRET_KEY_MIN_LENGTH) {
    throw new ConfigError(
      `The secret key in ${file} is ${key.length === 0 ? 'empty' : 'too short'}: it needs at least ` +
        `${SECRET_KEY_MIN_LENGTH} characters. Restore the key, or set HEADWAY_SECRET_KEY, or delete the file to make ` +
        'a new key (everyone is then signed out and stored integration tokens must be entered again).',
    )
  }
  return key
}
