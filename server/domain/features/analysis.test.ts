import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMessages } from '../../../bench/feedback-generator'
import { createAnalysisWorkers } from '../../ai/workers/pool'
import { CONFIDENT_PLACEMENT } from '../../../api/theme-placement'
import type { Db } from '../../db/client'
import { features, feedback, mentions, slackIntegrations, themes } from '../../db/schema'
import { ALWAYS_FAILS, FAULTS_MODULE, NEVER_ENDS } from '../../testing/ai-faults'
import { feedbackWaitingForAnalysis, waitUntilAnalysed } from '../../testing/analysis'
import { registerAndLogin } from '../../testing/accounts'
import { jobsPending, waitForJobToEnd } from '../../testing/jobs'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createProductAreaService } from '../themes/product-areas'
import { createThemeService } from '../themes/service'
import { ANALYSIS_BATCH, analyseWaitingFeedback, CONSOLIDATE_AFTER_MS } from './analysis'
import { MAX_ANALYSIS_FAILURES } from './analysis-failures'
import { FEEDBACK_ANALYSIS_DUE_JOB, FEEDBACK_ANALYSIS_JOB } from './analysis-job'
import { listSetAsideFeedback, retryAnalysis } from './set-aside'
import { createFeatureService } from './service'
import { featureDetail } from './views'

const PDF_REQUESTS = [
  'Please add export to PDF for dashboards, our execs want it in the board pack.',
  'Could you add PDF export for dashboards? Screenshots look terrible in slides.',
  'We really need dashboard export to PDF before our QBR on Friday.',
]
const SSO_REQUEST = 'We need SAML single sign-on with Okta before security approves the rollout.'
const BUG = 'The revenue chart shows yesterday twice since this morning, and the page crashes when I reload it.'

async function addFeedback(db: Db, companyId: string, texts: readonly string[]): Promise<void> {
  const postedAt = new Date(Date.now() - 60_000)
  await db.insert(feedback).values(texts.map((text) => ({ companyId, source: 'manual' as const, text, postedAt })))
}

async function featuresOf(db: Db, companyId: string) {
  const rows = await db.select().from(features).where(eq(features.companyId, companyId))
  const links = await db
    .select({ featureId: mentions.featureId, text: feedback.text, unlinkedAt: mentions.unlinkedAt })
    .from(mentions)
    .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
    .where(eq(mentions.companyId, companyId))
  return rows.map((row) => ({
    ...row,
    evidence: links.filter((link) => link.featureId === row.id && !link.unlinkedAt).map((link) => link.text),
  }))
}

/** The company's features not merged away, each with the ts of its linked messages. */
async function featuresOfByTs(db: Db, companyId: string) {
  const rows = await db
    .select({ id: features.id, title: features.title })
    .from(features)
    .where(and(eq(features.companyId, companyId), isNull(features.mergedIntoId)))
  const links = await db
    .select({ featureId: mentions.featureId, ts: feedback.ts })
    .from(mentions)
    .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
    .where(and(eq(mentions.companyId, companyId), isNull(mentions.unlinkedAt)))
  return rows.map((row) => ({ ...row, ts: links.filter((link) => link.featureId === row.id).map((link) => link.ts ?? '') }))
}

