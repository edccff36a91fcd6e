import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SlackDigestDetail, type SlackDigestSettings } from '../../../api/schemas/slack-digest'
import { features, feedback, mentions, slackDigestPosts, slackIntegrations } from '../../db/schema'
import { deriveKey, encryptSecret } from '../../secrets'
import { registerAndLogin, type TestAccount } from '../../testing/accounts'
import { type FakeSlack, startFakeSlack } from '../../testing/fake-slack'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createSlackDigestService, DIGEST_ATTEMPTS, type SlackDigestService } from './service'

const DAY_MS = 24 * 60 * 60 * 1000
const TOKENS = { acme: 'xoxp-digest-acme', globex: 'xoxp-digest-globex', quiet: 'xoxp-digest-quiet' }

let testApp: TestApp
let fakeSlack: FakeSlack
let digests: SlackDigestService

beforeAll(async () => {
  fakeSlack = await startFakeSlack([
    {
      teamId: 'TDIGEST',
      teamName: 'Digest',
      tokens: Object.values(TOKENS),
      channels: [
        { id: 'CPRODUCT', name: 'product-team', purpose: 'Product decisions' },
        { id: 'CRANDOM', name: 'random' },
      ],
    },
  ])
  testApp = await createTestApp({ slackApiUrl: fakeSlack.url })
  digests = createSlackDigestService({
    db: testApp.database.db,
    slackApiUrl: fakeSlack.url,
    tokenKey: deriveKey(testApp.config.secretKey, 'secret-encryption'),
    publicUrl: 'http://headway.test',
  })
})
afterAll(async () => {
  await testApp?.close()
  await fakeSlack?.close()
})

const inject = (account: TestAccount, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: account.headers, ...(payload && { payload }) })

/** A company with its Slack workspace connected (token saved encrypted, as connecting does). */
async function companyWithSlack(token: string): Promise<{ admin: TestAccount; integrationId: string }> {
  const admin = await registerAndLogin(testApp.app)
  const tokenKey = deriveKey(testApp.config.secretKey, 'secret-encryption')
  const [row] = await testApp.database.db
    .insert(slackIntegrations)
    .values({ companyId: admin.user.company_id, teamId: 'TDIGEST', teamName: 'Digest', tokenCiphertext: encryptSecret(tokenKey, token) })
    .returning({ id: slackIntegrations.id })
  return { admin, integrationId: row!.id }
}

/** A high-priority feature with `count` pieces of Slack feedback posted the day before `now`. */
async function busyFeature(companyId: string, title: string, now: Date, count: number) {
  const { db } = testApp.database
  const [feature] = await db
    .insert(features)
    .values({ companyId, title, source: 'ai', priority: 'high', score: 90, totalMentions: count, createdAt: new Date(now.getTime() - DAY_MS / 2) })
    .returning({ id: features.id })
  const rows = await db
    .insert(feedback)
    .values(
      Array.from({ length: count }, (_, index) => ({
        companyId,
        source: 'slack' as const,
        text: `Please add ${title} (${index})`,
        postedAt: new Date(now.getTime() - DAY_MS / 2),
        analysedAt: new Date(),
      })),
    )
    .returning({ id: feedback.id })
  await db.insert(mentions).values(
    rows.map((row) => ({ companyId, featureId: feature!.id, feedbackId: row.id, quote: 'a quote', confidence: 0.9, linkedBy: 'ai' as const })),
  )
  return feature!.id
}

const postsTo = (channel: string) => fakeSlack.posted.filter((post) => post.channel === channel)
const postCalls = () => fakeSlack.calls.filter((method) => method === 'chat.postMessage').length

