import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { companies, feedback, features, mentions, themes } from '../../db/schema'
import type { Mailer } from '../../integrations/email/mailer'
import { putPreferences, registerAndLogin, registerCompanyOfTwo } from '../../testing/accounts'
import { notAccountMail, recordingMailer } from '../../testing/recording-mailer'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { DIGEST_DUE_JOB } from './jobs'
import { sendDueDigests, WEEK_MS } from './weekly-digest'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the server's own mailer was given: the scheduled job's emails. */
const server = recordingMailer()
let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp({}, { mailer: server.mailer })
})
afterAll(async () => {
  await testApp?.close()
})

const digests = (mailer: Mailer, now: Date) =>
  sendDueDigests({ db: testApp.database.db, mailer, publicUrl: 'http://headway.test' }, now)

/** Feedback already analysed (so the pipeline leaves it alone), posted `daysAgo` days before `now`. */
async function postFeedback(companyId: string, now: Date, rows: Array<{ source: 'slack' | 'email'; daysAgo: number }>) {
  return testApp.database.db
    .insert(feedback)
    .values(
      rows.map(({ source, daysAgo }, index) => ({
        companyId,
        source,
        text: `Message ${index}`,
        postedAt: new Date(now.getTime() - daysAgo * DAY_MS),
        analysedAt: new Date(),
      })),
    )
    .returning({ id: feedback.id })
}

async function link(companyId: string, featureId: string, feedbackIds: string[]) {
  await testApp.database.db.insert(mentions).values(
    feedbackIds.map((feedbackId) => ({ companyId, featureId, feedbackId, quote: 'a quote', confidence: 0.9, linkedBy: 'ai' as const })),
  )
}

