import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNT, DEMO_COMPANY } from '../../api/demo'
import { JoiningDetail } from '../../api/company-membership'
import type { User } from '../../api/schemas/auth'
import type { NotificationList } from '../../api/schemas/comments'
import { ErrorDetail, SuccessMessage } from '../../api/schemas/error'
import type { CompanyDomain, JoinRequest } from '../../api/schemas/joining'
import type { Workspace } from '../../api/schemas/workspace'
import { auditEvents, emailVerificationTokens, users } from '../db/schema'
import type { Mail } from '../integrations/email/mailer'
import { inviteAndRegister, login, newRegistration, registerAndLogin, type TestAccount } from '../testing/accounts'
import { recordingMailer } from '../testing/recording-mailer'
import { createTestApp, type TestApp } from '../testing/test-app'

let testApp: TestApp
let mails: Mail[]

beforeAll(async () => {
  const recording = recordingMailer()
  mails = recording.mails
  testApp = await createTestApp({ demo: true }, { mailer: recording.mailer })
})
afterAll(() => testApp.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (account: TestAccount | null, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: account?.headers ?? {}, ...(payload && { payload }) })

const me = async (account: TestAccount) => (await call(account, 'GET', '/api/v1/auth/me')).json<User>()
const members = async (account: TestAccount) =>
  (await call(account, 'GET', '/api/v1/workspace')).json<Workspace>().members.map((member) => member.email)
const joinRequests = async (admin: TestAccount) =>
  (await call(admin, 'GET', '/api/v1/workspace/join-requests')).json<JoinRequest[]>()
const verify = (token: string) => call(null, 'POST', '/api/v1/auth/verify-email', { token })

/** The newest email sent to `to` whose subject matches (waits for the background task that sends it). */
function mailTo(to: string, subject: RegExp): Promise<Mail> {
  return vi.waitFor(
    () => {
      const mail = mails.findLast((candidate) => candidate.to === to && subject.test(candidate.subject))
      if (!mail) throw new Error(`No email "${subject.source}" to ${to} yet.`)
      return mail
    },
    { timeout: 10_000, interval: 20 },
  )
}

const tokenOf = (mail: Mail) => new URL(mail.link ?? '').searchParams.get('token') ?? ''
const verificationMail = (email: string) => mailTo(email, /^Verify your email address/)

/** Opens the verification link emailed to the account, as its owner would. */
async function verifyAccount(account: TestAccount): Promise<void> {
  const response = await verify(tokenOf(await verificationMail(account.user.email)))
  expect(response.json()).toEqual({ message: SuccessMessage.emailVerified })
}

/** A company whose owner verified an address on its own domain: the domain (added at registration) is proven. */
async function provenCompany(name: string, domain: string): Promise<TestAccount> {
  const owner = await registerAndLogin(testApp.app, { email: `ceo@${domain}`, company_name: name })
  await verifyAccount(owner)
  return owner
}