describe('the Slack digest', () => {
  it('is chosen by an admin among the workspace channels, and posted once per period with the weekly summary content', async () => {
    const { admin, integrationId } = await companyWithSlack(TOKENS.acme)
    const companyId = admin.user.company_id
    const now = new Date(Date.now() + 2 * DAY_MS)
    const featureId = await busyFeature(companyId, 'Scheduled <PDF> reports & exports', now, 3)

    const channels = await inject(admin, 'GET', `/api/v1/slack/integrations/${integrationId}/channels`)
    expect(channels.statusCode).toBe(200)
    expect(channels.json<{ channels: Array<{ name: string }> }>().channels.map((channel) => channel.name)).toEqual(['product-team', 'random'])
    const unseen = await inject(admin, 'PUT', '/api/v1/workspace/slack-digest', {
      integration_id: integrationId,
      channel_id: 'CSECRET',
      frequency: 'daily',
    })
    expect(unseen.statusCode).toBe(422)
    expect(unseen.json()).toEqual({ detail: SlackDigestDetail.channelNotFound })
    const saved = await inject(admin, 'PUT', '/api/v1/workspace/slack-digest', {
      integration_id: integrationId,
      channel_id: 'CPRODUCT',
      frequency: 'daily',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<SlackDigestSettings>()).toEqual({
      integration_id: integrationId,
      channel_id: 'CPRODUCT',
      channel_name: 'product-team',
      frequency: 'daily',
      problem: null,
      last_post: null,
    })

    await digests.sendDue(now)
    const [post] = postsTo('CPRODUCT')
    expect(postsTo('CPRODUCT')).toHaveLength(1)
    expect(post!.thread_ts).toBeUndefined()
    // The weekly email's content: counts, most asked for (linked, escaped for mrkdwn), high priority without owner.
    expect(post!.text).toContain(`*${admin.user.company_name}'s day in Headway*`)
    expect(post!.text).toContain('• 3 new pieces of feedback (3 from Slack)')
    expect(post!.text).toContain('• 1 new feature request')
    expect(post!.text).toContain(
      `1. <http://headway.test/app/features/${featureId}|Scheduled &lt;PDF&gt; reports &amp; exports>: 3 new mentions, 3 in all, high priority`,
    )
    expect(post!.text).toContain('*High priority, and nobody is assigned*')
    expect(post!.blocks).toEqual(
      expect.arrayContaining([
        { type: 'header', text: { type: 'plain_text', text: `${admin.user.company_name}'s day in Headway` } },
        expect.objectContaining({ type: 'section' }),
      ]),
    )

    // The same day again, and a crash's leftover of the next day: nothing more is posted.
    await digests.sendDue(new Date(now.getTime() + 60 * 60 * 1000))
    expect(postsTo('CPRODUCT')).toHaveLength(1)
    const nextDay = new Date(now.getTime() + DAY_MS)
    const period = `daily:${nextDay.toISOString().slice(0, 10)}`
    await testApp.database.db
      .insert(slackDigestPosts)
      .values({ companyId, period, channelId: 'CPRODUCT', text: 'claimed before a crash', state: 'sending' })
    await digests.sendDue(nextDay)
    expect(postsTo('CPRODUCT')).toHaveLength(1)

    const shown = (await inject(admin, 'GET', '/api/v1/workspace/slack-digest')).json<SlackDigestSettings>()
    expect(shown.last_post).toMatchObject({ period, state: 'sending' })

    // Weekly: the week's digest goes out once, in the week's words.
    await inject(admin, 'PUT', '/api/v1/workspace/slack-digest', { integration_id: integrationId, channel_id: 'CPRODUCT', frequency: 'weekly' })
    await digests.sendDue(nextDay)
    await digests.sendDue(nextDay)
    expect(postsTo('CPRODUCT')).toHaveLength(2)
    expect(postsTo('CPRODUCT')[1]!.text).toContain("'s week in Headway*")

    // A test digest goes out at once, outside the schedule.
    const test = await inject(admin, 'POST', '/api/v1/workspace/slack-digest/test')
    expect(test.statusCode).toBe(200)
    expect(test.json()).toEqual({ channel_name: 'product-team' })
    expect(postsTo('CPRODUCT')).toHaveLength(3)

    // Off: nothing is posted any more.
    await inject(admin, 'PUT', '/api/v1/workspace/slack-digest', { integration_id: null, channel_id: null, frequency: 'off' })
    await digests.sendDue(new Date(nextDay.getTime() + 8 * DAY_MS))
    expect(postsTo('CPRODUCT')).toHaveLength(3)
  })

  it('records a quiet period as skipped, posting nothing', async () => {
    const { admin, integrationId } = await companyWithSlack(TOKENS.quiet)
    await inject(admin, 'PUT', '/api/v1/workspace/slack-digest', { integration_id: integrationId, channel_id: 'CRANDOM', frequency: 'daily' })
    const before = postCalls()
    const now = new Date(Date.now() + 40 * DAY_MS)
    await digests.sendDue(now)
    expect(postCalls()).toBe(before)
    const shown = (await inject(admin, 'GET', '/api/v1/workspace/slack-digest')).json<SlackDigestSettings>()
    expect(shown.last_post).toMatchObject({ state: 'skipped', error: null, sent_at: null })
  })

  it('ends a revoked token in a failed digest with its sentence, tried once a period; Slack faults are tried again', async () => {
    const { admin, integrationId } = await companyWithSlack(TOKENS.globex)
    const companyId = admin.user.company_id
    const now = new Date(Date.now() + 80 * DAY_MS)
    await busyFeature(companyId, 'SAML sign-in', now, 2)
    await inject(admin, 'PUT', '/api/v1/workspace/slack-digest', { integration_id: integrationId, channel_id: 'CRANDOM', frequency: 'daily' })

    // Slack answers 503: the digest waits for another attempt (the next check), then goes out, once.
    fakeSlack.respondOnce('chat.postMessage', { status: 503, body: { ok: false } })
    await digests.sendDue(now)
    const waiting = (await inject(admin, 'GET', '/api/v1/workspace/slack-digest')).json<SlackDigestSettings>()
    expect(waiting.last_post).toMatchObject({
      state: 'retrying',
      error: 'Slack could not be reached or asked to wait; another attempt follows shortly.',
    })
    await digests.sendDue(now)
    await digests.sendDue(now)
    expect(postsTo('CRANDOM').filter((post) => post.text.includes('SAML sign-in'))).toHaveLength(1)
    const [row] = await testApp.database.db
      .select()
      .from(slackDigestPosts)
      .where(and(eq(slackDigestPosts.companyId, companyId), eq(slackDigestPosts.state, 'sent')))
    expect(row).toMatchObject({ attempts: 2, error: null })
    expect(DIGEST_ATTEMPTS).toBeGreaterThan(row!.attempts)

    // The token is revoked: the next day's digest fails with the sentence to reconnect, and is not tried again.
    fakeSlack.revokeToken(TOKENS.globex)
    const tomorrow = new Date(now.getTime() + DAY_MS)
    await busyFeature(companyId, 'Audit log export', tomorrow, 1)
    const calls = postCalls()
    await expect(digests.sendDue(tomorrow)).resolves.toMatchObject({ failed: 1 })
    await digests.sendDue(tomorrow)
    await digests.sendDue(new Date(tomorrow.getTime() + 60 * 60 * 1000))
    expect(postCalls()).toBe(calls + 1)
    const failed = (await inject(admin, 'GET', '/api/v1/workspace/slack-digest')).json<SlackDigestSettings>()
    expect(failed.last_post).toMatchObject({
      period: `daily:${tomorrow.toISOString().slice(0, 10)}`,
      state: 'failed',
      error: 'Slack rejected the saved token (token_revoked). Reconnect the workspace.',
      sent_at: null,
    })
    // A test digest says so at once.
    const test = await inject(admin, 'POST', '/api/v1/workspace/slack-digest/test')
    expect(test.statusCode).toBe(400)
    expect(test.json<{ detail: string }>().detail).toContain('token_revoked')

    // The workspace is disconnected: the settings say the digest cannot go out, and none is attempted.
    const callsBefore = postCalls()
    await testApp.database.db.update(slackIntegrations).set({ tokenCiphertext: null }).where(eq(slackIntegrations.id, integrationId))
    const gone = (await inject(admin, 'GET', '/api/v1/workspace/slack-digest')).json<SlackDigestSettings>()
    expect(gone.problem).toBe(SlackDigestDetail.workspaceGone)
    await busyFeature(companyId, 'Webhooks', new Date(tomorrow.getTime() + 2 * DAY_MS), 1)
    await digests.sendDue(new Date(tomorrow.getTime() + 2 * DAY_MS))
    expect(postCalls()).toBe(callsBefore)
  })

  it("never lists the channels of another company's workspace", async () => {
    const { admin, integrationId } = await companyWithSlack(TOKENS.acme)
    const member = await registerAndLogin(testApp.app)
    const other = await inject(member, 'GET', `/api/v1/slack/integrations/${integrationId}/channels`)
    expect(other.statusCode).toBe(404)
    expect(other.json()).toEqual({ detail: SlackDigestDetail.integrationNotFound })
    expect((await inject(admin, 'GET', `/api/v1/slack/integrations/${integrationId}/channels`)).statusCode).toBe(200)
  })
})
