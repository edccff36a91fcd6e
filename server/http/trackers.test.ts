import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildPath, buildQuery, routes } from '../../api/routes'
import type { FeatureDetail } from '../../api/schemas/features'
import {
  type ConnectedTracker,
  type IssueLink,
  type IssueLinkList,
  TrackerDetail,
  type TrackerConnection,
  type TrackerConnectionList,
  type TrackerIssueList,
} from '../../api/schemas/trackers'
import type { TellSettings } from '../../api/schemas/tell'
import { forbiddenDetail } from '../../api/permissions'
import { DEFAULT_STATUS_MAPPING } from '../../api/trackers'
import { feedback, mentions, trackerConnections, trackerLinks } from '../db/schema'
import { TRACKER_RECONCILE_DUE_JOB } from '../domain/trackers/jobs'
import { createTrackerService } from '../domain/trackers/service'
import { deriveKey } from '../secrets'
import { registerAndLogin, registerCompanyOfTwo, type TestAccount } from '../testing/accounts'
import { type FakeGithub, signedDelivery, startFakeGithub } from '../testing/fake-github'
import { createTestApp, type TestApp } from '../testing/test-app'

const REPO = 'acme/roadmap'
const TOKEN = 'ghp-acme-token'

let testApp: TestApp
let github: FakeGithub
let admin: TestAccount
let member: TestAccount
let connected: ConnectedTracker

beforeAll(async () => {
  github = await startFakeGithub([
    {
      fullName: REPO,
      tokens: [TOKEN, 'ghp-second'],
      issues: [
        { number: 1, title: 'Export to PDF', state: 'open', assignee: 'grace' },
        { number: 2, title: 'Dark mode', state: 'closed', state_reason: 'completed' },
      ],
    },
    { fullName: 'other/repo', tokens: ['ghp-other'] },
  ])
  testApp = await createTestApp({ githubApiUrl: github.url })
  ;[admin, member] = await registerCompanyOfTwo(testApp.app)
  connected = await connect(admin)
})
afterAll(async () => {
  await testApp.close()
  await github.close()
})

const inject = (options: InjectOptions) => testApp.app.inject(options)
const db = () => testApp.database.db

async function connect(account: TestAccount, token = TOKEN): Promise<ConnectedTracker> {
  const response = await inject({
    method: 'PUT',
    url: routes.connectGithubTracker.path,
    headers: account.headers,
    payload: { repository: REPO, token },
  })
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 })
  return response.json<ConnectedTracker>()
}

async function newFeature(account: TestAccount, title: string): Promise<FeatureDetail> {
  const response = await inject({ method: 'POST', url: routes.createFeature.path, headers: account.headers, payload: { title } })
  expect(response.statusCode).toBe(201)
  return response.json<FeatureDetail>()
}

async function getFeature(account: TestAccount, id: string): Promise<FeatureDetail> {
  const response = await inject({ method: 'GET', url: buildPath(routes.getFeature.path, { id }), headers: account.headers })
  return response.json<FeatureDetail>()
}

async function setStatus(account: TestAccount, id: string, status: string) {
  const response = await inject({ method: 'PUT', url: buildPath(routes.updateFeature.path, { id }), headers: account.headers, payload: { status } })
  expect(response.statusCode).toBe(200)
}

const linkIssue = (account: TestAccount, featureId: string, key: string) =>
  inject({ method: 'POST', url: buildPath(routes.linkFeatureIssue.path, { id: featureId }), headers: account.headers, payload: { key } })

async function links(account: TestAccount, featureId: string): Promise<IssueLink[]> {
  const response = await inject({ method: 'GET', url: buildPath(routes.listIssueLinks.path, { id: featureId }), headers: account.headers })
  expect(response.statusCode).toBe(200)
  return response.json<IssueLinkList>().items
}

/** Delivers a webhook as the repository's GitHub would, signed with `secret`. */
function deliver(payload: Record<string, unknown>, { secret = connected.webhook_secret, event = 'issues', deliveryId }: { secret?: string; event?: string; deliveryId?: string } = {}) {
  const delivery = signedDelivery({ secret, event, payload, ...(deliveryId && { deliveryId }) })
  return inject({
    method: 'POST',
    url: `${routes.githubWebhook.path}${buildQuery({ connection: connected.id })}`,
    headers: delivery.headers,
    payload: delivery.body,
  })
}

