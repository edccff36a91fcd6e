import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPath, type RouteName, type Routes, routes } from '../../api/routes'
import type { Invitation } from '../../api/schemas/workspace'
import type { Comment } from '../../api/schemas/comments'
import type { FeatureDetail } from '../../api/schemas/features'
import type { Integration } from '../../api/schemas/slack'
import type { Theme } from '../../api/schemas/themes'
import type { CompanyDomain } from '../../api/schemas/joining'
import { eq } from 'drizzle-orm'
import { csvImports, features, feedback, gmailMailboxes, notifications, slackImports, themeChangeSuggestions, themes, users } from '../db/schema'
import { deriveKey, encryptSecret } from '../secrets'
import { inviteAndRegister, registerAndLogin, type TestAccount } from '../testing/accounts'
import { type FakeGithub, startFakeGithub } from '../testing/fake-github'
import { type FakeSlack, startFakeSlack } from '../testing/fake-slack'
import { createTestApp, type TestApp } from '../testing/test-app'

/** Every call of the route table that takes an id in its path. */
type RouteWithId = { [N in RouteName]: Routes[N]['params'] extends null ? never : N }[RouteName]

let testApp: TestApp
let fakeSlack: FakeSlack
let fakeGithub: FakeGithub
let companyA: TestAccount
let companyB: TestAccount

beforeAll(async () => {
  fakeSlack = await startFakeSlack([
    { teamId: 'T0ISO', teamName: 'Isolation Inc', tokens: ['xoxp-isolation'], channels: [{ id: 'C0ISO', name: 'feedback' }] },
  ])
  fakeGithub = await startFakeGithub([
    { fullName: 'isolation/roadmap', tokens: ['ghp-isolation'], issues: [{ number: 1, title: 'Isolated issue', state: 'open' }] },
  ])
  testApp = await createTestApp({ slackApiUrl: fakeSlack.url, githubApiUrl: fakeGithub.url })
  companyA = await registerAndLogin(testApp.app)
  companyB = await registerAndLogin(testApp.app)
})
afterAll(async () => {
  await testApp.close()
  await fakeSlack.close()
  await fakeGithub.close()
})

/** What an id route acts on, made by its owner: the path parameters and, for calls with a body, a body that works. */
interface Owned {
  params: Record<string, string> & { id: string }
  body?: Record<string, unknown>
}

const db = () => testApp.database.db

async function post<T>(owner: TestAccount, url: string, payload: Record<string, unknown>): Promise<T> {
  const response = await testApp.app.inject({ method: 'POST', url, headers: owner.headers, payload })
  if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
  return response.json<T>()
}

async function connectSlack(owner: TestAccount): Promise<Owned> {
  const integration = await post<Integration>(owner, routes.connectSlack.path, {
    user_token: 'xoxp-isolation',
    selected_channels: ['C0ISO'],
  })
  return { params: { id: integration.id } }
}

/** A connected mailbox, as the OAuth flow leaves it (gmail.test.ts goes through that flow with a fake Google). */
async function gmailMailbox(owner: TestAccount): Promise<Owned> {
  const key = deriveKey(testApp.config.secretKey, 'secret-encryption')
  const [row] = await db()
    .insert(gmailMailboxes)
    .values({
      companyId: owner.user.company_id,
      emailAddress: `isolated-${Date.now()}@acme.test`,
      refreshTokenCiphertext: encryptSecret(key, '1//isolated-refresh-token'),
      labels: [{ id: 'INBOX', name: 'INBOX' }],
    })
    .returning({ id: gmailMailboxes.id })
  return { params: { id: row!.id } }
}

/** A verified person waiting to join the owner's company. */
async function joinRequest(owner: TestAccount): Promise<Owned> {
  const [row] = await db()
    .insert(users)
    .values({
      companyId: owner.user.company_id,
      email: `asks-${crypto.randomUUID()}@isolated.test`,
      passwordHash: 'not-a-hash',
      firstName: 'Ike',
      lastName: 'Asker',
      role: null,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id })
  return { params: { id: row!.id } }
}

async function companyDomain(owner: TestAccount): Promise<Owned> {
  const created = await post<CompanyDomain>(owner, routes.addDomain.path, { domain: `isolated-${crypto.randomUUID().slice(0, 8)}.test` })
  return { params: { id: created.id } }
}

const newFeature = (owner: TestAccount, title = 'Isolated feature') => post<FeatureDetail>(owner, routes.createFeature.path, { title })
const newTheme = (owner: TestAccount) => post<Theme>(owner, routes.createTheme.path, { name: 'Isolated theme' })
const feature = async (owner: TestAccount): Promise<Owned> => ({ params: { id: (await newFeature(owner)).id } })

/** The owner's company with GitHub connected (connecting again changes nothing but the webhook secret). */
async function connectGithub(owner: TestAccount): Promise<void> {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: routes.connectGithubTracker.path,
    headers: owner.headers,
    payload: { repository: 'isolation/roadmap', token: 'ghp-isolation' },
  })
  if (response.statusCode !== 200) throw new Error(`Connecting GitHub answered ${response.statusCode}: ${response.body}`)
}

