import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppConfig } from '../../api/schemas/config'
import { ErrorDetail } from '../../api/schemas/error'
import type { GmailMailbox, GmailOAuthExchangeResponse } from '../../api/schemas/gmail'
import { gmailMailboxes } from '../db/schema'
import { decryptSecret, deriveKey } from '../secrets'
import { registerAndLogin, type TestAccount } from '../testing/accounts'
import { type FakeGoogle, startFakeGoogle } from '../testing/fake-google'
import {
  connectGmail,
  connectMailbox,
  customerEmail,
  exchange,
  fixtureLabels,
  GOOGLE_CLIENT,
  googleSettings,
  startState,
} from '../testing/gmail-fixtures'
import { createTestApp, type TestApp } from '../testing/test-app'
import { buildApp } from './build-app'

const ACME = 'feedback@acme.com'
const GLOBEX = 'support@globex.com'
const START_AGAIN = 'This Google sign-in link has expired or was meant for another user. Start again from Connect.'
const CODE_REFUSED = 'Google did not accept the sign-in code (it works once, for a few minutes). Start again from Connect.'
const NOT_SET_UP = 'Connect Gmail is not set up on this server: set HEADWAY_GOOGLE_CLIENT_ID and HEADWAY_GOOGLE_CLIENT_SECRET.'

let testApp: TestApp
let fakeGoogle: FakeGoogle
let acme: TestAccount

beforeAll(async () => {
  fakeGoogle = await startFakeGoogle(
    [
      {
        emailAddress: ACME,
        labels: fixtureLabels,
        emails: [
          customerEmail('a-1', 1, 'Please add SSO.', { labelIds: ['INBOX', 'Label_1'] }),
          customerEmail('a-2', 2, 'Dark mode, please.', { labelIds: ['INBOX', 'Label_1', 'Label_2'] }),
        ],
      },
      { emailAddress: GLOBEX, labels: fixtureLabels.slice(0, 1), emails: [] },
    ],
    GOOGLE_CLIENT,
  )
  testApp = await createTestApp({ ...googleSettings(fakeGoogle), slackBackfillDays: 30 })
  acme = await registerAndLogin(testApp.app)
})
afterAll(async () => {
  await testApp?.close()
  await fakeGoogle?.close()
})

const list = (account: TestAccount) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/gmail/mailboxes', headers: account.headers })

async function handleFor(account: TestAccount, address = ACME): Promise<GmailOAuthExchangeResponse> {
  const response = await exchange(testApp.app, account, { code: fakeGoogle.issueCode(address), state: await startState(testApp.app, account) })
  expect(response.statusCode).toBe(200)
  return response.json<GmailOAuthExchangeResponse>()
}