describe('the analysis job', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp()
  })
  afterAll(() => testApp.close())

  it("turns new feedback into ranked features, the repeats merged with every quote as evidence, in the background", async () => {
    const account = await registerAndLogin(testApp.app)
    const companyId = account.user.company_id
    await addFeedback(testApp.database.db, companyId, [...PDF_REQUESTS, SSO_REQUEST, BUG])

    await waitUntilAnalysed(testApp.database.db, companyId)
    const found = await featuresOf(testApp.database.db, companyId)
    const pdf = found.find((feature) => feature.evidence.includes(PDF_REQUESTS[0]!))
    expect(pdf?.evidence.sort()).toEqual([...PDF_REQUESTS].sort())
    expect(pdf?.source).toBe('ai')
    expect(pdf?.score).toBeGreaterThan(0)
    expect(pdf?.scoreExplanation).toMatchObject({ factors: expect.any(Array), summary: expect.any(String) })
    const sso = found.find((feature) => feature.evidence.includes(SSO_REQUEST))
    expect(sso?.id).not.toBe(pdf?.id)
    expect(pdf!.score).toBeGreaterThan(sso!.score)
    expect(found.some((feature) => feature.evidence.includes(BUG))).toBe(false)
    const [bug] = await testApp.database.db
      .select()
      .from(feedback)
      .where(and(eq(feedback.companyId, companyId), eq(feedback.text, BUG)))
    expect(bug?.label).toBe('bug')
  })

  it("waits while the company's Slack sync runs, then analyses what it collected", async () => {
    const db = testApp.database.db
    const companyId = (await registerAndLogin(testApp.app)).user.company_id
    const [integration] = await db
      .insert(slackIntegrations)
      .values({ companyId, teamId: 'T-SYNCING', teamName: 'Syncing', syncState: 'running' })
      .returning({ id: slackIntegrations.id })
    await addFeedback(db, companyId, [SSO_REQUEST])

    // A due check while the sync runs asks for no analysis of the company: the message still waits.
    const { jobs } = testApp.app
    await waitForJobToEnd(db, (await jobs.send(FEEDBACK_ANALYSIS_DUE_JOB, {}, { singletonKey: 'test-while-syncing' }))!)
    expect(await jobsPending(db, FEEDBACK_ANALYSIS_JOB, companyId)).toBe(0)
    expect(await feedbackWaitingForAnalysis(db, companyId)).toBe(1)

    await db.update(slackIntegrations).set({ syncState: 'idle' }).where(eq(slackIntegrations.id, integration!.id))
    await waitUntilAnalysed(db, companyId)
  }, 60_000)
})

