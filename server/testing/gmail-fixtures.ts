import type { FastifyInstance } from 'fastify'
import type { GmailMailbox, GmailOAuthExchangeResponse } from '../../api/schemas/gmail'
import type { Config } from '../config'
import type { TestAccount } from './accounts'
import type { FakeEmail, FakeGoogle, FakeLabel } from './fake-google'

export const GOOGLE_CLIENT = { clientId: 'headway-test.apps.googleusercontent.com', clientSecret: 'google-test-secret' }

/** The settings that point a test server at a fake Google. */
export function googleSettings(fake: FakeGoogle): Partial<Config> {
  return {
    googleClientId: GOOGLE_CLIENT.clientId,
    googleClientSecret: GOOGLE_CLIENT.clientSecret,
    googleAuthUrl: fake.authUrl,
    googleTokenUrl: fake.tokenUrl,
    gmailApiUrl: fake.url,
  }
}

export const fixtureLabels: FakeLabel[] = [
  { id: 'INBOX', name: 'INBOX', type: 'system' },
  { id: 'SENT', name: 'SENT', type: 'system' },
  { id: 'SPAM', name: 'SPAM', type: 'system' },
  { id: 'UNREAD', name: 'UNREAD', type: 'system' },
  { id: 'Label_1', name: 'Customer feedback', type: 'user' },
  { id: 'Label_2', name: 'Feature requests', type: 'user' },
  { id: 'Label_3', name: 'Billing', type: 'user' },
]

const HOUR_MS = 3_600_000

/** An email from a customer, received `hoursAgo`, with a plain-text body. */
export function customerEmail(id: string, hoursAgo: number, text: string, overrides: Partial<FakeEmail> = {}): FakeEmail {
  return {
    id,
    labelIds: ['INBOX', 'Label_1'],
    internalDate: Date.now() - hoursAgo * HOUR_MS,
    from: '"Grace Hopper" <grace@globex.com>',
    subject: `Request ${id}`,
    body: { plain: text },
    ...overrides,
  }
}

export const exchange = (app: FastifyInstance, account: TestAccount, body: { code: string; state: string }) =>
  app.inject({ method: 'POST', url: '/api/v1/gmail/oauth/exchange', headers: account.headers, payload: body })

export const connectGmail = (app: FastifyInstance, account: TestAccount, body: { connect_handle: string; label_ids: string[] }) =>
  app.inject({ method: 'POST', url: '/api/v1/gmail/connect', headers: account.headers, payload: body })

/** The state of a fresh start URL of this account (Google would send it back to the callback). */
export async function startState(app: FastifyInstance, account: TestAccount): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/gmail/oauth/start', headers: account.headers })
  if (response.statusCode !== 200) throw new Error(`start answered ${response.statusCode}: ${response.body}`)
  return new URL(response.json<{ url: string }>().url).searchParams.get('state') ?? ''
}

/** The whole Connect Gmail flow through the API: start, exchange a code the fake issued, connect the labels. */
export async function connectMailbox(
  app: FastifyInstance,
  fake: FakeGoogle,
  account: TestAccount,
  emailAddress: string,
  labelIds: string[],
): Promise<GmailMailbox> {
  const state = await startState(app, account)
  const exchanged = await exchange(app, account, { code: fake.issueCode(emailAddress), state })
  if (exchanged.statusCode !== 200) throw new Error(`exchange answered ${exchanged.statusCode}: ${exchanged.body}`)
  const { connect_handle } = exchanged.json<GmailOAuthExchangeResponse>()
  const connected = await connectGmail(app, account, { connect_handle, label_ids: labelIds })
  if (connected.statusCode !== 200) throw new Error(`connect answered ${connected.statusCode}: ${connected.body}`)
  return connected.json<GmailMailbox>()
}

/** Sync now through the API (202 with the mailbox). */
export const syncMailboxNow = (app: FastifyInstance, account: TestAccount, mailboxId: string) =>
  app.inject({ method: 'POST', url: `/api/v1/gmail/mailboxes/${mailboxId}/sync`, headers: account.headers })

/** Polls the mailbox list until `done` holds for the mailbox (or fails after `timeoutMs`). */
export async function waitForMailbox(
  app: FastifyInstance,
  account: TestAccount,
  mailboxId: string,
  done: (mailbox: GmailMailbox) => boolean,
  timeoutMs = 30_000,
): Promise<GmailMailbox> {
  const started = Date.now()
  let last: GmailMailbox | undefined
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/api/v1/gmail/mailboxes', headers: account.headers })
    last = response.json<GmailMailbox[]>().find((mailbox) => mailbox.id === mailboxId)
    if (last && done(last)) return last
    if (Date.now() - started > timeoutMs) {
      throw new Error(`The mailbox did not get there in ${timeoutMs} ms; last seen: ${JSON.stringify(last)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The sync finished: idle, connected, every followed label done. */
export const mailboxSynced = (mailbox: GmailMailbox) =>
  mailbox.sync.state === 'idle' && mailbox.status === 'connected' && mailbox.sync.channels_done === mailbox.sync.channels_total
