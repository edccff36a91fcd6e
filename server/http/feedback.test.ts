import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SetAsideFeedbackList } from '../../api'
import { feedback } from '../db/schema'
import { registerAndLogin } from '../testing/accounts'
import { FAULTS_MODULE, NEVER_ENDS } from '../testing/ai-faults'
import { waitUntilAnalysed } from '../testing/analysis'
import { createTestApp, type TestApp } from '../testing/test-app'

describe('feedback the analysis set aside', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({}, { analysis: { providerModule: FAULTS_MODULE, itemBudgetMs: 2000 } })
  })
  afterAll(() => testApp.close())

  const setAside = async (headers: { authorization: string }) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/feedback/set-aside', headers })
    expect(response.statusCode).toBe(200)
    return response.json<SetAsideFeedbackList>().items
  }

  it('the job sets aside an item over its time budget, analyses the rest, and Retry sends it back to the job', async () => {
    const admin = await registerAndLogin(testApp.app)
    const companyId = admin.user.company_id
    const db = testApp.database.db
    const postedAt = new Date(Date.now() - 60_000)
    const [slow] = await db
      .insert(feedback)
      .values({ companyId, source: 'manual', text: `Please add a ${NEVER_ENDS} report.`, postedAt })
      .returning({ id: feedback.id })
    await db.insert(feedback).values({ companyId, source: 'manual', text: 'Please add export to PDF for dashboards.', postedAt })

    await waitUntilAnalysed(db, companyId)
    const [item] = await setAside(admin.headers)
    expect(item).toMatchObject({
      id: slow!.id,
      source: 'manual',
      excerpt: `Please add a ${NEVER_ENDS} report.`,
      reason: 'Its analysis took longer than 2 seconds.',
      attempts: 1,
    })
    const features = await testApp.app.inject({ method: 'GET', url: '/api/v1/features', headers: admin.headers })
    expect(features.json<{ items: { title: string }[] }>().items).toHaveLength(1)

    const retryUrl = `/api/v1/feedback/${slow!.id}/retry-analysis`
    const other = await registerAndLogin(testApp.app)
    const foreign = await testApp.app.inject({ method: 'POST', url: retryUrl, headers: other.headers })
    expect(foreign.statusCode).toBe(404)
    expect(await setAside(other.headers)).toEqual([])

    const retry = await testApp.app.inject({ method: 'POST', url: retryUrl, headers: admin.headers })
    expect(retry.statusCode).toBe(204)
    expect(await setAside(admin.headers)).toEqual([])
    // The job takes it again (the fault is still there here, so it is set aside again).
    await expect.poll(() => setAside(admin.headers), { timeout: 30_000, interval: 500 }).toHaveLength(1)
  }, 90_000)
})