describe('regression: the attacks of issue 16', () => {
  it('mallory@acme.com registering "  ACME " is not let into Acme: her request waits, unseen, on a link she never gets', async () => {
    const acme = await provenCompany('Acme', 'acme-corp.test')
    const mallory = await registerAndLogin(testApp.app, {
      email: 'mallory@acme-corp.test',
      company_name: '  ACME ',
    })
    expect(mallory.user).toMatchObject({ role: null, email_verified: false })
    expect(await members(acme)).not.toContain('mallory@acme-corp.test')
    expect(await joinRequests(acme)).toEqual([])
    const read = await call(mallory, 'GET', '/api/v1/features')
    expect(read.statusCode).toBe(403)
    expect((await call(mallory, 'GET', '/api/v1/workspace')).statusCode).toBe(403)
  })

  it('a squatter who registers "Acme" first with ceo@ does not receive the real staff, who get a company of their own', async () => {
    const squatter = await registerAndLogin(testApp.app, { email: 'ceo@squatted.test', company_name: 'Squatted Inc' })
    const staff = await registerAndLogin(testApp.app, { email: 'staff@squatted.test', company_name: 'squatted inc' })
    expect(staff.user.company_id).not.toBe(squatter.user.company_id)
    expect(staff.user).toMatchObject({ role: 'owner', company_name: 'squatted inc' })
    expect(await members(squatter)).toEqual(['ceo@squatted.test'])
    expect(await joinRequests(squatter)).toEqual([])
  })

  it('eve2@gmail.de does not join the company eve@gmail.de made, and gmail.de cannot be added as its domain', async () => {
    const eve = await registerAndLogin(testApp.app, { email: 'eve@gmail.de', company_name: 'Eve Labs' })
    await verifyAccount(eve)
    const eve2 = await registerAndLogin(testApp.app, { email: 'eve2@gmail.de', company_name: 'Eve Labs' })
    expect(eve2.user.company_id).not.toBe(eve.user.company_id)
    expect(eve2.user.role).toBe('owner')
    expect(await members(eve)).toEqual(['eve@gmail.de'])
    const added = await call(eve, 'POST', '/api/v1/workspace/domains', { domain: 'gmail.de' })
    expect({ status: added.statusCode, body: added.json() }).toEqual({
      status: 400,
      body: { detail: 'gmail.de is a free email provider: anyone can get an address there.' },
    })
  })

  it('x@headway.app does not join the demo company', async () => {
    const demo = await registerAndLogin(testApp.app, { email: 'x@headway.app', company_name: DEMO_COMPANY.name })
    const owner = await login(testApp.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
    const ownerAccount = { ...demo, tokens: owner, headers: { authorization: `Bearer ${owner.access_token}` } }
    expect(demo.user.company_id).not.toBe((await me(ownerAccount)).company_id)
    expect(demo.user.role).toBe('owner')
    expect(await members(ownerAccount)).not.toContain('x@headway.app')
  })
})

describe('registration answers', () => {
  it('answer the same 201 User shape for a new company and a join request, and never the old 409 naming a company', async () => {
    await provenCompany('Shape Co', 'shape.test')
    const joining = await call(null, 'POST', '/api/v1/auth/register', newRegistration({ email: 'j@shape.test', company_name: 'Shape Co' }))
    const elsewhere = await call(null, 'POST', '/api/v1/auth/register', newRegistration({ email: 'o@other-shape.test', company_name: 'Shape Co' }))
    expect([joining.statusCode, elsewhere.statusCode]).toEqual([201, 201])
    expect(Object.keys(joining.json()).sort()).toEqual(Object.keys(elsewhere.json()).sort())
    expect(joining.json<User>().role).toBeNull()
    expect(elsewhere.json<User>().role).toBe('owner')
  })
})

describe('email verification', () => {
  it('emails a single-use link stored as a SHA-256 hash, valid for 24 hours', async () => {
    const account = await registerAndLogin(testApp.app)
    expect(account.user.email_verified).toBe(false)
    const mail = await verificationMail(account.user.email)
    expect(mail.link).toMatch(/^http:\/\/headway\.test\/verify-email\?token=[\w-]{43}$/)
    const token = tokenOf(mail)
    const [row] = await testApp.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, createHash('sha256').update(token).digest('hex')))
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 60_000)
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000 + 60_000)

    expect((await verify(token)).statusCode).toBe(200)
    expect((await me(account)).email_verified).toBe(true)
    const again = await verify(token)
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 400,
      body: { detail: JoiningDetail.invalidVerificationToken },
    })
  })

  it('refuses a wrong token and an expired one', async () => {
    const wrong = await verify('not-a-token-anyone-was-sent')
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({ status: 400, body: { detail: JoiningDetail.invalidVerificationToken } })

    const account = await registerAndLogin(testApp.app)
    const token = tokenOf(await verificationMail(account.user.email))
    await testApp.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, account.user.id))
    expect((await verify(token)).statusCode).toBe(400)
    expect((await me(account)).email_verified).toBe(false)
  })

  it('resends a new link 3 times an hour (earlier links stop working), then answers 429; a verified address needs none', async () => {
    const account = await registerAndLogin(testApp.app)
    const first = tokenOf(await verificationMail(account.user.email))
    for (let sent = 1; sent <= 3; sent++) {
      const resend = await call(account, 'POST', '/api/v1/auth/verify-email/resend')
      expect(resend.json()).toEqual({ message: SuccessMessage.verificationSent })
      await vi.waitFor(() => expect(mails.filter((mail) => mail.to === account.user.email)).toHaveLength(sent + 1))
    }
    const limited = await call(account, 'POST', '/api/v1/auth/verify-email/resend')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().detail).toMatch(/^Too many verification emails for this account\. Check your inbox, or try again in \d+ minutes?\.$/)
    expect(limited.headers['retry-after']).toBeDefined()

    expect((await verify(first)).statusCode).toBe(400)

    const verified = await registerAndLogin(testApp.app)
    await verifyAccount(verified)
    const done = await call(verified, 'POST', '/api/v1/auth/verify-email/resend')
    expect({ status: done.statusCode, body: done.json() }).toEqual({ status: 409, body: { detail: JoiningDetail.alreadyVerified } })
  })

  it('counts a password reset through the emailed link as proof of the address', async () => {
    const account = await registerAndLogin(testApp.app)
    await call(null, 'POST', '/api/v1/auth/forgot-password', { email: account.user.email })
    const reset = await mailTo(account.user.email, /^Reset your Headway password/)
    const done = await call(null, 'POST', '/api/v1/auth/reset-password', { token: tokenOf(reset), password: 'another-long-password' })
    expect(done.statusCode).toBe(200)
    const tokens = await login(testApp.app, account.user.email, 'another-long-password')
    expect((await me({ ...account, tokens, headers: { authorization: `Bearer ${tokens.access_token}` } })).email_verified).toBe(true)
  })
})

