import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { queryRows, type Db } from '../db/client'
import type { JobQueue } from '../jobs/queue'

/**
 * Waits (up to 30 s) until job `id` has ended: completed, failed or cancelled, or already cleaned out of the store.
 * Reads the queue's own store (pg-boss's `pgboss.job` on PostgreSQL, the `jobs` table on PGlite), so a test can check
 * what a job did not do once it has run, instead of waiting a fixed time.
 */
export async function waitForJobToEnd(db: Db, jobs: JobQueue, id: string): Promise<void> {
  const table = jobs.kind === 'pg-boss' ? sql`pgboss.job` : sql`jobs`
  const running = async () =>
    (await queryRows<{ id: string }>(db, sql`select id from ${table} where id = ${id} and state in ('created', 'retry', 'active')`))
      .length
  await expect.poll(running, { timeout: 30_000, interval: 50 }).toBe(0)
}
