import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppConfig } from '../../api/schemas/config'
import type { Integration, SlackOAuthExchangeResponse } from '../../api/schemas/slack'
import { listFeedback } from '../domain/feedback/repository'
import { createSlackEvents, SLACK_EVENT_JOB, signBody, verifySlackSignature } from '../integrations/slack/events'
import { deriveKey } from '../secrets'
import { registerAndLogin, type TestAccount } from '../testing/accounts'
import { type FakeSlack, startFakeSlack } from '../testing/fake-slack'
import { fixtureWorkspace, syncedFully, tsAt, waitForIntegration } from '../testing/slack-fixtures'
import { createTestApp, type TestApp } from '../testing/test-app'

const SECRET = 'test-signing-secret'
const TOKEN = 'xoxp-events'
const OAUTH_TOKEN = 'xoxp-granted-by-oauth'

let testApp: TestApp
let fakeSlack: FakeSlack

beforeAll(async () => {
  fakeSlack = await startFakeSlack(
    [
      fixtureWorkspace({
        tokens: [TOKEN, OAUTH_TOKEN],
        channels: [
          { id: 'CEVENTS', name: 'feedback-live' },
          { id: 'COTHER', name: 'random' },
        ],
      }),
    ],
    { oauth: { clientId: '111.222', clientSecret: 'oauth-secret', codes: { 'code-1': OAUTH_TOKEN, 'code-2': OAUTH_TOKEN } } },
  )
  testApp = await createTestApp({
    slackApiUrl: fakeSlack.url,
    slackSigningSecret: SECRET,
    slackClientId: '111.222',
    slackClientSecret: 'oauth-secret',
  })
})
afterAll(async () => {
  await testApp?.close()
  await fakeSlack?.close()
})

const now = () => String(Math.floor(Date.now() / 1000))

function deliver(body: object, { timestamp = now(), secret = SECRET, signature }: { timestamp?: string; secret?: string; signature?: string } = {}) {
  const raw = JSON.stringify(body)
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/slack/events',
    headers: {
      'content-type': 'application/json',
      'x-slack-request-timestamp': timestamp,
      'x-slack-signature': signature ?? `v0=${signBody(secret, timestamp, raw)}`,
    },
    payload: raw,
  })
}

async function connect(account: TestAccount, channels: string[], payload: object = { user_token: TOKEN }) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/slack/connect',
    headers: account.headers,
    payload: { ...payload, selected_channels: channels },
  })
  expect(response.statusCode).toBe(200)
  const integration = response.json<Integration>()
  await waitForIntegration(testApp.app, account, integration.id, syncedFully)
  return integration
}

const messageEvent = (eventId: string, event: Record<string, unknown>) => ({
  type: 'event_callback',
  team_id: 'T0ACME',
  api_app_id: 'AFAKEAPP',
  event_id: eventId,
  event_time: Math.floor(Date.now() / 1000),
  event: { type: 'message', channel: 'CEVENTS', channel_type: 'channel', ...event },
})

