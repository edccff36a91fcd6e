/**
 * Several Headway processes on one PostgreSQL database, as the README's "Several processes" section runs them: API
 * processes (HEADWAY_WORKERS=0) and worker processes (HEADWAY_WORKERS=1), each a real `npm start` (headway-process.ts)
 * with the same secret key. Also what the several-process test (server/jobs/several-processes.test.ts) and bench
 * (bench/multi-process.ts) do with them: a Slack workspace of generated customer messages for the loopback fake Slack,
 * an owner who connects it over HTTP, the feedback's progress read from the database, the feature list read page by
 * page through the API, and runs of one job key that overlapped, read from pg-boss's tables.
 */
import type { spawn as spawnFn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Pool } from 'pg'
import type { Tokens } from '../api/schemas/auth'
import type { FeatureList } from '../api/schemas/features'
import { FEATURE_PAGE } from '../api/schemas/paging'
import type { Integration } from '../api/schemas/slack'
import { generateMessages } from '../bench/feedback-generator'
import { LOST_JOB_MESSAGE } from '../server/jobs/queue'
import type { FakeChannel, FakeUser, FakeWorkspace } from '../server/testing/fake-slack'
import { freePort, type HeadwayProcess, startHeadway } from './headway-process'

export interface LayoutOptions {
  databaseUrl: string
  /** API-only processes (HEADWAY_WORKERS=0). */
  api: number
  /** Worker processes (HEADWAY_WORKERS=1); they answer the API too. */
  workers: number
  spawn: typeof spawnFn
  /** Further settings of every process (e.g. HEADWAY_SLACK_API_URL). */
  env?: Record<string, string>
  timeoutMs?: number
}

export interface Layout {
  api: HeadwayProcess[]
  workers: HeadwayProcess[]
  /** Starts one more worker process (the same settings). */
  addWorker(): Promise<HeadwayProcess>
  stop(): Promise<void>
}

/**
 * Starts every process of the layout at once (so they also race their migrations, which the advisory lock orders).
 * Each has a data dir of its own (unused on PostgreSQL) and a one-page app, so `npm start` never builds the app.
 */
