import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GmailMailbox } from '../../../api/schemas/gmail'
import { queryRows } from '../../db/client'
import { companyPreferences, features, feedback, gmailMailboxes, mentions } from '../../db/schema'
import { waitUntilAnalysed } from '../../testing/analysis'
import { waitForJobToEnd } from '../../testing/jobs'
import { registerAndLogin, type TestAccount } from '../../testing/accounts'
import { type FakeEmail, type FakeGoogle, startFakeGoogle } from '../../testing/fake-google'
import {
  connectMailbox,
  customerEmail,
  fixtureLabels,
  GOOGLE_CLIENT,
  googleSettings,
  mailboxSynced,
  syncMailboxNow,
  waitForMailbox,
} from '../../testing/gmail-fixtures'
import { createTestApp, type TestApp } from '../../testing/test-app'

const FEEDBACK = 'feedback@acme.com'
const PAGED = 'paged@acme.com'
const LATER = 'later@acme.com'
const REVOKED = 'revoked@acme.com'
const LIMITED = 'limited@acme.com'
const IDEAS = 'ideas@acme.com'
const LABELLED = 'labelled@acme.com'
const NEWS = 'news@acme.com'
const EXPIRED = 'expired@acme.com'
const DAY_HOURS = 24

const feedbackEmails: FakeEmail[] = [
  customerEmail('m-plain', 2, 'Could you add a dark mode to the dashboard?'),
  customerEmail('m-two-labels', 3, 'Same for us.', {
    labelIds: ['INBOX', 'Label_1', 'Label_2'],
    from: 'Omar Little <omar@initech.co.uk>',
    subject: 'Re: Fwd: CSV export',
    body: {
      plain: 'We need CSV export for invoices.\n\nOn Mon, 3 Jun 2024 at 10:02, Jane <jane@acme.com> wrote:\n> Anything else?',
      html: '<div>We need CSV export for invoices.</div><div class="gmail_quote">On Mon, 3 Jun 2024 at 10:02, Jane wrote:<blockquote>Anything else?</blockquote></div>',
    },
  }),
  customerEmail('m-html', 4, '', {
    labelIds: ['Label_2'],
    from: 'pat@gmail.com',
    subject: '=?UTF-8?B?UGxlYXNlIGFkZCBTU08g4pyT?=',
    body: { html: '<html><head><style>p{color:red}</style></head><body><p>Okta&nbsp;SSO &amp; SCIM, please.<br>Thanks!</p></body></html>' },
  }),
  customerEmail('m-latin1', 5, 'Le café export ne marche pas.', {
    from: '=?ISO-8859-1?Q?Ren=E9e_Dupont?= <renee@initech.fr>',
    body: { plain: 'Le café export ne marche pas.', charset: 'iso-8859-1' },
  }),
  customerEmail('m-attachment', 6, 'Screenshot attached: the chart legend overlaps.', {
    body: { plain: 'Screenshot attached: the chart legend overlaps.', attachmentName: 'chart.pdf' },
  }),
  customerEmail('m-sent', 7, 'Thanks, we are on it.', { labelIds: ['SENT', 'Label_1'], from: `Acme Support <${FEEDBACK}>` }),
  customerEmail('m-own-address', 8, 'Internal note.', { from: `Support <${FEEDBACK.toUpperCase()}>` }),
  customerEmail('m-newsletter', 9, 'Our spring release notes.', {
    headers: { 'List-Unsubscribe': '<mailto:unsubscribe@news.example.com>' },
  }),
  customerEmail('m-noreply', 10, 'Your invoice is ready.', { from: 'Stripe <no-reply@stripe.com>' }),
  customerEmail('m-bulk', 11, 'Big sale!', { headers: { Precedence: 'bulk' } }),
  customerEmail('m-auto-reply', 12, 'I am out of office.', { headers: { 'Auto-Submitted': 'auto-replied' } }),
  customerEmail('m-spam', 13, 'Cheap watches', { labelIds: ['SPAM', 'Label_1'] }),
  customerEmail('m-old', 200 * DAY_HOURS, 'An old request from last year.'),
]
const STORED_FEEDBACK_IDS = ['m-plain', 'm-two-labels', 'm-html', 'm-latin1', 'm-attachment']

