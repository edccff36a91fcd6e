import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorDetail } from '../../api/schemas/error'
import type { Integration, ValidateTokensResponse } from '../../api/schemas/slack'
import { slackIntegrations } from '../db/schema'
import { buildApp } from './build-app'
import { decryptSecret, deriveKey } from '../secrets'
import { registerAndLogin, type TestAccount } from '../testing/accounts'
import { type FakeChannel, type FakeSlack, startFakeSlack } from '../testing/fake-slack'
import { createTestApp, type TestApp } from '../testing/test-app'

const TOKEN = 'xoxp-acme-user-token'
const OTHER_TOKEN = 'xoxp-acme-other-user'

/** 450 public channels (three pages of 200), two private ones and an archived one. */
const channels: FakeChannel[] = [
  ...Array.from({ length: 450 }, (_, index) => ({
    id: `C${String(index).padStart(5, '0')}`,
    name: `feedback-${index}`,
    purpose: `Purpose ${index}`,
    topic: `Topic ${index}`,
    num_members: index,
  })),
  { id: 'GPRIVATE1', name: 'vip-customers', is_private: true, num_members: 4, purpose: 'Key accounts' },
  { id: 'GPRIVATE2', name: 'escalations', is_private: true, num_members: 7 },
  { id: 'CARCHIVED', name: 'old-launch', is_archived: true },
]

let testApp: TestApp
let fakeSlack: FakeSlack
let acme: TestAccount

beforeAll(async () => {
  fakeSlack = await startFakeSlack([
    { teamId: 'T0ACME', teamName: 'Acme Inc', tokens: [TOKEN, OTHER_TOKEN], channels },
    { teamId: 'T0GLOBEX', teamName: 'Globex', tokens: ['xoxp-globex'], channels: [{ id: 'CGLOBEX', name: 'general' }] },
  ])
  testApp = await createTestApp({ slackApiUrl: fakeSlack.url })
  acme = await registerAndLogin(testApp.app)
})
afterAll(async () => {
  await testApp.close()
  await fakeSlack.close()
})

function post(account: TestAccount, url: string, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url, headers: account.headers, payload })
}
const validate = (account: TestAccount, userToken: string) =>
  post(account, '/api/v1/slack/validate-tokens', { user_token: userToken })
const connect = (account: TestAccount, userToken: string, selected: string[]) =>
  post(account, '/api/v1/slack/connect', { user_token: userToken, selected_channels: selected })
const list = (account: TestAccount) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/slack/integrations', headers: account.headers })

