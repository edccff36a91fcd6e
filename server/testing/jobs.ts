import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { queryRows, type Db } from '../db/client'

/** How many jobs of `name` wait or run (in pg-boss's store), optionally only those whose data has `companyId`. */
export async function jobsPending(db: Db, name: string, companyId?: string): Promise<number> {
  const ofCompany = companyId === undefined ? sql`` : sql` and data->>'companyId' = ${companyId}`
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from pgboss.job where name = ${name} and state in ('created', 'retry', 'active')${ofCompany}`,
  )
  return rows.length
}

/**
 * Waits (up to 30 s) until job `id` has ended: completed, failed or cancelled, or already cleaned out of the store. So
 * a test can check what a job did not do once it has run, instead of waiting a fixed time.
 */
export async function waitForJobToEnd(db: Db, id: string): Promise<void> {
  const running = async () =>
    (await queryRows<{ id: string }>(db, sql`select id from pgboss.job where id = ${id} and state in ('created', 'retry', 'active')`))
      .length
  await expect.poll(running, { timeout: 30_000, interval: 50 }).toBe(0)
}