describe('connecting GitHub', () => {
  it('checks the token against the repository, keeps it encrypted and never answers it', async () => {
    expect(connected).toMatchObject({ provider: 'github', project: REPO, state: 'ok', state_detail: null })
    expect(connected.webhook_url).toBe(`${testApp.config.publicUrl}/api/v1/trackers/github/webhook?connection=${connected.id}`)
    expect(connected.webhook_secret.length).toBeGreaterThanOrEqual(40)
    expect(connected.status_mapping).toEqual({ open: null, reopened: 'in-progress', closed_completed: 'completed', closed_not_planned: null })
    const [row] = await db().select().from(trackerConnections).where(eq(trackerConnections.id, connected.id))
    expect(row!.tokenCiphertext).not.toContain(TOKEN)
    expect(row!.webhookSecretCiphertext).not.toContain(connected.webhook_secret)
    const listed = await inject({ method: 'GET', url: routes.listTrackers.path, headers: member.headers })
    expect(listed.body).not.toContain(TOKEN)
    expect(listed.body).not.toContain(connected.webhook_secret)
    const { webhook_secret: _secret, ...shown } = connected
    expect(listed.json<TrackerConnectionList>().items).toEqual([shown])
  })

  it('refuses a token GitHub refuses, a repository it cannot see, and members', async () => {
    const other = await registerAndLogin(testApp.app)
    const put = (account: TestAccount, payload: object) =>
      inject({ method: 'PUT', url: routes.connectGithubTracker.path, headers: account.headers, payload })
    const refused = await put(other, { repository: REPO, token: 'ghp-made-up' })
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 422, body: { detail: TrackerDetail.tokenRefused } })
    const unseen = await put(other, { repository: REPO, token: 'ghp-other' })
    expect({ status: unseen.statusCode, body: unseen.json() }).toEqual({ status: 422, body: { detail: TrackerDetail.repositoryNotFound } })
    const badName = await put(other, { repository: 'not a repo', token: 'ghp-other' })
    expect(badName.statusCode).toBe(422)
    const byMember = await put(member, { repository: REPO, token: TOKEN })
    expect(byMember.statusCode).toBe(403)
    expect(Object.keys(byMember.json())).toEqual(['detail'])
  })
})