const pagedEmails = Array.from({ length: 25 }, (_, index) =>
  customerEmail(`p-${index}`, index + 1, `Billing request number ${index}`, { labelIds: ['INBOX', 'Label_3'] }),
)

const newsletter = (id: string, hoursAgo: number) =>
  customerEmail(id, hoursAgo, 'Our weekly product news.', {
    from: 'Vendor News <news@vendor.example>',
    headers: { 'List-Unsubscribe': '<mailto:unsubscribe@vendor.example>' },
  })

const waits: number[] = []
let testApp: TestApp
let fakeGoogle: FakeGoogle

beforeAll(async () => {
  const mailbox = (emailAddress: string, emails: FakeEmail[]) => ({ emailAddress, labels: fixtureLabels, emails })
  fakeGoogle = await startFakeGoogle(
    [
      mailbox(FEEDBACK, feedbackEmails),
      mailbox(PAGED, pagedEmails),
      mailbox(LATER, [customerEmail('l-1', 30, 'Please add Slack alerts.'), customerEmail('l-2', 20, 'And Teams alerts.')]),
      mailbox(REVOKED, [customerEmail('r-1', 5, 'Please add a mobile app.')]),
      mailbox(LIMITED, Array.from({ length: 12 }, (_, index) => customerEmail(`x-${index}`, index + 1, `Limited ${index}`))),
      mailbox(IDEAS, [
        customerEmail('i-1', 3, 'Please add export to PDF for dashboards, our execs want it in the board pack.', { subject: 'PDF' }),
        customerEmail('i-2', 2, 'Could you add PDF export for dashboards? Screenshots look terrible in slides.', { subject: 'PDF' }),
        customerEmail('i-3', 1, 'We really need dashboard export to PDF before our QBR on Friday.', { subject: 'PDF' }),
      ]),
      mailbox(LABELLED, [
        customerEmail('a-old', 30 * DAY_HOURS, 'Please keep an audit log of exports.', { labelIds: ['INBOX'] }),
        customerEmail('a-recent', 2, 'Please add SAML.'),
      ]),
      mailbox(NEWS, [customerEmail('n-customer', 3, 'Please add a Jira integration.'), newsletter('n-letter', 0.5)]),
      mailbox(EXPIRED, [customerEmail('e-1', 5, 'Please add webhooks.')]),
    ],
    GOOGLE_CLIENT,
  )
  testApp = await createTestApp(googleSettings(fakeGoogle), {
    gmailSync: { pageSize: 10, sleep: async (ms) => void waits.push(ms) },
    jobs: { retryDelaySeconds: 1 },
  })
})
afterAll(async () => {
  await testApp?.close()
  await fakeGoogle?.close()
})

const connect = (account: TestAccount, address: string, labels: string[]) =>
  connectMailbox(testApp.app, fakeGoogle, account, address, labels)
const syncNow = (account: TestAccount, id: string) => syncMailboxNow(testApp.app, account, id)
/** Sync now, then waits until the mailbox is synced with `stored` emails. */
const syncUntilStored = async (account: TestAccount, id: string, stored: number) => {
  expect((await syncNow(account, id)).statusCode).toBe(202)
  return waitForMailbox(testApp.app, account, id, (mailbox) => mailboxSynced(mailbox) && mailbox.sync.messages_stored === stored)
}
const remove = (account: TestAccount, id: string, query = '') =>
  testApp.app.inject({ method: 'DELETE', url: `/api/v1/gmail/mailboxes/${id}${query}`, headers: account.headers })
const emailsOf = (account: TestAccount, mailboxId: string) =>
  testApp.database.db
    .select()
    .from(feedback)
    .where(and(eq(feedback.companyId, account.user.company_id), eq(feedback.mailboxId, mailboxId)))
    .orderBy(feedback.postedAt)
const historyIdOf = async (mailboxId: string) =>
  (
    await testApp.database.db
      .select({ historyId: gmailMailboxes.historyId })
      .from(gmailMailboxes)
      .where(eq(gmailMailboxes.id, mailboxId))
  )[0]?.historyId