export async function startLayout({ databaseUrl, api, workers, spawn, env = {}, timeoutMs = 120_000 }: LayoutOptions): Promise<Layout> {
  const root = mkdtempSync(path.join(tmpdir(), 'headway-layout-'))
  const staticDir = path.join(root, 'app')
  mkdirSync(staticDir)
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Headway</title>')
  const shared = {
    DATABASE_URL: databaseUrl,
    HEADWAY_SECRET_KEY: randomBytes(32).toString('hex'),
    HEADWAY_STATIC_DIR: staticDir,
    HEADWAY_AUTH_RATE_LIMIT: '0',
    HEADWAY_WRITE_RATE_LIMIT: '0',
    ...env,
  }
  const started: HeadwayProcess[] = []
  const start = async (workersSetting: '0' | '1') => {
    const dataDir = mkdtempSync(path.join(root, 'data-'))
    const port = await freePort()
    const process = await startHeadway({ port, dataDir, spawn, timeoutMs, env: { ...shared, HEADWAY_WORKERS: workersSetting } })
    started.push(process)
    return process
  }
  const stop = async () => {
    await Promise.all(started.map((process) => process.stop()))
    rmSync(root, { recursive: true, force: true })
  }
  try {
    const [apiProcesses, workerProcesses] = await Promise.all([
      Promise.all(Array.from({ length: api }, () => start('0'))),
      Promise.all(Array.from({ length: workers }, () => start('1'))),
    ])
    return { api: apiProcesses, workers: workerProcesses, addWorker: () => start('1'), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** A Slack workspace of `count` generated customer messages (bench/feedback-generator.ts, seeded) in `channels`. */
export function generatedWorkspace(token: string, count: number, channels: number, seed = 7): FakeWorkspace {
  const messages = generateMessages(count, seed)
  const users = new Map<string, FakeUser>()
  const byChannel: FakeChannel[] = Array.from({ length: channels }, (_, index) => ({
    id: `CLAYOUT${index}`,
    name: `customer-feedback-${index}`,
    messages: [],
  }))
  messages.forEach((message, index) => {
    const author = message.author?.id ? { ...message.author, id: message.author.id } : undefined
    if (author && !users.has(author.id)) {
      users.set(author.id, {
        id: author.id,
        name: author.id.toLowerCase(),
        ...(author.name && { real_name: author.name }),
        ...(author.email && { email: author.email }),
      })
    }
    const seconds = Math.floor(Date.parse(message.createdAt ?? '') / 1000)
    byChannel[index % channels]?.messages?.push({
      ts: `${seconds}.${String(index).padStart(6, '0')}`,
      ...(author && { user: author.id }),
      text: message.text,
    })
  })
  return { teamId: 'TLAYOUT', teamName: 'Layout Customers', tokens: [token], channels: byChannel, users: [...users.values()] }
}

export interface Owner {
  companyId: string
  /** The current access token's header; `renew` replaces it, as the app does when its 15-minute token expires. */
  headers: { authorization: string }
  renew: () => Promise<void>
}

async function call<T>(url: string, init: RequestInit & { expect: number }): Promise<T> {
  const response = await fetch(url, init)
  const body = await response.text()
  if (response.status !== init.expect) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body}`)
  return (body ? JSON.parse(body) : undefined) as T
}

/** Registers a new company's owner through the API and logs in, as the app does. */
export async function registerOwner(baseUrl: string): Promise<Owner> {
  const id = randomUUID().slice(0, 8)
  const email = `owner-${id}@layout-${id}.test`
  const password = 'correct-horse-battery'
  const user = await call<{ company_id: string }>(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    expect: 201,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: `Layout ${id}`,
      company_size: '11-50',
      job_title: 'Product Manager',
    }),
  })
  let tokens = await call<Tokens>(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    expect: 200,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  })
  const owner: Owner = {
    companyId: user.company_id,
    headers: { authorization: `Bearer ${tokens.access_token}` },
    renew: async () => {
      tokens = await call<Tokens>(`${baseUrl}/api/v1/auth/refresh`, {
        method: 'POST',
        expect: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: tokens.refresh_token }),
      })
      owner.headers = { authorization: `Bearer ${tokens.access_token}` }
    },
  }
  return owner
}

/** Connects the workspace's channels (its backfill is queued); answers the integration's id. */
export async function connectSlack(baseUrl: string, owner: Owner, workspace: FakeWorkspace): Promise<string> {
  const integration = await call<Integration>(`${baseUrl}/api/v1/slack/connect`, {
    method: 'POST',
    expect: 200,
    headers: { ...owner.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ user_token: workspace.tokens[0], selected_channels: workspace.channels.map((channel) => channel.id) }),
  })
  return integration.id
}

/** Every feature of the company, page by page (highest score first), with the milliseconds each page took. */
export async function listFeatures(baseUrl: string, owner: Owner): Promise<{ items: FeatureList['items']; pageMs: number[] }> {
  const items: FeatureList['items'] = []
  const pageMs: number[] = []
  let cursor: string | null = null
  do {
    const query = new URLSearchParams({ limit: String(FEATURE_PAGE.max), ...(cursor && { cursor }) })
    const url = `${baseUrl}/api/v1/features?${query}`
    let started = performance.now()
    let response = await fetch(url, { headers: owner.headers })
    // A run longer than the access token's life: renew it and ask again, and time only the answered page.
    if (response.status === 401) {
      await owner.renew()
      started = performance.now()
      response = await fetch(url, { headers: owner.headers })
    }
    const body = await response.text()
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body}`)
    const page = JSON.parse(body) as FeatureList
    pageMs.push(performance.now() - started)
    items.push(...page.items)
    cursor = page.next_cursor
  } while (cursor)
  return { items, pageMs }
}

/** The features as a run's result, without ids or times: title and mention count, in a fixed order. */
export function featureSet(items: FeatureList['items']): string[] {
  return items.map((feature) => `${feature.title} (${feature.total_mentions})`).sort()
}

export interface Progress {
  /** Feedback rows, and distinct Slack messages among them (equal: nothing stored twice). */
  stored: number
  distinct: number
  analysed: number
  setAside: number
  /** Jobs waiting or running, of every queue but the periodic checks. */
  jobsPending: number
  /** The company's last batch waits to be analysed again as a whole (server/domain/features/analysis.ts). */
  consolidating: boolean
}

