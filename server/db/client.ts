import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Config } from '../config'
import * as schema from './schema'

/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Runs raw SQL and answers its rows (both drivers put them in `rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the committed migrations that have not run yet. */
  migrate: () => Promise<void>
  close: () => Promise<void>
  /** PGlite only: the whole data directory as a tarball (to start other databases from, in tests). */
  dumpDataDir?: () => Promise<Blob | File>
  /**
   * PostgreSQL only: one raw statement (or several, without values) on the pool, for pg-boss, which shares the pool
   * instead of opening its own.
   */
  executeSql?: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>
}

export interface OpenDatabaseOptions {
  /** PGlite only: keep the database in memory instead of `<dataDir>/pglite` (tests). */
  inMemory?: boolean
  /** PGlite only: start from this data directory dump (PGlite's dumpDataDir) instead of an empty database. */
  loadDataDir?: Blob
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Where the embedded database keeps its files inside Headway's data directory. */
export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pglite')
}

/**
 * PostgreSQL through a pg Pool when DATABASE_URL is set, else the embedded PGlite in `<dataDir>/pglite`.
 * Each driver is imported only when chosen, so a server on PostgreSQL never loads the PGlite WebAssembly.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  return config.databaseUrl === undefined
    ? openPglite(options.inMemory ? undefined : pgliteDataDir(config.dataDir), options.loadDataDir)
    : openPostgres(config.databaseUrl)
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const client = await PGlite.create({ dataDir, loadDataDir })
  const db = drizzle({ client, schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  }
}

async function openPostgres(connectionString: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString, application_name: 'headway' })
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message))
  const db = drizzle({ client: pool, schema })
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values),
  }
}
