import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const
export type JobState = (typeof JOB_STATES)[number]

/**
 * The durable job queue of the embedded (PGlite) mode, with pg-boss's semantics: a job is claimed by moving it to
 * 'active' in one statement; a failure moves it to 'retry' (with backoff) until retry_limit, then 'failed'; at most
 * one job per (name, singleton_key) waits in 'created'. On PostgreSQL pg-boss keeps its own tables instead.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('created'),
    singletonKey: text('singleton_key'),
    retryCount: integer('retry_count').notNull().default(0),
    retryLimit: integer('retry_limit').notNull().default(0),
    retryDelaySeconds: integer('retry_delay_seconds').notNull().default(0),
    retryBackoff: boolean('retry_backoff').notNull().default(false),
    expireSeconds: integer('expire_seconds').notNull().default(900),
    startAfter: timestamp('start_after', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('jobs_singleton_created_idx')
      .on(table.name, table.singletonKey)
      .where(sql`${table.state} = 'created'`),
    index('jobs_fetch_idx').on(table.name, table.state, table.startAfter),
  ],
)
