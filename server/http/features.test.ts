import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPath, type RouteName, routes } from '../../api/routes'
import type { Dashboard } from '../../api/schemas/dashboard'
import type { FeatureDetail, FeatureList, Trend } from '../../api/schemas/features'
import type { Theme, ThemeList } from '../../api/schemas/themes'
import { corrections, features, feedback, mentions, themes } from '../db/schema'
import { registerAndLogin, type TestAccount } from '../testing/accounts'
import { createTestApp, type TestApp } from '../testing/test-app'

const DAY_MS = 86_400_000
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

interface CallOptions {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: Record<string, unknown>
}

/** Calls a route as the account and answers the parsed body, failing the test on an unexpected status. */
async function call<T>(account: TestAccount, name: RouteName, { params, query, body }: CallOptions = {}): Promise<T> {
  const route = routes[name]
  const response = await testApp.app.inject({
    method: route.method,
    url: buildPath(route.path, params),
    query,
    headers: account.headers,
    ...(body && { payload: body }),
  })
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: route.status })
  return (response.body ? response.json() : undefined) as T
}

/** Feedback already analysed (so the background pipeline leaves it alone), posted `daysAgo` days ago. */
async function addFeedback(account: TestAccount, source: 'slack' | 'email', daysAgo: number, author = 'Marta Silva') {
  const [row] = await testApp.database.db
    .insert(feedback)
    .values({
      companyId: account.user.company_id,
      source,
      text: `Please add PDF reports (${source}, ${daysAgo} days ago).`,
      authorName: author,
      authorId: author,
      authorCompany: 'Northwind',
      postedAt: new Date(Date.now() - daysAgo * DAY_MS),
      analysedAt: new Date(),
      label: 'feature_request',
    })
    .returning({ id: feedback.id })
  return row!.id
}

const createFeature = (account: TestAccount, body: Record<string, unknown>) => call<FeatureDetail>(account, 'createFeature', { body })
const link = (account: TestAccount, id: string, feedbackId: string) =>
  call<FeatureDetail>(account, 'linkFeedback', { params: { id }, body: { feedback_id: feedbackId } })