describe('validate-tokens', () => {
  it('answers the workspace and every channel, following the cursor to the end', async () => {
    fakeSlack.calls.length = 0
    const response = await validate(acme, TOKEN)
    expect(response.statusCode).toBe(200)
    const body = response.json<ValidateTokensResponse>()
    expect(body.team_id).toBe('T0ACME')
    expect(body.team_name).toBe('Acme Inc')
    expect(body.channels).toHaveLength(452)
    expect(fakeSlack.calls).toEqual([
      'auth.test',
      'team.info',
      'conversations.list',
      'conversations.list',
      'conversations.list',
    ])
    expect(body.channels.find((channel) => channel.id === 'GPRIVATE1')).toEqual({
      id: 'GPRIVATE1',
      name: 'vip-customers',
      purpose: 'Key accounts',
      topic: '',
      is_private: true,
      member_count: 4,
    })
    expect(body.channels.some((channel) => channel.id === 'CARCHIVED')).toBe(false)
    expect(body.channels.at(-3)).toMatchObject({ id: 'C00449', purpose: 'Purpose 449', is_private: false })
  })

  it('explains a rejected token', async () => {
    const response = await validate(acme, 'xoxp-wrong')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: ErrorDetail.slackInvalidAuth })
  })

  it.each([
    [{ ok: false, error: 'missing_scope', needed: 'groups:read', provided: 'channels:read' }, /groups:read scope/],
    [{ ok: false, error: 'account_inactive' }, /deactivated \(account_inactive\)/],
    [{ ok: false, error: 'ratelimited' }, /ratelimited/],
    [{ ok: false, error: 'team_access_not_granted' }, /team_access_not_granted/],
  ])('turns a Slack error into a 400 sentence: %j', async (body, detail) => {
    fakeSlack.respondOnce('conversations.list', { body })
    const response = await validate(acme, TOKEN)
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toMatch(detail)
  })

  it('answers an HTTP 429 at once, naming the wait', async () => {
    fakeSlack.respondOnce('auth.test', { status: 429, headers: { 'retry-after': '30' }, body: { ok: false } })
    const response = await validate(acme, TOKEN)
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe('Slack is limiting how often we can call it (ratelimited). Wait 30 seconds and try again.')
  })

  it('answers 502 when Slack cannot be reached', async () => {
    const config = { ...testApp.config, slackApiUrl: 'http://127.0.0.1:9/api/' } // nothing listens there
    const app = buildApp({ config, database: testApp.database, logger: false })
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/slack/validate-tokens',
        headers: acme.headers,
        payload: { user_token: TOKEN },
      })
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({ detail: 'Could not reach Slack. Please try again.' })
    } finally {
      await app.close()
    }
  })

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/slack/validate-tokens',
      payload: { user_token: TOKEN },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('connect', () => {
  it('stores the integration as pending with the token encrypted, and never returns the token', async () => {
    const account = await registerAndLogin(testApp.app)
    const response = await connect(account, TOKEN, ['C00001', 'GPRIVATE2', 'C00420'])
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain(TOKEN)
    const integration = response.json<Integration>()
    expect(integration).toMatchObject({
      team_name: 'Acme Inc',
      status: 'pending',
      last_synced: null,
      channels: [
        { id: 'C00001', name: 'feedback-1' },
        { id: 'GPRIVATE2', name: 'escalations' },
        { id: 'C00420', name: 'feedback-420' },
      ],
    })
    const [row] = await testApp.database.db
      .select()
      .from(slackIntegrations)
      .where(eq(slackIntegrations.id, integration.id))
    expect(row?.tokenCiphertext).not.toContain(TOKEN)
    expect(decryptSecret(deriveKey(testApp.config.secretKey, 'secret-encryption'), row?.tokenCiphertext ?? '')).toBe(TOKEN)
    expect(row?.channels[1]).toMatchObject({ id: 'GPRIVATE2', is_private: true, member_count: 7 })

    expect(integration).toMatchObject({
      source: 'api',
      sync: { state: 'queued', messages_stored: 0, channels_done: 0, channels_total: 3, error: null },
    })

    const listed = await list(account)
    expect(listed.statusCode).toBe(200)
    // The first sync starts at once (these channels have no messages), so its progress moves on.
    const [only, ...others] = listed.json<Integration[]>()
    expect(others).toEqual([])
    expect(only).toMatchObject({ id: integration.id, team_name: 'Acme Inc', channels: integration.channels, source: 'api' })
    expect(listed.body).not.toContain(TOKEN)
  })

  it('updates the integration when the same workspace is connected again', async () => {
    const account = await registerAndLogin(testApp.app)
    const first = (await connect(account, TOKEN, ['C00001'])).json<Integration>()
    const second = await connect(account, OTHER_TOKEN, ['C00002', 'GPRIVATE1'])
    expect(second.statusCode).toBe(200)
    expect(second.json<Integration>()).toMatchObject({
      id: first.id,
      channels: [
        { id: 'C00002', name: 'feedback-2' },
        { id: 'GPRIVATE1', name: 'vip-customers' },
      ],
    })
    const globex = await connect(account, 'xoxp-globex', ['CGLOBEX'])
    expect(globex.json<Integration>().id).not.toBe(first.id)
    expect((await list(account)).json<Integration[]>().map((integration) => integration.team_name)).toEqual([
      'Acme Inc',
      'Globex',
    ])
  })

  it('refuses more than five channels, none, or one that is not in the workspace', async () => {
    const six = ['C00001', 'C00002', 'C00003', 'C00004', 'C00005', 'C00006']
    const tooMany = await connect(acme, TOKEN, six)
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json()).toEqual({ detail: 'Select at most 5 channels.' })
    expect((await connect(acme, TOKEN, [])).statusCode).toBe(422)
    const foreign = await connect(acme, TOKEN, ['C00001', 'CGLOBEX'])
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toEqual({ detail: ErrorDetail.unknownChannel })
    expect((await connect(acme, TOKEN, ['CARCHIVED'])).statusCode).toBe(400)
    expect((await list(acme)).json()).toEqual([])
  })

  it('explains a rejected token', async () => {
    const response = await connect(acme, 'xoxp-wrong', ['C00001'])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: ErrorDetail.slackInvalidAuth })
  })
})

describe('integrations of a company', () => {
  it("lists and deletes only the caller's company's integrations", async () => {
    const companyA = await registerAndLogin(testApp.app)
    const companyB = await registerAndLogin(testApp.app)
    const integration = (await connect(companyA, TOKEN, ['C00007'])).json<Integration>()
    const remove = (account: TestAccount, id: string) =>
      testApp.app.inject({ method: 'DELETE', url: `/api/v1/slack/integrations/${id}`, headers: account.headers })

    expect((await list(companyB)).json()).toEqual([])
    const foreign = await remove(companyB, integration.id)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ detail: ErrorDetail.integrationNotFound })
    expect((await list(companyA)).json()).toHaveLength(1)

    const own = await remove(companyA, integration.id)
    expect(own.statusCode).toBe(204)
    expect(own.body).toBe('')
    expect((await list(companyA)).json()).toEqual([])
    expect((await remove(companyA, integration.id)).statusCode).toBe(404)
    expect((await remove(companyA, 'not-a-uuid')).statusCode).toBe(422)
  })
})
