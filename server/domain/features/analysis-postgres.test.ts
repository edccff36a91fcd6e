import { and, eq, sql } from 'drizzle-orm'
import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAnalysisWorkers } from '../../ai/workers/pool'
import { queryRows } from '../../db/client'
import { feedback, mentions } from '../../db/schema'
import { registerAndLogin } from '../../testing/accounts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { analyseWaitingFeedback } from './analysis'

const serverUrl = process.env.HEADWAY_TEST_DATABASE_URL

const PDF_REQUESTS = [
  'Please add export to PDF for dashboards, our execs want it in the board pack.',
  'Could you add PDF export for dashboards? Screenshots look terrible in slides.',
  'We really need dashboard export to PDF before our QBR on Friday.',
]

// PostgreSQL only (left out of the PGlite pass by scripts/test.sh, not skipped): a person's change and an analysis
// pass at the same moment need two sessions, and the embedded database runs one statement at a time.
describe.runIf(serverUrl)('an analysis pass and a person at the same moment (PostgreSQL)', () => {
  let testApp: TestApp
  let person: Client | undefined
  const local = createAnalysisWorkers({
    threads: 1,
    ai: { aiProvider: 'local', aiBaseUrl: undefined, aiApiKey: undefined, aiModel: undefined },
  })
  beforeAll(async () => {
    // No workers: the calls below are the only analysis.
    testApp = await createTestApp({ workers: false })
  })
  afterAll(async () => {
    await person?.end().catch(() => undefined)
    await local.close()
    await testApp?.close()
  })

  it('keeps the unlink a person makes while a re-analysis that drops that link is storing', async () => {
    const db = testApp.database.db
    const companyId = (await registerAndLogin(testApp.app)).user.company_id
    const postedAt = new Date(Date.now() - 60_000)
    await db.insert(feedback).values(PDF_REQUESTS.map((text) => ({ companyId, source: 'manual' as const, text, postedAt })))
    await analyseWaitingFeedback(db, companyId, local)
    const [link] = await db
      .select({ id: mentions.id, feedbackId: mentions.feedbackId })
      .from(mentions)
      .innerJoin(feedback, eq(feedback.id, mentions.feedbackId))
      .where(and(eq(mentions.companyId, companyId), eq(feedback.text, PDF_REQUESTS[2]!)))
    expect(link).toBeDefined()
    // The message now asks for nothing (as after an edit): analysed again, it drops its link.
    await db.update(feedback).set({ text: 'Thanks for the quick reply yesterday, all good now.' }).where(eq(feedback.id, link!.feedbackId))
    await db.update(feedback).set({ analysedAt: null }).where(eq(feedback.companyId, companyId))

    // A person unlinks it in a transaction of theirs that has not ended when the pass comes to drop the link.
    person = new Client({ connectionString: testApp.config.databaseUrl })
    await person.connect()
    await person.query('begin')
    await person.query(`update mentions set unlinked_at = now() where id = $1`, [link!.id])
    const pass = analyseWaitingFeedback(db, companyId, local)
    const waiting = async () =>
      (
        await queryRows<{ count: number }>(
          db,
          sql`select count(*)::int as count from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query ilike 'delete from "mentions"%'`,
        )
      )[0]?.count === 1
    const started = Date.now()
    while (!(await waiting())) {
      if (Date.now() - started > 30_000) throw new Error("Timed out waiting for the pass to wait on the person's row.")
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await person.query('commit')
    await pass

    const [after] = await db.select({ unlinkedAt: mentions.unlinkedAt }).from(mentions).where(eq(mentions.id, link!.id))
    expect(after?.unlinkedAt).toBeInstanceOf(Date)
  }, 60_000)
})
