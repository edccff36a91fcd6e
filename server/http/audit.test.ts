import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { forbiddenDetail } from '../../api/permissions'
import type { AuditEvent, AuditEventList } from '../../api/schemas/audit'
import { ErrorDetail } from '../../api/schemas/error'
import type { FeatureDetail } from '../../api/schemas/features'
import type { Integration } from '../../api/schemas/slack'
import type { Theme } from '../../api/schemas/themes'
import type { Invitation } from '../../api/schemas/workspace'
import { auditEvents, companies, users } from '../db/schema'
import { recordAudit } from '../domain/audit/record'
import { inviteAndRegister, login, registerAndLogin, type TestAccount } from '../testing/accounts'
import { type FakeGoogle, startFakeGoogle } from '../testing/fake-google'
import { type FakeSlack, startFakeSlack } from '../testing/fake-slack'
import { connectMailbox, customerEmail, fixtureLabels, GOOGLE_CLIENT, googleSettings } from '../testing/gmail-fixtures'
import { createTestApp, type TestApp } from '../testing/test-app'

const SLACK_TOKEN = 'xoxp-audit-user-token'
const MAILBOX = 'feedback@audit.test'
/** Where the test's requests come from. */
const FROM = { remoteAddress: '203.0.113.7', userAgent: 'AuditTest/1.0 (X11; Linux)' }

let testApp: TestApp
let fakeSlack: FakeSlack
let fakeGoogle: FakeGoogle

beforeAll(async () => {
  fakeSlack = await startFakeSlack([
    { teamId: 'T0AUDIT', teamName: 'Audit Inc', tokens: [SLACK_TOKEN], channels: [{ id: 'CFEED', name: 'feedback' }] },
  ])
  fakeGoogle = await startFakeGoogle(
    [{ emailAddress: MAILBOX, labels: fixtureLabels, emails: [customerEmail('m-1', 1, 'Please add SSO.', { labelIds: ['Label_1'] })] }],
    GOOGLE_CLIENT,
  )
  testApp = await createTestApp({ slackApiUrl: fakeSlack.url, ...googleSettings(fakeGoogle) })
})
afterAll(async () => {
  await testApp?.close()
  await fakeSlack?.close()
  await fakeGoogle?.close()
})

/** RFC 4180 CSV (quoted cells may hold commas, quotes doubled and line breaks) into rows of cells. */
function parse(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"'
      index += 1
    } else if (char === '"') {
      quoted = !quoted
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      cell += char
    } else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
function call(account: TestAccount, method: Method, url: string, payload?: Record<string, unknown>) {
  return testApp.app.inject({
    method,
    url,
    headers: { ...account.headers, 'user-agent': FROM.userAgent },
    remoteAddress: FROM.remoteAddress,
    ...(payload && { payload }),
  })
}

const events = async (account: TestAccount, query = '') => {
  const response = await call(account, 'GET', `/api/v1/audit-events${query}`)
  expect(response.statusCode).toBe(200)
  return response.json<AuditEventList>()
}

/** The events of the account's company with this action, newest first. */
const eventsOf = async (account: TestAccount, action: AuditEvent['action']) => (await events(account, `?action=${action}`)).items

/** A member (not an admin) of a company of their own: registered as its owner, then demoted before any request. */
async function newMember(): Promise<TestAccount> {
  const account = await registerAndLogin(testApp.app)
  await testApp.database.db.update(users).set({ role: 'member' }).where(eq(users.id, account.user.id))
  return account
}

const login401 = (email: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': FROM.userAgent },
    remoteAddress: FROM.remoteAddress,
    payload: new URLSearchParams({ username: email, password: 'not-the-password' }).toString(),
  })

