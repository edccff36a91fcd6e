/**
 * `npx tsx bench/features-list.ts`: GET /api/v1/features (first page of 50, ranked by score, with mention counts) on a
 * company of 100,000 pieces of feedback linked to 5,000 features, against a hello-world Fastify route measured in the
 * same run, on the real app (buildApp on PGlite in a temporary data dir, or on DATABASE_URL when set; no workers).
 * The data goes in with a few set-based INSERT ... SELECT statements. Each target gets a 1 s warm-up, then
 * BENCH_SECONDS (5) of load from autocannon with BENCH_CONNECTIONS (10) connections from a worker thread. The
 * baseline runs first and last; the ratio divides by their mean (the machine is shared: expect noise).
 * Goals: >= 30% of the hello-world requests per second, p99 <= 25 ms.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import autocannon, { type Result } from 'autocannon'
import Fastify from 'fastify'
import type { Tokens, User } from '../api/schemas/auth'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { features } from '../server/db/schema'
import { rescoreFeatures } from '../server/domain/features/scores'
import { buildApp } from '../server/http/build-app'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const FEEDBACK = 100_000
const FEATURES = 5_000
const RATIO_GOAL = 0.3
const P99_GOAL_MS = 25

const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-bench-features-'))
const config = loadConfig({
  HEADWAY_DATA_DIR: dataDir,
  HEADWAY_SECRET_KEY: randomBytes(32).toString('hex'),
  HEADWAY_AUTH_RATE_LIMIT: '0',
  HEADWAY_STATIC_DIR: path.join(dataDir, 'no-app'),
  HEADWAY_WORKERS: '0',
  LOG_LEVEL: 'silent',
  PORT: '0',
  ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
})
const database = await openDatabase(config)
await database.migrate()
const app = buildApp({ config, database, logger: false })
const hello = Fastify({ logger: false })
hello.get('/hello', async () => ({ hello: 'world' }))

/** 5,000 features; 100,000 analysed messages (2/3 Slack) over 90 days, each linked to one; then all rescored. */
async function seed(companyId: string): Promise<number> {
  const started = performance.now()
  const { db } = database
  await db.execute(sql`insert into features (company_id, title, description, source)
    select ${companyId}, 'Feature ' || g, 'What customers ask for, number ' || g, 'ai'
    from generate_series(1, ${FEATURES}) g`)
  await db.execute(sql`insert into feedback (company_id, source, text, author_name, author_company, posted_at, analysed_at, label)
    select ${companyId}, case when g % 3 = 0 then 'email' else 'slack' end, 'Please add feature ' || (g % ${FEATURES}),
      'Customer ' || (g % 700), 'Company ' || (g % 150), now() - (g % 90) * interval '1 day', now(), 'feature_request'
    from generate_series(1, ${FEEDBACK}) g`)
  await db.execute(sql`insert into mentions (company_id, feature_id, feedback_id, quote, confidence, linked_by)
    select ${companyId}, f.id, fb.id, fb.text, 0.9, 'ai'
    from (select id, text, row_number() over (order by id) as n from feedback where company_id = ${companyId}) fb
    join (select id, row_number() over (order by id) as n from features where company_id = ${companyId}) f
      on f.n = fb.n % ${FEATURES} + 1`)
  // Scores and mention counts as the pipeline would have left them.
  const ids = await db.select({ id: features.id }).from(features).where(eq(features.companyId, companyId))
  await rescoreFeatures(db, companyId, ids.map((row) => row.id), new Date())
  await db.execute(sql`analyze`)
  return performance.now() - started
}

try {
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' })

  const email = 'bench@bench-co.test'
  const password = 'bench-password-1'
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password, first_name: 'Bench', last_name: 'Mark', company_name: 'Bench Co', company_size: '1-10' },
  })
  if (registered.statusCode !== 201) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`)
  const seedMs = await seed(registered.json<User>().company_id)
  const loggedIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  })
  const { access_token } = loggedIn.json<Tokens>()

  const run = async (label: string, options: Parameters<typeof autocannon>[0]): Promise<[string, Result]> => {
    await autocannon({ connections, duration: 1, workers: 1, ...options })
    const result = await autocannon({ connections, duration: seconds, workers: 1, ...options })
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`)
    }
    return [label, result]
  }

  const helloFirst = await run('GET /hello (baseline, first run)', { url: `${helloUrl}/hello` })
  const listRun = await run('GET /api/v1/features (50 of 5,000)', {
    url: `${appUrl}/api/v1/features`,
    headers: { authorization: `Bearer ${access_token}` },
  })
  const helloLast = await run('GET /hello (baseline, last run)', { url: `${helloUrl}/hello` })

  const baseline = (helloFirst[1].requests.average + helloLast[1].requests.average) / 2
  console.log(
    `Feature list, ${FEATURES} features and ${FEEDBACK} mentions in one company (seeded in ${(seedMs / 1000).toFixed(1)} s), ` +
      `${seconds} s each, ${connections} connections, one process (${database.kind})`,
  )
  console.log(`${'target'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(7)}`)
  for (const [label, result] of [helloFirst, listRun, helloLast]) {
    console.log(
      `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(9)} ${result.latency.p50.toFixed(1).padStart(8)} ` +
        `${result.latency.p99.toFixed(1).padStart(8)} ${((100 * result.requests.average) / baseline).toFixed(1).padStart(6)}%`,
    )
  }
  console.log(`${'hello-world baseline (mean of both runs)'.padEnd(40)} ${baseline.toFixed(0).padStart(9)}`)
  const ratio = listRun[1].requests.average / baseline
  const p99 = listRun[1].latency.p99
  console.log(
    `Goals: >= ${RATIO_GOAL * 100}% of the hello-world req/s: ${(100 * ratio).toFixed(1)}% (${ratio >= RATIO_GOAL ? 'met' : 'NOT met'}); ` +
      `p99 <= ${P99_GOAL_MS} ms: ${p99.toFixed(1)} ms (${p99 <= P99_GOAL_MS ? 'met' : 'NOT met'})`,
  )
} finally {
  await hello.close()
  await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
