import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemberRuleDetail } from '../../api/member-rules'
import { forbiddenDetail } from '../../api/permissions'
import { buildPath, routes } from '../../api/routes'
import type { User } from '../../api/schemas/auth'
import type { CommentList } from '../../api/schemas/comments'
import type { FeatureDetail } from '../../api/schemas/features'
import type { Member, MemberList, Workspace } from '../../api/schemas/workspace'
import { feedback, gmailMailboxes } from '../db/schema'
import { deriveKey, encryptSecret } from '../secrets'
import { inviteAndRegister, login, registerAndLogin, type TestAccount } from '../testing/accounts'
import { createTestApp, type TestApp } from '../testing/test-app'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const send = (account: TestAccount, method: Method, url: string, payload?: Record<string, unknown>) =>
  testApp.app.inject({ method, url, headers: account.headers, ...(payload && { payload }) })

const membersUrl = routes.listMembers.path
const roleUrl = (person: TestAccount) => buildPath(routes.changeMemberRole.path, { id: person.user.id })
const deactivateUrl = (person: TestAccount) => buildPath(routes.deactivateMember.path, { id: person.user.id })
const reactivateUrl = (person: TestAccount) => buildPath(routes.reactivateMember.path, { id: person.user.id })
const setRole = (actor: TestAccount, person: TestAccount, role: string) => send(actor, 'PUT', roleUrl(person), { role })
const transfer = (actor: TestAccount, person: TestAccount) =>
  send(actor, 'POST', routes.transferOwnership.path, { user_id: person.user.id })

/** An owner and, on the owner's domain, colleagues the owner invited; `roles` then gives each its role. */
async function company<R extends Array<'owner' | 'admin' | 'member' | 'viewer'>>(
  ...roles: R
): Promise<[TestAccount, ...{ [K in keyof R]: TestAccount }]> {
  const owner = await registerAndLogin(testApp.app)
  const domain = owner.user.email.split('@')[1]
  const people: TestAccount[] = []
  for (const [index, role] of roles.entries()) {
    const person = await inviteAndRegister(testApp.app, owner, {
      email: `person-${index}@${domain}`,
      first_name: `Person${index}`,
    })
    const changed = role === 'member' ? undefined : await setRole(owner, person, role)
    if (changed && changed.statusCode !== 200) throw new Error(`role change answered ${changed.statusCode}: ${changed.body}`)
    people.push(person)
  }
  return [owner, ...people] as [TestAccount, ...{ [K in keyof R]: TestAccount }]
}

async function listed(account: TestAccount): Promise<MemberList> {
  const response = await send(account, 'GET', membersUrl)
  expect(response.statusCode).toBe(200)
  return response.json<MemberList>()
}

const roleOf = async (viewer: TestAccount, person: TestAccount) =>
  (await listed(viewer)).find((member) => member.id === person.user.id)?.role

describe('the member list', () => {
  it('lists every person with role, status and last activity, deactivated people too; the workspace lists active ones', async () => {
    const [owner, member, viewer] = await company('member', 'viewer')
    expect((await send(owner, 'POST', deactivateUrl(viewer))).statusCode).toBe(200)
    const members = await listed(member)
    expect(members.map(({ id, role, status }) => ({ id, role, status }))).toEqual([
      { id: owner.user.id, role: 'owner', status: 'active' },
      { id: member.user.id, role: 'member', status: 'active' },
      { id: viewer.user.id, role: 'viewer', status: 'deactivated' },
    ])
    expect(members[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: owner.user.email,
      created_at: owner.user.created_at,
    })
    expect(Date.parse(members[0]!.last_active_at ?? '')).toBeGreaterThan(Date.now() - 5 * 60_000)
    const workspace = (await send(member, 'GET', routes.workspace.path)).json<Workspace>()
    expect(workspace.members.map((person) => person.id)).toEqual([owner.user.id, member.user.id])
  })

  it('keeps each company to its own people', async () => {
    const [owner] = await company('member')
    const [stranger] = await company()
    expect((await listed(stranger)).map((member) => member.id)).toEqual([stranger.user.id])
    const foreign = await send(stranger, 'PUT', buildPath(routes.changeMemberRole.path, { id: owner.user.id }), { role: 'viewer' })
    expect(foreign.statusCode).toBe(404)
  })
})

