import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const secretKey = 'k'.repeat(32)
let dataDir: string | undefined

afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  dataDir = undefined
})

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ HEADWAY_SECRET_KEY: secretKey })
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      slackApiUrl: 'https://slack.com/api/',
      googleClientId: undefined,
      googleClientSecret: undefined,
      googleAuthUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      googleTokenUrl: 'https://oauth2.googleapis.com/token',
      gmailApiUrl: 'https://gmail.googleapis.com/',
      githubApiUrl: 'https://api.github.com/',
      slackBackfillDays: 90,
      slackSyncIntervalMinutes: 60,
      workers: true,
      analysisThreads: Math.max(1, availableParallelism() - 1),
      demo: false,
      aiProvider: 'local',
      logLevel: 'info',
      staticDir: path.resolve('dist'),
      publicUrl: 'http://127.0.0.1:8000',
      smtpUrl: undefined,
      mailFrom: 'Headway <no-reply@localhost>',
      rateLimits: { signInPerMinute: 30, writesPerMinute: 120, feedbackApiPerMinute: 600 },
      corsOrigins: [],
      trustProxy: false,
    })
  })

  it('reads every setting given', () => {
    const config = loadConfig({
      PORT: '9123',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/headway',
      HEADWAY_DATA_DIR: '/tmp/headway-data',
      HEADWAY_SECRET_KEY: secretKey,
      HEADWAY_SLACK_API_URL: 'http://127.0.0.1:4000/api/',
      HEADWAY_SLACK_SIGNING_SECRET: 'signing',
      HEADWAY_SLACK_CLIENT_ID: '1234.5678',
      HEADWAY_SLACK_CLIENT_SECRET: 'client-secret',
      HEADWAY_GOOGLE_CLIENT_ID: 'google-client.apps.googleusercontent.com',
      HEADWAY_GOOGLE_CLIENT_SECRET: 'google-secret',
      HEADWAY_GOOGLE_AUTH_URL: 'http://127.0.0.1:4100/auth',
      HEADWAY_GOOGLE_TOKEN_URL: 'http://127.0.0.1:4100/token',
      HEADWAY_GOOGLE_SIGNIN_CLIENT_ID: 'signin-client.apps.googleusercontent.com',
      HEADWAY_GOOGLE_SIGNIN_CLIENT_SECRET: 'signin-secret',
      HEADWAY_GOOGLE_SIGNIN_ISSUER: 'http://127.0.0.1:4200/',
      HEADWAY_GMAIL_API_URL: 'http://127.0.0.1:4100/',
      HEADWAY_GITHUB_API_URL: 'http://127.0.0.1:4300/',
      HEADWAY_SLACK_BACKFILL_DAYS: '30',
      HEADWAY_SLACK_SYNC_INTERVAL_MINUTES: '15',
      HEADWAY_WORKERS: '0',
      HEADWAY_ANALYSIS_THREADS: '3',
      HEADWAY_DEMO: '1',
      HEADWAY_AI_PROVIDER: 'openai',
      HEADWAY_AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      HEADWAY_AI_API_KEY: 'sk-test',
      HEADWAY_AI_MODEL: 'small',
      LOG_LEVEL: 'debug',
      HEADWAY_STATIC_DIR: '/tmp/headway-dist',
      HEADWAY_PUBLIC_URL: 'https://feedback.example.com/',
      HEADWAY_SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
      HEADWAY_MAIL_FROM: 'Headway <headway@example.com>',
      HEADWAY_AUTH_RATE_LIMIT: '0',
      HEADWAY_WRITE_RATE_LIMIT: '45',
      HEADWAY_FEEDBACK_API_RATE_LIMIT: '90',
      HEADWAY_CORS_ORIGINS: 'https://app.example.com, http://127.0.0.1:5173/',
      HEADWAY_TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
    })
    expect(config).toEqual({
      port: 9123,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/headway',
      dataDir: '/tmp/headway-data',
      secretKey,
      slackApiUrl: 'http://127.0.0.1:4000/api/',
      slackSigningSecret: 'signing',
      slackClientId: '1234.5678',
      slackClientSecret: 'client-secret',
      googleClientId: 'google-client.apps.googleusercontent.com',
      googleClientSecret: 'google-secret',
      googleAuthUrl: 'http://127.0.0.1:4100/auth',
      googleTokenUrl: 'http://127.0.0.1:4100/token',
      googleSigninClientId: 'signin-client.apps.googleusercontent.com',
      googleSigninClientSecret: 'signin-secret',
      googleSigninIssuer: 'http://127.0.0.1:4200',
      gmailApiUrl: 'http://127.0.0.1:4100/',
      githubApiUrl: 'http://127.0.0.1:4300/',
      slackBackfillDays: 30,
      slackSyncIntervalMinutes: 15,
      workers: false,
      analysisThreads: 3,
      demo: true,
      aiProvider: 'openai',
      aiBaseUrl: 'http://127.0.0.1:11434/v1',
      aiApiKey: 'sk-test',
      aiModel: 'small',
      logLevel: 'debug',
      staticDir: '/tmp/headway-dist',
      publicUrl: 'https://feedback.example.com',
      smtpUrl: 'smtp://mailer:secret@127.0.0.1:2525',
      mailFrom: 'Headway <headway@example.com>',
      rateLimits: { signInPerMinute: 0, writesPerMinute: 45, feedbackApiPerMinute: 90 },
      corsOrigins: ['https://app.example.com', 'http://127.0.0.1:5173'],
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    })
  })

  it('derives the public URL and the sender from where people reach Headway', () => {
    expect(loadConfig({ HEADWAY_SECRET_KEY: secretKey, HOST: '0.0.0.0', PORT: '9000' })).toMatchObject({
      publicUrl: 'http://localhost:9000',
      mailFrom: 'Headway <no-reply@localhost>',
    })
    expect(loadConfig({ HEADWAY_SECRET_KEY: secretKey, HEADWAY_PUBLIC_URL: 'https://headway.acme.io' })).toMatchObject({
      publicUrl: 'https://headway.acme.io',
      mailFrom: 'Headway <no-reply@headway.acme.io>',
    })
  })

  it('reads the proxy trust as all, a hop count or a list', () => {
    const trust = (value: string) => loadConfig({ HEADWAY_SECRET_KEY: secretKey, HEADWAY_TRUST_PROXY: value }).trustProxy
    expect(trust('true')).toBe(true)
    expect(trust('false')).toBe(false)
    expect(trust('2')).toBe(2)
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1'])
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ HEADWAY_SECRET_KEY: secretKey, PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8000,
      databaseUrl: undefined,
    })
  })

  it.each([
    ['PORT', 'eighty', 'PORT is invalid (got "eighty"): expected a port number from 0 to 65535.'],
    ['PORT', '70000', 'PORT is invalid (got "70000"): expected a port number from 0 to 65535.'],
    ['DATABASE_URL', 'mysql://db/headway', 'DATABASE_URL is invalid: expected a postgres:// or postgresql:// URL.'],
    ['HEADWAY_AI_PROVIDER', 'magic', 'HEADWAY_AI_PROVIDER is invalid (got "magic")'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL is invalid (got "loud")'],
    ['HEADWAY_DEMO', 'yes', 'HEADWAY_DEMO is invalid (got "yes")'],
    ['HEADWAY_AUTH_RATE_LIMIT', '-1', 'HEADWAY_AUTH_RATE_LIMIT is invalid (got "-1")'],
    ['HEADWAY_PUBLIC_URL', 'headway.example.com', 'HEADWAY_PUBLIC_URL is invalid (got "headway.example.com")'],
    ['HEADWAY_CORS_ORIGINS', 'https://a.example.com/path', 'HEADWAY_CORS_ORIGINS is invalid (got "https://a.example.com/path")'],
  ])('names %s when its value %j is invalid', (name, value, message) => {
    expect(() => loadConfig({ HEADWAY_SECRET_KEY: secretKey, [name]: value })).toThrow(message)
    expect(() => loadConfig({ HEADWAY_SECRET_KEY: secretKey, [name]: value })).toThrow(ConfigError)
  })

  it('never echoes a secret in its error', () => {
    expect(() => loadConfig({ HEADWAY_SECRET_KEY: secretKey, HEADWAY_SMTP_URL: 'http://user:hunter2@mail' })).toThrow(
      'HEADWAY_SMTP_URL is invalid: expected an smtp:// or smtps:// URL.',
    )
    expect(() => loadConfig({ HEADWAY_SECRET_KEY: 'too-short-secret' })).toThrow(
      'HEADWAY_SECRET_KEY is invalid: expected at least 32 characters.',
    )
    expect(() => loadConfig({ HEADWAY_SECRET_KEY: 'too-short-secret' })).not.toThrow(/too-short-secret/)
  })

  it('generates the secret key once into the data dir (mode 0600) and reuses it', () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'headway-config-'))
    const first = loadConfig({ HEADWAY_DATA_DIR: path.join(dataDir, 'nested') })
    const file = path.join(dataDir, 'nested', 'secret.key')
    expect(first.secretKey).toMatch(/^[0-9a-f]{64}$/)
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secretKey)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadConfig({ HEADWAY_DATA_DIR: path.join(dataDir, 'nested') }).secretKey).toBe(first.secretKey)
    expect(readdirSync(path.join(dataDir, 'nested'))).toEqual(['secret.key'])
  })

  it.each([
    ['empty', ''],
    ['too short', 'short-key\n'],
  ])('refuses a secret key file that is %s, without echoing it', (problem, content) => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'headway-config-'))
    writeFileSync(path.join(dataDir, 'secret.key'), content, { mode: 0o600 })
    const start = () => loadConfig({ HEADWAY_DATA_DIR: dataDir })
    expect(start).toThrow(ConfigError)
    expect(start).toThrow(`secret.key is ${problem}: it needs at least 32 characters.`)
    expect(start).not.toThrow(/short-key/)
    expect(readFileSync(path.join(dataDir, 'secret.key'), 'utf8')).toBe(content)
  })
  it('refuses to start on PostgreSQL without a shared secret key, instead of making one per process', () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'headway-config-'))
    const onPostgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/headway', HEADWAY_DATA_DIR: dataDir }
    expect(() => loadConfig(onPostgres)).toThrow(
      'HEADWAY_SECRET_KEY must be set when DATABASE_URL is: every Headway process on that database needs the same key',
    )
    expect(existsSync(path.join(dataDir!, 'secret.key'))).toBe(false)
    expect(loadConfig({ ...onPostgres, HEADWAY_SECRET_KEY: secretKey }).secretKey).toBe(secretKey)
  })
})