describe('Connect Gmail: start and exchange', () => {
  it('is announced by the config', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(response.json<AppConfig>().gmail_oauth).toBe(true)
  })

  it("sends the person to Google's consent page for read-only Gmail access, offline", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/gmail/oauth/start', headers: acme.headers })
    expect(response.statusCode).toBe(200)
    const url = new URL(response.json<{ url: string }>().url)
    expect(`${url.origin}${url.pathname}`).toBe(fakeGoogle.authUrl)
    expect(Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'state'))).toEqual({
      access_type: 'offline',
      prompt: 'consent',
      scope: 'https://www.googleapis.com/auth/gmail.readonly',
      response_type: 'code',
      client_id: GOOGLE_CLIENT.clientId,
      redirect_uri: 'http://headway.test/app/gmail/callback',
    })
    expect(url.searchParams.get('state')).toMatch(/^.+\..+\..+\..+$/)
  })

  it("trades the code for the mailbox's address, its labels with their counts, and a handle", async () => {
    const state = await startState(testApp.app, acme)
    const code = fakeGoogle.issueCode(ACME)
    const stranger = await registerAndLogin(testApp.app)
    expect(await exchange(testApp.app, stranger, { code, state }).then((r) => [r.statusCode, r.json()])).toEqual([
      400,
      { detail: START_AGAIN },
    ])
    expect((await exchange(testApp.app, acme, { code, state: `${state}x` })).json()).toEqual({ detail: START_AGAIN })

    const before = fakeGoogle.requests.length
    const response = await exchange(testApp.app, acme, { code, state })
    expect(response.statusCode).toBe(200)
    const body = response.json<GmailOAuthExchangeResponse>()
    expect(body.email_address).toBe(ACME)
    expect(body.labels).toEqual([
      { id: 'INBOX', name: 'INBOX', type: 'system', messages_total: 2 },
      { id: 'Label_3', name: 'Billing', type: 'user', messages_total: 0 },
      { id: 'Label_1', name: 'Customer feedback', type: 'user', messages_total: 2 },
      { id: 'Label_2', name: 'Feature requests', type: 'user', messages_total: 1 },
    ])
    expect(body.connect_handle.length).toBeGreaterThan(20)
    expect(body.backfill_days).toBe(30)
    const token = fakeGoogle.requests.slice(before).find((request) => request.endpoint === 'token')
    expect(token?.params).toMatchObject({ grant_type: 'authorization_code', code, redirect_uri: 'http://headway.test/app/gmail/callback' })

    const again = await exchange(testApp.app, acme, { code, state })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ detail: CODE_REFUSED })
  })

  it('says so when Google grants no refresh token', async () => {
    const response = await exchange(testApp.app, acme, {
      code: fakeGoogle.issueCode(ACME, { withRefreshToken: false }),
      state: await startState(testApp.app, acme),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(
      'Google granted no offline access to this mailbox (no refresh token). Start again from Connect and allow it.',
    )
  })

  it('answers 502 when Google cannot be reached, and 404 when Connect Gmail is not set up', async () => {
    const state = await startState(testApp.app, acme)
    const unreachable = buildApp({
      config: { ...testApp.config, googleTokenUrl: 'http://127.0.0.1:9/token' }, // nothing listens there
      database: testApp.database,
      logger: false,
    })
    const unconfigured = buildApp({
      config: { ...testApp.config, googleClientId: undefined, googleClientSecret: undefined },
      database: testApp.database,
      logger: false,
    })
    try {
      const down = await unreachable.inject({
        method: 'POST',
        url: '/api/v1/gmail/oauth/exchange',
        headers: acme.headers,
        payload: { code: fakeGoogle.issueCode(ACME), state },
      })
      expect([down.statusCode, down.json()]).toEqual([502, { detail: 'Could not reach Google. Please try again.' }])

      const start = await unconfigured.inject({ method: 'GET', url: '/api/v1/gmail/oauth/start', headers: acme.headers })
      expect([start.statusCode, start.json()]).toEqual([404, { detail: NOT_SET_UP }])
      const code = await unconfigured.inject({
        method: 'POST',
        url: '/api/v1/gmail/oauth/exchange',
        headers: acme.headers,
        payload: { code: 'code', state },
      })
      expect([code.statusCode, code.json()]).toEqual([404, { detail: NOT_SET_UP }])
      const config = await unconfigured.inject({ method: 'GET', url: '/api/v1/config' })
      expect(config.json<AppConfig>().gmail_oauth).toBe(false)
    } finally {
      await unreachable.close()
      await unconfigured.close()
    }
  })

  it('needs a signed-in user', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/gmail/oauth/start' })).statusCode).toBe(401)
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/gmail/oauth/exchange', payload: { code: 'c', state: 's' } })
    expect(response.statusCode).toBe(401)
  })
})