/** Reads the company's progress and the database's job records; `close` when done. */
export function databaseProbe(databaseUrl: string) {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 })
  return {
    async progress(companyId: string): Promise<Progress> {
      const { rows } = await pool.query<Record<Exclude<keyof Progress, 'consolidating'>, string> & { consolidating: boolean }>(
        `select count(*) as stored, count(distinct (channel_id, ts)) as distinct,
                count(analysed_at) as "analysed", count(analysis_set_aside_at) as "setAside",
                (select count(*) from pgboss.job where state < 'completed' and name not like '%-due') as "jobsPending",
                (select analysis_consolidate_after is not null from companies where id = $1) as "consolidating"
         from feedback where company_id = $1`,
        [companyId],
      )
      const row = rows[0]
      return {
        stored: Number(row?.stored),
        distinct: Number(row?.distinct),
        analysed: Number(row?.analysed),
        setAside: Number(row?.setAside),
        jobsPending: Number(row?.jobsPending),
        consolidating: row?.consolidating === true,
      }
    },
    /**
     * Pairs of runs of one queue and key whose times overlapped by more than `toleranceMs` (pg-boss's job and archive
     * tables: started_on to completed_on, or now while still running): empty when no job ran twice at once. Also how
     * many runs were read. pg-boss stamps both with the transaction's now(): a worker whose fetch waited on pg-boss's
     * unique index for the other run's completion to commit starts "before" that completion by those few milliseconds.
     */
    async overlappingRuns(toleranceMs = 1000): Promise<{ runs: number; overlaps: Array<{ name: string; key: string; ms: number }> }> {
      const runs = `select id, name, singleton_key, started_on, coalesce(completed_on, now()) as ended_on
                    from pgboss.job where started_on is not null and state <> 'cancelled'
                    union all
                    select id, name, singleton_key, started_on, coalesce(completed_on, now())
                    from pgboss.archive where started_on is not null and state <> 'cancelled'`
      const counted = await pool.query<{ count: string }>(`select count(*) from (${runs}) runs`)
      const { rows } = await pool.query<{ name: string; key: string; ms: string }>(
        `with runs as (${runs}), pairs as (
           select a.name, a.singleton_key as key,
                  extract(epoch from least(a.ended_on, b.ended_on) - greatest(a.started_on, b.started_on)) * 1000 as ms
           from runs a join runs b on a.name = b.name and a.singleton_key = b.singleton_key and a.id < b.id
         )
         select name, key, round(ms) as ms from pairs where ms > $1`,
        [toleranceMs],
      )
      return { runs: Number(counted.rows[0]?.count), overlaps: rows.map((row) => ({ ...row, ms: Number(row.ms) })) }
    },
    /**
     * The company's features (not merged away), each as its title and the Slack messages (channel:ts) linked to it,
     * sorted: equal for two runs exactly when they found the same features with the same mentions.
     */
    async grouping(companyId: string): Promise<string[]> {
      const { rows } = await pool.query<{ feature: string }>(
        `select f.title || ': ' || string_agg(fb.channel_id || ':' || fb.ts, ' ' order by fb.channel_id, fb.ts) as feature
         from features f join mentions m on m.feature_id = f.id and m.unlinked_at is null join feedback fb on fb.id = m.feedback_id
         where f.company_id = $1 and f.merged_into_id is null
         group by f.id, f.title order by 1`,
        [companyId],
      )
      return rows.map((row) => row.feature)
    },
    /** Runs of a queue (started, in pg-boss's job table) and which of them ended lost (their worker died). */
    async runsOf(name: string): Promise<{ runs: number; lost: number }> {
      const { rows } = await pool.query<{ runs: string; lost: string }>(
        `select count(*) as runs, count(*) filter (where output->>'message' = $2) as lost
         from pgboss.job where name = $1 and started_on is not null`,
        [name, LOST_JOB_MESSAGE],
      )
      return { runs: Number(rows[0]?.runs), lost: Number(rows[0]?.lost) }
    },
    close: () => pool.end(),
  }
}

/** Polls `check` until it answers a value, failing after `timeoutMs` with the last state `describe` gives. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  describe: () => string,
): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms: ${describe()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
