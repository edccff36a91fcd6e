import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TellDetail, type TellDrafts, type TellMessage, type TellSettings } from '../../api/schemas/tell'
import { DEFAULT_TELL_SETTINGS } from '../../api/tell-requesters'
import type { FeatureDetail } from '../../api/schemas/features'
import { feedback, slackIntegrations, tellMessages } from '../db/schema'
import type { FeedbackMetadata } from '../db/schema/feedback'
import { createTellSender } from '../domain/tell/service'
import { createMailer } from '../integrations/email/mailer'
import { deriveKey, encryptSecret } from '../secrets'
import { registerAndLogin, type TestAccount } from '../testing/accounts'
import { type FakeSlack, startFakeSlack } from '../testing/fake-slack'
import { type FakeSmtp, mailBody, mailHeader, startFakeSmtp } from '../testing/fake-smtp'
import { createTestApp, type TestApp } from '../testing/test-app'

const TOKEN = 'xoxp-tell-requesters'

let testApp: TestApp
let fakeSlack: FakeSlack
let smtp: FakeSmtp
let admin: TestAccount
let integrationId: string

beforeAll(async () => {
  fakeSlack = await startFakeSlack([
    { teamId: 'TTELL', teamName: 'Tell', tokens: [TOKEN], channels: [{ id: 'CFEEDBACK', name: 'feedback' }] },
  ])
  smtp = await startFakeSmtp()
  // Retries a second apart, so that the retry of a failed send is seen within the test.
  testApp = await createTestApp({ slackApiUrl: fakeSlack.url, smtpUrl: smtp.url }, { jobs: { retryDelaySeconds: 1 } })
  admin = await registerAndLogin(testApp.app)
  const tokenKey = deriveKey(testApp.config.secretKey, 'secret-encryption')
  const [row] = await testApp.database.db
    .insert(slackIntegrations)
    .values({ companyId: admin.user.company_id, teamId: 'TTELL', teamName: 'Tell', tokenCiphertext: encryptSecret(tokenKey, TOKEN) })
    .returning({ id: slackIntegrations.id })
  integrationId = row!.id
})
afterAll(async () => {
  await testApp?.close()
  await fakeSlack?.close()
  await smtp?.close()
})

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, account = admin) =>
  testApp.app.inject({ method, url, headers: account.headers, ...(payload && { payload }) })

interface FeedbackSeed {
  source: 'slack' | 'email' | 'api'
  author: string
  name: string
  company?: string
  domain?: string
  ts?: string
  threadTs?: string
  metadata?: FeedbackMetadata
}

async function seedFeedback(seed: FeedbackSeed): Promise<string> {
  const [row] = await testApp.database.db
    .insert(feedback)
    .values({
      companyId: admin.user.company_id,
      source: seed.source,
      ...(seed.source === 'slack' && { integrationId, channelId: 'CFEEDBACK', ts: seed.ts, threadTs: seed.threadTs }),
      authorId: seed.author,
      authorName: seed.name,
      authorCompany: seed.company ?? null,
      authorEmailDomain: seed.domain ?? null,
      text: `${seed.name} asks for dark mode.`,
      postedAt: new Date(),
      metadata: seed.metadata ?? null,
    })
    .returning({ id: feedback.id })
  return row!.id
}

