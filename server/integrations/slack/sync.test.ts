import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Integration } from '../../../api/schemas/slack'
import { queryRows } from '../../db/client'
import { companyPreferences, features, mentions, slackIntegrations } from '../../db/schema'
import { listFeedback } from '../../domain/feedback/repository'
import { waitUntilAnalysed } from '../../testing/analysis'
import { waitForJobToEnd } from '../../testing/jobs'
import { registerAndLogin, type TestAccount } from '../../testing/accounts'
import { type FakeSlack, startFakeSlack } from '../../testing/fake-slack'
import {
  fixtureWorkspace,
  mixedFeedbackChannel,
  plainMessages,
  syncedFully,
  tsAt,
  waitForIntegration,
} from '../../testing/slack-fixtures'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { companyFromDomain } from '../../domain/feedback/author-company'
import { permalink, tsToDate } from './messages'

const TOKEN = 'xoxp-acme-sync'
const REVOCABLE_TOKEN = 'xoxp-acme-revocable'
const mixed = mixedFeedbackChannel()
const support = plainMessages(130, 'Support')
const waits: number[] = []

let testApp: TestApp
let fakeSlack: FakeSlack

beforeAll(async () => {
  fakeSlack = await startFakeSlack([
    fixtureWorkspace({
      tokens: [TOKEN, REVOCABLE_TOKEN],
      channels: [
        { id: 'CFEEDBACK', name: 'feedback', messages: mixed.messages },
        { id: 'CSUPPORT', name: 'support', messages: support },
        { id: 'CNEWS', name: 'news', messages: plainMessages(3, 'News') },
        { id: 'CSTORM', name: 'storm', messages: plainMessages(260, 'Storm') },
        { id: 'CLOCKED', name: 'locked', is_private: true, messages: plainMessages(2, 'Locked') },
      ],
    }),
  ])
  testApp = await createTestApp(
    { slackApiUrl: fakeSlack.url },
    {
      slackSync: {
        pageSize: 50,
        sleep: async (ms) => {
          waits.push(ms)
        },
      },
    },
  )
})
afterAll(async () => {
  await testApp?.close()
  await fakeSlack?.close()
})

async function connect(account: TestAccount, channels: string[], token = TOKEN): Promise<Integration> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/slack/connect',
    headers: account.headers,
    payload: { user_token: token, selected_channels: channels },
  })
  expect(response.statusCode).toBe(200)
  return response.json<Integration>()
}