describe('issues from features', () => {
  it('creates an issue with the top quotes, a link back and the labels, and links it', async () => {
    const feature = await newFeature(member, 'Export to Excel')
    const [item] = await db()
      .insert(feedback)
      .values({ companyId: admin.user.company_id, source: 'email', text: 'We need Excel exports for finance.', postedAt: new Date() })
      .returning({ id: feedback.id })
    await db().insert(mentions).values({
      companyId: admin.user.company_id,
      featureId: feature.id,
      feedbackId: item!.id,
      quote: 'We need Excel exports for finance.',
      confidence: 0.9,
      linkedBy: 'person',
    })
    const response = await inject({
      method: 'POST',
      url: buildPath(routes.createFeatureIssue.path, { id: feature.id }),
      headers: member.headers,
      payload: { labels: ['feedback', 'export'] },
    })
    expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 201 })
    const link = response.json<IssueLink>()
    const created = github.calls.filter((call) => call.method === 'POST' && call.path === `/repos/${REPO}/issues`).at(-1)
    expect(created!.body).toEqual({
      title: 'Export to Excel',
      labels: ['feedback', 'export'],
      body: expect.stringContaining('> We need Excel exports for finance.'),
    })
    expect((created!.body as { body: string }).body).toContain(
      `[Open this feature in Headway](${testApp.config.publicUrl}/app/features/${feature.id})`,
    )
    expect(link).toMatchObject({ feature_id: feature.id, key: `${REPO}#3`, title: 'Export to Excel', state: 'open', link_state: 'ok' })
    expect(await links(admin, feature.id)).toEqual([link])
  })

  it('searches the repository and links existing issues, several to a feature, each once', async () => {
    const search = await inject({
      method: 'GET',
      url: `${routes.searchTrackerIssues.path}${buildQuery({ q: 'pdf' })}`,
      headers: member.headers,
    })
    expect(search.json<TrackerIssueList>().items).toEqual([
      { key: `${REPO}#1`, title: 'Export to PDF', state: 'open', assignee: 'grace', url: `https://github.com/${REPO}/issues/1` },
    ])
    const feature = await newFeature(member, 'PDF export')
    expect((await linkIssue(member, feature.id, `${REPO}#1`)).statusCode).toBe(201)
    expect((await linkIssue(member, feature.id, `https://github.com/${REPO}/issues/2`)).statusCode).toBe(201)
    const again = await linkIssue(member, feature.id, '#1')
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { detail: TrackerDetail.alreadyLinked } })
    const elsewhere = await linkIssue(member, feature.id, 'other/repo#1')
    expect({ status: elsewhere.statusCode, body: elsewhere.json() }).toEqual({ status: 422, body: { detail: TrackerDetail.otherRepository } })
    const missing = await linkIssue(member, feature.id, '#999')
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { detail: TrackerDetail.issueNotFound } })
    const shown = await links(member, feature.id)
    expect(shown.map((link) => [link.key, link.state, link.assignee])).toEqual([
      [`${REPO}#1`, 'open', 'grace'],
      [`${REPO}#2`, 'closed_completed', null],
    ])
    // The issue linked closed moved the feature as its closing would have, signed by the tracker.
    const moved = await getFeature(member, feature.id)
    expect(moved.status).toBe('completed')
    expect(moved.history.at(-1)).toMatchObject({ kind: 'status', from: 'backlog', to: 'completed', by: 'GitHub' })
    const unlinked = await inject({
      method: 'DELETE',
      url: buildPath(routes.unlinkFeatureIssue.path, { id: feature.id, link_id: shown[1]!.id }),
      headers: member.headers,
    })
    expect(unlinked.statusCode).toBe(204)
    expect((await links(member, feature.id)).map((link) => link.key)).toEqual([`${REPO}#1`])
  })

  it("reads another company's feature as not found", async () => {
    const feature = await newFeature(admin, 'Foreign check')
    const stranger = await registerAndLogin(testApp.app)
    const foreign = await linkIssue(stranger, feature.id, '#1')
    expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({ status: 404, body: { detail: 'Feature not found.' } })
  })
})

