/**
 * The HTTP load harness of the API benchmarks (auth.ts, features-list.ts): the real app (buildApp on PGlite in a
 * temporary data dir, or, when DATABASE_URL is set, on a fresh database made on that server and dropped after; rate
 * limits off) and a Fastify hello-world baseline, both listening
 * on 127.0.0.1. Each target gets a 1 s warm-up, then BENCH_SECONDS (5) of load from autocannon with
 * BENCH_CONNECTIONS (10) connections, fired from a worker thread (the servers keep the main thread). The baseline runs
 * first and last; ratios divide by its mean, and the two runs show how much the machine drifted meanwhile (it is
 * shared: expect noise).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Tokens, User } from '../api/schemas/auth'
import { loadConfig } from '../server/config'
import { openDatabase, type Database } from '../server/db/client'
import { buildApp } from '../server/http/build-app'
import { createScratchDatabase } from '../server/testing/scratch-database'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

export type LoadOptions = Parameters<typeof autocannon>[0]
export type Measured = [label: string, result: Result]

export interface LoadBench {
  app: FastifyInstance
  database: Database
  appUrl: string
  helloUrl: string
  /** Warms up, then loads one target; any non-2xx answer, error or time-out fails the benchmark. */
  run(label: string, options: LoadOptions): Promise<Measured>
}

/** Runs `body` against a fresh app and the baseline, then closes both and removes the data dir. */
export async function withLoadBench(
  name: string,
  env: Record<string, string>,
  body: (bench: LoadBench) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `headway-bench-${name}-`))
  const scratch = env.DATABASE_URL ? await createScratchDatabase(env.DATABASE_URL, 'headway_bench') : undefined
  const config = loadConfig({
    HEADWAY_DATA_DIR: dataDir,
    HEADWAY_SECRET_KEY: randomBytes(32).toString('hex'),
    HEADWAY_AUTH_RATE_LIMIT: '0',
    HEADWAY_WRITE_RATE_LIMIT: '0',
    HEADWAY_STATIC_DIR: path.join(dataDir, 'no-app'),
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...env,
    ...(scratch && { DATABASE_URL: scratch.url }),
  })
  const database = await openDatabase(config)
  await database.migrate()
  const app = buildApp({ config, database, logger: false })
  const hello = Fastify({ logger: false })
  hello.get('/hello', async () => ({ hello: 'world' }))
  try {
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' })
    const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' })
    const run = async (label: string, options: LoadOptions): Promise<Measured> => {
      await autocannon({ connections, duration: 1, workers: 1, ...options })
      const result = await autocannon({ connections, duration: seconds, workers: 1, ...options })
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
        throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`)
      }
      return [label, result]
    }
    await body({ app, database, appUrl, helloUrl, run })
  } finally {
    await hello.close()
    await app.close()
    await database.close()
    await scratch?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Registers a person in a company of their own and logs them in, through the app. */
export async function benchAccount(app: FastifyInstance): Promise<{ user: User; accessToken: string; email: string; password: string }> {
  const email = 'bench@bench-co.test'
  const password = 'bench-password-1'
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password, first_name: 'Bench', last_name: 'Mark', company_name: 'Bench Co', company_size: '1-10' },
  })
  if (registered.statusCode !== 201) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`)
  const loggedIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  })
  return { user: registered.json<User>(), accessToken: loggedIn.json<Tokens>().access_token, email, password }
}

/** Prints the table of req/s, p50, p99 and the ratio to the mean of the two baseline runs; returns that mean. */
export function printLoadTable(title: string, rows: Measured[]): number {
  const baselines = rows.filter(([label]) => label.startsWith('GET /hello'))
  const baseline = baselines.reduce((sum, [, result]) => sum + result.requests.average, 0) / baselines.length
  console.log(title.replace('{seconds}', String(seconds)).replace('{connections}', String(connections)))
  console.log(`${'target'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(7)}`)
  for (const [label, result] of rows) {
    console.log(
      `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(9)} ${result.latency.p50.toFixed(1).padStart(8)} ` +
        `${result.latency.p99.toFixed(1).padStart(8)} ${((100 * result.requests.average) / baseline).toFixed(1).padStart(6)}%`,
    )
  }
  console.log(`${'hello-world baseline (mean of both runs)'.padEnd(40)} ${baseline.toFixed(0).padStart(9)}`)
  return baseline
}
