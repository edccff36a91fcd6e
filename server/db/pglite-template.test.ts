import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, queryRows } from './client'
import { startingPointFor } from './pglite-template'

const dataDirs: string[] = []
function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-template-test-'))
  dataDirs.push(dataDir)
  return dataDir
}

afterEach(() => {
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true })
})

describe('the starting point of a PGlite database', () => {
  it('is nothing on PostgreSQL', async () => {
    await expect(startingPointFor({ databaseUrl: 'postgres://127.0.0.1/x', dataDir: newDataDir() })).resolves.toBeUndefined()
  })

  it('is a migrated template for a new data directory, and nothing once the directory holds a database', async () => {
    const config = { databaseUrl: undefined, dataDir: newDataDir() }
    const template = await startingPointFor(config)
    expect(template).toBeInstanceOf(Blob)

    const first = await openDatabase(config, { loadDataDir: template })
    // The schema is there without a migration having run on this directory.
    await first.db.execute(sql`insert into companies (name, name_key, size) values ('Acme', 'acme', '1-10')`)
    await first.close()

    expect(await startingPointFor(config)).toBeUndefined()
    const reopened = await openDatabase(config)
    await reopened.migrate()
    expect(await queryRows<{ name: string }>(reopened.db, sql`select name from companies`)).toEqual([{ name: 'Acme' }])
    await reopened.close()
  })
})
