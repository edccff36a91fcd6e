import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SQL } from 'drizzle-orm'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type Pg from 'pg'
import type { Config } from '../config'
import { lockDataDir } from './data-dir-lock'
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
   * One raw statement with values, or several without (answering the last one's rows), for the job queue (pg-boss),
   * which shares the application's connections instead of opening its own.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>
  /** Calls the listener on every NOTIFY of the channel, from any connection, once its transaction has committed. */
  listen: (channel: string, listener: NoticeListener) => Promise<StopListening>
}

export interface NoticeListener {
  notice: (payload: string) => void
  /**
   * PostgreSQL only: the listening connection broke, so notices may be missed until `listening` is called again
   * (it reconnects every few seconds).
   */
  lost: () => void
  listening: () => void
}

export type StopListening = () => Promise<void>

export interface OpenDatabaseOptions {
  /** PGlite only: keep the database in memory instead of `<dataDir>/pglite` (tests). */
  inMemory?: boolean
  /** PGlite only: start from this data directory dump (PGlite's dumpDataDir) instead of an empty database. */
  loadDataDir?: Blob
  /** PostgreSQL only: other limits than POSTGRES_LIMITS (tests: a short statement or connection limit). */
  limits?: Partial<PostgresLimits>
}

/** How long PostgreSQL may take, in milliseconds (0 = no limit). */
export interface PostgresLimits {
  /** Connecting, or waiting for a free connection of the pool (node-postgres connectionTimeoutMillis). */
  connectMs: number
  /** One statement, counted by the server (statement_timeout: SQLSTATE 57014). */
  statementMs: number
  /** Waiting for a lock on a row or table (lock_timeout: 55P03). */
  lockMs: number
  /** A transaction left open with nothing running: the server then ends the session, releasing its locks. */
  idleInTransactionMs: number
  /** A statement's answer, counted by this process: for a server or network that stops answering at all. */
  answerMs: number
}

/**
 * The limits on PostgreSQL, so a request never hangs on a stuck or unreachable database: it fails, and answers 503
 * with Retry-After (server/http/errors.ts), and a job fails and is retried. The product's own statements are short:
 * the longest, a page of 1,000 Slack messages stored in one statement or an analysis batch's writes, take well under
 * a second on a 100,000-message workspace, so 15 s means the database is stuck (a lock held, a server overloaded),
 * not that the work is big. Migrations run without them (an index built on a large table may take minutes; see
 * openPostgres). On PGlite none applies: it runs in this process on one connection (no network to lose, no other
 * session to hold a lock), and its WebAssembly build has no timer to cancel a statement with (a statement_timeout set
 * there never fires; checked with PGlite 0.5).
 */
export const POSTGRES_LIMITS: PostgresLimits = {
  connectMs: 10_000,
  statementMs: 15_000,
  lockMs: 5_000,
  idleInTransactionMs: 60_000,
  // The statement limit and a margin: the server's own limit answers first when it is there to answer.
  answerMs: 20_000,
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * PGlite keeps PostgreSQL's shared buffers in its WebAssembly memory, which never shrinks: initdb's 128 MB of them
 * were most of the process's memory at rest. Its pages are read through the operating system's file cache all the
 * same (the data dir is plain files), so 32 MB holds the pages a request reads again and the rest is a read away.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB']

/** Where the embedded database keeps its files inside Headway's data directory. */
export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pglite')
}