/** A feature of a company with GitHub connected. */
async function trackedFeature(owner: TestAccount): Promise<Owned> {
  await connectGithub(owner)
  return feature(owner)
}
const theme = async (owner: TestAccount): Promise<Owned> => ({ params: { id: (await newTheme(owner)).id } })

async function newFeedback(owner: TestAccount): Promise<string> {
  const [row] = await db()
    .insert(feedback)
    .values({ companyId: owner.user.company_id, source: 'email', text: 'Please add an isolation mode.', postedAt: new Date() })
    .returning({ id: feedback.id })
  return row!.id
}

/** A message the analysis set aside, as an admin sees it with Retry. */
async function setAsideFeedback(owner: TestAccount): Promise<Owned> {
  const [row] = await db()
    .insert(feedback)
    .values({
      companyId: owner.user.company_id,
      source: 'email',
      text: 'Please add an isolation mode.',
      postedAt: new Date(),
      analysisFailures: 3,
      analysisError: 'Its analysis failed 3 times: a test.',
      analysisSetAsideAt: new Date(),
    })
    .returning({ id: feedback.id })
  return { params: { id: row!.id } }
}

async function suggestedTheme(owner: TestAccount): Promise<Owned> {
  const [row] = await db()
    .insert(themes)
    .values({ companyId: owner.user.company_id, name: 'Suggested', status: 'suggested', createdBy: 'ai' })
    .returning({ id: themes.id })
  return { params: { id: row!.id } }
}

/** A feature the AI suggests a theme for. */
async function featureWithSuggestion(owner: TestAccount): Promise<Owned> {
  const { id } = await newFeature(owner)
  const suggested = await newTheme(owner)
  await db().update(features).set({ suggestedThemeId: suggested.id, suggestedThemeConfidence: 0.4 }).where(eq(features.id, id))
  return { params: { id } }
}

/** A rename the AI proposes for one of the owner's themes. */
async function themeChange(owner: TestAccount): Promise<Owned> {
  const { id } = await newTheme(owner)
  const [row] = await db()
    .insert(themeChangeSuggestions)
    .values({ companyId: owner.user.company_id, kind: 'rename', themeIds: [id], name: 'Better name', reason: 'A reason.', changeKey: `rename:${id}:better name` })
    .returning({ id: themeChangeSuggestions.id })
  return { params: { id: row!.id } }
}

async function comment(owner: TestAccount): Promise<Owned> {
  const { id } = await newFeature(owner)
  const created = await post<Comment>(owner, buildPath(routes.createComment.path, { id }), { body: 'Mine.' })
  return { params: { id, comment_id: created.id }, body: { body: 'Still mine.' } }
}

async function slackImport(owner: TestAccount): Promise<Owned> {
  const [row] = await db()
    .insert(slackImports)
    .values({ companyId: owner.user.company_id, state: 'done' })
    .returning({ id: slackImports.id })
  return { params: { id: row!.id } }
}

async function csvImport(owner: TestAccount): Promise<Owned> {
  const [row] = await db()
    .insert(csvImports)
    .values({ companyId: owner.user.company_id, columns: ['text'], preview: [['Mine.']], rowsTotal: 1 })
    .returning({ id: csvImports.id })
  return { params: { id: row!.id }, body: { mapping: { text: 'text' } } }
}

/** A second person of the owner's company, whom the owner invited. */
async function colleague(owner: TestAccount): Promise<Owned> {
  const domain = owner.user.email.split('@')[1]
  const person = await inviteAndRegister(testApp.app, owner, {
    email: `colleague-${Math.random().toString(36).slice(2, 8)}@${domain}`,
  })
  return { params: { id: person.user.id } }
}

/**
 * How to make, as `owner` (an admin), the thing each id route acts on. The type makes a new route with an id fail to
 * compile until it is added here, so no id route escapes the check.
 */
