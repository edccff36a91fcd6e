import { sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Integration } from '../api/schemas/slack'
import { queryRows } from './db/client'
import { databaseProblem } from './db/errors'
import { registerAndLogin, type TestAccount } from './testing/accounts'
import { type FakeSlack, startFakeSlack } from './testing/fake-slack'
import { feedbackMessages, fixtureWorkspace, syncedFully, waitForIntegration } from './testing/slack-fixtures'
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy'
import { createTestApp, type TestApp } from './testing/test-app'

const serverUrl = process.env.HEADWAY_TEST_DATABASE_URL

/**
 * PostgreSQL stops while a Slack backfill and the analysis run, then starts again. The server's only road to it is a
 * proxy the test stops (server/testing/tcp-proxy.ts): the shared PostgreSQL server keeps running for the other tests.
 * PostgreSQL only (npm test leaves it out of the PGlite pass): the embedded database lives in the process.
 */
describe.runIf(serverUrl)('PostgreSQL stopped in the middle of a backfill and the analysis', () => {
  // The same feedback in both workspaces: both companies end with the same features.
  const ANALYSED = { token: 'xoxp-outage-analysed', messages: feedbackMessages(600) }
  const BACKFILLED = { token: 'xoxp-outage-backfilled', messages: feedbackMessages(600) }
  const logLines: string[] = []
  let proxy: TcpProxy
  let fakeSlack: FakeSlack
  let testApp: TestApp

  beforeAll(async () => {
    const server = new URL(serverUrl ?? '')
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) })
    const workspace = (teamId: string, { token, messages }: typeof ANALYSED, channel: string) =>
      fixtureWorkspace({
        teamId,
        teamName: teamId,
        tokens: [token],
        channels: [{ id: channel, name: 'feedback', messages }],
      })
    fakeSlack = await startFakeSlack([
      workspace('T0ANALYSED', ANALYSED, 'CANALYSED'),
      workspace('T0BACKFILLED', BACKFILLED, 'CBACKFILLED'),
    ])
    testApp = await createTestApp(
      { slackApiUrl: fakeSlack.url },
      {
        slackSync: { pageSize: 50 },
        logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
      },
      { reachDatabase: proxy.urlFor },
    )
  })
  afterAll(async () => {
    await proxy?.start()
    await testApp?.close()
    await fakeSlack?.close()
    await proxy?.close()
  })

  const inject = (options: InjectOptions) => testApp.app.inject(options)

  async function connect(account: TestAccount, token: string, channel: string): Promise<string> {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/slack/connect',
      headers: account.headers,
      payload: { user_token: token, selected_channels: [channel] },
    })
    expect(response.statusCode).toBe(200)
    return response.json<Integration>().id
  }

  /** The queues whose jobs logged that the outage stopped them (server/jobs/pg-boss-queue.ts). */
  const outageHitQueues = () =>
    [
      ...new Set(
        logLines
          .map((line) => JSON.parse(line) as { msg: string; queue?: string })
          .filter((entry) => entry.msg.startsWith('Job stopped by a database outage'))
          .map((entry) => entry.queue),
      ),
    ].sort()

  const waitingCount = async (companyId: string) => {
    const [row] = await queryRows<{ waiting: number }>(
      testApp.database.db,
      sql`select count(*)::int as waiting from feedback
          where company_id = ${companyId} and analysed_at is null and analysis_set_aside_at is null`,
    )
    return row?.waiting
  }

  /** The company's features, each with how many messages it was found in. */
  const featuresOf = (companyId: string) =>
    queryRows<{ title: string; mentions: number }>(
      testApp.database.db,
      sql`select features.title, count(mentions.id)::int as mentions from features
          left join mentions on mentions.feature_id = features.id
          where features.company_id = ${companyId}
          group by features.id, features.title order by features.title, mentions`,
    )

  const analysedCount = async (companyId: string) => {
    const [row] = await queryRows<{ analysed: number }>(
      testApp.database.db,
      sql`select count(*)::int as analysed from feedback where company_id = ${companyId} and analysed_at is not null`,
    )
    return row?.analysed ?? 0
  }

  it('answers 503 while it is down, then completes everything: each message stored once and analysed once', async () => {
    const analysed = await registerAndLogin(testApp.app)
    const backfilled = await registerAndLogin(testApp.app)

    // The first company's backfill is over: its analysis starts.
    const analysedId = await connect(analysed, ANALYSED.token, 'CANALYSED')
    await waitForIntegration(testApp.app, analysed, analysedId, syncedFully, 30_000)
    // The second company's backfill is under way: its 4th page is held until the database has stopped.
    const held = fakeSlack.hold('conversations.history', 3)
    const backfilledId = await connect(backfilled, BACKFILLED.token, 'CBACKFILLED')
    await held.reached
    await expect.poll(() => analysedCount(analysed.user.company_id), { timeout: 30_000, interval: 50 }).toBeGreaterThan(0)
    expect(await analysedCount(analysed.user.company_id)).toBeLessThan(ANALYSED.messages.length)

    await proxy.stop()
    held.release()

    for (const request of [
      { method: 'GET' as const, url: '/api/v1/features' },
      { method: 'POST' as const, url: '/api/v1/features', payload: { title: 'Written while the database is down' } },
    ]) {
      const response = await inject({ ...request, headers: analysed.headers })
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(503)
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
      expect(response.json()).toEqual({ detail: expect.stringMatching(/^The database .*\.$/) })
    }
    // Whatever the first statement, a transaction's too (its connection is made before its BEGIN).
    const transaction = await testApp.database.db
      .transaction((tx) => tx.execute(sql`select 1`))
      .catch((error: unknown) => error)
    expect(databaseProblem(transaction)).toBe('unavailable')
    const health = await inject({ method: 'GET', url: '/healthz' })
    expect(health.statusCode).toBe(503)
    expect(Number(health.headers['retry-after'])).toBeGreaterThan(0)
    expect(health.json()).toEqual({ detail: expect.stringMatching(/^The database .*\.$/) })

    // Both jobs meet the outage before it ends.
    await expect.poll(outageHitQueues, { timeout: 30_000, interval: 50 }).toEqual(['feedback-analysis', 'slack-sync'])
    await proxy.start()

    const synced = await waitForIntegration(testApp.app, backfilled, backfilledId, syncedFully, 60_000)
    expect(synced.sync).toMatchObject({ messages_stored: BACKFILLED.messages.length, error: null })
    for (const [account, messages] of [[analysed, ANALYSED.messages], [backfilled, BACKFILLED.messages]] as const) {
      await expect.poll(() => waitingCount(account.user.company_id), { timeout: 60_000, interval: 200 }).toBe(0)
      // Every message of the workspace is stored once, and analysed once, with no attempt blamed on it.
      const stored = await queryRows<{ ts: string; analysed: boolean; failures: number; set_aside: boolean }>(
        testApp.database.db,
        sql`select ts, analysed_at is not null as analysed, analysis_failures as failures,
              analysis_set_aside_at is not null as set_aside
            from feedback where company_id = ${account.user.company_id}`,
      )
      expect(stored.map((row) => row.ts).sort()).toEqual(messages.map((message) => message.ts).sort())
      expect(stored.filter((row) => !row.analysed || row.failures > 0 || row.set_aside)).toEqual([])
    }
    // No feature made twice (nor the one written during the outage): the analysis interrupted mid-batch found the same
    // features, with the same mentions, as the one that ran after the outage on the same messages.
    const found = await featuresOf(analysed.user.company_id)
    expect(found.length).toBeGreaterThan(10)
    expect(found).toEqual(await featuresOf(backfilled.user.company_id))
    // No job failed for good, and the server is whole again: health, and the LISTEN connection (the feature list's
    // cache) back.
    const failed = await queryRows(testApp.database.db, sql`select name, output from pgboss.job where state = 'failed'`)
    expect(failed).toEqual([])
    expect((await inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    await expect
      .poll(async () => {
        const [row] = await queryRows<{ listening: number }>(
          testApp.database.db,
          sql`select count(*)::int as listening from pg_stat_activity
              where datname = current_database() and application_name = 'headway-listen' and query like 'LISTEN %'`,
        )
        return row?.listening
      }, { timeout: 10_000, interval: 200 })
      .toBe(1)
    // About 25 s on an idle machine; its waits (by condition) have room for a loaded one.
  }, 120_000)
})