describe('roles', () => {
  it('a member cannot purge a source: 403, and nothing is deleted', async () => {
    const [owner, member] = await company('member')
    const key = deriveKey(testApp.config.secretKey, 'secret-encryption')
    const db = testApp.database.db
    const [mailbox] = await db
      .insert(gmailMailboxes)
      .values({
        companyId: owner.user.company_id,
        emailAddress: `purge-${Date.now()}@acme.test`,
        refreshTokenCiphertext: encryptSecret(key, '1//refresh'),
        labels: [{ id: 'INBOX', name: 'INBOX' }],
      })
      .returning({ id: gmailMailboxes.id })
    await db.insert(feedback).values({
      companyId: owner.user.company_id,
      source: 'email',
      mailboxId: mailbox!.id,
      text: 'Keep me.',
      postedAt: new Date(),
    })
    const purge = await send(member, 'DELETE', `${buildPath(routes.deleteGmailMailbox.path, { id: mailbox!.id })}?purge=true`)
    expect(purge.statusCode).toBe(403)
    expect(purge.json()).toEqual({ detail: forbiddenDetail('source.manage', 'member') })
    expect(await db.select().from(gmailMailboxes).where(eq(gmailMailboxes.id, mailbox!.id))).toHaveLength(1)
    expect(await db.select().from(feedback).where(eq(feedback.mailboxId, mailbox!.id))).toHaveLength(1)
  })

  it('a viewer cannot edit a feature but can comment', async () => {
    const [owner, viewer] = await company('viewer')
    const created = await send(owner, 'POST', routes.createFeature.path, { title: 'Dark mode' })
    const featureId = created.json<FeatureDetail>().id
    const edit = await send(viewer, 'PUT', buildPath(routes.updateFeature.path, { id: featureId }), { status: 'review' })
    expect(edit.statusCode).toBe(403)
    expect(edit.json()).toEqual({ detail: forbiddenDetail('backlog.edit', 'viewer') })
    expect((await send(viewer, 'POST', routes.createFeature.path, { title: 'Mine' })).statusCode).toBe(403)
    const comment = await send(viewer, 'POST', buildPath(routes.createComment.path, { id: featureId }), { body: 'Needed.' })
    expect(comment.statusCode).toBe(201)
  })

  it('a role change applies on the next request of the person’s open session', async () => {
    const [owner, member] = await company('member')
    const created = await send(owner, 'POST', routes.createFeature.path, { title: 'Exports' })
    const featureUrl = buildPath(routes.updateFeature.path, { id: created.json<FeatureDetail>().id })
    expect((await send(member, 'PUT', featureUrl, { status: 'review' })).statusCode).toBe(200)
    const changed = await setRole(owner, member, 'viewer')
    expect(changed.statusCode).toBe(200)
    expect(changed.json<Member>()).toMatchObject({ id: member.user.id, role: 'viewer', status: 'active' })
    expect((await send(member, 'PUT', featureUrl, { status: 'completed' })).statusCode).toBe(403)
    expect((await send(member, 'GET', routes.me.path)).json<User>().role).toBe('viewer')
    expect((await setRole(owner, member, 'admin')).statusCode).toBe(200)
    expect((await send(member, 'GET', routes.listInvitations.path)).statusCode).toBe(200)
  })

  it('nobody changes their own role, and an admin neither makes nor changes an owner', async () => {
    const [owner, admin, member] = await company('admin', 'member')
    const own = await setRole(admin, admin, 'member')
    expect({ status: own.statusCode, body: own.json() }).toEqual({ status: 403, body: { detail: MemberRuleDetail.ownRole } })
    expect((await setRole(owner, owner, 'admin')).json()).toEqual({ detail: MemberRuleDetail.ownRole })
    const raise = await setRole(admin, member, 'owner')
    expect({ status: raise.statusCode, body: raise.json() }).toEqual({ status: 403, body: { detail: MemberRuleDetail.makeOwner } })
    const demote = await setRole(admin, owner, 'admin')
    expect({ status: demote.statusCode, body: demote.json() }).toEqual({ status: 403, body: { detail: MemberRuleDetail.changeOwner } })
    const deactivate = await send(admin, 'POST', deactivateUrl(owner))
    expect(deactivate.json()).toEqual({ detail: MemberRuleDetail.deactivateOwner })
    expect((await setRole(admin, member, 'admin')).statusCode).toBe(200)
    const byMember = await setRole(member, admin, 'viewer')
    expect(byMember.statusCode).toBe(200) // member was just made admin: the change applied at once
    const byViewer = await setRole(admin, member, 'viewer')
    expect({ status: byViewer.statusCode, body: byViewer.json() }).toEqual({
      status: 403,
      body: { detail: forbiddenDetail('member.manage', 'viewer') },
    })
  })

  it('the last active owner is never demoted or deactivated; two owners demoting each other at once leave one', async () => {
    const [first, second] = await company('owner')
    const [a, b] = await Promise.all([setRole(first, second, 'admin'), setRole(second, first, 'admin')])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403])
    const owners = (await listed(first)).filter((member) => member.role === 'owner')
    expect(owners).toHaveLength(1)
    const survivor = owners[0]!.id === first.user.id ? first : second
    expect((await send(survivor, 'POST', deactivateUrl(survivor))).json()).toEqual({ detail: MemberRuleDetail.ownDeactivation })
    expect((await setRole(survivor, survivor, 'admin')).json()).toEqual({ detail: MemberRuleDetail.ownRole })
    expect(await roleOf(survivor, survivor)).toBe('owner')
  })
})

