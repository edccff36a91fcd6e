import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Dashboard } from '../../../api/schemas/dashboard'
import { queryRows } from '../../db/client'
import { features, feedback, mentions } from '../../db/schema'
import { registerAndLogin } from '../../testing/accounts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { busyCompaniesQuery } from './rising-notices'
import { createRisingCache, type Rising } from './rising'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp?.close())

describe('the rising cache', () => {
  it('computes once per company, backlog version and hour, and again when any of them moves', async () => {
    let version: number | null = 1
    const computed: string[] = []
    const cache = createRisingCache({ of: () => version }, async (_db, companyId, now) => {
      computed.push(`${companyId} ${now.toISOString()}`)
      return { features: [], themes: [] } satisfies Rising
    })
    const { db } = testApp.database
    const now = new Date('2026-03-02T10:05:00Z')
    await cache(db, 'a', now)
    await cache(db, 'a', new Date(now.getTime() + 50 * 60_000))
    await cache(db, 'b', now)
    expect(computed).toEqual(['a 2026-03-02T10:05:00.000Z', 'b 2026-03-02T10:05:00.000Z'])

    await cache(db, 'a', new Date(now.getTime() + HOUR_MS))
    version = 2
    await cache(db, 'a', new Date(now.getTime() + HOUR_MS))
    version = null
    await cache(db, 'a', new Date(now.getTime() + HOUR_MS))
    await cache(db, 'a', new Date(now.getTime() + HOUR_MS))
    expect(computed.slice(2)).toEqual(Array(4).fill('a 2026-03-02T11:05:00.000Z'))
  })

  it('keeps no failed computation', async () => {
    let calls = 0
    const cache = createRisingCache({ of: () => 1 }, async () => {
      calls += 1
      if (calls === 1) throw new Error('connection lost')
      return { features: [], themes: [] }
    })
    const now = new Date()
    await expect(cache(testApp.database.db, 'a', now)).rejects.toThrow('connection lost')
    await expect(cache(testApp.database.db, 'a', now)).resolves.toEqual({ features: [], themes: [] })
  })

  it("shows on the dashboard each change to the backlog, though kept between changes", async () => {
    const account = await registerAndLogin(testApp.app)
    const companyId = account.user.company_id
    const { db } = testApp.database
    const [feature] = await db
      .insert(features)
      .values({ companyId, title: 'CSV export', source: 'ai' })
      .returning({ id: features.id })
    const now = Date.now()
    const posted = await db
      .insert(feedback)
      .values([30, 0.5, 1, 2, 3].map((daysAgo, index) => ({
        companyId,
        source: 'slack' as const,
        text: `Please add CSV export (${index}).`,
        postedAt: new Date(now - daysAgo * DAY_MS),
        analysedAt: new Date(),
      })))
      .returning({ id: feedback.id })
    await db.insert(mentions).values(posted.map(({ id }) => ({
      companyId, featureId: feature!.id, feedbackId: id, quote: 'a quote', confidence: 0.9, linkedBy: 'ai' as const,
    })))
    const risingTitles = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: account.headers })
      expect(response.statusCode).toBe(200)
      return response.json<Dashboard>().rising.features.map((rising) => rising.title)
    }
    await vi.waitFor(async () => expect(await risingTitles()).toEqual(['CSV export']))

    // Kept for the hour while the backlog stands still, what is rising follows each change to it (here, from
    // another process): a renamed feature, then mentions unlinked.
    await db.update(features).set({ title: 'CSV export, again' }).where(eq(features.id, feature!.id))
    await vi.waitFor(async () => expect(await risingTitles()).toEqual(['CSV export, again']))
    await db.update(mentions).set({ unlinkedAt: new Date() }).where(eq(mentions.featureId, feature!.id))
    await vi.waitFor(async () => expect(await risingTitles()).toEqual([]))
  })
})

describe('the hourly look for rising features', () => {
  it('reads the week of feedback and its mentions through indexes', async () => {
    const plan = await testApp.database.db.transaction(async (tx) => {
      // The test database is tiny, where a sequential scan is always cheapest: this asks what the plan would be when
      // the tables are large, as the planner does when a sequential scan costs far more than reading an index.
      await tx.execute(sql`set local enable_seqscan = off`)
      const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${busyCompaniesQuery(new Date())}`)
      return rows.map((row) => row['QUERY PLAN']).join('\n')
    })
    expect(plan).toMatch(/Index (Only )?Scan using feedback_company_posted_at_idx on feedback/)
    expect(plan).toMatch(/(Index|Bitmap Index) Scan (using|on) mentions_feedback_idx/)
    expect(plan).not.toMatch(/Seq Scan on (feedback|mentions)/)
  })
})
