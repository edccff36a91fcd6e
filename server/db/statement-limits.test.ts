import { sql } from 'drizzle-orm'
import { Client } from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { ErrorDetail } from '../../api/schemas/error'
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database'
import { signInOn } from '../testing/test-app'
import { type Database, openDatabase, type PostgresLimits, queryRows } from './client'

const serverUrl = process.env.HEADWAY_TEST_DATABASE_URL

// PostgreSQL only (left out of the PGlite pass by scripts/test.sh, not skipped): PGlite has no statement limit to test
// (server/db/client.ts says why).
describe.runIf(serverUrl)('statement and lock limits on PostgreSQL', () => {
  const scratches: ScratchDatabase[] = []
  const opened: Database[] = []
  let holder: Client | undefined
  afterAll(async () => {
    await holder?.end().catch(() => undefined)
    await Promise.all(opened.map((database) => database.close()))
    await Promise.all(scratches.map((scratch) => scratch.drop()))
  })

  async function scratchDatabase(): Promise<ScratchDatabase> {
    const scratch = await createScratchDatabase(serverUrl ?? '', 'headway_timeouts')
    scratches.push(scratch)
    return scratch
  }

  /** A database on `scratch` with these limits. */
  async function withLimits(scratch: ScratchDatabase, limits: Partial<PostgresLimits>): Promise<Database> {
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '/nonexistent' }, { limits })
    opened.push(database)
    return database
  }

  it('a statement or a lock wait past its limit answers 503 with Retry-After and a sentence', async () => {
    const scratch = await scratchDatabase()
    await (await withLimits(scratch, {})).migrate()
    // Another session holds the users table: every read of it waits, as on a stuck database.
    holder = new Client({ connectionString: scratch.url })
    await holder.connect()
    await holder.query('begin')
    await holder.query('lock table users in access exclusive mode')

    const statementLimited = await signInOn(await withLimits(scratch, { statementMs: 300, lockMs: 0 }))
    expect(statementLimited.statusCode).toBe(503)
    expect(statementLimited.json()).toEqual({ detail: ErrorDetail.databaseTimedOut })
    expect(statementLimited.headers['retry-after']).toBe('5')

    const lockLimited = await signInOn(await withLimits(scratch, { statementMs: 0, lockMs: 300 }))
    expect(lockLimited.statusCode).toBe(503)
    expect(lockLimited.json()).toEqual({ detail: ErrorDetail.databaseTimedOut })
    expect(lockLimited.headers['retry-after']).toBe('5')

    // Once the lock is gone the same call goes through (a 401 for an unknown account: the database answered).
    await holder.query('rollback')
    expect((await signInOn(await withLimits(scratch, { statementMs: 300, lockMs: 0 }))).statusCode).toBe(401)
  })

  it('migrations run without the statement limit', async () => {
    const scratch = await scratchDatabase()
    // Creating the tables takes far longer than 1 ms a statement: they apply all the same.
    await (await withLimits(scratch, { statementMs: 1, lockMs: 1 })).migrate()
    const reader = await withLimits(scratch, {})
    const tables = await queryRows<{ count: number }>(
      reader.db,
      sql`select count(*)::int as count from information_schema.tables where table_name = 'feedback'`,
    )
    expect(tables).toEqual([{ count: 1 }])
  })
})
