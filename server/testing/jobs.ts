import { sql, type SQL } from 'drizzle-orm'
import { expect } from 'vitest'
import { queryRows, type Db } from '../db/client'
import type { JobQueue } from '../jobs/queue'

/** The queue's own store: pg-boss's `pgboss.job` on PostgreSQL, the `jobs` table on PGlite (both keep `data` as JSON). */
const store = (jobs: JobQueue): SQL => (jobs.kind === 'pg-boss' ? sql`pgboss.job` : sql`jobs`)

/** How many jobs of `name` wait or run, optionally only those whose data has `companyId`. */
export async function jobsPending(db: Db, jobs: JobQueue, name: string, companyId?: string): Promise<number> {
  const ofCompany = companyId === undefined ? sql`` : sql` and data->>'companyId' = ${companyId}`
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from ${store(jobs)} where name = ${name} and state in ('created', 'retry', 'active')${ofCompany}`,
  )
  return rows.length
}

/**
 * Waits (up to 30 s) until job `id` has ended: completed, failed or cancelled, or already cleaned out of the store. So
 * a test can check what a job did not do once it has run, instead of waiting a fixed time.
 */
export async function waitForJobToEnd(db: Db, jobs: JobQueue, id: string): Promise<void> {
  const running = async () =>
    (await queryRows<{ id: string }>(db, sql`select id from ${store(jobs)} where id = ${id} and state in ('created', 'retry', 'active')`))
      .length
  await expect.poll(running, { timeout: 30_000, interval: 50 }).toBe(0)
}