const syncNow = (account: TestAccount, id: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/slack/integrations/${id}/sync`, headers: account.headers })

const feedbackOf = (account: TestAccount, integrationId?: string) =>
  listFeedback(testApp.database.db, account.user.company_id, integrationId)

describe('the first sync after connect', () => {
  it('collects the backfill window of every channel: customer text only, each message once, with its author', async () => {
    const account = await registerAndLogin(testApp.app)
    const connected = await connect(account, ['CFEEDBACK', 'CSUPPORT'])
    expect(connected.sync).toMatchObject({ state: 'queued', channels_total: 2 })

    const synced = await waitForIntegration(testApp.app, account, connected.id, syncedFully)
    expect(synced).toMatchObject({
      status: 'connected',
      sync: { state: 'idle', messages_stored: 136, channels_done: 2, channels_total: 2, error: null },
    })
    expect(synced.last_synced).not.toBeNull()

    const rows = await feedbackOf(account, connected.id)
    expect(rows).toHaveLength(136)
    const feedbackRows = rows.filter((row) => row.channelId === 'CFEEDBACK')
    expect(feedbackRows.map((row) => row.ts).sort()).toEqual([...mixed.expected].sort())
    expect(new Set(rows.map((row) => `${row.channelId}/${row.ts}`)).size).toBe(rows.length)

    const sso = feedbackRows.find((row) => row.text.startsWith('Please add SSO'))
    expect(sso).toMatchObject({
      companyId: account.user.company_id,
      source: 'slack',
      channelName: 'feedback',
      authorId: 'UADA',
      authorName: 'Ada Lovelace',
      authorTitle: 'Head of Product',
      authorEmailDomain: 'globex.com',
      authorCompany: 'Globex',
      threadTs: null,
      permalink: `https://acme.slack.com/archives/CFEEDBACK/p${sso?.ts?.replace('.', '')}`,
    })
    expect(sso?.postedAt.getTime()).toBe(tsToDate(sso?.ts ?? '').getTime())

    const reply = feedbackRows.find((row) => row.text === 'Same for us, CSV or Excel.')
    expect(reply).toMatchObject({ authorCompany: 'Initech Labs', authorTitle: 'CTO' })
    expect(reply?.threadTs).toBe(mixed.expected[1])
    expect(reply?.permalink).toContain(`?thread_ts=${mixed.expected[1]}&cid=CFEEDBACK`)
    expect(feedbackRows.find((row) => row.authorId === 'UBOB')).toMatchObject({ authorCompany: null })
    expect(feedbackRows.find((row) => row.authorId === 'UGONE')).toMatchObject({ authorName: null, authorCompany: null })
    expect(feedbackRows.filter((row) => row.text === 'We need it too.')).toHaveLength(1)
    expect(feedbackRows.some((row) => row.text.includes('old request'))).toBe(false)
    expect(rows.some((row) => /Deploy|Ticket|joined|topic/.test(row.text))).toBe(false)
  })

  it('asks users.info once per author per run, and pages conversations.history with the cursor', async () => {
    fakeSlack.requests.length = 0
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, ['CSUPPORT'])
    await waitForIntegration(testApp.app, account, id, syncedFully)
    const ours = fakeSlack.requests.filter((request) => request.params.channel === 'CSUPPORT' || request.method === 'users.info')
    const history = ours.filter((request) => request.method === 'conversations.history')
    expect(history).toHaveLength(3) // 130 messages, 50 a page
    expect(history[0]?.params.cursor).toBeUndefined()
    expect(history[1]?.params.cursor).toBeTruthy()
    expect(Number(history[0]?.params.oldest)).toBeGreaterThan(Date.now() / 1000 - 91 * 86_400)
    expect(ours.filter((request) => request.method === 'users.info').map((request) => request.params.user).sort()).toEqual([
      'UADA',
      'UBOB',
      'UCAROL',
    ])
  })
})