describe('weekly summary emails', () => {
  it("tell every member of a company, once a week, what its customers asked for and what needs an owner", async () => {
    const [ada, bob] = await registerCompanyOfTwo(testApp.app)
    const companyId = ada.user.company_id
    const firstWeek = new Date(Date.now() + 8 * DAY_MS)
    const { db } = testApp.database
    const [pdf, csv] = await db
      .insert(features)
      .values([
        { companyId, title: 'Scheduled PDF reports', source: 'ai', priority: 'high', score: 80, totalMentions: 3 },
        { companyId, title: 'CSV export', source: 'ai', priority: 'medium', score: 40, totalMentions: 2, assigneeId: bob.user.id },
      ])
      .returning({ id: features.id })
    const [pdfExports] = await db
      .insert(features)
      .values({ companyId, title: 'PDF exports', source: 'ai', priority: 'low', mergedIntoId: pdf!.id })
      .returning({ id: features.id })
    const [fromSlack1, fromSlack2, fromSlack3, byEmail, lastMonth] = await postFeedback(companyId, firstWeek, [
      { source: 'slack', daysAgo: 1 },
      { source: 'slack', daysAgo: 2 },
      { source: 'slack', daysAgo: 6 },
      { source: 'email', daysAgo: 3 },
      { source: 'slack', daysAgo: 30 },
    ])
    await link(companyId, pdf!.id, [fromSlack1!.id, fromSlack2!.id])
    // Merged away: its mention counts for the feature it went into.
    await link(companyId, pdfExports!.id, [fromSlack3!.id])
    await link(companyId, csv!.id, [byEmail!.id, lastMonth!.id])

    // A company with notifications off, and one with a quiet week: no email for either.
    const muted = await registerAndLogin(testApp.app)
    await putPreferences(testApp.app, muted, { email_notifications: false })
    await postFeedback(muted.user.company_id, firstWeek, [{ source: 'slack', daysAgo: 1 }])
    const quiet = await registerAndLogin(testApp.app)

    const { mailer, mails } = recordingMailer()
    // Not a week old yet: nothing is due.
    expect(await digests(mailer, new Date(Date.now() + 6 * DAY_MS))).toBe(0)

    expect(await digests(mailer, firstWeek)).toBe(2)
    expect(mails.map((mail) => mail.to).sort()).toEqual([ada.user.email, bob.user.email].sort())
    const [toAda] = mails.filter((mail) => mail.to === ada.user.email)
    expect(toAda?.subject).toBe(`${ada.user.company_name} this week: 4 new pieces of feedback, 0 new features`)
    expect(toAda?.text).toContain('Hello Ada,')
    expect(toAda?.text).toContain('- 4 new pieces of feedback (3 from Slack, 1 by email)')
    expect(toAda?.text).toContain('- 1 open high-priority feature')
    expect(toAda?.text).toContain(
      [
        'Most asked for this week:',
        '1. Scheduled PDF reports: 3 new mentions, 3 in all, high priority',
        `   http://headway.test/app/features/${pdf!.id}`,
        '2. CSV export: 1 new mention, 2 in all, medium priority',
        `   http://headway.test/app/features/${csv!.id}`,
      ].join('\n'),
    )
    expect(toAda?.text).toContain(
      ['High priority, and nobody is assigned:', '- Scheduled PDF reports', `  http://headway.test/app/features/${pdf!.id}`].join('\n'),
    )
    expect(toAda?.text).toContain('http://headway.test/app/settings/workspace')
    expect(mails.some((mail) => [muted.user.email, quiet.user.email].includes(mail.to))).toBe(false)

    // Once a week: not again the same week, and the next one tells only that week.
    expect(await digests(mailer, new Date(firstWeek.getTime() + 6 * DAY_MS))).toBe(0)
    const secondWeek = new Date(firstWeek.getTime() + WEEK_MS)
    await postFeedback(companyId, secondWeek, [{ source: 'email', daysAgo: 2 }])
    mails.length = 0
    expect(await digests(mailer, secondWeek)).toBe(2)
    expect(mails[0]?.text).toContain('- 1 new piece of feedback (1 by email)')
    expect(mails[0]?.text).not.toContain('Most asked for this week:')
  })

  it('list what is rising this week, features and themes, with the sentence of the test', async () => {
    const [ada] = await registerCompanyOfTwo(testApp.app)
    const companyId = ada.user.company_id
    const now = new Date(Date.now() + 8 * DAY_MS)
    const { db } = testApp.database
    const [theme] = await db.insert(themes).values({ companyId, name: 'Reporting', status: 'active' }).returning({ id: themes.id })
    const [csv] = await db
      .insert(features)
      .values({ companyId, title: 'CSV export', source: 'ai', themeId: theme!.id })
      .returning({ id: features.id })
    const posted = await postFeedback(companyId, now, [30, 0.5, 1, 2, 3].map((daysAgo) => ({ source: 'slack' as const, daysAgo })))
    await link(companyId, csv!.id, posted.map((row) => row.id))
    const { mailer, mails } = recordingMailer()
    await digests(mailer, now)
    const sentence = '4 mentions this week, against about 0.5 a week before (p = 0.005).'
    expect(mails[0]?.text).toContain(
      [
        'Rising this week (more mentions than their own history leads to expect):',
        `- Theme Reporting: ${sentence}`,
        `- CSV export: ${sentence}`,
        `  http://headway.test/app/features/${csv!.id}`,
      ].join('\n'),
    )
  })

  it('still reach the other members when one address is refused, and say how many failed', async () => {
    const [ada, bob] = await registerCompanyOfTwo(testApp.app)
    const now = new Date(Date.now() + 8 * DAY_MS)
    await postFeedback(ada.user.company_id, now, [{ source: 'slack', daysAgo: 1 }])
    const { mailer, mails } = recordingMailer([ada.user.email])
    await expect(digests(mailer, now)).rejects.toThrow('1 weekly summary email could not be sent')
    expect(mails.map((mail) => mail.to)).toContain(bob.user.email)
    // The week's summary is done: the refused one is not sent twice to the others.
    expect(await digests(recordingMailer().mailer, now)).toBe(0)
  })

  it("go out from the server's hourly job, through its mailer, with links to its public address", async () => {
    const [ada] = await registerCompanyOfTwo(testApp.app)
    const { db } = testApp.database
    await db.update(companies).set({ createdAt: new Date(Date.now() - 8 * DAY_MS) }).where(eq(companies.id, ada.user.company_id))
    await postFeedback(ada.user.company_id, new Date(), [{ source: 'email', daysAgo: 1 }])
    await testApp.app.jobs.send(DIGEST_DUE_JOB, {})
    const digestTo = (email: string) => server.mails.find((mail) => mail.to === email && notAccountMail(mail))
    await vi.waitFor(() => expect(digestTo(ada.user.email)).toBeDefined(), { timeout: 10_000, interval: 100 })
    expect(digestTo(ada.user.email)?.text).toContain(`${testApp.config.publicUrl}/app/features`)
  })
})