const requestsOf = (endpoint: string, after = 0) => fakeGoogle.requests.slice(after).filter((request) => request.endpoint === endpoint)

describe('the first sync after connect', () => {
  it('stores each customer email of the followed labels once, and skips own, automated, spam and old mail', async () => {
    const account = await registerAndLogin(testApp.app)
    const before = fakeGoogle.requests.length
    const connected = await connect(account, FEEDBACK, ['Label_1', 'Label_2'])
    expect(connected).toMatchObject({ status: 'pending', sync: { state: 'queued', channels_total: 2 } })

    const synced = await waitForMailbox(testApp.app, account, connected.id, mailboxSynced)
    expect(synced).toMatchObject({
      status: 'connected',
      sync: { state: 'idle', messages_stored: STORED_FEEDBACK_IDS.length, channels_done: 2, channels_total: 2, error: null },
    })
    expect(synced.last_synced).not.toBeNull()

    const rows = await emailsOf(account, connected.id)
    expect(rows.map((row) => row.gmailMessageId).sort()).toEqual([...STORED_FEEDBACK_IDS].sort())
    expect(rows.find((row) => row.gmailMessageId === 'm-plain')).toMatchObject({
      source: 'email',
      channelId: 'Label_1',
      channelName: 'Customer feedback',
      authorId: 'grace@globex.com',
      authorName: 'Grace Hopper',
      authorEmailDomain: 'globex.com',
      authorCompany: 'Globex',
      text: 'Request m-plain\n\nCould you add a dark mode to the dashboard?',
      permalink: 'https://mail.google.com/mail/u/0/#all/m-plain',
      analysedAt: null,
      // What a reply to it needs: its Message-ID header and its subject.
      metadata: { emailMessageId: '<m-plain@mail.fake>', emailSubject: 'Request m-plain' },
    })
    expect(rows.find((row) => row.gmailMessageId === 'm-two-labels')?.metadata).toEqual({
      emailMessageId: '<m-two-labels@mail.fake>',
      emailSubject: 'CSV export',
    })
    const plain = feedbackEmails.find((email) => email.id === 'm-plain')
    expect(rows.find((row) => row.gmailMessageId === 'm-plain')?.postedAt.getTime()).toBe(plain?.internalDate)
    expect(rows.find((row) => row.gmailMessageId === 'm-two-labels')).toMatchObject({
      authorName: 'Omar Little',
      authorCompany: 'Initech',
      text: expect.stringMatching(/^CSV export\n\nWe need CSV export for invoices\.\n\nOn Mon, 3 Jun 2024/),
    })
    expect(rows.find((row) => row.gmailMessageId === 'm-html')).toMatchObject({
      authorName: null,
      authorCompany: null,
      channelName: 'Feature requests',
      text: 'Please add SSO ✓\n\nOkta SSO & SCIM, please.\nThanks!',
    })
    expect(rows.find((row) => row.gmailMessageId === 'm-latin1')).toMatchObject({
      authorName: 'Renée Dupont',
      text: 'Request m-latin1\n\nLe café export ne marche pas.',
    })
    expect(rows.find((row) => row.gmailMessageId === 'm-attachment')?.text).toBe(
      'Request m-attachment\n\nScreenshot attached: the chart legend overlaps.',
    )

    // The email under both labels was fetched once; emails already stored are never fetched again.
    const gets = requestsOf('messages.get', before).length
    expect(gets).toBe(feedbackEmails.length - 2) // not the spam (never listed) nor the old one (before the window)
    const lists = requestsOf('messages.list', before)
    expect(lists.map((request) => request.params.labelIds)).toEqual(['Label_1', 'Label_2'])
    const after = Number(/^after:(\d+)$/.exec(String(lists[0]?.params.q))?.[1])
    expect(after).toBeGreaterThan(Date.now() / 1000 - 90 * 86_400 - 120)
    expect(after).toBeLessThan(Date.now() / 1000 - 90 * 86_400 + 120)
  })

  it('follows the page tokens of a label', async () => {
    const account = await registerAndLogin(testApp.app)
    const before = fakeGoogle.requests.length
    const { id } = await connect(account, PAGED, ['Label_3'])
    const synced = await waitForMailbox(testApp.app, account, id, mailboxSynced)
    expect(synced.sync.messages_stored).toBe(25)
    expect((await emailsOf(account, id)).map((row) => row.gmailMessageId).sort()).toEqual(
      pagedEmails.map((email) => email.id).sort(),
    )
    // Pages of 10, from the first (no token) through both tokens Google handed out. A page may be read twice: a run
    // that failed (on a loaded machine, a call past its timeout) is retried by its job from the page it was on, and
    // storing stays exactly once, as the 25 above show. (CI once saw the last page listed twice.)
    const lists = requestsOf('messages.list', before)
    expect(lists[0]?.params.pageToken).toBeUndefined()
    expect(new Set(lists.map((request) => request.params.maxResults))).toEqual(new Set(['10']))
    const tokens = lists.flatMap((request) => (request.params.pageToken ? [String(request.params.pageToken)] : []))
    expect(new Set(tokens).size).toBe(2)
  })
})