describe('what is recorded', () => {
  it('records a sign-in and a failed sign-in in the account’s company, with who, when and from where; nothing for an unknown email', async () => {
    const admin = await registerAndLogin(testApp.app)
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': FROM.userAgent },
      remoteAddress: FROM.remoteAddress,
      payload: new URLSearchParams({ username: admin.user.email, password: admin.password }).toString(),
    })
    expect(signIn.statusCode).toBe(200)
    const signedIn = await eventsOf(admin, 'auth.signed_in')
    // registerAndLogin signed in once before, from inject's default address.
    expect(signedIn).toHaveLength(2)
    expect(signedIn[0]).toMatchObject({
      actor_id: admin.user.id,
      actor_email: admin.user.email,
      target_type: null,
      ip: FROM.remoteAddress,
      user_agent: FROM.userAgent,
    })
    expect(Date.now() - Date.parse(signedIn[0]!.created_at)).toBeLessThan(60_000)

    expect((await login401(admin.user.email)).statusCode).toBe(401)
    // Recorded in the background, so that the answer takes as long as for an unknown email.
    await vi.waitFor(async () => expect(await eventsOf(admin, 'auth.sign_in_failed')).toHaveLength(1))
    expect((await eventsOf(admin, 'auth.sign_in_failed'))[0]).toMatchObject({
      actor_email: admin.user.email,
      details: { reason: 'wrong_password' },
      ip: FROM.remoteAddress,
      user_agent: FROM.userAgent,
    })

    const stranger = `nobody-${admin.user.id.slice(0, 8)}@nowhere.test`
    expect((await login401(stranger)).statusCode).toBe(401)
    await testApp.app.inject({ method: 'GET', url: '/healthz' })
    const rows = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.actorEmail, stranger))
    expect(rows).toEqual([])
  })

  it('records preference changes (only what changed) and invitations created and revoked', async () => {
    const admin = await registerAndLogin(testApp.app)
    expect((await call(admin, 'PUT', '/api/v1/workspace/preferences', { auto_sync: false, email_notifications: true })).statusCode).toBe(200)
    expect((await call(admin, 'PUT', '/api/v1/workspace/preferences', { auto_sync: false })).statusCode).toBe(200)
    const changed = await eventsOf(admin, 'preferences.changed')
    expect(changed).toHaveLength(1)
    expect(changed[0]).toMatchObject({
      actor_email: admin.user.email,
      target_type: 'workspace',
      target_id: admin.user.company_id,
      details: { auto_sync: false },
      ip: FROM.remoteAddress,
      user_agent: FROM.userAgent,
    })

    const invited = await call(admin, 'POST', '/api/v1/workspace/invitations', { email: 'Newcomer@Elsewhere.test' })
    const invitation = invited.json<Invitation>()
    expect((await call(admin, 'DELETE', `/api/v1/workspace/invitations/${invitation.id}`)).statusCode).toBe(204)
    for (const action of ['invitation.created', 'invitation.revoked'] as const) {
      const [event, ...others] = await eventsOf(admin, action)
      expect(others).toEqual([])
      expect(event).toMatchObject({
        actor_id: admin.user.id,
        target_type: 'invitation',
        target_id: invitation.id,
        target_label: 'newcomer@elsewhere.test',
        ip: FROM.remoteAddress,
        user_agent: FROM.userAgent,
      })
      // The invitation's token travels in its link: never in the audit log.
      expect(JSON.stringify(event)).not.toContain(new URL(invitation.invite_url).searchParams.get('invitation'))
    }
  })

  it('records joins, role changes, deactivations, reactivations, ownership, domains and signing out everywhere', async () => {
    const owner = await registerAndLogin(testApp.app)
    const colleague = await inviteAndRegister(testApp.app, owner, { email: `colleague@${owner.user.email.split('@')[1]}` })
    const people = `/api/v1/workspace/members/${colleague.user.id}`
    expect((await call(owner, 'PUT', `${people}/role`, { role: 'viewer' })).statusCode).toBe(200)
    expect((await call(owner, 'POST', `${people}/deactivate`)).statusCode).toBe(200)
    expect((await call(owner, 'POST', `${people}/reactivate`)).statusCode).toBe(200)
    expect((await call(owner, 'PUT', `${people}/role`, { role: 'member' })).statusCode).toBe(200)
    expect((await call(owner, 'POST', '/api/v1/workspace/ownership', { user_id: colleague.user.id })).statusCode).toBe(200)
    const added = await call(owner, 'POST', '/api/v1/workspace/domains', { domain: 'audit-domain.example' })
    expect(added.statusCode).toBe(201)
    expect((await call(owner, 'POST', '/api/v1/auth/logout-all')).statusCode).toBe(204)
    // The deactivation ended the colleague's sessions, and the owner (now an admin) signed out everywhere.
    const tokens = await login(testApp.app, owner.user.email, owner.password)
    const reader = { ...owner, tokens, headers: { authorization: `Bearer ${tokens.access_token}` } }

    const byColleague = { actor_id: colleague.user.id, target_type: null }
    const onColleague = { actor_id: owner.user.id, target_id: colleague.user.id, target_label: colleague.user.email }
    const from = { ip: FROM.remoteAddress, user_agent: FROM.userAgent }
    // Joined from the address that opened the invitation link (inject's default).
    expect(await eventsOf(reader, 'member.joined')).toMatchObject([{ ...byColleague, ip: '127.0.0.1', details: { via: 'invitation' } }])
    expect(await eventsOf(reader, 'member.role_changed')).toMatchObject([
      { ...onColleague, ...from, details: { from: 'viewer', to: 'member' } },
      { ...onColleague, ...from, details: { from: 'member', to: 'viewer' } },
    ])
    for (const action of ['member.deactivated', 'member.reactivated', 'ownership.transferred'] as const) {
      expect(await eventsOf(reader, action)).toMatchObject([{ ...onColleague, ...from }])
    }
    expect(await eventsOf(reader, 'domain.changed')).toMatchObject([
      { actor_id: owner.user.id, ...from, details: { domain: 'audit-domain.example', change: 'added' } },
    ])
    expect(await eventsOf(reader, 'sessions.ended_everywhere')).toMatchObject([{ actor_id: owner.user.id, ...from }])
  })

  it('records Slack connect, disconnect and purge', async () => {
    const admin = await registerAndLogin(testApp.app)
    const connect = async () => {
      const response = await call(admin, 'POST', '/api/v1/slack/connect', { user_token: SLACK_TOKEN, selected_channels: ['CFEED'] })
      expect(response.statusCode).toBe(200)
      return response.json<Integration>()
    }
    const first = await connect()
    expect((await call(admin, 'DELETE', `/api/v1/slack/integrations/${first.id}`)).statusCode).toBe(204)
    const second = await connect()
    expect((await call(admin, 'DELETE', `/api/v1/slack/integrations/${second.id}?purge=true`)).statusCode).toBe(204)

    const log = (await events(admin)).items.filter((event) => event.action.startsWith('source.'))
    expect(log.map((event) => [event.action, event.target_type, event.target_id, event.target_label])).toEqual([
      ['source.purged', 'slack_integration', second.id, 'Audit Inc'],
      ['source.connected', 'slack_integration', second.id, 'Audit Inc'],
      ['source.disconnected', 'slack_integration', first.id, 'Audit Inc'],
      ['source.connected', 'slack_integration', first.id, 'Audit Inc'],
    ])
    for (const event of log) {
      expect(event).toMatchObject({ actor_id: admin.user.id, actor_email: admin.user.email, ip: FROM.remoteAddress, user_agent: FROM.userAgent })
      expect(JSON.stringify(event)).not.toContain(SLACK_TOKEN)
    }
    expect(log[3]!.details).toEqual({ channels: ['#feedback'] })
  })

  it('records Gmail connect and purge', async () => {
    const admin = await registerAndLogin(testApp.app)
    const original = admin.headers
    // connectMailbox sends the account's headers: add the user agent to them.
    const mailbox = await connectMailbox(testApp.app, fakeGoogle, { ...admin, headers: { ...original, 'user-agent': FROM.userAgent } as typeof original }, MAILBOX, ['Label_1'])
    expect((await call(admin, 'DELETE', `/api/v1/gmail/mailboxes/${mailbox.id}?purge=true`)).statusCode).toBe(204)
    const log = (await events(admin)).items.filter((event) => event.action.startsWith('source.'))
    expect(log.map((event) => [event.action, event.target_type, event.target_id, event.target_label, event.user_agent])).toEqual([
      ['source.purged', 'gmail_mailbox', mailbox.id, MAILBOX, FROM.userAgent],
      ['source.connected', 'gmail_mailbox', mailbox.id, MAILBOX, FROM.userAgent],
    ])
    expect(log[1]!.details).toEqual({ labels: ['Customer feedback'] })
    expect(log[0]!.ip).toBe(FROM.remoteAddress)
  })

  it('records feature merges and unmerges, and theme deletions', async () => {
    const admin = await registerAndLogin(testApp.app)
    const feature = async (title: string) =>
      (await call(admin, 'POST', '/api/v1/features', { title })).json<FeatureDetail>()
    const [sso, okta] = [await feature('Single sign-on'), await feature('Log in with Okta')]
    expect((await call(admin, 'POST', `/api/v1/features/${okta.id}/merge`, { into_id: sso.id })).statusCode).toBe(200)
    expect((await call(admin, 'POST', `/api/v1/features/${okta.id}/unmerge`)).statusCode).toBe(200)
    const theme = (await call(admin, 'POST', '/api/v1/themes', { name: 'Security' })).json<Theme>()
    expect((await call(admin, 'DELETE', `/api/v1/themes/${theme.id}`)).statusCode).toBe(204)

    const log = (await events(admin)).items.filter((event) => event.action !== 'auth.signed_in')
    expect(log.map((event) => [event.action, event.target_type, event.target_id, event.target_label, event.details])).toEqual([
      ['theme.deleted', 'theme', theme.id, 'Security', {}],
      ['feature.unmerged', 'feature', okta.id, 'Log in with Okta', { from_id: sso.id, from_title: 'Single sign-on' }],
      ['feature.merged', 'feature', okta.id, 'Log in with Okta', { into_id: sso.id, into_title: 'Single sign-on' }],
    ])
    for (const event of log) expect(event).toMatchObject({ actor_email: admin.user.email, ip: FROM.remoteAddress, user_agent: FROM.userAgent })
  })

  it('is kept per company: another company’s events are not listed or exported', async () => {
    const [one, two] = [await registerAndLogin(testApp.app), await registerAndLogin(testApp.app)]
    expect((await events(one)).items.every((event) => event.actor_id === one.user.id)).toBe(true)
    const csv = (await call(one, 'GET', '/api/v1/audit-events/export.csv')).body
    expect(csv).not.toContain(two.user.email)
  })
})

