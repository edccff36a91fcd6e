import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FeatureSummary } from '../../../api'
import type { NotificationList } from '../../../api/schemas/comments'
import { putPreferences, registerCompanyOfTwo, type TestAccount } from '../../testing/accounts'
import { notAccountMail, recordingMailer } from '../../testing/recording-mailer'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { sendAlertEmails } from './alerts'
import { ALERT_EMAILS_JOB } from './jobs'

/** The server's mailer: what it was given to send. */
const { mailer, mails } = recordingMailer()
let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp({}, { mailer })
})
afterAll(async () => {
  await testApp?.close()
})

/** Ada creates a feature, assigns it to Bob and comments on it: two notifications for Bob. */
async function assignAndComment(ada: TestAccount, bob: TestAccount, title: string): Promise<FeatureSummary> {
  const created = await testApp.app.inject({ method: 'POST', url: '/api/v1/features', headers: ada.headers, payload: { title } })
  const feature = created.json<FeatureSummary>()
  const assigned = await testApp.app.inject({
    method: 'PUT',
    url: `/api/v1/features/${feature.id}`,
    headers: ada.headers,
    payload: { assignee_id: bob.user.id },
  })
  expect(assigned.statusCode).toBe(200)
  const commented = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/features/${feature.id}/comments`,
    headers: ada.headers,
    payload: { body: 'Customers keep asking.' },
  })
  expect(commented.statusCode).toBe(201)
  return feature
}

const emailPass = () => sendAlertEmails({ db: testApp.database.db, mailer, publicUrl: testApp.config.publicUrl })

describe('email alerts', () => {
  it('email a member their new notifications once, in one email, with links to the features', async () => {
    const [ada, bob] = await registerCompanyOfTwo(testApp.app)
    const feature = await assignAndComment(ada, bob, 'Scheduled PDF reports')
    await testApp.app.jobs.send(ALERT_EMAILS_JOB, {})
    await vi.waitFor(() => expect(mails.filter(notAccountMail).map((mail) => mail.to)).toContain(bob.user.email), { timeout: 10_000, interval: 100 })
    const toBob = mails.filter((mail) => mail.to === bob.user.email && notAccountMail(mail))
    expect(toBob).toHaveLength(1)
    expect(toBob[0]?.subject).toBe('2 new notifications in Headway')
    expect(toBob[0]?.text).toContain(
      [
        '- Ada Lovelace assigned you to Scheduled PDF reports',
        `  http://headway.test/app/features/${feature.id}`,
        '- Ada Lovelace commented on Scheduled PDF reports',
        `  http://headway.test/app/features/${feature.id}`,
      ].join('\n'),
    )
    // Nobody is told of their own actions, and nothing is emailed twice.
    expect(mails.some((mail) => mail.to === ada.user.email && notAccountMail(mail))).toBe(false)
    expect(await emailPass()).toBe(0)
  })

  it('skip what was read first, and everything of a company with email notifications off', async () => {
    const [ada, bob] = await registerCompanyOfTwo(testApp.app)
    await assignAndComment(ada, bob, 'CSV export')
    const list = await testApp.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bob.headers })
    // Newest first: the comment's; the assignment stays unread.
    const [newest] = list.json<NotificationList>().items
    await testApp.app.inject({ method: 'POST', url: `/api/v1/notifications/${newest!.id}/read`, headers: bob.headers })

    const [carol, dave] = await registerCompanyOfTwo(testApp.app)
    await putPreferences(testApp.app, carol, { email_notifications: false })
    await assignAndComment(carol, dave, 'SAML single sign-on')

    mails.length = 0
    expect(await emailPass()).toBe(1)
    const alerts = mails.filter(notAccountMail)
    expect(alerts.map((mail) => [mail.to, mail.subject])).toEqual([[bob.user.email, 'Ada Lovelace assigned you to CSV export']])
    // Turned on again later, it does not send what waited while it was off.
    await putPreferences(testApp.app, carol, { email_notifications: true })
    expect(await emailPass()).toBe(0)
  })
})