describe('later syncs', () => {
  it('sync now (202) stores only the new mail, reading the mailbox history from where the first sync left it', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, LATER, ['INBOX'])
    await waitForMailbox(testApp.app, account, id, mailboxSynced)
    expect(await emailsOf(account, id)).toHaveLength(2)
    const historyId = await historyIdOf(id)
    expect(historyId).toMatch(/^\d+$/)

    fakeGoogle.addEmail(LATER, customerEmail('l-3', 0.1, 'Fresh: an API for the reports', { labelIds: ['INBOX'] }))
    const before = fakeGoogle.requests.length
    const response = await syncNow(account, id)
    expect(response.statusCode).toBe(202)
    expect(response.json<GmailMailbox>()).toMatchObject({ id, sync: { state: expect.stringMatching(/queued|running/) } })

    const synced = await waitForMailbox(testApp.app, account, id, (mailbox) => mailboxSynced(mailbox) && mailbox.sync.messages_stored === 3)
    expect(synced.sync.messages_stored).toBe(3)
    expect(requestsOf('messages.list', before)).toEqual([])
    expect(requestsOf('history.list', before).map((request) => request.params)).toEqual([
      expect.objectContaining({ startHistoryId: historyId, historyTypes: ['messageAdded', 'labelAdded'] }),
    ])
    expect(requestsOf('messages.get', before).map((request) => request.params.format)).toEqual(['full'])
    const rows = await emailsOf(account, id)
    expect(rows.map((row) => row.text)).toContain('Request l-3\n\nFresh: an API for the reports')
    expect(rows).toHaveLength(3)
    // The next sync reads on from where this one ended.
    expect(Number(await historyIdOf(id))).toBeGreaterThan(Number(historyId))
  })

  it('is queued every interval while auto-sync is on, and not when it is off', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, LATER, ['INBOX'])
    await waitForMailbox(testApp.app, account, id, mailboxSynced)
    const { db } = testApp.database
    const companyId = account.user.company_id
    await db.update(gmailMailboxes).set({ syncRequestedAt: sql`now() - interval '2 hours'` }).where(eq(gmailMailboxes.id, id))
    const requestedLately = async () =>
      (
        await queryRows<{ id: string }>(
          db,
          sql`select id from gmail_mailboxes where company_id = ${companyId} and sync_requested_at > now() - interval '1 minute'`,
        )
      ).length

    await db.insert(companyPreferences).values({ companyId, autoSync: false })
    const { jobs } = testApp.app
    await waitForJobToEnd(db, (await jobs.send('gmail-sync-due', {}, { singletonKey: 'test-due-off' }))!)
    expect(await requestedLately()).toBe(0)

    await db.update(companyPreferences).set({ autoSync: true }).where(eq(companyPreferences.companyId, companyId))
    await waitForJobToEnd(db, (await jobs.send('gmail-sync-due', {}, { singletonKey: 'test-due-on' }))!)
    expect(await requestedLately()).toBe(1)
    await waitForMailbox(testApp.app, account, id, mailboxSynced)
  })
})