describe('the recorder', () => {
  it('refuses details that name a secret, before writing anything', async () => {
    const admin = await registerAndLogin(testApp.app)
    const event = {
      companyId: admin.user.company_id,
      actor: { id: admin.user.id },
      action: 'sso.changed' as const,
      source: { ip: null, userAgent: null },
    }
    await expect(recordAudit(testApp.database.db, { ...event, details: { client_secret: 'shh' } })).rejects.toThrow(/secrets/)
    await expect(recordAudit(testApp.database.db, { ...event, details: { access_token: 'x' } })).rejects.toThrow(/secrets/)
    expect(await eventsOf(admin, 'sso.changed')).toEqual([])
  })

  it('caps a long user agent', async () => {
    const admin = await registerAndLogin(testApp.app)
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/workspace/preferences',
      headers: { ...admin.headers, 'user-agent': 'x'.repeat(5000) },
      payload: { email_notifications: false },
    })
    expect((await eventsOf(admin, 'preferences.changed'))[0]!.user_agent).toHaveLength(512)
  })
})

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of audit_events at the database', async () => {
    const admin = await registerAndLogin(testApp.app)
    const { db } = testApp.database
    const mine = eq(auditEvents.companyId, admin.user.company_id)
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      )
    const refused = 'audit_events is append-only'
    expect(await refusal(db.update(auditEvents).set({ action: 'auth.sign_in_failed' }).where(mine))).toContain(refused)
    // Only the foreign key may clear the actor, once the person is gone.
    expect(await refusal(db.update(auditEvents).set({ actorUserId: null }).where(mine))).toContain(refused)
    expect(await refusal(db.delete(auditEvents).where(mine))).toContain(refused)
    expect(await refusal(db.execute(sql`truncate audit_events`))).toContain(refused)
    expect(await db.select().from(auditEvents).where(mine)).toHaveLength(1)
  })

  it('lets the foreign keys do their part: a deleted person’s events keep their email, a deleted company’s go with it', async () => {
    const admin = await registerAndLogin(testApp.app)
    const { db } = testApp.database
    const mine = eq(auditEvents.companyId, admin.user.company_id)
    await db.delete(users).where(eq(users.id, admin.user.id))
    expect(await db.select({ id: auditEvents.actorUserId, email: auditEvents.actorEmail }).from(auditEvents).where(mine)).toEqual([
      { id: null, email: admin.user.email },
    ])
    await db.delete(companies).where(eq(companies.id, admin.user.company_id))
    expect(await db.select().from(auditEvents).where(mine)).toEqual([])
  })
})

