/**
 * `npx tsx bench/auth.ts`: throughput and latency of the auth calls against a hello-world baseline measured in the
 * same run, on the real app (buildApp on PGlite in a temporary data dir, rate limits off, listening on 127.0.0.1).
 * Each target gets a 1 s warm-up, then BENCH_SECONDS (5) of load from autocannon with BENCH_CONNECTIONS (10)
 * connections, fired from a worker thread (the servers keep the main thread). The baseline runs first and last; its mean is what the ratios divide by, and the two runs show how much
 * the machine drifted meanwhile (it is shared: expect noise).
 * Goal: GET /api/v1/auth/me at >= 30% of the hello-world requests per second.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import Fastify from 'fastify'
import type { Tokens } from '../api/schemas/auth'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { buildApp } from '../server/http/build-app'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const GOAL = 0.3

const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-bench-auth-'))
const config = loadConfig({
  HEADWAY_DATA_DIR: dataDir,
  HEADWAY_SECRET_KEY: randomBytes(32).toString('hex'),
  HEADWAY_AUTH_RATE_LIMIT: '0',
  HEADWAY_STATIC_DIR: path.join(dataDir, 'no-app'),
  LOG_LEVEL: 'silent',
  PORT: '0',
})
const database = await openDatabase(config)
await database.migrate()
const app = buildApp({ config, database, logger: false })
const hello = Fastify({ logger: false })
hello.get('/hello', async () => ({ hello: 'world' }))

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
  const loginBody = new URLSearchParams({ username: email, password }).toString()
  const form = { 'content-type': 'application/x-www-form-urlencoded' }
  const loggedIn = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: form, payload: loginBody })
  const { access_token } = loggedIn.json<Tokens>()

  const run = async (label: string, options: Parameters<typeof autocannon>[0]): Promise<[string, Result]> => {
    // The load comes from a worker thread, so it does not compete with the servers for this thread.
    await autocannon({ connections, duration: 1, workers: 1, ...options })
    const result = await autocannon({ connections, duration: seconds, workers: 1, ...options })
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`)
    }
    return [label, result]
  }

  const helloFirst = await run('GET /hello (baseline, first run)', { url: `${helloUrl}/hello` })
  const loginRun = await run('POST /api/v1/auth/login', {
    url: `${appUrl}/api/v1/auth/login`,
    method: 'POST',
    headers: form,
    body: loginBody,
  })
  const meRun = await run('GET /api/v1/auth/me', {
    url: `${appUrl}/api/v1/auth/me`,
    headers: { authorization: `Bearer ${access_token}` },
  })
  const helloLast = await run('GET /hello (baseline, last run)', { url: `${helloUrl}/hello` })
  const results = [helloFirst, loginRun, meRun, helloLast]

  const baseline = (helloFirst[1].requests.average + helloLast[1].requests.average) / 2
  console.log(`Auth calls, ${seconds} s each, ${connections} connections, one process (PGlite, rate limits off)`)
  console.log(`${'target'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(7)}`)
  for (const [label, result] of results) {
    const ratio = result.requests.average / baseline
    console.log(
      `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(9)} ${result.latency.p50.toFixed(1).padStart(8)} ` +
        `${result.latency.p99.toFixed(1).padStart(8)} ${(100 * ratio).toFixed(1).padStart(6)}%`,
    )
  }
  console.log(`${'hello-world baseline (mean of both runs)'.padEnd(40)} ${baseline.toFixed(0).padStart(9)}`)
  const meRatio = meRun[1].requests.average / baseline
  console.log(
    `Goal: GET /api/v1/auth/me >= ${GOAL * 100}% of the hello-world req/s: ${(100 * meRatio).toFixed(1)}% ` +
      `(${meRatio >= GOAL ? 'met' : 'NOT met'})`,
  )
} finally {
  await hello.close()
  await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
