import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client'
import { gmailMailboxes } from '../../db/schema'
import { registerAndLogin } from '../../testing/accounts'
import { type FakeGoogle, startFakeGoogle } from '../../testing/fake-google'
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
import { createTestApp, reopenTestApp, type TestApp, type TestAppOptions } from '../../testing/test-app'

/**
 * Faults around a Gmail sync: a worker dying in the middle of a history sync, and a server restarted without its
 * Google settings. A dead worker's job is found once its lease lapses, so these apps use a 3 s expiry.
 */

const BUSY = 'busy@acme.com'
const RESTARTED = 'restarted@acme.com'
const PAGE_SIZE = 5

const options: TestAppOptions = {
  gmailSync: { pageSize: PAGE_SIZE, sleep: async () => undefined },
  jobs: { expireSeconds: 3, maintenanceIntervalSeconds: 1, retryDelaySeconds: 1 },
}

let fakeGoogle: FakeGoogle
const apps: TestApp[] = []

beforeAll(async () => {
  fakeGoogle = await startFakeGoogle(
    [
      { emailAddress: BUSY, labels: fixtureLabels, emails: [customerEmail('b-first', 5, 'Please add a status page.')] },
      { emailAddress: RESTARTED, labels: fixtureLabels, emails: [customerEmail('r-first', 5, 'Please add an audit log.')] },
    ],
    GOOGLE_CLIENT,
  )
  apps.push(await createTestApp(googleSettings(fakeGoogle), options))
})
afterAll(async () => {
  for (const app of apps.reverse()) await app.close()
  await fakeGoogle?.close()
})

/** The app serving now: the last one started (the ones before it were killed). */
const current = () => {
  const app = apps.at(-1)
  if (!app) throw new Error('no app')
  return app
}
/** Another server on the same database, after the one serving now dies. */
const replaceServer = async (settings: Parameters<typeof reopenTestApp>[2] = {}) => {
  const [first] = apps
  if (!first) throw new Error('no app')
  await current().killJobs()
  apps.push(await reopenTestApp(first, options, settings))
  return current()
}

const count = async (app: TestApp, companyId: string) => {
  const [row] = await queryRows<{ total: number | string; distinct: number | string }>(
    app.database.db,
    sql`select count(*) as total, count(distinct gmail_message_id) as distinct from feedback where company_id = ${companyId}`,
  )
  return { total: Number(row?.total ?? 0), distinct: Number(row?.distinct ?? 0) }
}

describe('a worker that dies in the middle of a history sync', () => {
  it('is resumed by a new server from the stored page, with no email lost or stored twice', async () => {
    const first = current()
    const account = await registerAndLogin(first.app)
    const companyId = account.user.company_id
    const { id } = await connectMailbox(first.app, fakeGoogle, account, BUSY, ['Label_1'])
    await waitForMailbox(first.app, account, id, mailboxSynced)

    // 12 new emails, 2 of them newsletters: three pages of history (5, 5, 2).
    for (let index = 0; index < 12; index++) {
      fakeGoogle.addEmail(
        BUSY,
        customerEmail(`b-${index}`, 1 - index / 100, `Request ${index}`, {
          ...(index % 6 === 5 && { headers: { 'List-Unsubscribe': '<mailto:unsubscribe@vendor.example>' } }),
        }),
      )
    }
    // The second history page is never answered to this worker: the first page (5 customer emails) gets stored.
    const held = fakeGoogle.hold('history.list', 1)
    expect((await syncMailboxNow(first.app, account, id)).statusCode).toBe(202)
    await held.reached
    await expect.poll(() => count(first, companyId), { timeout: 10_000, interval: 50 }).toEqual({ total: 6, distinct: 6 })
    const [stored] = await first.database.db
      .select({ token: gmailMailboxes.historyPageToken, historyId: gmailMailboxes.historyId })
      .from(gmailMailboxes)
      .where(and(eq(gmailMailboxes.companyId, companyId), eq(gmailMailboxes.id, id)))
    expect(stored?.token).toBeTruthy()

    const requestsBefore = fakeGoogle.requests.length
    const second = await replaceServer()
    const synced = await waitForMailbox(second.app, account, id, mailboxSynced, 60_000)
    expect(synced.sync).toMatchObject({ messages_stored: 11, channels_done: 1, channels_total: 1, error: null })
    expect(await count(second, companyId)).toEqual({ total: 11, distinct: 11 })
    // Resumed, not restarted: the new worker's first history page is the one the dead worker was waiting for.
    const resumed = fakeGoogle.requests.slice(requestsBefore).find((request) => request.endpoint === 'history.list')
    expect(resumed?.params).toMatchObject({ startHistoryId: stored?.historyId, pageToken: stored?.token })

    // The dead worker's page finally arrives: it stores nothing.
    held.release()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await count(second, companyId)).toEqual({ total: 11, distinct: 11 })
  })
})

describe('a server restarted without its Google settings', () => {
  it('shows the mailbox in error with what is missing, and syncs again once the settings are back', async () => {
    const account = await registerAndLogin(current().app)
    const { id } = await connectMailbox(current().app, fakeGoogle, account, RESTARTED, ['Label_1'])
    await waitForMailbox(current().app, account, id, mailboxSynced)

    const withoutGoogle = await replaceServer({ googleClientId: undefined, googleClientSecret: undefined })
    expect((await syncMailboxNow(withoutGoogle.app, account, id)).statusCode).toBe(202)
    const failed = await waitForMailbox(withoutGoogle.app, account, id, (mailbox) => mailbox.sync.state === 'error')
    expect(failed.sync.error).toBe(
      'Gmail sync is not set up on this server: set HEADWAY_GOOGLE_CLIENT_ID and HEADWAY_GOOGLE_CLIENT_SECRET.',
    )

    fakeGoogle.addEmail(RESTARTED, customerEmail('r-later', 0.1, 'And a log of logins.'))
    const withGoogle = await replaceServer()
    expect((await syncMailboxNow(withGoogle.app, account, id)).statusCode).toBe(202)
    const synced = await waitForMailbox(withGoogle.app, account, id, mailboxSynced)
    expect(synced.sync).toMatchObject({ state: 'idle', messages_stored: 2, error: null })
  })
})
