/**
 * `npx tsx bench/uncached-reads.ts`: the reads a person makes after every change to the backlog, none answered from a
 * cache, on the read benches' company of 100,000 feedback items and 5,000 features (bench/backlog-seed.ts), in 50
 * themes with 40 features rising, on PGlite (or DATABASE_URL when set): GET /api/v1/features (first page of 50), GET
 * /api/v1/features/:id (the top feature) and GET /api/v1/dashboard, each through the whole app in process (Fastify's
 * inject: routing, authentication, validation, serialisation) right after a write made the company's backlog change.
 * The baseline, in the same run, is the bare list query (the page's 51 rows). Where the time goes: each read's domain
 * function alone (its SQL and the mapping of rows, no HTTP), the list query's own time inside Postgres (EXPLAIN
 * ANALYZE), and the dashboard without what is rising and with what is rising from its cache.
 * Goal (issue 23): p99 <= 5 ms for each uncached read on PGlite.
 */
import { sql } from 'drizzle-orm'
import { queryRows } from '../server/db/client'
import { dashboardOf } from '../server/domain/dashboard/service'
import { listFeatures } from '../server/domain/features/listing'
import { risingOf } from '../server/domain/features/rising'
import { featureDetail, summaryQuery, summaryRows } from '../server/domain/features/views'
import { FEATURES, FEEDBACK, seedBacklog, seedThemesAndRises } from './backlog-seed'
import { benchAccount, withLoadBench } from './http-load'

const RUNS = Number(process.env.BENCH_RUNS ?? 100)
/** What is rising reads every mention of the company: a few seconds on PGlite, so fewer runs (p99 is then the max). */
const RISING_RUNS = Number(process.env.BENCH_RISING_RUNS ?? 10)
const P99_GOAL_MS = 5


interface Figures {
  p50: number
  p99: number
}

/** Runs `before` (untimed) then `body` (timed), `runs` times after one warm-up; the p50 and p99 of `body`. */
async function timed(runs: number, body: () => Promise<unknown>, before: () => Promise<unknown> = async () => {}): Promise<Figures> {
  await before()
  await body()
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    await before()
    const started = performance.now()
    await body()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!
  return { p50: at(0.5), p99: at(0.99) }
}

const env = { HEADWAY_WORKERS: '0', ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }) }
await withLoadBench('uncached-reads', env, async ({ app, database }) => {
  const { user, email, password } = await benchAccount(app)
  const db = database.db
  const companyId = user.company_id
  const seedMs = await seedBacklog(db, companyId)
  await seedThemesAndRises(db, companyId)
  // Logged in again before each measure: access tokens expire sooner than a slow machine seeds and measures.
  const headers = { authorization: '' }
  const logIn = async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
    })
    headers.authorization = `Bearer ${answer.json<{ access_token: string }>().access_token}`
  }
  await logIn()
  const get = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers })
    if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode}: ${answer.body}`)
  }
  const [top] = await queryRows<{ id: string }>(db, sql`select id from features where company_id = ${companyId}
    and merged_into_id is null order by score desc nulls last, id limit 1`)
  const [edited] = await queryRows<{ id: string }>(db, sql`select id from features where company_id = ${companyId}
    order by score asc nulls first, id limit 1`)
  // A write through the API changes the company's backlog at once (the server marks it before answering), so the
  // next read misses every cache: the list's answers and what is rising.
  let priority = 'low'
  const change = async () => {
    priority = priority === 'low' ? 'medium' : 'low'
    const answer = await app.inject({ method: 'PUT', url: `/api/v1/features/${edited!.id}`, headers, payload: { priority } })
    if (answer.statusCode !== 200) throw new Error(`The change answered ${answer.statusCode}: ${answer.body}`)
  }
  const listWhere = sql`features.company_id = ${companyId} and features.merged_into_id is null`
  const listRest = sql`order by features.score desc nulls last, features.id limit 51`
  const filters = { limit: 50 } as Parameters<typeof listFeatures>[2]

  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(`Uncached reads, ${FEEDBACK.toLocaleString('en')} feedback items and ${FEATURES.toLocaleString('en')} features ` +
    `(${database.kind}; seeded in ${(seedMs / 1000).toFixed(0)} s), ${RUNS} runs (${RISING_RUNS} where what is rising is computed)`)
  console.log('| read | p50 | p99 | p50 to the baseline |\n|---|---|---|---|')
  let baseline: Figures | undefined
  const measure = async (label: string, runs: number, body: () => Promise<unknown>, before?: () => Promise<unknown>) => {
    await logIn()
    const figures = await timed(runs, body, before)
    baseline ??= figures
    console.log(`| ${label} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${(figures.p50 / baseline.p50).toFixed(1)}x |`)
    return figures
  }
  await measure('bare list query, 51 rows (baseline)', RUNS, () => summaryRows(db, listWhere, listRest))
  const list = await measure('GET /api/v1/features, uncached', RUNS, () => get('/api/v1/features?limit=50'), change)
  await measure('  listFeatures alone (SQL and rows, no HTTP)', RUNS, () => listFeatures(db, companyId, filters))
  const detail = await measure(`GET /api/v1/features/:id, uncached`, RUNS, () => get(`/api/v1/features/${top!.id}`), change)
  await measure('  featureDetail alone', RUNS, () => featureDetail(db, companyId, top!.id))
  const dashboard = await measure('GET /api/v1/dashboard, uncached', RISING_RUNS, () => get('/api/v1/dashboard'), change)
  await measure('  risingOf alone (what is rising)', RISING_RUNS, () => risingOf(db, companyId, new Date()))
  await measure('  dashboardOf without what is rising', RUNS, () =>
    dashboardOf(db, { companyId }, new Date(), async () => ({ features: [], themes: [] })))
  await measure('GET /api/v1/dashboard, rising from its cache', RUNS, () => get('/api/v1/dashboard'))

  const analysed = await queryRows<{ 'QUERY PLAN': Array<{ 'Execution Time': number; 'Planning Time': number }> }>(
    db,
    sql`explain (analyze, format json) ${summaryQuery(listWhere, listRest)}`,
  )
  const inside = analysed[0]!['QUERY PLAN'][0]!

  console.log(`List query inside Postgres (EXPLAIN ANALYZE): planning ${ms(inside['Planning Time'])}, ` +
    `execution ${ms(inside['Execution Time'])}`)
  for (const [label, figures] of [['list', list], ['detail', detail], ['dashboard', dashboard]] as const) {
    console.log(`Goal p99 <= ${P99_GOAL_MS} ms, ${label}: ${ms(figures.p99)} (${figures.p99 <= P99_GOAL_MS ? 'met' : 'NOT met'})`)
  }
})
