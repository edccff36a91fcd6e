import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NotificationList } from '../../../api/schemas/comments'
import { featureComments, features, feedback, mentions } from '../../db/schema'
import { inviteAndRegister, registerCompanyOfTwo, type TestAccount } from '../../testing/accounts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { notifyRising } from './rising-notices'

const DAY_MS = 86_400_000
let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp?.close())

/** Mentions of the feature posted `daysAgo` days before `now`, already analysed. */
async function mentionsOf(companyId: string, featureId: string, now: Date, days: number[]) {
  const { db } = testApp.database
  const rows = await db
    .insert(feedback)
    .values(days.map((daysAgo, index) => ({
      companyId,
      source: 'slack' as const,
      text: `Please add CSV export (${index}).`,
      postedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      analysedAt: new Date(),
    })))
    .returning({ id: feedback.id })
  await db.insert(mentions).values(
    rows.map(({ id }) => ({ companyId, featureId, feedbackId: id, quote: 'a quote', confidence: 0.9, linkedBy: 'ai' as const })),
  )
}

const notificationsOf = async (account: TestAccount) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: account.headers })).json<NotificationList>()
    .items

describe('rising notifications', () => {
  it("tell a rising feature's assignee and commenters in the app, once per rise, and nobody else", async () => {
    const [ada, bob] = await registerCompanyOfTwo(testApp.app)
    const cleo = await inviteAndRegister(testApp.app, ada, { email: `cleo@${ada.user.email.split('@')[1]}`, first_name: 'Cleo' })
    const companyId = ada.user.company_id
    const { db } = testApp.database
    const [csv, quiet] = await db
      .insert(features)
      .values([
        { companyId, title: 'CSV export', source: 'ai', assigneeId: bob.user.id },
        { companyId, title: 'Dark mode', source: 'ai', assigneeId: cleo.user.id },
      ])
      .returning({ id: features.id })
    await db.insert(featureComments).values({ companyId, featureId: csv!.id, authorId: ada.user.id, body: 'Asked again.' })
    const now = new Date()
    // Once 30 days ago, 4 times this week: rising. Dark mode's 2 mentions are too few to tell anything.
    await mentionsOf(companyId, csv!.id, now, [30, 0.5, 1, 2, 3])
    await mentionsOf(companyId, quiet!.id, now, [0.5, 1])

    expect(await notifyRising(testApp.database.db, now)).toBe(2)
    for (const follower of [ada, bob]) {
      expect(await notificationsOf(follower)).toEqual([
        expect.objectContaining({
          kind: 'rising',
          feature: { id: csv!.id, title: 'CSV export' },
          actor: null,
          message: expect.stringMatching(/^CSV export is rising: 4 mentions this week, against about 0\.\d a week before \(p = 0\.\d{3}\)\.$/),
          read: false,
        }),
      ])
    }
    expect(await notificationsOf(cleo)).toEqual([])

    // The rise lasts: not told again the next hour nor days later, even with more mentions.
    expect(await notifyRising(testApp.database.db, new Date(now.getTime() + 3_600_000))).toBe(0)
    await mentionsOf(companyId, csv!.id, now, [0.2, 0.3])
    expect(await notifyRising(testApp.database.db, new Date(now.getTime() + 3 * DAY_MS))).toBe(0)
    expect(await notificationsOf(bob)).toHaveLength(1)
  })
})