describe("GitHub's webhook", () => {
  it('moves the feature when its issue moves; a person wins until the issue moves again', async () => {
    const feature = await newFeature(member, 'Saved filters')
    const created = await inject({ method: 'POST', url: buildPath(routes.createFeatureIssue.path, { id: feature.id }), headers: member.headers, payload: {} })
    const number = Number(created.json<IssueLink>().key.split('#')[1])

    github.updateIssue(REPO, number, { state: 'closed', state_reason: 'completed', title: 'Saved filters (shipped)', assignee: 'ada' })
    const closed = await deliver(github.issuesEvent(REPO, number, 'closed'))
    expect({ status: closed.statusCode, body: closed.json() }).toEqual({ status: 200, body: { result: 'applied' } })
    let detail = await getFeature(member, feature.id)
    expect(detail.status).toBe('completed')
    expect(detail.history.at(-1)).toMatchObject({ kind: 'status', from: 'backlog', to: 'completed', by: 'GitHub' })
    expect((await links(member, feature.id))[0]).toMatchObject({ title: 'Saved filters (shipped)', state: 'closed_completed', assignee: 'ada' })

    await setStatus(member, feature.id, 'review')
    const edited = await deliver(github.issuesEvent(REPO, number, 'edited'))
    expect(edited.statusCode).toBe(200)
    expect((await getFeature(member, feature.id)).status).toBe('review')

    github.updateIssue(REPO, number, { state: 'open', state_reason: 'reopened' })
    await deliver(github.issuesEvent(REPO, number, 'reopened'))
    detail = await getFeature(member, feature.id)
    expect(detail.status).toBe('in-progress')
    expect(detail.history.at(-1)).toMatchObject({ kind: 'status', from: 'review', to: 'in-progress', by: 'GitHub' })

    github.updateIssue(REPO, number, { state: 'closed', state_reason: 'not_planned' })
    await deliver(github.issuesEvent(REPO, number, 'closed'))
    expect((await getFeature(member, feature.id)).status).toBe('in-progress')
  })

  it("moves features by the mapping an admin saved; members may not change it, and a bad one says what is wrong", async () => {
    const url = buildPath(routes.updateTrackerStatusMapping.path, { provider: 'github' })
    const mapping = { open: 'in-progress', reopened: 'in-progress', closed_completed: 'review', closed_not_planned: 'backlog' }
    const refused = await inject({ method: 'PUT', url, headers: member.headers, payload: { status_mapping: mapping } })
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { detail: forbiddenDetail('tracker.manage', 'member') },
    })
    const bad = await inject({ method: 'PUT', url, headers: admin.headers, payload: { status_mapping: { ...mapping, open: 'started' } } })
    expect({ status: bad.statusCode, body: bad.json() }).toEqual({
      status: 422,
      body: { detail: 'Map the issue state open to backlog, in-progress, review, completed or null.' },
    })
    const saved = await inject({ method: 'PUT', url, headers: admin.headers, payload: { status_mapping: mapping } })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<TrackerConnection>()).toMatchObject({ id: connected.id, status_mapping: mapping })
    const listed = await inject({ method: 'GET', url: routes.listTrackers.path, headers: member.headers })
    expect(listed.json<{ items: TrackerConnection[] }>().items[0]!.status_mapping).toEqual(mapping)

    try {
      const feature = await newFeature(member, 'Mapped statuses')
      const created = await inject({ method: 'POST', url: buildPath(routes.createFeatureIssue.path, { id: feature.id }), headers: member.headers, payload: {} })
      const number = Number(created.json<IssueLink>().key.split('#')[1])
      github.updateIssue(REPO, number, { state: 'closed', state_reason: 'completed' })
      await deliver(github.issuesEvent(REPO, number, 'closed'))
      expect((await getFeature(member, feature.id)).status).toBe('review')
    } finally {
      const restored = await inject({ method: 'PUT', url, headers: admin.headers, payload: { status_mapping: DEFAULT_STATUS_MAPPING } })
      expect(restored.statusCode).toBe(200)
    }
  })

  it("an issue closed on GitHub tells the feature's requesters when the company sends automatically", async () => {
    const settings = await inject({ method: 'GET', url: routes.getTellSettings.path, headers: admin.headers })
    const auto = await inject({ method: 'PUT', url: routes.updateTellSettings.path, headers: admin.headers, payload: { ...settings.json<TellSettings>(), auto_send: true } })
    expect(auto.statusCode).toBe(200)
    const feature = await newFeature(member, 'Audit log export')
    const [item] = await db()
      .insert(feedback)
      .values({ companyId: admin.user.company_id, source: 'email', authorId: 'rita@customer.example', authorName: 'Rita Ruiz', text: 'Please export the audit log', postedAt: new Date() })
      .returning({ id: feedback.id })
    const linked = await inject({ method: 'POST', url: buildPath(routes.linkFeedback.path, { id: feature.id }), headers: member.headers, payload: { feedback_id: item!.id } })
    expect(linked.statusCode).toBeLessThan(300)
    const created = await inject({ method: 'POST', url: buildPath(routes.createFeatureIssue.path, { id: feature.id }), headers: member.headers, payload: {} })
    const number = Number(created.json<IssueLink>().key.split('#')[1])

    github.updateIssue(REPO, number, { state: 'closed', state_reason: 'completed' })
    expect((await deliver(github.issuesEvent(REPO, number, 'closed'))).json()).toEqual({ result: 'applied' })
    // The message is recorded (this test app has no SMTP, so it ends failed with the sentence that says so).
    const told = () => inject({ method: 'GET', url: buildPath(routes.listTellMessages.path, { id: feature.id }), headers: member.headers })
    await expect.poll(async () => (await told()).json<{ items: { name: string }[] }>().items.map((message) => message.name), { timeout: 30_000, interval: 100 }).toEqual(['Rita Ruiz'])
    await inject({ method: 'PUT', url: routes.updateTellSettings.path, headers: admin.headers, payload: settings.json() })
  })

  it('refuses a bad signature (401) and a replayed delivery (409), each with a sentence', async () => {
    const payload = github.issuesEvent(REPO, 1, 'edited')
    const forged = await deliver(payload, { secret: 'not-the-secret' })
    expect({ status: forged.statusCode, body: forged.json() }).toEqual({ status: 401, body: { detail: TrackerDetail.badSignature } })
    const unsigned = await inject({
      method: 'POST',
      url: `${routes.githubWebhook.path}${buildQuery({ connection: connected.id })}`,
      headers: { 'content-type': 'application/json', 'x-github-delivery': 'x' },
      payload: JSON.stringify(payload),
    })
    expect({ status: unsigned.statusCode, body: unsigned.json() }).toEqual({ status: 401, body: { detail: TrackerDetail.badSignature } })
    const first = await deliver(payload, { deliveryId: '72d3162e-cc78-11e3-81ab-4c9367dc0958' })
    expect(first.statusCode).toBe(200)
    const replay = await deliver(payload, { deliveryId: '72d3162e-cc78-11e3-81ab-4c9367dc0958' })
    expect({ status: replay.statusCode, body: replay.json() }).toEqual({ status: 409, body: { detail: TrackerDetail.replayed } })
    const ping = await deliver({ zen: 'Keep it logically awesome.', hook_id: 1 }, { event: 'ping' })
    expect({ status: ping.statusCode, body: ping.json() }).toEqual({ status: 200, body: { result: 'ignored' } })
  })
})