describe('later syncs read the mailbox history', () => {
  it('bring in an old email once a followed label is put on it', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, LABELLED, ['Label_1'])
    await waitForMailbox(testApp.app, account, id, mailboxSynced)
    expect((await emailsOf(account, id)).map((row) => row.gmailMessageId)).toEqual(['a-recent'])

    fakeGoogle.addLabel(LABELLED, 'a-old', 'Label_1')
    await syncUntilStored(account, id, 2)
    const rows = await emailsOf(account, id)
    expect(rows.map((row) => row.gmailMessageId)).toEqual(['a-old', 'a-recent'])
    expect(rows[0]).toMatchObject({ channelId: 'Label_1', channelName: 'Customer feedback', text: 'Request a-old\n\nPlease keep an audit log of exports.' })
  })

  it('fetch a newsletter once: skipped, it is not fetched again by the next syncs', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, NEWS, ['Label_1'])
    await waitForMailbox(testApp.app, account, id, mailboxSynced)
    expect((await emailsOf(account, id)).map((row) => row.gmailMessageId)).toEqual(['n-customer'])

    fakeGoogle.addEmail(NEWS, newsletter('n-letter-2', 0.2))
    fakeGoogle.addEmail(NEWS, customerEmail('n-customer-2', 0.1, 'And a Linear integration.'))
    let before = fakeGoogle.requests.length
    await syncUntilStored(account, id, 2)
    // The two new emails, once each; not the newsletter of the first sync, received half an hour ago.
    expect(requestsOf('messages.get', before)).toHaveLength(2)

    before = fakeGoogle.requests.length
    await syncUntilStored(account, id, 2)
    expect(requestsOf('history.list', before)).toHaveLength(1)
    expect(requestsOf('messages.get', before)).toHaveLength(0)
    expect((await emailsOf(account, id)).map((row) => row.gmailMessageId)).toEqual(['n-customer', 'n-customer-2'])
  })

  it('list by date again when Gmail no longer keeps the history, losing nothing, then read the history again', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, EXPIRED, ['Label_1'])
    await waitForMailbox(testApp.app, account, id, mailboxSynced)
    const [first] = await emailsOf(account, id)
    const expired = await historyIdOf(id)

    fakeGoogle.addEmail(EXPIRED, customerEmail('e-2', 0.2, 'And retries for the webhooks.'))
    fakeGoogle.expireHistory(EXPIRED)
    let before = fakeGoogle.requests.length
    await syncUntilStored(account, id, 2)
    const calls = fakeGoogle.requests.slice(before).filter((request) => request.endpoint !== 'token')
    expect(calls.map((request) => request.endpoint)).toEqual(['history.list', 'profile', 'messages.list', 'messages.get'])
    expect(calls[0]?.params.startHistoryId).toBe(expired)
    // From the newest email less the hour of overlap, as the date listing always did.
    expect(calls[2]?.params.q).toBe(`after:${Math.floor(((first?.postedAt.getTime() ?? 0) - 3_600_000) / 1000)}`)
    const fresh = await historyIdOf(id)
    expect(Number(fresh)).toBeGreaterThan(Number(expired))

    fakeGoogle.addEmail(EXPIRED, customerEmail('e-3', 0.1, 'And a log of deliveries.'))
    before = fakeGoogle.requests.length
    await syncUntilStored(account, id, 3)
    expect(requestsOf('messages.list', before)).toEqual([])
    expect(requestsOf('history.list', before).map((request) => request.params.startHistoryId)).toEqual([fresh])
    expect((await emailsOf(account, id)).map((row) => row.gmailMessageId)).toEqual(['e-1', 'e-2', 'e-3'])
  })
})