const createOwned: { [N in RouteWithId]: (owner: TestAccount) => Promise<Owned> } = {
  deleteSlackIntegration: connectSlack,
  syncSlackIntegration: connectSlack,
  getSlackImport: slackImport,
  getCsvImport: csvImport,
  checkCsvImport: csvImport,
  startCsvImport: csvImport,
  deleteGmailMailbox: gmailMailbox,
  syncGmailMailbox: gmailMailbox,
  async revokeInvitation(owner) {
    const invitation = await post<Invitation>(owner, routes.createInvitation.path, { email: `isolated-${Date.now()}@invitee.test` })
    return { params: { id: invitation.id } }
  },
  changeMemberRole: async (owner) => ({ ...(await colleague(owner)), body: { role: 'viewer' } }),
  deactivateMember: colleague,
  async reactivateMember(owner) {
    const person = await colleague(owner)
    await post(owner, buildPath(routes.deactivateMember.path, person.params), {})
    return person
  },
  approveJoinRequest: joinRequest,
  refuseJoinRequest: joinRequest,
  updateDomain: async (owner) => ({ ...(await companyDomain(owner)), body: { auto_join: false } }),
  removeDomain: companyDomain,
  getFeature: feature,
  featureTrend: feature,
  listComments: feature,
  updateFeature: async (owner) => ({ ...(await feature(owner)), body: { status: 'review' } }),
  createComment: async (owner) => ({ ...(await feature(owner)), body: { body: 'A comment.' } }),
  async mergeFeature(owner) {
    const into = await newFeature(owner, 'Merge target')
    return { ...(await feature(owner)), body: { into_id: into.id } }
  },
  async unmergeFeature(owner) {
    const into = await newFeature(owner, 'Merge target')
    const merged = await feature(owner)
    await post(owner, buildPath(routes.mergeFeature.path, merged.params), { into_id: into.id })
    return merged
  },
  linkFeedback: async (owner) => ({ ...(await feature(owner)), body: { feedback_id: await newFeedback(owner) } }),
  async unlinkFeedback(owner) {
    const { params } = await feature(owner)
    const feedback_id = await newFeedback(owner)
    await post(owner, buildPath(routes.linkFeedback.path, params), { feedback_id })
    return { params: { ...params, feedback_id } }
  },
  updateComment: comment,
  deleteComment: comment,
  async readNotification(owner) {
    const { id: featureId } = await newFeature(owner)
    const [row] = await db()
      .insert(notifications)
      .values({ companyId: owner.user.company_id, userId: owner.user.id, kind: 'assigned', featureId, message: 'You were assigned.' })
      .returning({ id: notifications.id })
    return { params: { id: row!.id } }
  },
  getTheme: theme,
  themeTrend: theme,
  deleteTheme: theme,
  updateTheme: async (owner) => ({ ...(await theme(owner)), body: { name: 'Renamed' } }),
  acceptTheme: async (owner) => ({ ...(await suggestedTheme(owner)), body: {} }),
  dismissTheme: suggestedTheme,
  retryFeedbackAnalysis: setAsideFeedback,
  async revokeApiKey(owner) {
    const key = await post<{ id: string }>(owner, routes.createApiKey.path, { name: 'Zapier' })
    return { params: { id: key.id } }
  },
  dismissThemeSuggestion: featureWithSuggestion,
  async disconnectTracker(owner) {
    await connectGithub(owner)
    return { params: { id: '', provider: 'github' } }
  },
  async updateTrackerStatusMapping(owner) {
    await connectGithub(owner)
    const status_mapping = { open: 'in-progress', reopened: 'in-progress', closed_completed: 'completed', closed_not_planned: null }
    return { params: { id: '', provider: 'github' }, body: { status_mapping } }
  },
  listSlackDigestChannels: connectSlack,
  listIssueLinks: feature,
  createFeatureIssue: async (owner) => ({ ...(await trackedFeature(owner)), body: { labels: ['feedback'] } }),
  linkFeatureIssue: async (owner) => ({ ...(await trackedFeature(owner)), body: { key: '#1' } }),
  async unlinkFeatureIssue(owner) {
    const { params } = await trackedFeature(owner)
    const link = await post<{ id: string }>(owner, buildPath(routes.linkFeatureIssue.path, params), { key: '#1' })
    return { params: { ...params, link_id: link.id } }
  },
  acceptThemeChange: themeChange,
  dismissThemeChange: themeChange,
  listTellDrafts: feature,
  listTellMessages: feature,
  setReleaseNote: async (owner) => ({ ...(await feature(owner)), body: { release_note_url: 'https://acme.test/notes' } }),
  async sendTell(owner) {
    // A completed feature (completed tells requesters by default) with one emailed request linked.
    const { params } = await feature(owner)
    await post(owner, buildPath(routes.linkFeedback.path, params), { feedback_id: await newFeedback(owner) })
    await testApp.app.inject({
      method: 'PUT',
      url: buildPath(routes.updateFeature.path, params),
      headers: owner.headers,
      payload: { status: 'completed' },
    })
    return { params, body: {} }
  },
}

const idRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].params !== null) as RouteWithId[]

describe('tenant isolation', () => {
  it('covers every route that takes an id', () => {
    expect(idRoutes.length).toBeGreaterThan(0)
    expect(Object.keys(createOwned).sort()).toEqual([...idRoutes].sort())
  })

  it.each(idRoutes)('%s answers 404, not 403, for an id of another company', async (name) => {
    const { params, body } = await createOwned[name](companyA)
    const route = routes[name]
    const url = buildPath(route.path, params)
    const send = (path: string, account: TestAccount) =>
      testApp.app.inject({ method: route.method, url: path, headers: account.headers, ...(body && { payload: body }) })
    const foreign = await send(url, companyB)
    expect(foreign.statusCode).toBe(404)
    expect(Object.keys(foreign.json())).toEqual(['detail'])
    const unknown = await send(buildPath(route.path, { ...params, id: '0b5e1c9a-2d3f-4a6b-8c7d-9e0f1a2b3c4d' }), companyB)
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: foreign.json() })
    const own = await send(url, companyA)
    expect({ status: own.statusCode, body: own.body }).toMatchObject({ status: route.status })
  })
})