describe('features with evidence', () => {
  it('count linked Slack and email mentions, rescore, filter by source and date, and unlink for good', async () => {
    const account = await registerAndLogin(testApp.app)
    // As the pipeline makes them: its source is then the source of its oldest mention.
    const [feature] = await testApp.database.db
      .insert(features)
      .values({ companyId: account.user.company_id, title: 'PDF reports', source: 'ai' })
      .returning({ id: features.id })
    if (!feature) throw new Error('The feature was not stored.')
    const fromEmail = await addFeedback(account, 'email', 20)
    const fromSlack = await addFeedback(account, 'slack', 2, 'James Okafor')
    await link(account, feature.id, fromEmail)
    const linked = await link(account, feature.id, fromSlack)
    expect(linked).toMatchObject({ total_mentions: 2, slack_mentions: 1, email_mentions: 1, source: 'email' })
    expect(linked.score).toBeGreaterThan(0)
    expect(linked.score_explanation?.factors.map((factor) => factor.key)).toEqual(['frequency', 'impact', 'urgency', 'recency'])
    expect(linked.score_explanation?.factors[0]?.sentence).toBe('2 mentions from 1 company (2 people): 1 from email, 1 from slack.')
    expect(linked.recent_feedback.map((quote) => [quote.id, quote.author, quote.company, quote.source])).toEqual([
      [fromSlack, 'James Okafor', 'Northwind', 'slack'],
      [fromEmail, 'Marta Silva', 'Northwind', 'email'],
    ])

    const other = await createFeature(account, { title: 'Dark mode' })
    const ids = async (query: Record<string, string>) =>
      (await call<FeatureList>(account, 'listFeatures', { query })).items.map((item) => item.id)
    expect(await ids({})).toEqual([feature.id, other.id])
    expect(await ids({ source: 'slack' })).toEqual([feature.id])
    expect(await ids({ source: 'email' })).toEqual([feature.id])
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10)
    expect(await ids({ from: day(25), to: day(10) })).toEqual([feature.id])
    expect(await ids({ from: day(9), source: 'email' })).toEqual([])

    await call(account, 'unlinkFeedback', { params: { id: feature.id, feedback_id: fromEmail } })
    const after = await call<FeatureDetail>(account, 'getFeature', { params: { id: feature.id } })
    expect(after).toMatchObject({ total_mentions: 1, email_mentions: 0, source: 'slack' })
    expect(after.score).toBeLessThan(linked.score)
    const [kept] = await testApp.database.db.select().from(mentions).where(eq(mentions.feedbackId, fromEmail))
    expect(kept?.unlinkedAt).toBeInstanceOf(Date)
    expect(await ids({ source: 'email' })).toEqual([])
  })

  it("keep a person's priority and theme when rescored, and mark them as a person's decisions", async () => {
    const account = await registerAndLogin(testApp.app)
    const theme = await call<Theme>(account, 'createTheme', { body: { name: 'Reporting' } })
    const feature = await createFeature(account, { title: 'PDF reports' })
    await call(account, 'updateFeature', { params: { id: feature.id }, body: { priority: 'high', theme_id: theme.id } })
    const relinked = await link(account, feature.id, await addFeedback(account, 'slack', 1))
    expect(relinked).toMatchObject({ priority: 'high', theme_id: theme.id })
    const [row] = await testApp.database.db.select().from(features).where(eq(features.id, feature.id))
    expect(row).toMatchObject({ prioritySetBy: 'person', themePlacedBy: 'person' })
  })

  it('count the mentions of a merged feature for the one it went into, until unmerged', async () => {
    const account = await registerAndLogin(testApp.app)
    const source = await createFeature(account, { title: 'Export dashboards to PDF' })
    const target = await createFeature(account, { title: 'PDF reports' })
    await link(account, source.id, await addFeedback(account, 'slack', 1))
    await link(account, source.id, await addFeedback(account, 'email', 3, 'James Okafor'))
    const before = await link(account, target.id, await addFeedback(account, 'slack', 5, 'Lena Fischer'))
    const merged = await call<FeatureDetail>(account, 'mergeFeature', { params: { id: source.id }, body: { into_id: target.id } })
    expect(merged).toMatchObject({ total_mentions: 3, slack_mentions: 2, email_mentions: 1 })
    expect(merged.recent_feedback).toHaveLength(3)
    expect(merged.score).toBeGreaterThan(before.score)
    const mergedAway = await call<FeatureDetail>(account, 'getFeature', { params: { id: source.id } })
    expect(mergedAway).toMatchObject({ total_mentions: 2, merged_into: { id: target.id, title: 'PDF reports' } })
    expect(mergedAway.recent_feedback).toHaveLength(2)
    const trend = await call<Trend>(account, 'featureTrend', { params: { id: target.id } })
    expect(trend.counts.reduce((sum, count) => sum + count, 0)).toBe(3)

    const back = await call<FeatureDetail>(account, 'unmergeFeature', { params: { id: source.id } })
    expect(back.total_mentions).toBe(2)
    const restored = await call<FeatureDetail>(account, 'getFeature', { params: { id: target.id } })
    expect(restored).toMatchObject({ total_mentions: 1, score: before.score, merged_from: [] })
  })

  it('page through equal scores with the cursor without skipping or repeating', async () => {
    const account = await registerAndLogin(testApp.app)
    const created = []
    for (let index = 0; index < 5; index += 1) created.push((await createFeature(account, { title: `Feature ${index}` })).id)
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: FeatureList = await call(account, 'listFeatures', { query: { limit: '2', ...(cursor && { cursor }) } })
      seen.push(...page.items.map((item) => item.id))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual([...created].sort())
  })
})

describe('trends and the dashboard', () => {
  it('count mentions per day over 90 days, per feature, per theme and in the totals', async () => {
    const account = await registerAndLogin(testApp.app)
    const theme = await call<Theme>(account, 'createTheme', { body: { name: 'Reporting' } })
    await call<Theme>(account, 'createTheme', { body: { name: 'Later', status: 'planning' } })
    const feature = await createFeature(account, { title: 'PDF reports', theme_id: theme.id })
    await link(account, feature.id, await addFeedback(account, 'slack', 0))
    await link(account, feature.id, await addFeedback(account, 'email', 0, 'James Okafor'))
    await link(account, feature.id, await addFeedback(account, 'email', 10, 'Lena Fischer'))
    await link(account, feature.id, await addFeedback(account, 'email', 200, 'Tom Becker'))

    const trend = await call<Trend>(account, 'featureTrend', { params: { id: feature.id } })
    expect(trend.days.at(-1)).toBe(new Date().toISOString().slice(0, 10))
    expect(trend.counts.at(-1)).toBe(2)
    expect(trend.counts.at(-11)).toBe(1)
    expect(trend.counts.reduce((sum, count) => sum + count, 0)).toBe(3)
    expect(await call<Trend>(account, 'themeTrend', { params: { id: theme.id } })).toEqual(trend)

    const dashboard = await call<Dashboard>(account, 'dashboard')
    expect(dashboard).toMatchObject({ total_requests: 4, requests_this_week: 2, active_themes: 1 })
    expect(dashboard.trends.themes.map((entry) => entry.name)).toEqual(['Later', 'Reporting'])
    expect(dashboard.trends.themes[1]?.counts).toEqual(trend.counts)
    expect(dashboard.trends.features).toEqual([{ id: feature.id, title: 'PDF reports', counts: trend.counts }])
    const listed = (await call<ThemeList>(account, 'listThemes')).items
    expect(listed.find((entry) => entry.id === theme.id)).toMatchObject({ total_mentions: 4, slack_mentions: 1, email_mentions: 3 })
  })
})

