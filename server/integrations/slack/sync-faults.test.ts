import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Integration } from '../../../api/schemas/slack'
import { queryRows } from '../../db/client'
import { registerAndLogin } from '../../testing/accounts'
import { type FakeSlack, startFakeSlack } from '../../testing/fake-slack'
import { fixtureWorkspace, plainMessages, syncedFully, waitForIntegration } from '../../testing/slack-fixtures'
import { createTestApp, reopenTestApp, type TestApp, type TestAppOptions } from '../../testing/test-app'

/**
 * Faults of the sync: a worker dying mid-backfill, and jobs cut short by their time budget. A dead worker's job is
 * found once its lease lapses, so these apps use a 3 s expiry (and a budget well inside it).
 */

const TOKEN = 'xoxp-faults'
const BIG = plainMessages(600, 'Big')
const SMALL = plainMessages(20, 'Small')

const PAGE_SIZE = 50
const options: TestAppOptions = {
  slackSync: { pageSize: PAGE_SIZE, budgetMs: 1500, sleep: async () => undefined },
  jobs: { expireSeconds: 3, maintenanceIntervalSeconds: 1, retryDelaySeconds: 1 },
}

let fakeSlack: FakeSlack
let first: TestApp | undefined
let second: TestApp | undefined

beforeAll(async () => {
  fakeSlack = await startFakeSlack([
    fixtureWorkspace({
      tokens: [TOKEN],
      channels: [
        { id: 'CBIG', name: 'big', messages: BIG },
        { id: 'CSMALL', name: 'small', messages: SMALL },
        { id: 'CSLICED', name: 'sliced', messages: plainMessages(300, 'Sliced') },
      ],
    }),
  ])
  first = await createTestApp({ slackApiUrl: fakeSlack.url }, options)
})
afterAll(async () => {
  await second?.close()
  await first?.close()
  await fakeSlack?.close()
})

const count = async (app: TestApp, companyId: string) => {
  const [row] = await queryRows<{ total: number | string; distinct: number | string }>(
    app.database.db,
    sql`select count(*) as total, count(distinct (channel_id, ts)) as distinct from feedback where company_id = ${companyId}`,
  )
  return { total: Number(row?.total ?? 0), distinct: Number(row?.distinct ?? 0) }
}

describe('a worker that dies in the middle of a backfill', () => {
  it('is resumed by a new server from the stored cursor, with no message lost or stored twice', async () => {
    if (!first) throw new Error('no app')
    const account = await registerAndLogin(first.app)
    const companyId = account.user.company_id
    // The 5th history call is never answered to this worker: the pages before it get stored.
    const held = fakeSlack.hold('conversations.history', 4)
    const response = await first.app.inject({
      method: 'POST',
      url: '/api/v1/slack/connect',
      headers: account.headers,
      payload: { user_token: TOKEN, selected_channels: ['CBIG', 'CSMALL'] },
    })
    const { id } = response.json<Integration>()
    await held.reached
    // Usually the held call is page 5. On a slow machine a page can be asked for twice (the job's 1.5 s budget ends
    // after page 4 was fetched ahead, and its continuation asks again), and then the 5th call is page 4's. Either way
    // every page before the held one is stored, once.
    const pagesAsked = new Set(
      fakeSlack.requests
        .filter((request) => request.method === 'conversations.history' && request.params.channel === 'CBIG')
        .map((request) => request.params.cursor ?? ''),
    )
    const storedBeforeHeld = (pagesAsked.size - 1) * PAGE_SIZE
    expect(storedBeforeHeld).toBeGreaterThanOrEqual(3 * PAGE_SIZE)
    // The page before the held one is fetched ahead of it being stored: let that store finish.
    const started = Date.now()
    while ((await count(first, companyId)).total < storedBeforeHeld && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await count(first, companyId)).toEqual({ total: storedBeforeHeld, distinct: storedBeforeHeld })
    const [stored] = await queryRows<{ run_cursor: string | null; run_active: boolean }>(
      first.database.db,
      sql`select run_cursor, run_active from slack_sync_channels where integration_id = ${id} and channel_id = 'CBIG'`,
    )
    expect(stored?.run_active).toBe(true)
    expect(stored?.run_cursor).toBeTruthy()

    // The process dies: its job stays 'active' in the store, nothing more is written by it.
    await first.killJobs()
    const requestsBefore = fakeSlack.requests.length
    second = await reopenTestApp(first, options)

    const synced = await waitForIntegration(second.app, account, id, syncedFully, 60_000)
    expect(synced.sync).toMatchObject({ messages_stored: 620, channels_done: 2, channels_total: 2, error: null })
    expect(await count(second, companyId)).toEqual({ total: 620, distinct: 620 })
    // Resumed, not restarted: the new worker's first page of #big is the one the dead worker was waiting for.
    const resumed = fakeSlack.requests
      .slice(requestsBefore)
      .find((request) => request.method === 'conversations.history' && request.params.channel === 'CBIG')
    expect(resumed?.params.cursor).toBe(stored?.run_cursor)

    // The dead worker's page finally arrives: it stores nothing.
    held.release()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await count(second, companyId)).toEqual({ total: 620, distinct: 620 })
  })
})

describe('a job that runs out of its time budget', () => {
  it('stores its place and hands the rest to a continuation', async () => {
    const app = second ?? first
    if (!app) throw new Error('no app')
    const account = await registerAndLogin(app.app)
    // Each page takes 400 ms here: a 1.5 s budget fits a few pages per job.
    const held = Array.from({ length: 6 }, () => fakeSlack.hold('conversations.history', 0))
    const releases = held.map(async (hold) => {
      await hold.reached
      await new Promise((resolve) => setTimeout(resolve, 400))
      hold.release()
    })
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v1/slack/connect',
      headers: account.headers,
      payload: { user_token: TOKEN, selected_channels: ['CSLICED'] },
    })
    const { id } = response.json<Integration>()
    const synced = await waitForIntegration(app.app, account, id, syncedFully, 60_000)
    await Promise.all(releases)
    expect(synced.sync.messages_stored).toBe(300)
    expect(await count(app, account.user.company_id)).toEqual({ total: 300, distinct: 300 })
  })
})