describe('later syncs', () => {
  it('sync now (202) stores only what is new, asking Slack from the last stored ts', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, ['CNEWS'])
    await waitForIntegration(testApp.app, account, id, syncedFully)
    expect(await feedbackOf(account, id)).toHaveLength(3)
    const newestBefore = (await feedbackOf(account, id)).map((row) => row.ts ?? '').sort().at(-1)

    const fresh = tsAt(Date.now(), 777)
    fakeSlack.postMessage('CNEWS', { ts: fresh, user: 'UCAROL', text: 'Fresh: an API for the reports' })
    fakeSlack.requests.length = 0
    const response = await syncNow(account, id)
    expect(response.statusCode).toBe(202)
    expect(response.json<Integration>()).toMatchObject({ id, sync: { state: expect.stringMatching(/queued|running/) } })

    const synced = await waitForIntegration(testApp.app, account, id, (integration) =>
      syncedFully(integration) && integration.sync.messages_stored === 4,
    )
    expect(synced.sync.messages_stored).toBe(4)
    const history = fakeSlack.requests.filter(
      (request) => request.method === 'conversations.history' && request.params.channel === 'CNEWS',
    )
    expect(history.map((request) => request.params.oldest)).toEqual([newestBefore])
    const rows = await feedbackOf(account, id)
    expect(rows.map((row) => row.text)).toContain('Fresh: an API for the reports')
    expect(rows).toHaveLength(4)
  })

  it('is queued every interval while auto-sync is on, and not when it is off', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, ['CNEWS'])
    await waitForIntegration(testApp.app, account, id, syncedFully)
    const { db } = testApp.database
    const companyId = account.user.company_id
    await db
      .update(slackIntegrations)
      .set({ syncRequestedAt: sql`now() - interval '2 hours'` })
      .where(eq(slackIntegrations.id, id))
    const due = async () => {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select id from slack_integrations where company_id = ${companyId} and sync_requested_at > now() - interval '1 minute'`,
      )
      return rows.length
    }

    await db.insert(companyPreferences).values({ companyId, autoSync: false })
    const { jobs } = testApp.app
    await waitForJobToEnd(db, (await jobs.send('slack-sync-due', {}, { singletonKey: 'test-due-off' }))!)
    expect(await due()).toBe(0)

    await db.update(companyPreferences).set({ autoSync: true }).where(eq(companyPreferences.companyId, companyId))
    await waitForJobToEnd(db, (await jobs.send('slack-sync-due', {}, { singletonKey: 'test-due-on' }))!)
    expect(await due()).toBe(1)
    await waitForIntegration(testApp.app, account, id, syncedFully)
  })

  it('answers 404 for an integration of another company', async () => {
    const owner = await registerAndLogin(testApp.app)
    const stranger = await registerAndLogin(testApp.app)
    const { id } = await connect(owner, ['CNEWS'])
    const response = await syncNow(stranger, id)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: 'Integration not found.' })
  })
})

describe('rate limits and errors', () => {
  it('waits out a storm of 429s (Retry-After honoured) and loses nothing', async () => {
    const account = await registerAndLogin(testApp.app)
    waits.length = 0
    const limitedBefore = fakeSlack.rateLimited
    fakeSlack.setStorm({
      every: 3,
      retryAfterSeconds: 2,
      methods: ['conversations.history', 'conversations.replies', 'users.info'],
    })
    try {
      const { id } = await connect(account, ['CSTORM'])
      const synced = await waitForIntegration(testApp.app, account, id, syncedFully)
      expect(synced.sync.messages_stored).toBe(260)
    } finally {
      fakeSlack.setStorm(null)
    }
    const rows = await feedbackOf(account)
    expect(rows).toHaveLength(260)
    expect(new Set(rows.map((row) => row.ts)).size).toBe(260)
    expect(fakeSlack.rateLimited - limitedBefore).toBeGreaterThan(2)
    expect(waits.length).toBe(fakeSlack.rateLimited - limitedBefore)
    expect(new Set(waits)).toEqual(new Set([2000]))
  })

  it('marks the integration in error when Slack rejects the saved token, until it is connected again', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, ['CNEWS'], REVOCABLE_TOKEN)
    await waitForIntegration(testApp.app, account, id, syncedFully)
    fakeSlack.revokeToken(REVOCABLE_TOKEN)
    expect((await syncNow(account, id)).statusCode).toBe(202)
    const broken = await waitForIntegration(testApp.app, account, id, (integration) => integration.status === 'error')
    expect(broken.sync).toMatchObject({
      state: 'error',
      error: 'Slack rejected the saved token (token_revoked). Reconnect the workspace.',
    })
    const repaired = await connect(account, ['CNEWS'])
    expect(repaired).toMatchObject({ id, status: 'connected', sync: { error: null } })
    await waitForIntegration(testApp.app, account, id, syncedFully)
  })

  it('skips a channel Slack will not show (with a note) and syncs the others', async () => {
    const account = await registerAndLogin(testApp.app)
    fakeSlack.respondOnce('conversations.history', { body: { ok: false, error: 'not_in_channel' } })
    const { id } = await connect(account, ['CLOCKED', 'CNEWS'])
    const synced = await waitForIntegration(testApp.app, account, id, syncedFully)
    expect(synced.sync.channels_done).toBe(2)
    const rows = await feedbackOf(account, id)
    expect(rows.length).toBeGreaterThanOrEqual(3)
    expect(new Set(rows.map((row) => row.channelId))).toEqual(new Set(['CNEWS']))
    const [state] = await queryRows<{ error: string | null }>(
      testApp.database.db,
      sql`select error from slack_sync_channels where integration_id = ${id} and channel_id = 'CLOCKED'`,
    )
    expect(state?.error).toMatch(/cannot read #locked \(not_in_channel\)/)
  })
})

describe('disconnect', () => {
  it('stops syncing and keeps the feedback; purge deletes it', async () => {
    const account = await registerAndLogin(testApp.app)
    const { id } = await connect(account, ['CSUPPORT'])
    await waitForIntegration(testApp.app, account, id, syncedFully)
    const companyId = account.user.company_id
    const remove = (query = '') =>
      testApp.app.inject({ method: 'DELETE', url: `/api/v1/slack/integrations/${id}${query}`, headers: account.headers })

    expect((await remove()).statusCode).toBe(204)
    const list = await testApp.app.inject({ method: 'GET', url: '/api/v1/slack/integrations', headers: account.headers })
    expect(list.json()).toEqual([])
    expect(await feedbackOf(account, id)).toHaveLength(130)
    const [row] = await testApp.database.db
      .select({ token: slackIntegrations.tokenCiphertext, status: slackIntegrations.status })
      .from(slackIntegrations)
      .where(and(eq(slackIntegrations.id, id), eq(slackIntegrations.companyId, companyId)))
    expect(row).toEqual({ token: null, status: 'disconnected' })
    expect((await syncNow(account, id)).statusCode).toBe(404)
    expect((await remove()).statusCode).toBe(404)

    // Connecting the workspace again brings the same integration back, its messages still stored once.
    const again = await connect(account, ['CSUPPORT'])
    expect(again.id).toBe(id)
    const resynced = await waitForIntegration(testApp.app, account, id, syncedFully)
    expect(resynced.sync.messages_stored).toBe(130)
    expect(await feedbackOf(account, id)).toHaveLength(130)

    expect((await remove('?purge=true')).statusCode).toBe(204)
    expect(await feedbackOf(account, id)).toHaveLength(0)
    expect((await remove('?purge=maybe')).statusCode).toBe(422)
  })

  it('purging takes the mentions away from the features too, which no longer count them', async () => {
    const account = await registerAndLogin(testApp.app)
    const companyId = account.user.company_id
    const { id } = await connect(account, ['CFEEDBACK'])
    await waitForIntegration(testApp.app, account, id, syncedFully)
    await waitUntilAnalysed(testApp.database.db, companyId)
    const counts = () =>
      testApp.database.db
        .select({ slack: features.slackMentions, total: features.totalMentions })
        .from(features)
        .where(eq(features.companyId, companyId))
    expect((await counts()).some((feature) => feature.slack > 0)).toBe(true)

    const purge = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/slack/integrations/${id}?purge=true`,
      headers: account.headers,
    })
    expect(purge.statusCode).toBe(204)
    expect(await testApp.database.db.select().from(mentions).where(eq(mentions.companyId, companyId))).toEqual([])
    expect((await counts()).every((feature) => feature.slack === 0 && feature.total === 0)).toBe(true)
  })

  it('cancels the sync of a workspace disconnected mid-run', async () => {
    const account = await registerAndLogin(testApp.app)
    const held = fakeSlack.hold('conversations.history', 0)
    const { id } = await connect(account, ['CSTORM'])
    await held.reached
    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/v1/slack/integrations/${id}`, headers: account.headers })).statusCode).toBe(204)
    held.release()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await feedbackOf(account, id)).toHaveLength(0)
  })
})

describe('message helpers', () => {
  it('names companies after email domains', () => {
    expect(companyFromDomain('acme.com')).toBe('Acme')
    expect(companyFromDomain('eu.globex-corp.io')).toBe('Globex Corp')
    expect(companyFromDomain('initech.co.uk')).toBe('Initech')
    expect(companyFromDomain('gmail.com')).toBeNull()
    expect(companyFromDomain(null)).toBeNull()
  })

  it('builds permalinks as Slack does', () => {
    expect(permalink('acme', 'C1', '1712345678.000100', null)).toBe('https://acme.slack.com/archives/C1/p1712345678000100')
    expect(permalink('acme', 'C1', '1712345679.000200', '1712345678.000100')).toBe(
      'https://acme.slack.com/archives/C1/p1712345679000200?thread_ts=1712345678.000100&cid=C1',
    )
    expect(permalink(null, 'C1', '1712345678.000100', null)).toBeNull()
  })
})