describe('faults', () => {
  const trackers = () =>
    createTrackerService({
      db: db(),
      githubApiUrl: github.url,
      tokenKey: deriveKey(testApp.config.secretKey, 'secret-encryption'),
      publicUrl: testApp.config.publicUrl,
    })

  it('answers 503 with Retry-After when GitHub asks to slow down, 502 when it fails, and creates nothing', async () => {
    const feature = await newFeature(member, 'Rate limited')
    const create = () =>
      inject({ method: 'POST', url: buildPath(routes.createFeatureIssue.path, { id: feature.id }), headers: member.headers, payload: {} })
    github.respondOnce(`POST /repos/${REPO}/issues`, { status: 429, headers: { 'retry-after': '30' }, body: { message: 'slow down' } })
    const limited = await create()
    expect({ status: limited.statusCode, body: limited.json(), retry: limited.headers['retry-after'] }).toEqual({
      status: 503,
      body: { detail: TrackerDetail.rateLimited },
      retry: '30',
    })
    github.respondOnce(`POST /repos/${REPO}/issues`, { status: 502, body: { message: 'Server Error' } })
    const failing = await create()
    expect({ status: failing.statusCode, body: failing.json() }).toEqual({ status: 502, body: { detail: TrackerDetail.unavailable } })
    expect(await links(member, feature.id)).toEqual([])
    const listed = await inject({ method: 'GET', url: routes.listTrackers.path, headers: admin.headers })
    expect(listed.json<TrackerConnectionList>().items[0]).toMatchObject({ state: 'unavailable', state_detail: TrackerDetail.unavailable })
    expect((await create()).statusCode).toBe(201)
    const healed = await inject({ method: 'GET', url: routes.listTrackers.path, headers: admin.headers })
    expect(healed.json<TrackerConnectionList>().items[0]).toMatchObject({ state: 'ok', state_detail: null })
  })

  it('the reconcile job catches a missed webhook, marks a deleted issue, and a revoked token on the connection', async () => {
    const feature = await newFeature(member, 'Missed webhook')
    const first = (await linkIssue(member, feature.id, '#1')).json<IssueLink>()
    const created = await inject({ method: 'POST', url: buildPath(routes.createFeatureIssue.path, { id: feature.id }), headers: member.headers, payload: {} })
    const number = Number(created.json<IssueLink>().key.split('#')[1])
    github.updateIssue(REPO, number, { deleted: true })
    github.updateIssue(REPO, 1, { state: 'closed', state_reason: 'completed', assignee: 'linus' })

    // Through the job queue: its periodic tick (sent now rather than in 15 minutes) queues a reconcile per connection.
    await testApp.app.jobs.send(TRACKER_RECONCILE_DUE_JOB, {}, { singletonKey: TRACKER_RECONCILE_DUE_JOB })
    await vi.waitFor(
      async () => {
        const shown = await links(member, feature.id)
        expect(shown.map((link) => [link.key, link.state, link.link_state])).toEqual([
          [`${REPO}#1`, 'closed_completed', 'ok'],
          [`${REPO}#${number}`, 'open', 'not_found'],
        ])
      },
      { timeout: 20_000, interval: 200 },
    )
    expect((await links(member, feature.id))[1]!.link_detail).toBe(TrackerDetail.deleted)
    expect((await getFeature(member, feature.id)).status).toBe('completed')
    github.updateIssue(REPO, 1, { state: 'open', state_reason: null })

    github.revokeToken(TOKEN)
    expect(await trackers().reconcile(connected.id)).toBeNull()
    const shown = await links(member, feature.id)
    expect(shown.find((link) => link.id === first.id)).toMatchObject({ link_state: 'unauthorized', link_detail: TrackerDetail.unauthorized })
    const listed = await inject({ method: 'GET', url: routes.listTrackers.path, headers: admin.headers })
    expect(listed.json<TrackerConnectionList>().items[0]).toMatchObject({ state: 'unauthorized', state_detail: TrackerDetail.unauthorized })
    const search = await inject({ method: 'GET', url: `${routes.searchTrackerIssues.path}${buildQuery({ q: 'pdf' })}`, headers: member.headers })
    expect({ status: search.statusCode, body: search.json() }).toEqual({ status: 502, body: { detail: TrackerDetail.unauthorized } })
    // The feature kept its status: no fault loses or invents a status change.
    expect((await getFeature(member, feature.id)).status).toBe('completed')

    // An admin reconnects with a new token: the links are refreshed again.
    connected = await connect(admin, 'ghp-second')
    github.respondOnce(`GET /repos/${REPO}/issues/1`, { status: 429, headers: { 'retry-after': '7' }, body: { message: 'slow down' } })
    expect(await trackers().reconcile(connected.id)).toEqual({ retryAfterSeconds: 7 })
    const limited = await db()
      .select({ state: trackerLinks.linkState })
      .from(trackerLinks)
      .where(and(eq(trackerLinks.featureId, feature.id), eq(trackerLinks.issueKey, `${REPO}#1`)))
    expect(limited).toEqual([{ state: 'rate_limited' }])
    expect(await trackers().reconcile(connected.id)).toBeNull()
    expect((await links(member, feature.id))[0]).toMatchObject({ state: 'open', link_state: 'ok' })
  })

  it('keeps the links of a disconnected tracker, marked, and refreshes them again once reconnected', async () => {
    const feature = await newFeature(member, 'Disconnected')
    expect((await linkIssue(member, feature.id, '#1')).statusCode).toBe(201)
    const gone = await inject({ method: 'DELETE', url: buildPath(routes.disconnectTracker.path, { provider: 'github' }), headers: admin.headers })
    expect(gone.statusCode).toBe(204)
    expect((await links(member, feature.id))[0]).toMatchObject({ link_state: 'disconnected', link_detail: TrackerDetail.disconnected })
    const search = await inject({ method: 'GET', url: `${routes.searchTrackerIssues.path}${buildQuery({ q: 'pdf' })}`, headers: member.headers })
    expect({ status: search.statusCode, body: search.json() }).toEqual({ status: 404, body: { detail: TrackerDetail.notConnected } })
    connected = await connect(admin, 'ghp-second')
    expect((await links(member, feature.id))[0]).toMatchObject({ link_state: 'ok' })
  })
})