describe('analysing waiting feedback', () => {
  let testApp: TestApp
  beforeAll(async () => {
    // No workers: the calls below are the only analysis.
    testApp = await createTestApp({ workers: false })
  })
  const settings = { aiProvider: 'local' as const, aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined }
  // One thread each: tests stay light on a loaded 2-core machine.
  const local = createAnalysisWorkers({ threads: 1, ai: settings })
  const faulty = createAnalysisWorkers({ threads: 1, ai: settings, providerModule: FAULTS_MODULE, itemBudgetMs: 2000 })
  afterAll(async () => {
    await Promise.all([local.close(), faulty.close()])
    await testApp.close()
  })

  it("never matches one company's feedback to another company's feature", async () => {
    const db = testApp.database.db
    const a = (await registerAndLogin(testApp.app)).user.company_id
    const b = (await registerAndLogin(testApp.app)).user.company_id
    await addFeedback(db, a, PDF_REQUESTS.slice(0, 2))
    await analyseWaitingFeedback(db, a, local)
    await addFeedback(db, b, PDF_REQUESTS.slice(2))
    await analyseWaitingFeedback(db, b, local)

    const [ofA] = await featuresOf(db, a)
    const [ofB] = await featuresOf(db, b)
    expect(ofA?.evidence).toHaveLength(2)
    expect(ofB?.evidence).toEqual([PDF_REQUESTS[2]])
    expect(ofB?.id).not.toBe(ofA?.id)
  })

  it("makes a group of one of the company's product areas the area's theme, and adds later requests of the area to it", async () => {
    const db = testApp.database.db
    const companyId = (await registerAndLogin(testApp.app)).user.company_id
    const themesOf = () => db.select({ id: themes.id, name: themes.name, status: themes.status }).from(themes).where(eq(themes.companyId, companyId))
    const membersOf = (themeId: string) =>
      db.select({ confidence: features.themeConfidence }).from(features).where(and(eq(features.companyId, companyId), eq(features.themeId, themeId)))
    await addFeedback(db, companyId, ['Please build an iOS app.', 'We need an Android app for the field team.', 'Could you make a mobile app for iPhone?'])
    await analyseWaitingFeedback(db, companyId, local)
    // The starter set's areas are the themes a new company starts from: no one has to accept this one.
    const [mobile, ...others] = await themesOf()
    expect(mobile).toMatchObject({ name: 'Mobile app', status: 'active' })
    expect(others).toEqual([])
    const placed = await membersOf(mobile!.id)
    expect(placed).toHaveLength(3)
    for (const { confidence } of placed) expect(confidence).toBeGreaterThanOrEqual(CONFIDENT_PLACEMENT)
    // Other requests of the same area (the first pass's requests asked again would join their features instead).
    await addFeedback(db, companyId, [
      'Please add tablet support.',
      'Could you add offline mode on mobile?',
      'Push notifications on my phone when a report is ready.',
      'Home screen widgets for mobile, please.',
    ])
    await analyseWaitingFeedback(db, companyId, local)
    expect((await themesOf()).filter((theme) => theme.name === 'Mobile app')).toEqual([mobile])
    expect((await membersOf(mobile!.id)).length).toBeGreaterThan(3)
  })

  it('does not make an area\'s theme again once the team deleted or archived it', async () => {
    const db = testApp.database.db
    const account = await registerAndLogin(testApp.app)
    const companyId = account.user.company_id
    const caller = { companyId, userId: account.user.id }
    const mobileRequests = ['Please build an iOS app.', 'We need an Android app for the field team.', 'Could you make a mobile app for iPhone?']
    const areaThemes = (name: string) =>
      db.select({ id: themes.id }).from(themes).where(and(eq(themes.companyId, companyId), eq(themes.name, name), eq(themes.status, 'active')))
    await addFeedback(db, companyId, mobileRequests)
    await analyseWaitingFeedback(db, companyId, local)
    const [mobile] = await areaThemes('Mobile app')
    await createThemeService({ db }).remove(caller, mobile!.id, { ip: null, userAgent: null })
    const areas = await createProductAreaService({ db }).get(caller)
    expect(areas.customized).toBe(true)
    expect(areas.areas.map((area) => area.name)).not.toContain('Mobile app')

    await addFeedback(db, companyId, [
      'Please add export to PDF for dashboards.',
      'We need a CSV export of every table.',
      'Could you email us scheduled reports every Monday?',
    ])
    await analyseWaitingFeedback(db, companyId, local)
    const [reporting] = await areaThemes('Reporting & exports')
    expect(reporting).toBeDefined()
    await db.update(themes).set({ status: 'archived' }).where(eq(themes.id, reporting!.id))
    // Everything is analysed again, as after a model change: neither area comes back.
    await db.update(feedback).set({ analysedAt: null }).where(eq(feedback.companyId, companyId))
    await analyseWaitingFeedback(db, companyId, local)
    expect(await areaThemes('Mobile app')).toEqual([])
    expect(await areaThemes('Reporting & exports')).toEqual([])
  })

  it("analyses a message once, and a later pass keeps a person's unlink and theme decision", async () => {
    const db = testApp.database.db
    const companyId = (await registerAndLogin(testApp.app)).user.company_id
    await addFeedback(db, companyId, PDF_REQUESTS)
    expect(await analyseWaitingFeedback(db, companyId, local)).toMatchObject({ analysed: 3, mentionsAdded: 3, featuresCreated: 1 })
    expect(await analyseWaitingFeedback(db, companyId, local)).toMatchObject({ analysed: 0, mentionsAdded: 0 })

    const [feature] = await featuresOf(db, companyId)
    const [unlinked] = await db
      .select()
      .from(feedback)
      .where(and(eq(feedback.companyId, companyId), eq(feedback.text, PDF_REQUESTS[1]!)))
    await db
      .update(mentions)
      .set({ unlinkedAt: new Date(), linkedBy: 'person' })
      .where(and(eq(mentions.featureId, feature!.id), eq(mentions.feedbackId, unlinked!.id)))
    await db.update(features).set({ themePlacedBy: 'person' }).where(eq(features.id, feature!.id))
    // Everything is analysed again, as after a model change.
    await db.update(feedback).set({ analysedAt: null }).where(eq(feedback.companyId, companyId))
    await analyseWaitingFeedback(db, companyId, local)

    const [again] = await featuresOf(db, companyId)
    expect(again?.evidence.sort()).toEqual([PDF_REQUESTS[0], PDF_REQUESTS[2]].sort())
    expect(again?.themeId).toBeNull()
    const links = await db.select().from(mentions).where(eq(mentions.companyId, companyId))
    expect(links).toHaveLength(3)
  })

  it('keeps a person\'s unlink of the message that made the feature when everything is analysed again', async () => {
    const db = testApp.database.db
    const companyId = (await registerAndLogin(testApp.app)).user.company_id
    // The unlinked message comes first in the canonical order: it is the one that made the feature.
    const [maker, ...others] = [PDF_REQUESTS[1]!, PDF_REQUESTS[0]!, PDF_REQUESTS[2]!]
    const at = Date.now() - 60_000
    await db.insert(feedback).values([maker, ...others].map((text, index) => ({ companyId, source: 'manual' as const, text, postedAt: new Date(at + index) })))
    await analyseWaitingFeedback(db, companyId, local)
    const [feature] = await featuresOf(db, companyId)
    const [made] = await db
      .select({ id: mentions.id, similarity: mentions.similarity })
      .from(mentions)
      .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
      .where(and(eq(mentions.featureId, feature!.id), eq(feedback.text, maker)))
    expect(made?.similarity).toBeNull()
    // A person's unlink, as the link row records it (no other trace of it, as for links unlinked before corrections
    // were recorded).
    await db.update(mentions).set({ unlinkedAt: new Date(), linkedBy: 'person' }).where(eq(mentions.id, made!.id))
    // Everything is analysed again, as after a model change, twice.
    for (let pass = 0; pass < 2; pass++) {
      await db.update(feedback).set({ analysedAt: null }).where(eq(feedback.companyId, companyId))
      await analyseWaitingFeedback(db, companyId, local)
      const linkedTo = await db
        .select({ featureId: mentions.featureId, text: feedback.text })
        .from(mentions)
        .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
        .where(and(eq(mentions.companyId, companyId), isNull(mentions.unlinkedAt)))
      expect(linkedTo.filter((link) => link.featureId === feature!.id).map((link) => link.text).sort()).toEqual([...others].sort())
      // The feature is the one its other requests join, not one made again from the unlinked message.
      expect(linkedTo.filter((link) => link.text !== maker).every((link) => link.featureId === feature!.id)).toBe(true)
    }
  })

  it('never gives the feature a message made to that message once a person unlinked it, nor to the ones like it', async () => {
    const db = testApp.database.db
    const { user } = await registerAndLogin(testApp.app)
    const companyId = user.company_id
    const qbr = PDF_REQUESTS[2]!
    const qbrAgain = 'We really need dashboard export to PDF before our QBR next Friday.'
    // The QBR message comes first in the canonical order: it is the one that made the feature.
    const at = Date.now() - 60_000
    const store = (texts: string[], from: number) =>
      db.insert(feedback).values(texts.map((text, index) => ({ companyId, source: 'manual' as const, text, postedAt: new Date(at + from + index) })))
    await store([qbr, PDF_REQUESTS[0]!, PDF_REQUESTS[1]!], 0)
    await analyseWaitingFeedback(db, companyId, local)
    const [feature] = await featuresOf(db, companyId)
    expect(feature?.evidence).toHaveLength(3)
    const [made] = await db
      .select({ feedbackId: mentions.feedbackId, similarity: mentions.similarity })
      .from(mentions)
      .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
      .where(and(eq(mentions.featureId, feature!.id), eq(feedback.text, qbr)))
    expect(made?.similarity).toBeNull()
    await createFeatureService({ db }).unlink({ companyId, userId: user.id }, feature!.id, made!.feedbackId)

    // A message like the unlinked one arrives, and everything is analysed again, as after a model change.
    await store([qbrAgain], 10)
    await db.update(feedback).set({ analysedAt: null }).where(eq(feedback.companyId, companyId))
    await analyseWaitingFeedback(db, companyId, local)
    const after = await featuresOf(db, companyId)
    expect(after.find((row) => row.id === feature!.id)?.evidence.sort()).toEqual([PDF_REQUESTS[0], PDF_REQUESTS[1]].sort())
    // The unlinked message asks for a feature of its own, which the message like it joins.
    const own = after.find((row) => row.evidence.includes(qbr))
    expect(own?.id).not.toBe(feature!.id)
    expect(own?.evidence.sort()).toEqual([qbr, qbrAgain].sort())
  })

  it("follows the team's corrections in later passes, and no pass undoes them", async () => {
    const db = testApp.database.db
    const { user } = await registerAndLogin(testApp.app)
    const companyId = user.company_id
    const caller = { companyId, userId: user.id }
    const service = createFeatureService({ db })
    const beta = 'Could you add me to the beta list for the new reporting dashboard?'
    await addFeedback(db, companyId, [...PDF_REQUESTS, beta])
    await analyseWaitingFeedback(db, companyId, local)
    const idOf = async (text: string) =>
      (await db.select({ id: feedback.id }).from(feedback).where(and(eq(feedback.companyId, companyId), eq(feedback.text, text))))[0]!.id
    const first = await featuresOf(db, companyId)
    const pdf = first.find((feature) => feature.evidence.includes(PDF_REQUESTS[0]!))!
    const betaFeature = first.find((feature) => feature.evidence.includes(beta))!
    expect(pdf.evidence).toHaveLength(3)

    // The team: the beta message asks for no feature; the QBR message is not this feature; a name and a theme of theirs.
    await service.unlink(caller, betaFeature.id, await idOf(beta), { notRequest: true })
    await service.unlink(caller, pdf.id, await idOf(PDF_REQUESTS[2]!))
    const [reporting] = await db.insert(themes).values({ companyId, name: 'Reporting' }).returning({ id: themes.id })
    await service.update(caller, pdf.id, { title: 'Board-ready PDF exports', theme_id: reporting!.id })

    // Messages like those arrive, and everything is analysed again, as after a model change.
    const betaAgain = 'Could you add my colleague to the beta list for the new reporting dashboard?'
    const qbrAgain = 'We really need dashboard export to PDF before our QBR next Friday.'
    await addFeedback(db, companyId, [betaAgain, qbrAgain])
    await db.update(feedback).set({ analysedAt: null }).where(eq(feedback.companyId, companyId))
    await analyseWaitingFeedback(db, companyId, local)

    const labels = await db.select({ text: feedback.text, label: feedback.label }).from(feedback).where(eq(feedback.companyId, companyId))
    expect(labels.find((row) => row.text === betaAgain)?.label).not.toBe('feature_request')
    expect(labels.find((row) => row.text === beta)?.label).not.toBe('feature_request')
    const after = await featuresOf(db, companyId)
    expect(after.flatMap((feature) => feature.evidence)).not.toContain(betaAgain)
    expect(after.flatMap((feature) => feature.evidence)).not.toContain(beta)
    const pdfAfter = after.find((feature) => feature.id === pdf.id)!
    expect(pdfAfter.evidence.sort()).toEqual([PDF_REQUESTS[0], PDF_REQUESTS[1]].sort())
    expect(pdfAfter).toMatchObject({ title: 'Board-ready PDF exports', themeId: reporting!.id, themePlacedBy: 'person' })
    expect(after.find((feature) => feature.evidence.includes(qbrAgain))?.id).not.toBe(pdf.id)
  })

  it("places a new feature in a matching theme and shows it in the feature's history as the AI's doing", async () => {
    const db = testApp.database.db
    const companyId = (await registerAndLogin(testApp.app)).user.company_id
    const [theme] = await db
      .insert(themes)
      .values({ companyId, name: 'PDF export of dashboards', description: 'Export dashboards to PDF for board packs and slides.' })
      .returning({ id: themes.id })
    await addFeedback(db, companyId, PDF_REQUESTS)
    await analyseWaitingFeedback(db, companyId, local)

    const [feature] = await featuresOf(db, companyId)
    expect(feature?.themeId).toBe(theme!.id)
    const detail = await featureDetail(db, companyId, feature!.id)
    expect(detail.theme_confidence).toBeGreaterThanOrEqual(CONFIDENT_PLACEMENT)
    expect(detail.suggested_theme).toBeNull()
    expect(detail.history.map(({ kind, from, to, by }) => ({ kind, from, to, by }))).toEqual([
      { kind: 'theme', from: null, to: 'PDF export of dashboards', by: 'AI' },
    ])
  })

  it('only suggests a theme it is not confident about, with the confidence, and never proposes a dismissed one again', async () => {
    const db = testApp.database.db
    const { user } = await registerAndLogin(testApp.app)
    const companyId = user.company_id
    // Related to PDF exports of dashboards, not clearly their home (similarity between the suggestion floor and the
    // placement threshold of the local provider).
    const [related] = await db
      .insert(themes)
      .values({ companyId, name: 'Sharing', description: 'Share dashboards with people outside the company' })
      .returning({ id: themes.id })
    await addFeedback(db, companyId, [PDF_REQUESTS[0]!])
    await analyseWaitingFeedback(db, companyId, local)

    const [feature] = await featuresOf(db, companyId)
    expect(feature?.themeId).toBeNull()
    const suggested = await featureDetail(db, companyId, feature!.id)
    expect(suggested.suggested_theme).toEqual({ id: related!.id, name: 'Sharing', confidence: expect.any(Number) })
    expect(suggested.suggested_theme!.confidence).toBeGreaterThan(0)
    expect(suggested.suggested_theme!.confidence).toBeLessThan(CONFIDENT_PLACEMENT)
    expect(suggested.theme_confidence).toBeNull()

    await createFeatureService({ db }).dismissThemeSuggestion({ companyId, userId: user.id }, feature!.id)
    // A later pass, even with the theme now a confident fit, neither suggests nor places the feature there.
    await db.update(themes).set({ name: 'PDF export of dashboards', description: 'Export dashboards to PDF for board packs and slides.' }).where(eq(themes.id, related!.id))
    await db.update(feedback).set({ analysedAt: null }).where(eq(feedback.companyId, companyId))
    await analyseWaitingFeedback(db, companyId, local)
    const after = await featureDetail(db, companyId, feature!.id)
    expect({ theme: after.theme_id, suggested: after.suggested_theme }).toEqual({ theme: null, suggested: null })
  })

  it("names and places themes by the company's own product areas once the team edited them", async () => {
    const db = testApp.database.db
    const companyId = (await registerAndLogin(testApp.app)).user.company_id
    const examples = ['Export to PDF for dashboards', 'PDF reports for the board every quarter', 'Charts as slides for the board meeting']
    await createProductAreaService({ db }).update({ companyId }, { areas: [{ name: 'Board packs', examples }] })
    await addFeedback(db, companyId, [
      'Please add export to PDF for dashboards, our execs want it in the board pack.',
      'We need PDF reports we can hand to the board every quarter.',
      'Could we get our charts as slides for the board meeting?',
    ])
    await analyseWaitingFeedback(db, companyId, local)
    const made = await db.select({ id: themes.id, name: themes.name, status: themes.status }).from(themes).where(eq(themes.companyId, companyId))
    const boardPacks = made.find((theme) => theme.name === 'Board packs')
    expect(boardPacks).toMatchObject({ status: 'active' })
    const members = await db.select({ id: features.id }).from(features).where(eq(features.themeId, boardPacks!.id))
    expect(members.length).toBeGreaterThan(0)
  })

  it('keeps the feedback waiting when the AI endpoint is down, and stores nothing', async () => {
    const db = testApp.database.db
    const companyId = (await registerAndLogin(testApp.app)).user.company_id
    await addFeedback(db, companyId, [SSO_REQUEST])
    const down = createAnalysisWorkers({
      threads: 1,
      ai: { aiProvider: 'openai', aiBaseUrl: 'http://127.0.0.1:9/v1', aiApiKey: 'key', aiModel: 'model' },
      providerModule: FAULTS_MODULE,
    })
    try {
      await expect(analyseWaitingFeedback(db, companyId, down)).rejects.toThrow(
        /is unreachable .* the feedback stays queued/,
      )
    } finally {
      await down.close()
    }
    expect(await feedbackWaitingForAnalysis(db, companyId)).toBe(1)
    expect(await featuresOf(db, companyId)).toEqual([])
    // A provider's failure is not the item's: nothing is counted against it.
    const [item] = await db.select().from(feedback).where(eq(feedback.companyId, companyId))
    expect(item).toMatchObject({ analysisFailures: 0, analysisError: null, analysisSetAsideAt: null })
    // The next attempt, with the endpoint back (here: the local provider), takes it.
    await analyseWaitingFeedback(db, companyId, local)
    expect(await feedbackWaitingForAnalysis(db, companyId)).toBe(0)
  })

  it(`sets aside an item that fails ${MAX_ANALYSIS_FAILURES} times, and analyses the company's other feedback meanwhile`, async () => {
    const db = testApp.database.db
    const companyId = (await registerAndLogin(testApp.app)).user.company_id
    // The failing item is the oldest: every batch starts with it.
    await addFeedback(db, companyId, [`Please add a ${ALWAYS_FAILS} button.`])
    await addFeedback(db, companyId, [PDF_REQUESTS[0]!])

    const first = await analyseWaitingFeedback(db, companyId, faulty)
    expect(first).toMatchObject({ analysed: 1, failed: 1, setAside: 0, featuresCreated: 1 })
    expect(await feedbackWaitingForAnalysis(db, companyId)).toBe(1)
    for (let attempt = 2; attempt <= MAX_ANALYSIS_FAILURES; attempt++) {
      const setAside = attempt === MAX_ANALYSIS_FAILURES ? 1 : 0
      expect(await analyseWaitingFeedback(db, companyId, faulty)).toMatchObject({ analysed: 0, failed: 1, setAside })
    }
    expect(await feedbackWaitingForAnalysis(db, companyId)).toBe(0)
    const [setAside] = await listSetAsideFeedback(db, companyId)
    expect(setAside).toMatchObject({
      excerpt: `Please add a ${ALWAYS_FAILS} button.`,
      attempts: MAX_ANALYSIS_FAILURES,
      reason: `Its analysis failed ${MAX_ANALYSIS_FAILURES} times: The test provider always fails on this text.`,
    })

    // Later feedback is analysed as usual: nothing waits behind the set-aside item.
    await addFeedback(db, companyId, [PDF_REQUESTS[1]!])
    const later = await analyseWaitingFeedback(db, companyId, faulty)
    expect(later).toMatchObject({ analysed: 1, failed: 0, mentionsAdded: 1 })
    const [pdf] = await featuresOf(db, companyId)
    expect(pdf?.evidence.sort()).toEqual(PDF_REQUESTS.slice(0, 2).sort())
  }, 60_000)

  it('sets aside at once an item whose analysis runs past its time budget, and Retry sends it back to wait', async () => {
    const db = testApp.database.db
    const companyId = (await registerAndLogin(testApp.app)).user.company_id
    await addFeedback(db, companyId, [`Please add a ${NEVER_ENDS} export.`])
    await addFeedback(db, companyId, [SSO_REQUEST])

    const outcome = await analyseWaitingFeedback(db, companyId, faulty)
    expect(outcome).toMatchObject({ analysed: 1, failed: 1, setAside: 1, featuresCreated: 1 })
    expect(await feedbackWaitingForAnalysis(db, companyId)).toBe(0)
    const [setAside] = await listSetAsideFeedback(db, companyId)
    expect(setAside).toMatchObject({ attempts: 1, reason: 'Its analysis took longer than 2 seconds.' })
    // The thread it ran on was stopped and replaced: the pool goes on.
    await addFeedback(db, companyId, [BUG])
    expect(await analyseWaitingFeedback(db, companyId, faulty)).toMatchObject({ analysed: 1, failed: 0 })

    // Retry: it waits again with its failures forgotten, and (here with the fault gone) is analysed.
    expect(await retryAnalysis(db, companyId, setAside!.id)).toBe(true)
    expect(await retryAnalysis(db, companyId, setAside!.id)).toBe(false)
    expect(await listSetAsideFeedback(db, companyId)).toEqual([])
    expect(await feedbackWaitingForAnalysis(db, companyId)).toBe(1)
    expect(await analyseWaitingFeedback(db, companyId, local)).toMatchObject({ analysed: 1, failed: 0 })
    const [item] = await db.select().from(feedback).where(eq(feedback.id, setAside!.id))
    expect(item).toMatchObject({ analysisFailures: 0, analysisError: null, analysisSetAsideAt: null })
    expect(item?.label).toBe('feature_request')
  }, 60_000)

  it("never retries another company's set-aside item", async () => {
    const db = testApp.database.db
    const owner = (await registerAndLogin(testApp.app)).user.company_id
    const other = (await registerAndLogin(testApp.app)).user.company_id
    await addFeedback(db, owner, [`Please add a ${NEVER_ENDS} report.`])
    await analyseWaitingFeedback(db, owner, faulty)
    const [setAside] = await listSetAsideFeedback(db, owner)
    expect(await retryAnalysis(db, other, setAside!.id)).toBe(false)
    expect(await listSetAsideFeedback(db, other)).toEqual([])
    expect(await listSetAsideFeedback(db, owner)).toHaveLength(1)
  }, 60_000)

  it('groups the same messages the same way whatever order they arrived in and however they were batched', async () => {
    const db = testApp.database.db
    // Many requests asked again in other words, some posted in the same second; more than two batches.
    const messages = generateMessages(2 * ANALYSIS_BATCH + 70, 11).map((message, index) => ({
      text: message.text,
      postedAt: new Date(Date.parse(message.createdAt ?? '') - (Date.parse(message.createdAt ?? '') % 60_000)),
      ts: String(index).padStart(6, '0'),
    }))
    const store = (companyId: string, some: typeof messages) =>
      db.insert(feedback).values(some.map((message) => ({ companyId, source: 'manual' as const, channelId: 'C1', ...message })))
    /** Each feature's title with the ts of its linked messages. */
    const grouping = async (companyId: string) =>
      (await featuresOfByTs(db, companyId)).map((feature) => `${feature.title}: ${feature.ts.sort().join(' ')}`).sort()
    const analyseAll = async (companyId: string) => {
      while ((await analyseWaitingFeedback(db, companyId, local)).more);
    }

    // The reference: every message there from the start, analysed batch after batch.
    const reference = (await registerAndLogin(testApp.app)).user.company_id
    await store(reference, messages)
    await analyseAll(reference)
    const expected = await grouping(reference)
    expect(expected.length).toBeGreaterThan(10)

    // Messages arriving in chunks out of their order (later messages first, as a backfill of several channels
    // stores them), one batch analysed between arrivals, an earlier message arriving after later ones were analysed.
    const shuffled = (await registerAndLogin(testApp.app)).user.company_id
    const order = messages.map((_, index) => index).sort((a, b) => ((a * 7919) % 113) - ((b * 7919) % 113) || b - a)
    for (let start = 0; start < order.length; start += 90) {
      await store(shuffled, order.slice(start, start + 90).map((index) => messages[index]!))
      await analyseWaitingFeedback(db, shuffled, local)
    }
    await analyseAll(shuffled)
    expect(await grouping(shuffled)).toEqual(expected)

    // Messages arriving one small chunk at a time in their order (live feedback): each arrival analysed at once.
    const live = (await registerAndLogin(testApp.app)).user.company_id
    const inOrder = [...messages].sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime() || a.ts.localeCompare(b.ts))
    for (let start = 0; start < inOrder.length; start += 37) {
      await store(live, inOrder.slice(start, start + 37))
      await analyseAll(live)
    }
    // The last batch was analysed a piece at a time (at once, for a quick answer): once no feedback came for
    // CONSOLIDATE_AFTER_MS it is analysed again as a whole.
    expect(await analyseWaitingFeedback(db, live, local)).toMatchObject({ analysed: 0, reanalysed: 0 })
    const later = new Date(Date.now() + CONSOLIDATE_AFTER_MS)
    expect(await analyseWaitingFeedback(db, live, local, { now: later })).toMatchObject({ analysed: 0, reanalysed: messages.length % ANALYSIS_BATCH })
    expect(await analyseWaitingFeedback(db, live, local, { now: later })).toMatchObject({ analysed: 0, reanalysed: 0 })
    expect(await grouping(live)).toEqual(expected)
    // Features made in an earlier pass and left without mentions are gone.
    const empty = await db
      .select({ id: features.id })
      .from(features)
      .where(and(eq(features.companyId, live), sql`not exists (select 1 from ${mentions} where ${mentions.featureId} = ${features.id})`))
    expect(empty).toEqual([])
  }, 120_000)
})