describe('what is rising', () => {
  it('is a feature (and its theme) whose week stands out against its own history, on the list, the detail and the dashboard', async () => {
    const account = await registerAndLogin(testApp.app)
    const theme = await call<Theme>(account, 'createTheme', { body: { name: 'Reporting' } })
    const rising = await createFeature(account, { title: 'CSV export', theme_id: theme.id })
    const steady = await createFeature(account, { title: 'PDF reports' })
    const declining = await createFeature(account, { title: 'Dark mode' })
    const mentionsOf = async (featureId: string, days: number[]) => {
      const ids = await Promise.all(days.map((daysAgo) => addFeedback(account, 'slack', daysAgo)))
      await testApp.database.db.insert(mentions).values(
        ids.map((feedbackId) => ({
          companyId: account.user.company_id,
          featureId,
          feedbackId,
          quote: 'a quote',
          confidence: 0.9,
          linkedBy: 'ai' as const,
        })),
      )
    }
    const weeks = (perWeek: number) => Array.from({ length: 8 * perWeek }, (_, index) => 8 + (index % 8) * 7)
    // Once 39 days ago, 4 times this week; about 2 a week and 3 now; 5 a week and 3 now.
    await mentionsOf(rising.id, [39, 0, 1, 2, 3])
    await mentionsOf(steady.id, [...weeks(2), 0, 1, 2])
    await mentionsOf(declining.id, [...weeks(5), 0, 1, 2])

    const listed = (await call<FeatureList>(account, 'listFeatures')).items
    const rise = listed.find((feature) => feature.id === rising.id)?.rising
    expect(rise).toEqual({
      this_week: 4,
      expected: 0.4,
      p_value: expect.closeTo(0.0023548, 6),
      sentence: '4 mentions this week, against about 0.4 a week before (p = 0.002).',
    })
    expect(listed.filter((feature) => feature.rising !== null).map((feature) => feature.id)).toEqual([rising.id])
    expect((await call<FeatureDetail>(account, 'getFeature', { params: { id: rising.id } })).rising).toEqual(rise)
    expect((await call<FeatureDetail>(account, 'getFeature', { params: { id: steady.id } })).rising).toBeNull()

    const dashboard = await call<Dashboard>(account, 'dashboard')
    expect(dashboard.rising).toEqual({
      features: [{ id: rising.id, title: 'CSV export', rise }],
      themes: [{ id: theme.id, name: 'Reporting', rise }],
    })
  })
})

describe('suggested themes', () => {
  it('are accepted under a new name, or dismissed with the features the AI put in them unthemed', async () => {
    const account = await registerAndLogin(testApp.app)
    const db = testApp.database.db
    const suggest = async (name: string) => {
      const [row] = await db
        .insert(themes)
        .values({ companyId: account.user.company_id, name, status: 'suggested', createdBy: 'ai' })
        .returning({ id: themes.id })
      return row!.id
    }
    const accepted = await suggest('pdf export reports')
    const answer = await call<Theme>(account, 'acceptTheme', { params: { id: accepted }, body: { name: 'Reporting' } })
    expect(answer).toMatchObject({ name: 'Reporting', status: 'active' })

    const dismissed = await suggest('mobile app')
    const byAi = await createFeature(account, { title: 'iOS app' })
    const byPerson = await createFeature(account, { title: 'Android app', theme_id: dismissed })
    await db
      .update(features)
      .set({ themeId: dismissed, themePlacedBy: 'ai' })
      .where(and(eq(features.companyId, account.user.company_id), eq(features.id, byAi.id)))
    expect((await call<Theme>(account, 'getTheme', { params: { id: dismissed } })).feature_count).toBe(2)
    await call(account, 'dismissTheme', { params: { id: dismissed } })
    expect((await call<ThemeList>(account, 'listThemes')).items.map((theme) => theme.name)).toEqual(['Reporting'])
    expect((await call<FeatureDetail>(account, 'getFeature', { params: { id: byAi.id } })).theme_id).toBeNull()
    expect((await call<FeatureDetail>(account, 'getFeature', { params: { id: byPerson.id } })).theme_id).toBe(dismissed)
    const moved = await call<FeatureDetail>(account, 'updateFeature', { params: { id: byPerson.id }, body: { theme_id: null } })
    expect(moved.history.at(-1)).toMatchObject({ kind: 'theme', from: 'mobile app', to: null })
  })
})

