/**
 * `npx tsx bench/rising.ts`: what is rising across one company (risingOf, the dashboard's, the hourly notices' and the
 * weekly email's query) on the read benches' backlog of 100,000 mentions of 5,000 features, in 50 themes, where 40
 * features get 12 more mentions this week. The baseline, in the same run, is the least any company-wide pass over the
 * mentions does: counting the company's linked mentions. PGlite, or DATABASE_URL when set.
 * Goal: p95 <= 25 ms, the whole dashboard's budget for an uncached read.
 */
import { sql } from 'drizzle-orm'
import { queryRows } from '../server/db/client'
import { risingOf } from '../server/domain/features/rising'
import { RISING_FEATURES, seedBacklog, seedThemesAndRises } from './backlog-seed'
import { benchAccount, withLoadBench } from './http-load'

const RUNS = 30
const P95_GOAL_MS = 25

async function timed(runs: number, body: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await body()
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    await body()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!
  return { p50: at(0.5), p95: at(0.95) }
}

const env = { HEADWAY_WORKERS: '0', ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }) }
await withLoadBench('rising', env, async ({ app, database }) => {
  const { user } = await benchAccount(app)
  const db = database.db
  const companyId = user.company_id
  await seedBacklog(db, companyId)
  await seedThemesAndRises(db, companyId)
  let found = { features: 0, themes: 0 }
  const baseline = await timed(RUNS, () =>
    queryRows(db, sql`select count(*) from mentions where company_id = ${companyId} and unlinked_at is null`),
  )
  const rising = await timed(RUNS, async () => {
    const now = await risingOf(db, companyId, new Date())
    found = { features: now.features.length, themes: now.themes.length }
  })
  console.log(`What is rising, one company of 100,000 mentions, ${RUNS} runs each (${database.kind})`)
  console.log(`| query | p50 | p95 |\n|---|---|---|`)
  console.log(`| count of the linked mentions (baseline) | ${baseline.p50.toFixed(1)} ms | ${baseline.p95.toFixed(1)} ms |`)
  console.log(`| risingOf, whole company | ${rising.p50.toFixed(1)} ms | ${rising.p95.toFixed(1)} ms |`)
  console.log(`Rising: ${found.features} features (of ${RISING_FEATURES} given a burst), ${found.themes} themes`)
  console.log(`Ratio to the baseline (p50): ${(rising.p50 / baseline.p50).toFixed(2)}x`)
  console.log(`Goal p95 <= ${P95_GOAL_MS} ms: ${rising.p95.toFixed(1)} ms (${rising.p95 <= P95_GOAL_MS ? 'met' : 'NOT met'})`)
})