describe('join requests', () => {
  it('reach the admins only once verified, in the app and by email; an approval makes a member, once', async () => {
    const admin = await provenCompany('Orbital Works', 'orbital.test')
    const crew = await registerAndLogin(testApp.app, { email: 'crew@orbital.test', first_name: 'Cary', last_name: 'Crew', company_name: '  orbital   WORKS ' })
    expect(crew.user).toMatchObject({ company_id: admin.user.company_id, company_name: 'Orbital Works', role: null })
    expect(await joinRequests(admin)).toEqual([])

    await verifyAccount(crew)
    expect(await joinRequests(admin)).toEqual([expect.objectContaining({ id: crew.user.id, email: 'crew@orbital.test' })])
    const notifications = (await call(admin, 'GET', '/api/v1/notifications')).json<NotificationList>().items
    expect(notifications[0]).toMatchObject({
      kind: 'join_request',
      feature: null,
      message: 'Cary Crew (crew@orbital.test) asks to join Orbital Works',
    })
    const alert = await mailTo('ceo@orbital.test', /asks to join Orbital Works/)
    expect(alert.text).toContain('http://headway.test/app/settings/workspace')
    expect((await call(crew, 'GET', '/api/v1/features')).statusCode).toBe(403)

    const approved = await call(admin, 'POST', `/api/v1/workspace/join-requests/${crew.user.id}/approve`)
    expect(approved.statusCode).toBe(200)
    expect((await me(crew)).role).toBe('member')
    expect((await call(crew, 'GET', '/api/v1/features')).statusCode).toBe(200)
    expect(await members(admin)).toContain('crew@orbital.test')
    await mailTo('crew@orbital.test', /^You are now a member of Orbital Works/)

    const twice = await call(admin, 'POST', `/api/v1/workspace/join-requests/${crew.user.id}/approve`)
    expect({ status: twice.statusCode, body: twice.json() }).toEqual({ status: 409, body: { detail: JoiningDetail.joinRequestDecided } })
  })

  it('a refusal deletes the waiting account and tells the person; a second decision says it was decided', async () => {
    const admin = await provenCompany('Refusers', 'refusers.test')
    const asker = await registerAndLogin(testApp.app, { email: 'asker@refusers.test', company_name: 'Refusers' })
    await verifyAccount(asker)
    const refused = await call(admin, 'POST', `/api/v1/workspace/join-requests/${asker.user.id}/refuse`)
    expect(refused.statusCode).toBe(204)
    await mailTo('asker@refusers.test', /^Your request to join Refusers on Headway was declined/)
    expect(await testApp.database.db.select().from(users).where(eq(users.id, asker.user.id))).toEqual([])
    expect((await call(asker, 'GET', '/api/v1/auth/me')).statusCode).toBe(401)
    for (const decision of ['refuse', 'approve']) {
      const again = await call(admin, 'POST', `/api/v1/workspace/join-requests/${asker.user.id}/${decision}`)
      expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 404, body: { detail: JoiningDetail.joinRequestDecided } })
    }
  })

  it('are decided by admins only', async () => {
    const admin = await provenCompany('Gatekeepers', 'gatekeepers.test')
    const member = await inviteAndRegister(testApp.app, admin, { email: 'member@gatekeepers.test' })
    const response = await call(member, 'GET', '/api/v1/workspace/join-requests')
    expect(response.statusCode).toBe(403)
  })
})