describe("a person's corrections", () => {
  /** The company's corrections as (kind, key with ids named) rows, in key order. */
  async function recorded(account: TestAccount, names: Record<string, string>) {
    const rows = await testApp.database.db
      .select({ kind: corrections.kind, key: corrections.key, text: corrections.text, label: corrections.label, userId: corrections.userId })
      .from(corrections)
      .where(eq(corrections.companyId, account.user.company_id))
    const named = (key: string) => Object.entries(names).reduce((text, [name, id]) => text.replaceAll(id, name), key)
    return rows
      .map((row) => ({ ...row, key: named(row.key) }))
      .sort((a, b) => a.key.localeCompare(b.key))
  }

  it('are recorded as labelled examples by each correction route, the latest judgement of a pair kept', async () => {
    const account = await registerAndLogin(testApp.app)
    const db = testApp.database.db
    const pdf = await createFeature(account, { title: 'PDF reports', description: 'Reports as PDF' })
    const exports = await createFeature(account, { title: 'Export dashboards' })
    const reporting = await call<Theme>(account, 'createTheme', { body: { name: 'Reporting' } })
    const sharing = await call<Theme>(account, 'createTheme', { body: { name: 'Sharing' } })
    const message = await addFeedback(account, 'slack', 1)
    const names = { message, pdf: pdf.id, exports: exports.id, reporting: reporting.id, sharing: sharing.id }

    await link(account, pdf.id, message)
    expect(await recorded(account, names)).toEqual([
      // What matching compares: the request the message makes.
      { kind: 'same_feature', key: 'feature:message:pdf', text: 'Please add PDF reports (slack, 1 days ago)', label: null, userId: account.user.id },
      { kind: 'request', key: 'request:message', text: 'Please add PDF reports (slack, 1 days ago).', label: null, userId: account.user.id },
    ])
    await call(account, 'unlinkFeedback', { params: { id: pdf.id, feedback_id: message }, query: { not_request: 'true' } })
    await call(account, 'mergeFeature', { params: { id: exports.id }, body: { into_id: pdf.id } })
    await call(account, 'unmergeFeature', { params: { id: exports.id } })
    await call(account, 'updateFeature', { params: { id: pdf.id }, body: { title: 'Scheduled PDF reports', theme_id: sharing.id } })
    await call(account, 'updateFeature', { params: { id: pdf.id }, body: { theme_id: reporting.id } })
    await db.update(features).set({ suggestedThemeId: sharing.id }).where(eq(features.id, exports.id))
    await call(account, 'dismissThemeSuggestion', { params: { id: exports.id } })
    expect((await recorded(account, names)).map(({ kind, key, text, label }) => ({ kind, key, text, label }))).toEqual([
      { kind: 'not_same_feature', key: 'feature:exports:pdf', text: 'Export dashboards', label: null },
      // The quote of the mention unlinked (a person's link quotes the whole message).
      { kind: 'not_same_feature', key: 'feature:message:pdf', text: 'Please add PDF reports (slack, 1 days ago).', label: null },
      { kind: 'not_request', key: 'request:message', text: 'Please add PDF reports (slack, 1 days ago).', label: null },
      { kind: 'theme', key: 'theme:pdf:reporting', text: 'Scheduled PDF reports. Reports as PDF', label: null },
      { kind: 'not_theme', key: 'theme:pdf:sharing', text: 'Scheduled PDF reports. Reports as PDF', label: null },
      { kind: 'not_theme', key: 'theme:exports:sharing', text: 'Export dashboards', label: null },
      { kind: 'title', key: 'title:pdf:pdf reports', text: 'PDF reports', label: 'Scheduled PDF reports' },
    ].sort((a, b) => a.key.localeCompare(b.key)))

    // A refused correction records nothing (one transaction with the correction).
    const before = await recorded(account, names)
    const refused = await testApp.app.inject({
      method: 'DELETE',
      url: buildPath(routes.unlinkFeedback.path, { id: exports.id, feedback_id: message }),
      query: { not_request: 'false' },
      headers: account.headers,
    })
    expect(refused.statusCode).toBe(404)
    expect(await recorded(account, names)).toEqual(before)
  })
})
