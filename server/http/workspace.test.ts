import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { forbiddenDetail } from '../../api/permissions'
import type { User } from '../../api/schemas/auth'
import { ErrorDetail } from '../../api/schemas/error'
import type { Invitation, Workspace } from '../../api/schemas/workspace'
import { companyPreferences, invitations, users } from '../db/schema'
import { decryptSecret, deriveKey } from '../secrets'
import { inviteAndRegister, registerAndLogin, type TestAccount } from '../testing/accounts'
import { recordingMailer } from '../testing/recording-mailer'
import { createTestApp, type TestApp } from '../testing/test-app'

let testApp: TestApp
const { mailer, mails } = recordingMailer()

beforeAll(async () => {
  testApp = await createTestApp({}, { mailer })
})
afterAll(() => testApp.close())

const get = (account: TestAccount, url: string) => testApp.app.inject({ method: 'GET', url, headers: account.headers })
const invite = (account: TestAccount, email: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/workspace/invitations', headers: account.headers, payload: { email } })
const register = (payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload })
const invitee = (email: string, invitation_token: string) => ({
  email,
  password: 'invited-password',
  first_name: 'Ivy',
  last_name: 'Invitee',
  invitation_token,
})
const tokenOf = (invitation: Invitation) => new URL(invitation.invite_url).searchParams.get('invitation') ?? ''

/** An admin of a new company on its own domain. */
function newAdmin() {
  const id = Math.random().toString(36).slice(2, 10)
  return registerAndLogin(testApp.app, { email: `admin@ws-${id}.test`, company_name: `Workspace ${id}` })
}

describe('the user', () => {
  it('carries the role and the job title, and the job title can be edited', async () => {
    const admin = await newAdmin()
    expect(admin.user).toMatchObject({ role: 'owner', job_title: 'Product Manager' })
    const updated = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: admin.headers,
      payload: { job_title: '  Head of Product ' },
    })
    expect(updated.json<User>()).toMatchObject({ role: 'owner', job_title: 'Head of Product' })
    const cleared = await testApp.app.inject({ method: 'PUT', url: '/api/v1/auth/me', headers: admin.headers, payload: { job_title: null } })
    expect(cleared.json<User>().job_title).toBeNull()
  })
})

describe('workspace', () => {
  it('lists the active members of the caller’s company only, oldest first, with the admin', async () => {
    const admin = await newAdmin()
    const domain = admin.user.email.split('@')[1]
    const member = await inviteAndRegister(testApp.app, admin, { email: `second@${domain}` })
    const leaver = await inviteAndRegister(testApp.app, admin, { email: `leaver@${domain}` })
    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.id, leaver.user.id))
    await registerAndLogin(testApp.app) // another company

    const workspace = (await get(member, '/api/v1/workspace')).json<Workspace>()
    expect(workspace.company_id).toBe(admin.user.company_id)
    expect(workspace.admin).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: admin.user.email })
    expect(workspace.members.map((person) => [person.email, person.role])).toEqual([
      [admin.user.email, 'owner'],
      [member.user.email, 'member'],
    ])
  })

  it('stores preferences per company, only once they change', async () => {
    const admin = await newAdmin()
    const rows = () =>
      testApp.database.db.select().from(companyPreferences).where(eq(companyPreferences.companyId, admin.user.company_id))
    expect((await get(admin, '/api/v1/workspace/preferences')).json()).toEqual({ auto_sync: true, email_notifications: true })
    expect(await rows()).toEqual([])
    const put = (payload: Record<string, unknown>) =>
      testApp.app.inject({ method: 'PUT', url: '/api/v1/workspace/preferences', headers: admin.headers, payload })
    expect((await put({ auto_sync: false })).json()).toEqual({ auto_sync: false, email_notifications: true })
    expect((await put({ email_notifications: false })).json()).toEqual({ auto_sync: false, email_notifications: false })
    expect((await put({})).json()).toEqual({ auto_sync: false, email_notifications: false })
    expect(await rows()).toMatchObject([{ autoSync: false, emailNotifications: false }])
  })
})

describe('invitations', () => {
  it('expire after 7 days and keep the token only hashed and encrypted', async () => {
    const admin = await newAdmin()
    const created = await invite(admin, '  New.Person@Elsewhere.test ')
    expect(created.statusCode).toBe(201)
    const invitation = created.json<Invitation>()
    expect(invitation.email).toBe('new.person@elsewhere.test')
    expect(invitation.invite_url).toMatch(/^http:\/\/headway\.test\/register\?invitation=[\w-]{43}$/)
    const lifetime = Date.parse(invitation.expires_at) - Date.now()
    expect(Math.abs(lifetime - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000)

    const token = tokenOf(invitation)
    const [row] = await testApp.database.db.select().from(invitations).where(eq(invitations.id, invitation.id))
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
    expect(decryptSecret(deriveKey(testApp.config.secretKey, 'secret-encryption'), row?.tokenCiphertext ?? '')).toBe(token)
  })

  it('email the link to the invitee', async () => {
    const admin = await newAdmin()
    const invitation = (await invite(admin, 'mailed@elsewhere.test')).json<Invitation>()
    await vi.waitFor(
      () => {
        const mail = mails.find((sent) => sent.to === 'mailed@elsewhere.test')
        expect(mail?.subject).toContain(`invited you to ${admin.user.company_name} on Headway`)
        expect(mail?.text).toContain(invitation.invite_url)
      },
      { timeout: 10_000, interval: 20 },
    )
  })

  it('replace the earlier link when the same address is invited again', async () => {
    const admin = await newAdmin()
    const first = (await invite(admin, 'twice@elsewhere.test')).json<Invitation>()
    const second = (await invite(admin, 'twice@elsewhere.test')).json<Invitation>()
    expect((await get(admin, '/api/v1/workspace/invitations')).json()).toEqual({ items: [second], next_cursor: null })
    const stale = await register(invitee('twice@elsewhere.test', tokenOf(first)))
    expect(stale.statusCode).toBe(400)
    expect(stale.json()).toEqual({ detail: ErrorDetail.invalidInvitation })
    expect((await register(invitee('twice@elsewhere.test', tokenOf(second)))).statusCode).toBe(201)
  })

  it('stop working after they expire', async () => {
    const admin = await newAdmin()
    const invitation = (await invite(admin, 'late@elsewhere.test')).json<Invitation>()
    await testApp.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id))
    const response = await register(invitee('late@elsewhere.test', tokenOf(invitation)))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: ErrorDetail.invalidInvitation })
    expect((await get(admin, '/api/v1/workspace/invitations')).json()).toEqual({ items: [], next_cursor: null })
  })

  it('let a public-domain address into the company, ignoring the company fields', async () => {
    const admin = await newAdmin()
    const invitation = (await invite(admin, 'freelancer@gmail.com')).json<Invitation>()
    const response = await register({
      ...invitee('freelancer@gmail.com', tokenOf(invitation)),
      company_name: 'Something Else Entirely',
      company_size: '1-10',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json<User>()).toMatchObject({
      company_id: admin.user.company_id,
      role: 'member',
      job_title: null,
      onboarding_completed: false,
    })
  })

  it('are refused to a member, who is told to ask the admin', async () => {
    const admin = await newAdmin()
    const domain = admin.user.email.split('@')[1]
    const member = await inviteAndRegister(testApp.app, admin, { email: `m@${domain}` })
    const response = await invite(member, 'friend@elsewhere.test')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ detail: forbiddenDetail('invitation.manage', 'member') })
  })
})