describe('GET /audit-events and the CSV export', () => {
  it('answer 403 to a member and 401 without a token', async () => {
    const member = await newMember()
    for (const url of ['/api/v1/audit-events', '/api/v1/audit-events/export.csv']) {
      const response = await call(member, 'GET', url)
      expect([response.statusCode, response.json()]).toEqual([403, { detail: forbiddenDetail('audit.read', 'member') }])
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
  })

  it('filter by action, person and dates, and page newest first with a cursor', async () => {
    const admin = await registerAndLogin(testApp.app)
    const registered = await registerAndLogin(testApp.app)
    // The colleague is moved into the admin's company (whatever the join rules), and signs in there.
    await testApp.database.db
      .update(users)
      .set({ companyId: admin.user.company_id, role: 'admin' })
      .where(eq(users.id, registered.user.id))
    const tokens = await login(testApp.app, registered.user.email, registered.password)
    const colleague = { ...registered, headers: { authorization: `Bearer ${tokens.access_token}` } }
    for (const auto_sync of [false, true, false]) await call(admin, 'PUT', '/api/v1/workspace/preferences', { auto_sync })
    await call(colleague, 'PUT', '/api/v1/workspace/preferences', { auto_sync: true })

    const all = (await events(admin)).items
    expect(all.map((event) => [event.action, event.actor_email])).toEqual([
      ['preferences.changed', colleague.user.email],
      ['preferences.changed', admin.user.email],
      ['preferences.changed', admin.user.email],
      ['preferences.changed', admin.user.email],
      ['auth.signed_in', colleague.user.email],
      ['auth.signed_in', admin.user.email],
    ])
    const sorted = [...all].sort((a, b) => b.created_at.localeCompare(a.created_at))
    expect(all.map((event) => event.created_at)).toEqual(sorted.map((event) => event.created_at))

    expect((await events(admin, `?actor_id=${colleague.user.id}`)).items.map((event) => event.id)).toEqual([all[0]!.id, all[4]!.id])
    expect((await events(admin, `?actor_id=${colleague.user.id}&action=auth.signed_in`)).items.map((event) => event.id)).toEqual([all[4]!.id])
    expect((await events(admin, '?action=auth.signed_in')).items.map((event) => event.id)).toEqual([all[4]!.id, all[5]!.id])
    const today = new Date().toISOString().slice(0, 10)
    expect((await events(admin, `?from=${today}&to=${today}`)).items).toHaveLength(6)
    expect((await events(admin, '?to=2000-01-01')).items).toEqual([])
    expect((await events(admin, `?from=${encodeURIComponent(all[1]!.created_at)}`)).items.map((event) => event.id)).toEqual(
      all.filter((event) => event.created_at >= all[1]!.created_at).map((event) => event.id),
    )

    const pages: string[][] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const page: AuditEventList = await events(admin, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      pages.push(page.items.map((event) => event.id))
      cursor = page.next_cursor
    }
    expect(pages.map((ids) => ids.length)).toEqual([2, 2, 2])
    expect(pages.flat()).toEqual(all.map((event) => event.id))

    const bad = await call(admin, 'GET', '/api/v1/audit-events?cursor=nonsense')
    expect([bad.statusCode, bad.json()]).toEqual([400, { detail: ErrorDetail.invalidCursor }])
    expect((await call(admin, 'GET', '/api/v1/audit-events?action=auth.exploded')).statusCode).toBe(422)
  })

  it('exports CSV with a header row, ISO times, the filters, and formula cells made inert', async () => {
    const admin = await registerAndLogin(testApp.app)
    const theme = (await call(admin, 'POST', '/api/v1/themes', { name: '=HYPERLINK("http://evil.test","Click")' })).json<Theme>()
    await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/themes/${theme.id}`,
      headers: { ...admin.headers, 'user-agent': '@SUM(1+1)' },
      remoteAddress: FROM.remoteAddress,
    })
    const response = await call(admin, 'GET', '/api/v1/audit-events/export.csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="export.csv"')
    const rows = parse(response.body) as string[][]
    expect(rows[0]).toEqual(['time', 'actor_email', 'action', 'action_label', 'target_type', 'target_id', 'target_label', 'ip', 'user_agent', 'details'])
    expect(rows.slice(1).map((row) => row[2])).toEqual(['theme.deleted', 'auth.signed_in'])
    const [time, email, , label, type, id, targetLabel, ip, agent, details] = rows[1]!
    expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect([email, label, type, id, ip, details]).toEqual([admin.user.email, 'Deleted a theme', 'theme', theme.id, FROM.remoteAddress, ''])
    expect(targetLabel).toBe(`'=HYPERLINK("http://evil.test","Click")`)
    expect(agent).toBe("'@SUM(1+1)")

    const filtered = await call(admin, 'GET', '/api/v1/audit-events/export.csv?action=auth.signed_in')
    expect((parse(filtered.body) as string[][]).slice(1).map((row) => row[2])).toEqual(['auth.signed_in'])
    const none = await call(admin, 'GET', '/api/v1/audit-events/export.csv?to=2000-01-01')
    expect(parse(none.body)).toHaveLength(1)
  })

  it('exports more events than one read batch, in order', async () => {
    const admin = await registerAndLogin(testApp.app)
    const { db } = testApp.database
    const source = { ip: '198.51.100.1', userAgent: 'Batch' }
    for (let index = 0; index < 1200; index += 1) {
      await recordAudit(db, { companyId: admin.user.company_id, actor: { id: admin.user.id }, action: 'auth.signed_in', source })
    }
    const rows = parse((await call(admin, 'GET', '/api/v1/audit-events/export.csv')).body) as string[][]
    expect(rows).toHaveLength(1 + 1201)
    const times = rows.slice(1).map((row) => row[0]!)
    expect(times).toEqual([...times].sort().reverse())
    const count = await db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(and(eq(auditEvents.companyId, admin.user.company_id)))
    expect(count[0]!.n).toBe(1201)
  })
})