/** A feature with the feedback linked (and `unlinked` linked, then unlinked). */
async function featureWith(title: string, linked: FeedbackSeed[], unlinked: FeedbackSeed[] = []): Promise<string> {
  const created = await inject('POST', '/api/v1/features', { title, description: 'Asked for by many.' })
  expect(created.statusCode).toBe(201)
  const { id } = created.json<FeatureDetail>()
  for (const seed of [...linked, ...unlinked]) {
    const link = await inject('POST', `/api/v1/features/${id}/links`, { feedback_id: await seedFeedback(seed) })
    expect(link.statusCode).toBeLessThan(300)
  }
  for (const seed of unlinked) {
    const [row] = await testApp.database.db.select({ id: feedback.id }).from(feedback).where(eq(feedback.authorId, seed.author))
    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/v1/features/${id}/links/${row!.id}`, headers: admin.headers })).statusCode).toBe(204)
  }
  return id
}

const messagesOf = async (id: string) => (await inject('GET', `/api/v1/features/${id}/tell/messages`)).json<{ items: TellMessage[] }>().items
const statesOf = async (id: string) => (await messagesOf(id)).map((message) => `${message.name}: ${message.state}`).sort()

describe('telling the people who asked', () => {
  it('drafts a message to each requester of linked feedback at a trigger status, sends replies in the Slack thread and the email conversation, once', async () => {
    const defaults = await inject('GET', '/api/v1/workspace/tell-settings')
    expect(defaults.json()).toEqual(DEFAULT_TELL_SETTINGS)
    const badTemplate = { ...DEFAULT_TELL_SETTINGS, templates: { ...DEFAULT_TELL_SETTINGS.templates, completed: 'Hi {name}' } }
    const refused = await inject('PUT', '/api/v1/workspace/tell-settings', badTemplate)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({
      detail: 'The completed template uses {name}: only {first_name}, {feature_title} and {release_note_url} can be used.',
    })
    const settings: TellSettings = {
      ...DEFAULT_TELL_SETTINGS,
      templates: { ...DEFAULT_TELL_SETTINGS.templates, completed: 'Hi {first_name}, {feature_title} is live. {release_note_url}' },
      excluded_companies: ['umbrella.com'],
    }
    expect((await inject('PUT', '/api/v1/workspace/tell-settings', settings)).json()).toEqual(settings)

    const id = await featureWith(
      'Dark mode',
      [
        { source: 'slack', author: 'UDANA', name: 'Dana Reyes', ts: '1700000100.000200', threadTs: '1700000100.000100' },
        { source: 'slack', author: 'UOMAR', name: 'Omar Little', ts: '1700000200.000100' },
        {
          source: 'email',
          author: 'grace@globex.com',
          name: 'Grace Hopper',
          company: 'Globex',
          domain: 'globex.com',
          metadata: { emailMessageId: '<m-grace@mail.fake>', emailSubject: 'Dark mode' },
        },
        { source: 'email', author: 'li@initech.co', name: 'Li Wei', domain: 'initech.co' },
        { source: 'email', author: 'ann@eu.umbrella.com', name: 'Ann Smith', company: 'Umbrella', domain: 'eu.umbrella.com' },
        { source: 'api', author: 'ticket-user-7', name: 'Pat Api' },
      ],
      [{ source: 'email', author: 'gone@acme.com', name: 'Gone Person', domain: 'acme.com' }],
    )
    const notYet = await inject('GET', `/api/v1/features/${id}/tell/drafts`)
    expect(notYet.json()).toEqual({ status: 'backlog', triggered: false, release_note_url: null, items: [] })
    expect((await inject('POST', `/api/v1/features/${id}/tell/send`, {})).json()).toEqual({ detail: TellDetail.notTriggered })

    expect((await inject('PUT', `/api/v1/features/${id}/release-note`, { release_note_url: 'ftp://x' })).statusCode).toBe(422)
    await inject('PUT', `/api/v1/features/${id}/release-note`, { release_note_url: 'https://acme.test/notes/dark-mode' })
    expect((await inject('PUT', `/api/v1/features/${id}`, { status: 'completed' })).statusCode).toBe(200)

    const drafts = (await inject('GET', `/api/v1/features/${id}/tell/drafts`)).json<TellDrafts>()
    expect(drafts).toMatchObject({ status: 'completed', triggered: true, release_note_url: 'https://acme.test/notes/dark-mode' })
    expect(drafts.items.map(({ name, channel, blocked_reason }) => ({ name, channel, blocked_reason }))).toEqual([
      { name: 'Ann Smith', channel: 'email', blocked_reason: 'umbrella.com is excluded from being told.' },
      { name: 'Dana Reyes', channel: 'slack_thread', blocked_reason: null },
      { name: 'Grace Hopper', channel: 'email_reply', blocked_reason: null },
      { name: 'Li Wei', channel: 'email', blocked_reason: null },
      { name: 'Omar Little', channel: 'slack_thread', blocked_reason: null },
      { name: 'Pat Api', channel: 'none', blocked_reason: TellDetail.noConversation.api },
    ])
    expect(drafts.items[1]?.text).toBe('Hi Dana, Dark mode is live. https://acme.test/notes/dark-mode')

    const sent = await inject('POST', `/api/v1/features/${id}/tell/send`, {})
    expect(sent.statusCode).toBe(202)
    expect(sent.json<{ items: TellMessage[] }>().items.map((message) => message.name).sort()).toEqual([
      'Dana Reyes',
      'Grace Hopper',
      'Li Wei',
      'Omar Little',
    ])
    await expect
      .poll(() => statesOf(id), { timeout: 30_000, interval: 200 })
      .toEqual(['Dana Reyes: sent', 'Grace Hopper: sent', 'Li Wei: sent', 'Omar Little: sent'])

    // Slack: a reply in the thread the message belongs to, or the one it starts.
    expect(fakeSlack.posted.map(({ channel, thread_ts, text }) => ({ channel, thread_ts, text })).sort((a, b) => a.text.localeCompare(b.text))).toEqual([
      { channel: 'CFEEDBACK', thread_ts: '1700000100.000100', text: 'Hi Dana, Dark mode is live. https://acme.test/notes/dark-mode' },
      { channel: 'CFEEDBACK', thread_ts: '1700000200.000100', text: 'Hi Omar, Dark mode is live. https://acme.test/notes/dark-mode' },
    ])
    // Email: a reply in the conversation when its Message-ID is known, a plain email otherwise.
    // (The admin's own verification email goes through the same server.)
    const toRequesters = () => smtp.received.filter((mail) => !mail.to[0]?.endsWith('.test'))
    const mails = new Map(toRequesters().map((mail) => [mail.to[0], mail]))
    expect(toRequesters().map((mail) => mail.to[0]).sort()).toEqual(['grace@globex.com', 'li@initech.co'])
    const grace = mails.get('grace@globex.com')!
    expect(mailHeader(grace, 'In-Reply-To')).toBe('<m-grace@mail.fake>')
    expect(mailHeader(grace, 'References')).toBe('<m-grace@mail.fake>')
    expect(mailHeader(grace, 'Subject')).toBe('Re: Dark mode')
    expect(mailBody(grace).trim()).toBe('Hi Grace, Dark mode is live. https://acme.test/notes/dark-mode')
    expect(mailHeader(mails.get('li@initech.co')!, 'In-Reply-To')).toBeUndefined()

    // Once per requester per status: nothing is left to send, and the told list says who, how and by whom.
    const again = await inject('POST', `/api/v1/features/${id}/tell/send`, {})
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { detail: TellDetail.nothingToSend } })
    const left = (await inject('GET', `/api/v1/features/${id}/tell/drafts`)).json<TellDrafts>().items
    expect(left.map((draft) => draft.name)).toEqual(['Ann Smith', 'Pat Api'])
    const told = await messagesOf(id)
    expect(told.find((message) => message.name === 'Grace Hopper')).toMatchObject({
      channel: 'email_reply',
      status: 'completed',
      error: null,
      sent_by_name: `${admin.user.first_name} ${admin.user.last_name}`,
      sent_at: expect.any(String),
    })
    expect(fakeSlack.posted).toHaveLength(2)
    expect(toRequesters()).toHaveLength(2)
  })

  it('a message already claimed (the process died while sending) is never sent again', async () => {
    const id = await featureWith('Crash safety', [{ source: 'slack', author: 'UCRASH', name: 'Cora Crash', ts: '1700000300.000100' }])
    const [asked] = await testApp.database.db.select({ id: feedback.id }).from(feedback).where(eq(feedback.authorId, 'UCRASH'))
    const [row] = await testApp.database.db
      .insert(tellMessages)
      .values({
        companyId: admin.user.company_id,
        featureId: id,
        feedbackId: asked!.id,
        requesterKey: 'slack:crash',
        requesterName: 'Cora Crash',
        status: 'completed',
        channel: 'slack_thread',
        text: 'Hi Cora.',
        state: 'sending',
      })
      .returning({ id: tellMessages.id })
    const sender = createTellSender({
      db: testApp.database.db,
      mailer: createMailer({ smtpUrl: smtp.url, from: 'Headway <no-reply@headway.test>', logger: console }),
      slackApiUrl: fakeSlack.url,
      tokenKey: deriveKey(testApp.config.secretKey, 'secret-encryption'),
    })
    const posts = fakeSlack.posted.length
    expect(await sender.deliverMessage(row!.id)).toBe('done')
    expect(fakeSlack.posted).toHaveLength(posts)
    expect((await messagesOf(id))[0]?.state).toBe('sending')
    // The same message still queued is claimed and sent: the test above is not passing for want of a working sender.
    await testApp.database.db.update(tellMessages).set({ state: 'queued' }).where(eq(tellMessages.id, row!.id))
    expect(await sender.deliverMessage(row!.id)).toBe('done')
    expect(fakeSlack.posted).toHaveLength(posts + 1)
    expect(await sender.deliverMessage(row!.id)).toBe('done')
    expect(fakeSlack.posted).toHaveLength(posts + 1)
  })

  it('automatic sending tells requesters when the status is reached; a Slack fault fails the message with its sentence, then the retry sends it', async () => {
    await inject('PUT', '/api/v1/workspace/tell-settings', { ...DEFAULT_TELL_SETTINGS, auto_send: true })
    const id = await featureWith('Automatic', [{ source: 'slack', author: 'UAUTO', name: 'Abe Auto', ts: '1700000400.000100' }])
    fakeSlack.respondOnce('chat.postMessage', { status: 503, body: { ok: false } })
    expect((await inject('PUT', `/api/v1/features/${id}`, { status: 'completed' })).statusCode).toBe(200)
    await expect.poll(() => statesOf(id), { timeout: 30_000, interval: 100 }).toEqual(['Abe Auto: failed'])
    expect((await messagesOf(id))[0]?.error).toBe('Slack could not be reached or asked to wait; another attempt follows.')
    await expect.poll(() => statesOf(id), { timeout: 30_000, interval: 200 }).toEqual(['Abe Auto: sent'])
    const [message] = await messagesOf(id)
    expect(message).toMatchObject({ sent_by_name: null, error: null })
    expect(fakeSlack.posted.at(-1)).toMatchObject({ thread_ts: '1700000400.000100', text: expect.stringMatching(/^Hi Abe, Automatic, which you asked for/) })
  })

  it('a requester whose Slack token was revoked fails with the sentence to reconnect, and is not retried', async () => {
    await inject('PUT', '/api/v1/workspace/tell-settings', DEFAULT_TELL_SETTINGS)
    const id = await featureWith('Revoked', [{ source: 'slack', author: 'UREV', name: 'Rita Revoked', ts: '1700000500.000100' }])
    await inject('PUT', `/api/v1/features/${id}`, { status: 'completed' })
    fakeSlack.revokeToken(TOKEN)
    expect((await inject('POST', `/api/v1/features/${id}/tell/send`, {})).statusCode).toBe(202)
    await expect.poll(() => statesOf(id), { timeout: 30_000, interval: 100 }).toEqual(['Rita Revoked: failed'])
    expect((await messagesOf(id))[0]?.error).toBe('Slack rejected the saved token (token_revoked). Reconnect the workspace.')
  })
})