async function waitForRows(account: TestAccount, count: number, timeoutMs = 10_000) {
  const started = Date.now()
  for (;;) {
    const rows = await listFeedback(testApp.database.db, account.user.company_id)
    if (rows.length >= count || Date.now() - started > timeoutMs) return rows
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('Slack events', () => {
  it('answers the url_verification challenge of a signed request', async () => {
    const response = await deliver({ type: 'url_verification', token: 'legacy', challenge: 'challenge-abc' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ challenge: 'challenge-abc', ok: true })
  })

  it('refuses unsigned, badly signed, stale and replayed-with-another-body requests with 401', async () => {
    const body = { type: 'url_verification', challenge: 'x' }
    expect((await deliver(body, { secret: 'another-secret' })).statusCode).toBe(401)
    expect((await deliver(body, { timestamp: String(Math.floor(Date.now() / 1000) - 6 * 60) })).statusCode).toBe(401)
    expect((await deliver(body, { signature: 'v0=deadbeef' })).statusCode).toBe(401)
    const unsigned = await testApp.app.inject({ method: 'POST', url: '/api/v1/slack/events', payload: body })
    expect(unsigned.statusCode).toBe(401)
    expect(unsigned.json()).toEqual({ detail: 'The request is not signed by Slack (bad or stale X-Slack-Signature).' })
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/slack/events',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'type=url_verification&challenge=x',
    })
    expect(form.statusCode).toBe(401)
    // Signed for one body, sent with another.
    const timestamp = now()
    const tampered = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/slack/events',
      headers: {
        'content-type': 'application/json',
        'x-slack-request-timestamp': timestamp,
        'x-slack-signature': `v0=${signBody(SECRET, timestamp, JSON.stringify(body))}`,
      },
      payload: JSON.stringify({ ...body, challenge: 'y' }),
    })
    expect(tampered.statusCode).toBe(401)
  })

  it('stores a new message of a connected channel within seconds, once, for every company that connected it', async () => {
    const first = await registerAndLogin(testApp.app)
    const second = await registerAndLogin(testApp.app)
    await connect(first, ['CEVENTS'])
    await connect(second, ['CEVENTS', 'COTHER'])

    const ts = tsAt(Date.now(), 11)
    const event = messageEvent('Ev001', { ts, user: 'UADA', text: 'Realtime: bulk edit for tags please' })
    const started = Date.now()
    const response = await deliver(event)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    const [row] = await waitForRows(first, 1)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(row).toMatchObject({
      ts,
      channelId: 'CEVENTS',
      channelName: 'feedback-live',
      authorName: 'Ada Lovelace',
      authorCompany: 'Globex',
      text: 'Realtime: bulk edit for tags please',
      permalink: `https://acme.slack.com/archives/CEVENTS/p${ts.replace('.', '')}`,
    })
    expect(await waitForRows(second, 1)).toHaveLength(1)

    // Slack retries the same event: it is not stored again.
    expect((await deliver(event)).statusCode).toBe(200)
    // A bot's message, a join and a message of a channel nobody selected are not feedback.
    await deliver(messageEvent('Ev002', { ts: tsAt(Date.now(), 12), bot_id: 'B1', text: 'Build passed' }))
    await deliver(messageEvent('Ev003', { ts: tsAt(Date.now(), 13), user: 'UBOB', subtype: 'channel_join', text: 'joined' }))
    await deliver(messageEvent('Ev004', { ts: tsAt(Date.now(), 14), user: 'UBOB', text: 'in random', channel: 'COTHER' }))
    const after = await waitForRows(second, 2, 3000)
    expect(after.map((stored) => stored.text).sort()).toEqual(['Realtime: bulk edit for tags please', 'in random'])
    expect(await listFeedback(testApp.database.db, first.user.company_id)).toHaveLength(1)

    const listed = await testApp.app.inject({ method: 'GET', url: '/api/v1/slack/integrations', headers: first.headers })
    expect(listed.json<Integration[]>()[0]?.sync.messages_stored).toBe(1)
  })

  it("asks for the company's analysis as soon as it stores a message, instead of leaving it to the due check", async () => {
    const account = await registerAndLogin(testApp.app)
    await connect(account, ['CEVENTS'])
    const stored: string[] = []
    const events = createSlackEvents({
      db: testApp.database.db,
      jobs: testApp.app.jobs,
      slackApiUrl: fakeSlack.url,
      tokenKey: deriveKey(testApp.config.secretKey, 'secret-encryption'),
      stored: async (companyId) => void stored.push(companyId),
    })
    const event = { type: 'message', channel: 'CEVENTS', ts: tsAt(Date.now(), 21), user: 'UADA', text: 'Live: saved filters' }
    const signal = new AbortController().signal
    await events.handle({ id: 'job-1', name: SLACK_EVENT_JOB, data: { teamId: 'T0ACME', event }, retryCount: 0, retryLimit: 0, signal })
    expect(stored.filter((companyId) => companyId === account.user.company_id)).toEqual([account.user.company_id])
    // A message of a channel the company did not select is not stored, so nothing is asked for it.
    const other = { ...event, channel: 'COTHER', ts: tsAt(Date.now(), 22) }
    await events.handle({ id: 'job-2', name: SLACK_EVENT_JOB, data: { teamId: 'T0ACME', event: other }, retryCount: 0, retryLimit: 0, signal })
    expect(stored.filter((companyId) => companyId === account.user.company_id)).toHaveLength(1)
  })

  it('checks signatures in constant time over the raw body, within five minutes', () => {
    const raw = Buffer.from('{"a":1}')
    const signature = `v0=${signBody('s', '1700000000', raw)}`
    expect(verifySlackSignature('s', '1700000000', signature, raw, 1_700_000_000 + 299)).toBe(true)
    expect(verifySlackSignature('s', '1700000000', signature, raw, 1_700_000_000 + 301)).toBe(false)
    expect(verifySlackSignature('s', '1700000000', signature, Buffer.from('{"a": 1}'), 1_700_000_000)).toBe(false)
    expect(verifySlackSignature('s', undefined, signature, raw, 1_700_000_000)).toBe(false)
  })
})

describe('Connect with Slack (OAuth)', () => {
  it('is announced by the config', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(response.json<AppConfig>().slack_oauth).toBe(true)
  })

  it('sends the person to Slack, then trades the code for a handle connect accepts', async () => {
    const account = await registerAndLogin(testApp.app)
    const start = await testApp.app.inject({ method: 'GET', url: '/api/v1/slack/oauth/start', headers: account.headers })
    expect(start.statusCode).toBe(200)
    const url = new URL(start.json<{ url: string }>().url)
    expect(`${url.origin}${url.pathname}`).toBe(new URL('../oauth/v2/authorize', fakeSlack.url).toString())
    expect(url.searchParams.get('client_id')).toBe('111.222')
    expect(url.searchParams.get('user_scope')).toBe(
      'channels:history,channels:read,groups:history,groups:read,users:read,users:read.email,chat:write',
    )
    expect(url.searchParams.get('redirect_uri')).toBe('http://headway.test/app/slack/callback')
    const state = url.searchParams.get('state') ?? ''

    const exchange = (body: object, who = account) =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/slack/oauth/exchange', headers: who.headers, payload: body })
    const stranger = await registerAndLogin(testApp.app)
    expect((await exchange({ code: 'code-1', state }, stranger)).statusCode).toBe(400)
    expect((await exchange({ code: 'code-1', state: `${state}x` })).statusCode).toBe(400)

    const exchanged = await exchange({ code: 'code-1', state })
    expect(exchanged.statusCode).toBe(200)
    const body = exchanged.json<SlackOAuthExchangeResponse>()
    expect(body).toMatchObject({ team_id: 'T0ACME', team_name: 'Acme Inc' })
    expect(body.channels.map((channel) => channel.id)).toEqual(['CEVENTS', 'COTHER'])
    expect(exchanged.body).not.toContain(OAUTH_TOKEN)
    expect((await exchange({ code: 'code-1', state })).json().detail).toMatch(/did not accept the sign-in code/)

    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/v1/slack/connect',
          headers: stranger.headers,
          payload: { connect_handle: body.connect_handle, selected_channels: ['COTHER'] },
        })
      ).statusCode,
    ).toBe(400)
    const integration = await connect(account, ['COTHER'], { connect_handle: body.connect_handle })
    expect(integration.team_name).toBe('Acme Inc')
  })
})
