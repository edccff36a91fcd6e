import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ErrorDetail, SuccessMessage } from '../../api/schemas/error'
import { passwordResetTokens, users } from '../db/schema'
import { login, registerAndLogin } from '../testing/accounts'
import { type FakeSmtp, mailBody, mailHeader, startFakeSmtp } from '../testing/fake-smtp'
import { recordingMailer } from '../testing/recording-mailer'
import { createTestApp, type TestApp } from '../testing/test-app'
import { buildApp } from './build-app'

let testApp: TestApp
const logLines: string[] = []
const { mailer, mails } = recordingMailer()
let smtp: FakeSmtp
let smtpApp: FastifyInstance

beforeAll(async () => {
  testApp = await createTestApp({}, { mailer })
  smtp = await startFakeSmtp()
  smtpApp = buildApp({
    config: { ...testApp.config, smtpUrl: smtp.url, mailFrom: 'Headway <no-reply@headway.test>' },
    database: testApp.database,
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  })
  await smtpApp.ready()
})
afterAll(async () => {
  await smtpApp.close()
  await smtp.close()
  await testApp.close()
})

const forgot = (email: string, app: FastifyInstance = testApp.app) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } })
const reset = (token: string, password: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } })
const refresh = (refreshToken: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: refreshToken } })
const me = (accessToken: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${accessToken}` } })

/** The reset link emailed to `email` (waits for the background task); each is taken once. */
async function mailedLink(email: string): Promise<string> {
  return vi.waitFor(
    () => {
      const index = mails.findIndex((mail) => mail.to === email && mail.link?.includes('/reset-password?'))
      if (index === -1) throw new Error(`No reset link mailed to ${email} yet.`)
      return mails.splice(index, 1)[0]!.link!
    },
    { timeout: 10_000, interval: 20 },
  )
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

describe('forgot password', () => {
  it('answers the same message for a known and an unknown email, and emails a link only to the account', async () => {
    const account = await registerAndLogin(testApp.app)
    const unknown = await forgot('nobody-at-all@nowhere.test')
    const known = await forgot(account.user.email)
    for (const response of [unknown, known]) {
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ message: SuccessMessage.resetLinkSent })
    }
    const link = await mailedLink(account.user.email)
    expect(link).toMatch(/^http:\/\/headway\.test\/reset-password\?token=[\w-]{43}$/)
    expect(mails.map((mail) => mail.to)).not.toContain('nobody-at-all@nowhere.test')
  })

  it('stores only the SHA-256 hash of the token, valid for one hour', async () => {
    const account = await registerAndLogin(testApp.app)
    await forgot(account.user.email)
    const token = tokenOf(await mailedLink(account.user.email))
    const rows = await testApp.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(token)
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5_000)
  })

  it('limits reset links to 5 an hour per email, with Retry-After', async () => {
    const email = `flood-${Date.now()}@nowhere.test`
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await forgot(email)).statusCode).toBe(200)
    const limited = await forgot(email)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().detail).toMatch(/^Too many password reset requests for this email\. Check your inbox, or try again in \d+ minutes?\.$/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000)
  })
})

describe('reset password', () => {
  it('sets the new password once and ends every session, access tokens included', async () => {
    const account = await registerAndLogin(testApp.app)
    const otherSession = await login(testApp.app, account.user.email, account.password)
    await forgot(account.user.email)
    const token = tokenOf(await mailedLink(account.user.email))

    const response = await reset(token, 'a-brand-new-password')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: SuccessMessage.passwordReset })

    await expect(login(testApp.app, account.user.email, account.password)).rejects.toThrow(/401/)
    await login(testApp.app, account.user.email, 'a-brand-new-password')
    for (const tokens of [account.tokens, otherSession]) {
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(401)
      expect((await me(tokens.access_token)).statusCode).toBe(401)
    }
    const again = await reset(token, 'yet-another-password')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ detail: ErrorDetail.invalidResetToken })
  })

  it('retires the other links of the user once one is used', async () => {
    const account = await registerAndLogin(testApp.app)
    await forgot(account.user.email)
    const first = tokenOf(await mailedLink(account.user.email))
    await forgot(account.user.email)
    const second = tokenOf(await mailedLink(account.user.email))
    expect((await reset(second, 'second-link-password')).statusCode).toBe(200)
    expect((await reset(first, 'first-link-password')).statusCode).toBe(400)
  })

  it('refuses an expired link', async () => {
    const account = await registerAndLogin(testApp.app)
    await forgot(account.user.email)
    const token = tokenOf(await mailedLink(account.user.email))
    await testApp.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, account.user.id))
    const response = await reset(token, 'too-late-password')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: ErrorDetail.invalidResetToken })
    await login(testApp.app, account.user.email, account.password)
  })

  it('refuses the link of an account disabled since', async () => {
    const account = await registerAndLogin(testApp.app)
    await forgot(account.user.email)
    const token = tokenOf(await mailedLink(account.user.email))
    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.id, account.user.id))
    expect((await reset(token, 'disabled-account-pw')).statusCode).toBe(400)
  })

  it('applies the password rule with the spec sentence', async () => {
    const response = await reset('whatever-token', 'short')
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ detail: 'Password must be at least 8 characters long.' })
  })

  it('lifts the failed-login lock of the email', async () => {
    const account = await registerAndLogin(testApp.app)
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await expect(login(testApp.app, account.user.email, `wrong-${attempt}`)).rejects.toThrow(/401/)
    }
    await expect(login(testApp.app, account.user.email, account.password)).rejects.toThrow(/429/)
    await forgot(account.user.email)
    expect((await reset(tokenOf(await mailedLink(account.user.email)), 'unlocked-password')).statusCode).toBe(200)
    await login(testApp.app, account.user.email, 'unlocked-password')
  })
})

describe('with SMTP configured', () => {
  it('emails the link through the SMTP server, authenticated, and does not log it', async () => {
    const account = await registerAndLogin(testApp.app)
    const linesBefore = logLines.length
    expect((await forgot(account.user.email, smtpApp)).statusCode).toBe(200)
    const mail = await smtp.nextMail()
    expect(mail).toMatchObject({ from: 'no-reply@headway.test', to: [account.user.email], user: 'mailer', password: 'mail-secret' })
    expect(mailHeader(mail, 'Subject')).toBe('Reset your Headway password')
    const link = /http:\/\/headway\.test\/reset-password\?token=[\w-]+/.exec(mailBody(mail))?.[0]
    expect(link).toBeDefined()
    expect(logLines.slice(linesBefore).join('')).not.toContain('reset-password?token=')
    expect((await reset(tokenOf(link ?? ''), 'emailed-link-password')).statusCode).toBe(200)
  })
})