/**
 * PostgreSQL through a pg Pool when DATABASE_URL is set, else the embedded PGlite in `<dataDir>/pglite`, which this
 * process then holds alone (lockDataDir) until `close`.
 * Each driver is imported only when chosen, so a server on PostgreSQL never loads the PGlite WebAssembly.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  return config.databaseUrl === undefined
    ? openPglite(options.inMemory ? undefined : pgliteDataDir(config.dataDir), options.loadDataDir)
    : openPostgres(config.databaseUrl, { ...POSTGRES_LIMITS, ...options.limits })
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const release = dataDir === undefined ? undefined : await lockDataDir(dataDir)
  const create = (load?: Blob) =>
    PGlite.create({ dataDir, loadDataDir: load, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] })
  const client = await (async () => {
    const loaded = await create(loadDataDir)
    if (loadDataDir === undefined || dataDir === undefined) return loaded
    // Started from a dump, PGlite keeps about 100 MB of buffers for as long as it runs: once the dump is written to
    // the data dir, it starts again from the files (about half a second, on a new data dir only).
    await loaded.close()
    return create()
  })().catch(async (error: unknown) => {
    await release?.()
    throw error
  })
  const db = drizzle({ client, schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    async close() {
      await client.close()
      await release?.()
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    // PGlite's extended protocol takes one statement: text without values (pg-boss's schema changes, each a
    // transaction of several statements) runs through the simple protocol, whole, before any other query.
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values)
      const results = await client.exec(text)
      return { rows: results.at(-1)?.rows ?? [] }
    },
    // PGlite runs the listeners before the promise of the committing query resolves: a read after a write sees it.
    async listen(channel, listener) {
      const stop = await client.listen(channel, listener.notice)
      listener.listening()
      return stop
    },
  }
}

async function openPostgres(connectionString: string, limits: PostgresLimits): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({
    connectionString,
    application_name: 'headway',
    connectionTimeoutMillis: limits.connectMs,
    statement_timeout: limits.statementMs,
    lock_timeout: limits.lockMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    query_timeout: limits.answerMs,
    keepAlive: true,
  })
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message))
  // Nor one cut while checked out of the pool (a transaction between two statements): pg emits the error on the client,
  // where nothing listens, which would end the process. Its statements fail with the error, and it leaves the pool at
  // once, whatever its holder does next: Drizzle's transaction never releases a client whose BEGIN failed, and each
  // outage would otherwise keep some of the pool's connections for good.
  const checkedOut = new WeakSet<Pg.PoolClient>()
  pool.on('acquire', (client) => checkedOut.add(client))
  pool.on('release', (_error, client) => checkedOut.delete(client))
  pool.on('connect', (client) =>
    client.on('error', () => {
      if (!checkedOut.has(client)) return
      client.release(true)
      client.release = () => undefined
    }),
  )
  // Drizzle's transaction checks a client out before its first statement, and a failure to connect reached the caller
  // bare, where errors.ts cannot tell it from a socket error of a call to Slack or Google (a write answered 500 while
  // the database was down, not 503): it fails as a statement does (Drizzle's error, the connection error as its cause).
  // The callback form is the pool's own (pool.query), whose failures Drizzle wraps.
  const connect = pool.connect.bind(pool)
  pool.connect = ((callback?: Parameters<typeof connect>[0]) =>
    callback
      ? connect(callback)
      : connect().catch((error: Error) => {
          throw new DrizzleQueryError('(connect)', [], error)
        })) as typeof pool.connect
  const db = drizzle({ client: pool, schema })
  return {
    db,
    kind: 'postgres',
    // On a pool of its own, with no statement or lock limit: a migration may rebuild a large table, and a process
    // waits for another's migrations under the lock. Only the connection is limited.
    async migrate() {
      const migrations = new pg.Pool({
        connectionString,
        application_name: 'headway-migrate',
        connectionTimeoutMillis: limits.connectMs,
        max: 2,
      })
      try {
        await underMigrationLock(migrations, () => migrate(drizzle({ client: migrations, schema }), { migrationsFolder }))
      } finally {
        await migrations.end()
      }
    },
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, listener) => listenOnPostgres(pg, connectionString, limits, channel, listener),
  }
}

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, on a connection of the pool kept for it: processes
 * starting together on one fresh database take turns, and the later ones find nothing left to apply instead of racing
 * to create the same tables.
 */
async function underMigrationLock(pool: Pg.Pool, run: () => Promise<void>): Promise<void> {
  const holder = await pool.connect()
  try {
    await holder.query("select pg_advisory_lock(hashtext('headway.migrations'))")
    try {
      await run()
    } finally {
      await holder.query("select pg_advisory_unlock(hashtext('headway.migrations'))")
    }
  } finally {
    holder.release()
  }
}

const RELISTEN_DELAY_MS = 3000

type PgClient = InstanceType<typeof Pg.Client>

/** LISTEN on a connection of its own (outside the pool, so it never holds a pooled one), reconnecting while it fails. */
async function listenOnPostgres(
  pg: typeof Pg,
  connectionString: string,
  limits: PostgresLimits,
  channel: string,
  listener: NoticeListener,
): Promise<StopListening> {
  let client: PgClient | undefined
  let retry: NodeJS.Timeout | undefined
  let stopped = false

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString,
      application_name: 'headway-listen',
      connectionTimeoutMillis: limits.connectMs,
      keepAlive: true,
    })
    next.on('notification', (message) => {
      if (message.channel === channel) listener.notice(message.payload ?? '')
    })
    next.on('error', () => reconnectLater(next))
    next.on('end', () => reconnectLater(next))
    client = next
    await next.connect()
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`)
    listener.listening()
  }

  function reconnectLater(broken: PgClient): void {
    if (stopped || client !== broken || retry) return
    listener.lost()
    void broken.end().catch(() => undefined)
    retry = setTimeout(() => {
      retry = undefined
      connect().catch(() => reconnectLater(client!))
    }, RELISTEN_DELAY_MS)
    retry.unref()
  }

  // Without the database now, reads are not cached until it comes back.
  await connect().catch(() => reconnectLater(client!))
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end()
  }
}
