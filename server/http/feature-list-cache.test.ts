import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FeatureDetail, FeatureList } from '../../api/schemas/features'
import { features, feedback, mentions, users } from '../db/schema'
import { registerAndLogin, type TestAccount } from '../testing/accounts'
import { createTestApp, type TestApp } from '../testing/test-app'

/*
 * The feature list is answered from a cache until the company's backlog changes. These changes do not go through the
 * API: they are what the analysis pipeline, a Slack sync or another server process writes straight to the database.
 * Each one must show in the next lists (PostgreSQL's notice comes a moment after the commit, hence waitFor).
 */

let testApp: TestApp
let account: TestAccount

beforeAll(async () => {
  testApp = await createTestApp()
  account = await registerAndLogin(testApp.app)
})
afterAll(() => testApp.close())

async function list(who: TestAccount, query = ''): Promise<FeatureList> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/features${query}`, headers: who.headers })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
  return response.json<FeatureList>()
}

async function createFeature(who: TestAccount, title: string): Promise<FeatureDetail> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/features',
    headers: who.headers,
    payload: { title, description: `${title}, as customers asked.` },
  })
  expect(response.statusCode).toBe(201)
  return response.json<FeatureDetail>()
}

const titles = (page: FeatureList) => page.items.map((item) => item.title)

describe('the cached feature list', () => {
  it('shows a feature changed in the database by the pipeline or another process', async () => {
    const feature = await createFeature(account, 'Export to PDF')
    expect(titles(await list(account))).toContain('Export to PDF')
    expect(titles(await list(account))).toContain('Export to PDF')

    await testApp.database.db.update(features).set({ title: 'Export to PDF and CSV' }).where(eq(features.id, feature.id))

    await vi.waitFor(async () => expect(titles(await list(account))).toContain('Export to PDF and CSV'))
    expect(titles(await list(account))).not.toContain('Export to PDF')
  })

  it('shows a new mention in the lists filtered by its source', async () => {
    const feature = await createFeature(account, 'Dark mode')
    expect(titles(await list(account, '?source=email'))).not.toContain('Dark mode')

    const [message] = await testApp.database.db
      .insert(feedback)
      .values({
        companyId: account.user.company_id,
        source: 'email',
        text: 'Could you add a dark mode?',
        authorName: 'Marta Silva',
        authorId: 'marta@northwind.test',
        postedAt: new Date(),
        analysedAt: new Date(),
        label: 'feature_request',
      })
      .returning({ id: feedback.id })
    await testApp.database.db.insert(mentions).values({
      companyId: account.user.company_id,
      featureId: feature.id,
      feedbackId: message!.id,
      quote: 'Could you add a dark mode?',
      confidence: 0.9,
      linkedBy: 'ai',
    })

    await vi.waitFor(async () => expect(titles(await list(account, '?source=email'))).toContain('Dark mode'))
  })

  it("shows an assignee's new name", async () => {
    const feature = await createFeature(account, 'Single sign-on')
    const assigned = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/features/${feature.id}`,
      headers: account.headers,
      payload: { assignee_id: account.user.id },
    })
    expect(assigned.statusCode).toBe(200)
    const assignee = async () => (await list(account)).items.find((item) => item.id === feature.id)?.assignee
    expect(await assignee()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' })

    await testApp.database.db.update(users).set({ lastName: 'King' }).where(eq(users.id, account.user.id))

    await vi.waitFor(async () => expect(await assignee()).toMatchObject({ first_name: 'Ada', last_name: 'King' }))
  })

  it("answers each company its own list for the same URL, and one company's change leaves the other's list as it was", async () => {
    const other = await registerAndLogin(testApp.app)
    await createFeature(other, 'Audit log')
    const ours = titles(await list(account))
    expect(titles(await list(other))).toEqual(['Audit log'])
    expect(ours).not.toContain('Audit log')

    await createFeature(other, 'Webhooks')

    expect(titles(await list(account))).toEqual(ours)
    expect(titles(await list(other)).sort()).toEqual(['Audit log', 'Webhooks'])
  })
})
