import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/client'
import type { JobQueue } from '../jobs/queue'

/** A key's current window: the hits counted in it and the milliseconds until it ends (0 when none is open). */
export interface WindowCount {
  hits: number
  ttlMs: number
}

export const RATE_LIMIT_SWEEP_JOB = 'rate-limit-sweep'
/** How often finished windows are deleted (a periodic job, not part of any request). */
const SWEEP_INTERVAL_SECONDS = 60

/** The stored key: a digest, so the table holds no emails, addresses or ids. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url')
}

/**
 * Fixed-window counters in the database (table rate_limits), so every process on one database counts together: a
 * window starts with a key's first hit and lasts `windowMs`; the time is the database's, so the processes' clocks
 * need not agree. Each hit is one atomic upsert, so hits that arrive together, from any process, are all counted.
 */
export function createRateCounters(db: Db) {
  return {
    /** Counts one hit for `key` in its window (starting a window of `windowMs` when none is open). */
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
        db,
        sql`insert into rate_limits as counter (key, hits, expires_at)
            values (${storedKey(key)}, 1, now() + ${Math.trunc(windowMs)}::integer * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when counter.expires_at <= now() then 1 else counter.hits + 1 end,
              expires_at = case when counter.expires_at <= now() then excluded.expires_at else counter.expires_at end
            returning hits, round(extract(epoch from expires_at - now()) * 1000)::integer as ttl_ms`,
      )
      if (!row) throw new Error('The rate-limit upsert returned no row.')
      // Hits that arrive together are transactions whose now() differs by a little: one that waited for the window a
      // later one opened reads a few milliseconds more than the window, which is never longer than windowMs.
      return { hits: row.hits, ttlMs: Math.min(Math.max(0, row.ttl_ms), Math.trunc(windowMs)) }
    },

    /** The hits of `key`'s open window, counting nothing. */
    async peek(key: string): Promise<WindowCount> {
      const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
        db,
        sql`select hits, round(extract(epoch from expires_at - now()) * 1000)::integer as ttl_ms
            from rate_limits where key = ${storedKey(key)} and expires_at > now()`,
      )
      return row ? { hits: row.hits, ttlMs: Math.max(0, row.ttl_ms) } : { hits: 0, ttlMs: 0 }
    },

    /** Forgets `key`'s hits (e.g. the failed logins of an email after the right password). */
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${storedKey(key)}`)
    },

    /** Deletes the finished windows (the periodic sweep). */
    async sweep(): Promise<void> {
      await db.execute(sql`delete from rate_limits where expires_at <= now()`)
    },
  }
}

/** The periodic sweep of finished windows; with `workers` this process runs it. */
export function registerRateLimitSweep(jobs: JobQueue, counters: RateCounters, { workers }: { workers: boolean }): void {
  jobs.define(RATE_LIMIT_SWEEP_JOB, { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireSeconds: 60 })
  if (!workers) return
  jobs.work(RATE_LIMIT_SWEEP_JOB, () => counters.sweep())
  jobs.every(RATE_LIMIT_SWEEP_JOB, SWEEP_INTERVAL_SECONDS)
}

export type RateCounters = ReturnType<typeof createRateCounters>

/** The whole seconds to wait (at least 1) once a window's hits are past `max`, else 0. */
export function secondsOverLimit(count: WindowCount, max: number): number {
  return count.hits > max ? Math.max(1, Math.ceil(count.ttlMs / 1000)) : 0
}