describe('deactivation', () => {
  it('signs the person’s open access token out at once; reactivation lets them log in again', async () => {
    const [owner, member] = await company('member')
    const created = await send(owner, 'POST', routes.createFeature.path, { title: 'Audit' })
    const featureId = created.json<FeatureDetail>().id
    const commentsUrl = buildPath(routes.createComment.path, { id: featureId })
    expect((await send(member, 'POST', commentsUrl, { body: 'Written before leaving.' })).statusCode).toBe(201)
    expect((await send(member, 'GET', routes.me.path)).statusCode).toBe(200)

    const deactivated = await send(owner, 'POST', deactivateUrl(member))
    expect(deactivated.json<Member>()).toMatchObject({ id: member.user.id, status: 'deactivated', role: 'member' })
    expect((await send(member, 'GET', routes.me.path)).statusCode).toBe(401)
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: routes.refresh.path,
      payload: { refresh_token: member.tokens.refresh_token },
    })
    expect(refresh.statusCode).toBe(401)
    await expect(login(testApp.app, member.user.email, member.password)).rejects.toThrow(/401/)
    const again = await send(owner, 'POST', deactivateUrl(member))
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { detail: MemberRuleDetail.alreadyDeactivated } })
    const comments = (await send(owner, 'GET', commentsUrl)).json<CommentList>().items
    expect(comments.map((comment) => [comment.author.id, comment.body])).toEqual([[member.user.id, 'Written before leaving.']])

    const reactivated = await send(owner, 'POST', reactivateUrl(member))
    expect(reactivated.json<Member>()).toMatchObject({ status: 'active', role: 'member' })
    const tokens = await login(testApp.app, member.user.email, member.password)
    const me = await testApp.app.inject({ method: 'GET', url: routes.me.path, headers: { authorization: `Bearer ${tokens.access_token}` } })
    expect(me.statusCode).toBe(200)
    expect((await send(owner, 'POST', reactivateUrl(member))).json()).toEqual({ detail: MemberRuleDetail.alreadyActive })
  })

  it('an admin cannot deactivate themselves, and a deactivated person’s role waits for reactivation', async () => {
    const [owner, admin, member] = await company('admin', 'member')
    expect((await send(admin, 'POST', deactivateUrl(admin))).json()).toEqual({ detail: MemberRuleDetail.ownDeactivation })
    expect((await send(admin, 'POST', deactivateUrl(member))).statusCode).toBe(200)
    const change = await setRole(owner, member, 'admin')
    expect({ status: change.statusCode, body: change.json() }).toEqual({ status: 409, body: { detail: MemberRuleDetail.deactivated } })
  })
})

describe('ownership transfer', () => {
  it('makes the person the owner and the previous owner an admin, at once', async () => {
    const [owner, admin, member] = await company('admin', 'member')
    const byAdmin = await transfer(admin, member)
    expect(byAdmin.json()).toEqual({ detail: forbiddenDetail('ownership.transfer', 'admin') })
    const toSelf = await transfer(owner, owner)
    expect({ status: toSelf.statusCode, body: toSelf.json() }).toEqual({ status: 409, body: { detail: MemberRuleDetail.transferToSelf } })

    const done = await transfer(owner, member)
    expect(done.statusCode).toBe(200)
    expect(done.json<MemberList>().map(({ id, role }) => ({ id, role }))).toEqual([
      { id: owner.user.id, role: 'admin' },
      { id: admin.user.id, role: 'admin' },
      { id: member.user.id, role: 'owner' },
    ])
    expect((await transfer(owner, admin)).statusCode).toBe(403)
    expect((await send(member, 'GET', routes.me.path)).json<User>().role).toBe('owner')
    expect((await send(member, 'POST', deactivateUrl(admin))).statusCode).toBe(200)
    const toDeactivated = await transfer(member, admin)
    expect(toDeactivated.json()).toEqual({ detail: MemberRuleDetail.transferToDeactivated })
  })
})
