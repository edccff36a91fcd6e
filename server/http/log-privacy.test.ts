import { eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { users } from '../db/schema'
import { createMailer, type Mail, type Mailer } from '../integrations/email/mailer'
import { withoutQueryValues } from '../log-privacy'
import { login, newRegistration } from '../testing/accounts'
import { createTestApp, type TestApp } from '../testing/test-app'

let testApp: TestApp
const logLines: string[] = []
const mails: Mail[] = []

/** The mailer of a server without SMTP (it logs), also keeping each email so the flow can open its links. */
const loggingMailer = createMailer({
  smtpUrl: undefined,
  from: 'Headway <no-reply@headway.test>',
  logger: { warn: (object, message) => logLines.push(JSON.stringify({ ...object, msg: message })) },
})
const mailer: Mailer = {
  kind: 'log',
  async send(mail) {
    mails.push(mail)
    await loggingMailer.send(mail)
  },
  close() {},
}

beforeAll(async () => {
  testApp = await createTestApp({}, { mailer, logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } })
})
afterAll(async () => {
  await testApp.close()
})

const inject = (options: InjectOptions) => testApp.app.inject(options)

async function linkTo(path: string, email: string): Promise<{ link: string; token: string }> {
  const link = await vi.waitFor(() => {
    const found = mails.find((mail) => mail.to === email && mail.link?.includes(path))?.link
    if (!found) throw new Error(`No ${path} link mailed to ${email} yet.`)
    return found
  })
  const [token = ''] = new URL(link).searchParams.values()
  expect(token.length).toBeGreaterThan(20)
  return { link, token }
}

describe('the log of a whole run', () => {
  it('holds no password, hash, token, link token or secret key', async () => {
    const registration = newRegistration({ password: 'first-Passw0rd-of-ada' })
    const newPassword = 'second-Passw0rd-of-ada'
    expect((await inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration })).statusCode).toBe(201)
    const verification = await linkTo('/verify-email', registration.email)
    expect((await inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: verification.token } })).statusCode).toBe(200)
    // The page of the link, as a browser opens it: its URL (and token) reaches the request log.
    await inject({ method: 'GET', url: new URL(verification.link).pathname + new URL(verification.link).search })

    await inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: registration.email } })
    const reset = await linkTo('/reset-password', registration.email)
    await inject({ method: 'GET', url: `/reset-password?token=${reset.token}` })
    expect(
      (await inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token: reset.token, password: newPassword } }))
        .statusCode,
    ).toBe(200)

    const tokens = await login(testApp.app, registration.email, newPassword)
    const failed = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: registration.email, password: registration.password }).toString(),
    })
    expect(failed.statusCode).toBe(401)
    const headers = { authorization: `Bearer ${tokens.access_token}`, cookie: `session=${tokens.refresh_token}` }
    const invited = 'grace@elsewhere.test'
    expect((await inject({ method: 'POST', url: '/api/v1/workspace/invitations', headers, payload: { email: invited } })).statusCode).toBe(201)
    const invitation = await linkTo('/register', invited)
    await inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: tokens.refresh_token } })

    // A failed query whose parameter is the password hash, logged as a request failure is.
    const [user] = await testApp.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, registration.email))
    const hash = user!.hash!
    const failure = await testApp.database.db.execute(sql`select ${hash}::int`).catch((error: unknown) => error)
    testApp.app.log.error({ err: failure }, 'Request failed')

    const log = logLines.join('\n')
    expect(log).toContain('Email not sent (HEADWAY_SMTP_URL is unset): \\"Reset your Headway password\\"')
    expect(log).toContain('Failed query: select $1::int')
    expect(log).toContain('/reset-password?token=[redacted]')
    expect(hash.startsWith('$argon2')).toBe(true)
    const secrets = {
      'the first password': registration.password,
      'the new password': newPassword,
      'an argon2 hash': '$argon2',
      'the access token': tokens.access_token,
      'the refresh token': tokens.refresh_token,
      'the verification token': verification.token,
      'the reset token': reset.token,
      'the invitation token': invitation.token,
      'the secret key': testApp.config.secretKey,
    }
    const found = Object.entries(secrets).filter(([, secret]) => log.includes(secret)).map(([name]) => name)
    expect(found).toEqual([])
  })
})

describe('withoutQueryValues', () => {
  it('keeps the path and the names of the query parameters only', () => {
    expect(withoutQueryValues('/api/v1/auth/sso/start?email=ada%40acme.io&provider=google')).toBe(
      '/api/v1/auth/sso/start?email=[redacted]&provider=[redacted]',
    )
    expect(withoutQueryValues('/healthz')).toBe('/healthz')
  })
})