describe('connect', () => {
  it('stores the mailbox as pending with the refresh token encrypted, and answers it', async () => {
    const account = await registerAndLogin(testApp.app)
    const { connect_handle } = await handleFor(account)
    const stranger = await registerAndLogin(testApp.app)
    const stolen = await connectGmail(testApp.app, stranger, { connect_handle, label_ids: ['Label_1'] })
    expect([stolen.statusCode, stolen.json()]).toEqual([400, { detail: 'This Gmail connection has expired. Start again from Connect.' }])

    const response = await connectGmail(testApp.app, account, { connect_handle, label_ids: ['Label_2', 'INBOX'] })
    expect(response.statusCode).toBe(200)
    const mailbox = response.json<GmailMailbox>()
    expect(mailbox).toMatchObject({
      email_address: ACME,
      status: 'pending',
      last_synced: null,
      labels: [
        { id: 'Label_2', name: 'Feature requests' },
        { id: 'INBOX', name: 'INBOX' },
      ],
      sync: { state: 'queued', messages_stored: 0, channels_done: 0, channels_total: 2, error: null },
    })
    const [row] = await testApp.database.db.select().from(gmailMailboxes).where(eq(gmailMailboxes.id, mailbox.id))
    const refreshToken = decryptSecret(deriveKey(testApp.config.secretKey, 'secret-encryption'), row?.refreshTokenCiphertext ?? '')
    expect(refreshToken).toMatch(/^1\/\/fake-/)
    expect(response.body).not.toContain(refreshToken)
    expect(connect_handle).not.toContain(refreshToken)
    const listed = await list(account)
    expect(listed.json<GmailMailbox[]>().map(({ id, email_address }) => ({ id, email_address }))).toEqual([
      { id: mailbox.id, email_address: ACME },
    ])
    expect(listed.body).not.toContain(refreshToken)
  })

  it('updates the mailbox when the same address is connected again; another address is another mailbox', async () => {
    const account = await registerAndLogin(testApp.app)
    const first = await connectMailbox(testApp.app, fakeGoogle, account, ACME, ['Label_1'])
    const second = await connectMailbox(testApp.app, fakeGoogle, account, ACME, ['Label_2', 'Label_3'])
    expect(second).toMatchObject({ id: first.id, labels: [{ id: 'Label_2' }, { id: 'Label_3' }] })
    const globex = await connectMailbox(testApp.app, fakeGoogle, account, GLOBEX, ['INBOX'])
    expect(globex.id).not.toBe(first.id)
    expect((await list(account)).json<GmailMailbox[]>().map((mailbox) => mailbox.email_address)).toEqual([ACME, GLOBEX])
  })

  it('refuses a label that is not in the mailbox, none, or more than five', async () => {
    const account = await registerAndLogin(testApp.app)
    const { connect_handle } = await handleFor(account)
    const foreign = await connectGmail(testApp.app, account, { connect_handle, label_ids: ['Label_1', 'Label_99'] })
    expect([foreign.statusCode, foreign.json()]).toEqual([400, { detail: 'One of the selected labels is not in this mailbox.' }])
    const sent = await connectGmail(testApp.app, account, { connect_handle, label_ids: ['SENT'] })
    expect(sent.statusCode).toBe(400)
    const none = await connectGmail(testApp.app, account, { connect_handle, label_ids: [] })
    expect([none.statusCode, none.json()]).toEqual([422, { detail: 'Select at least one label.' }])
    const six = await connectGmail(testApp.app, account, { connect_handle, label_ids: ['a', 'b', 'c', 'd', 'e', 'f'] })
    expect([six.statusCode, six.json()]).toEqual([422, { detail: 'Select at most 5 labels.' }])
    expect((await list(account)).json()).toEqual([])
  })
})

describe('mailboxes of a company', () => {
  it("lists, syncs and deletes only the caller's company's mailboxes", async () => {
    const companyA = await registerAndLogin(testApp.app)
    const companyB = await registerAndLogin(testApp.app)
    const mailbox = await connectMailbox(testApp.app, fakeGoogle, companyA, ACME, ['Label_1'])
    const remove = (account: TestAccount, id: string) =>
      testApp.app.inject({ method: 'DELETE', url: `/api/v1/gmail/mailboxes/${id}`, headers: account.headers })
    const sync = (account: TestAccount, id: string) =>
      testApp.app.inject({ method: 'POST', url: `/api/v1/gmail/mailboxes/${id}/sync`, headers: account.headers })

    expect((await list(companyB)).json()).toEqual([])
    for (const foreign of [await remove(companyB, mailbox.id), await sync(companyB, mailbox.id)]) {
      expect([foreign.statusCode, foreign.json()]).toEqual([404, { detail: ErrorDetail.mailboxNotFound }])
    }
    expect((await list(companyA)).json()).toHaveLength(1)
    expect((await sync(companyA, mailbox.id)).statusCode).toBe(202)

    const own = await remove(companyA, mailbox.id)
    expect([own.statusCode, own.body]).toEqual([204, ''])
    expect((await list(companyA)).json()).toEqual([])
    expect((await remove(companyA, mailbox.id)).statusCode).toBe(404)
    expect((await remove(companyA, 'not-a-uuid')).statusCode).toBe(422)
  })
})