describe('domains and auto-join', () => {
  it('adds the owner’s own domain at registration, proven once the owner verified it', async () => {
    const owner = await registerAndLogin(testApp.app, { email: 'boss@selfdomain.test', company_name: 'Self Domain' })
    const before = (await call(owner, 'GET', '/api/v1/workspace/domains')).json<CompanyDomain[]>()
    expect(before).toEqual([expect.objectContaining({ domain: 'selfdomain.test', proven: false, auto_join: false })])
    await verifyAccount(owner)
    const after = (await call(owner, 'GET', '/api/v1/workspace/domains')).json<CompanyDomain[]>()
    expect(after).toEqual([expect.objectContaining({ domain: 'selfdomain.test', proven: true })])
  })

  it('refuses free-mail, disposable and demo domains, and auto-join while a domain is not proven', async () => {
    const owner = await provenCompany('Domain Rules', 'domain-rules.test')
    for (const [domain, detail] of [
      ['gmail.com', 'gmail.com is a free email provider: anyone can get an address there.'],
      ['zzzmail.pl', 'zzzmail.pl hands out throwaway addresses: anyone can get one.'],
      ['HEADWAY.app', 'headway.app belongs to the demo workspace.'],
    ]) {
      const response = await call(owner, 'POST', '/api/v1/workspace/domains', { domain })
      expect({ domain, status: response.statusCode, body: response.json() }).toEqual({ domain, status: 400, body: { detail } })
    }
    const added = await call(owner, 'POST', '/api/v1/workspace/domains', { domain: ' @Subsidiary.test ' })
    expect(added.statusCode).toBe(201)
    const subsidiary = added.json<CompanyDomain>()
    expect(subsidiary).toMatchObject({ domain: 'subsidiary.test', proven: false, auto_join: false })
    const twice = await call(owner, 'POST', '/api/v1/workspace/domains', { domain: 'subsidiary.test' })
    expect(twice.statusCode).toBe(409)
    const autoJoin = await call(owner, 'PUT', `/api/v1/workspace/domains/${subsidiary.id}`, { auto_join: true })
    expect(autoJoin.statusCode).toBe(400)
    expect(autoJoin.json().detail).toMatch(/an owner or admin with an address at subsidiary\.test \(such as you@subsidiary\.test\)/)
    expect((await call(owner, 'DELETE', `/api/v1/workspace/domains/${subsidiary.id}`)).statusCode).toBe(204)
  })

  it('makes a verified person of an auto-join domain a member the moment they verify, with no request', async () => {
    const admin = await provenCompany('Auto Joiners', 'autojoin.test')
    const [domain] = (await call(admin, 'GET', '/api/v1/workspace/domains')).json<CompanyDomain[]>()
    const turnedOn = await call(admin, 'PUT', `/api/v1/workspace/domains/${domain?.id}`, { auto_join: true })
    expect(turnedOn.json()).toMatchObject({ domain: 'autojoin.test', proven: true, auto_join: true })

    const colleague = await registerAndLogin(testApp.app, { email: 'dev@autojoin.test', company_name: 'Auto Joiners' })
    expect(colleague.user.role).toBeNull()
    expect(await members(admin)).not.toContain('dev@autojoin.test')
    await verifyAccount(colleague)
    expect((await me(colleague)).role).toBe('member')
    expect((await call(colleague, 'GET', '/api/v1/features')).statusCode).toBe(200)
    expect(await joinRequests(admin)).toEqual([])
    // The audit log says who joined, how, and from where the verification link was opened (inject's default address).
    const joined = await testApp.database.db
      .select({ details: auditEvents.details, ip: auditEvents.ip })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, colleague.user.id), eq(auditEvents.action, 'member.joined')))
    expect(joined).toEqual([{ details: { via: 'domain' }, ip: '127.0.0.1' }])
  })
})

describe('invitations', () => {
  it('still let anyone invited in as a member, the address verified by the link', async () => {
    const admin = await provenCompany('Inviters', 'inviters.test')
    const guest = await inviteAndRegister(testApp.app, admin, { email: 'guest@gmail.com' })
    expect(guest.user).toMatchObject({ company_id: admin.user.company_id, role: 'member', email_verified: true })
    expect(await members(admin)).toContain('guest@gmail.com')
  })

  it('keep the taken-email answer (the register flow logs in at once, so it cannot be hidden)', async () => {
    const account = await registerAndLogin(testApp.app)
    const again = await call(null, 'POST', '/api/v1/auth/register', newRegistration({ email: account.user.email }))
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { detail: ErrorDetail.emailTaken } })
  })
})