describe('faults', () => {
  it('marks the mailbox in error when Google no longer accepts the grant, until Gmail is connected again', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, REVOKED, ['INBOX'])
    await waitForMailbox(testApp.app, account, id, mailboxSynced)
    fakeGoogle.revoke(REVOKED)
    expect((await syncNow(account, id)).statusCode).toBe(202)
    const broken = await waitForMailbox(testApp.app, account, id, (mailbox) => mailbox.status === 'error')
    expect(broken.sync).toMatchObject({
      state: 'error',
      error: "Google no longer accepts Headway's access to revoked@acme.com. Connect Gmail again to resume.",
    })
    const repaired = await connect(account, REVOKED, ['INBOX'])
    expect(repaired).toMatchObject({ id, status: 'connected', sync: { error: null } })
    await waitForMailbox(testApp.app, account, id, mailboxSynced)
    expect(await emailsOf(account, id)).toHaveLength(1)
  })

  it('waits out a 429 (Retry-After honoured) and retries after a 500, losing nothing', async () => {
    const account = await registerAndLogin(testApp.app)
    waits.length = 0
    fakeGoogle.respondOnce('messages.list', {
      status: 429,
      headers: { 'retry-after': '2' },
      body: { error: { code: 429, message: 'Too many requests', errors: [{ reason: 'rateLimitExceeded' }] } },
    })
    fakeGoogle.respondOnce('messages.get', {
      status: 500,
      body: { error: { code: 500, message: 'Backend Error', errors: [{ reason: 'backendError' }] } },
    })
    const { id } = await connect(account, LIMITED, ['INBOX'])
    const synced = await waitForMailbox(testApp.app, account, id, mailboxSynced)
    expect(synced.sync).toMatchObject({ messages_stored: 12, error: null })
    expect(waits).toEqual([2000])
    const rows = await emailsOf(account, id)
    expect(new Set(rows.map((row) => row.gmailMessageId)).size).toBe(12)
  })
})

describe('emails become features', () => {
  it('are analysed by the feedback pipeline: a feature with email mentions', async () => {
    const account = await registerAndLogin(testApp.app)
    const companyId = account.user.company_id
    const { id } = await connect(account, IDEAS, ['INBOX'])
    await waitForMailbox(testApp.app, account, id, mailboxSynced)
    await waitUntilAnalysed(testApp.database.db, companyId)

    const listed = await testApp.app.inject({ method: 'GET', url: '/api/v1/features?source=email', headers: account.headers })
    expect(listed.statusCode).toBe(200)
    const [pdf] = listed.json<{ items: Array<{ email_mentions: number; slack_mentions: number; source: string }> }>().items
    expect(pdf).toMatchObject({ email_mentions: 3, slack_mentions: 0, source: 'email' })

    // Purging the mailbox takes its emails and their mentions; the features no longer count them.
    expect((await remove(account, id, '?purge=true')).statusCode).toBe(204)
    expect(await emailsOf(account, id)).toHaveLength(0)
    expect(await testApp.database.db.select().from(mentions).where(eq(mentions.companyId, companyId))).toEqual([])
    const left = await testApp.database.db
      .select({ email: features.emailMentions, total: features.totalMentions })
      .from(features)
      .where(eq(features.companyId, companyId))
    expect(left.length).toBeGreaterThan(0)
    expect(left.every((feature) => feature.email === 0 && feature.total === 0)).toBe(true)
  })
})

describe('disconnect', () => {
  it('stops syncing and keeps the emails; connecting again brings the mailbox back; purge deletes them', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, PAGED, ['Label_3'])
    await waitForMailbox(testApp.app, account, id, mailboxSynced)

    expect((await remove(account, id)).statusCode).toBe(204)
    const list = await testApp.app.inject({ method: 'GET', url: '/api/v1/gmail/mailboxes', headers: account.headers })
    expect(list.json()).toEqual([])
    expect(await emailsOf(account, id)).toHaveLength(25)
    const [row] = await testApp.database.db
      .select({ token: gmailMailboxes.refreshTokenCiphertext, status: gmailMailboxes.status })
      .from(gmailMailboxes)
      .where(eq(gmailMailboxes.id, id))
    expect(row).toEqual({ token: null, status: 'disconnected' })
    expect((await syncNow(account, id)).statusCode).toBe(404)
    expect((await remove(account, id)).statusCode).toBe(404)

    const again = await connect(account, PAGED, ['Label_3'])
    expect(again.id).toBe(id)
    const resynced = await waitForMailbox(testApp.app, account, id, mailboxSynced)
    expect(resynced.sync.messages_stored).toBe(25)
    expect(await emailsOf(account, id)).toHaveLength(25)

    expect((await remove(account, id, '?purge=true')).statusCode).toBe(204)
    expect(await emailsOf(account, id)).toHaveLength(0)
    expect((await remove(account, id, '?purge=maybe')).statusCode).toBe(422)
  })
})
