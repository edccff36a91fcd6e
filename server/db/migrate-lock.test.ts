import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database'
import { openDatabase, queryRows, type Database } from './client'

const serverUrl = process.env.HEADWAY_TEST_DATABASE_URL

// PostgreSQL only: several processes can share a PostgreSQL database, while the embedded one has a single process by
// construction (server/db/data-dir-lock.ts).
describe.runIf(serverUrl)('migrations on a fresh PostgreSQL database', () => {
  const opened: Database[] = []
  let scratch: ScratchDatabase | undefined
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()))
    await scratch?.drop()
  })

  it('run once when three processes start together: the others wait for the lock and find nothing to apply', async () => {
    scratch = await createScratchDatabase(serverUrl ?? '', 'headway_migrate')
    const config = { databaseUrl: scratch.url, dataDir: '/nonexistent' }
    const processes = await Promise.all([openDatabase(config), openDatabase(config), openDatabase(config)])
    opened.push(...processes)
    await Promise.all(processes.map((database) => database.migrate()))
    const [first] = processes
    const applied = await queryRows<{ hash: string }>(first!.db, sql`select hash from drizzle.__drizzle_migrations`)
    expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length)
    const tables = await queryRows<{ count: number }>(
      first!.db,
      sql`select count(*)::int as count from information_schema.tables where table_name = 'users'`,
    )
    expect(tables).toEqual([{ count: 1 }])
  })
})
