/**
 * `npm run bench`: the foundation's figures.
 * - Cold start: spawn `npm start` on PGlite with a fresh data dir until /healthz answers 200 (goal <= 5 s),
 *   the database template already made (server/db/pglite-template.ts),
 *   against a baseline of a bare node:http server started the same way in the same run.
 * - The gzip size of the JavaScript the landing route loads first (budget <= 90 kB).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startHeadway } from '../scripts/headway-process'
import { ensurePgliteTemplate } from '../server/db/pglite-template'
import { buildIfMissing, landingInitialJs } from './landing-bundle'
import { median, coldStartOfBareNode } from './cold-start'

const runs = Number(process.env.BENCH_RUNS ?? 3)

async function coldStartOfHeadway(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-bench-'))
  try {
    const server = await startHeadway({ port: await freePort(), dataDir, spawn, timeoutMs: 60_000 })
    await server.stop()
    return server.startupMs
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

buildIfMissing()
// The first `npm start` after a migration change makes the empty-database template; every new data directory after
// that starts from it. This measures the latter, the start a new workspace or a new install sees.
await ensurePgliteTemplate()

const headway: number[] = []
const baseline: number[] = []
for (let run = 0; run < runs; run++) {
  baseline.push(await coldStartOfBareNode())
  headway.push(await coldStartOfHeadway())
}
const headwayMs = median(headway)
const baselineMs = median(baseline)
console.log('Cold start, `npm start` to the first 200 from /healthz (PGlite, fresh data dir)')
console.log(`  runs (ms):           ${headway.map((ms) => ms.toFixed(0)).join(', ')}`)
console.log(`  median:              ${(headwayMs / 1000).toFixed(2)} s   (goal <= 5.00 s: ${headwayMs <= 5000 ? 'met' : 'NOT met'})`)
console.log(`  baseline, bare node: ${(baselineMs / 1000).toFixed(2)} s   (node:http hello world, same spawn path)`)
console.log(`  ratio:               ${(headwayMs / baselineMs).toFixed(1)}x the baseline`)

const bundle = landingInitialJs()
const budget = 90 * 1024
console.log('\nLanding route, initial JavaScript (entry, its static imports and the landing screen chunk)')
for (const file of bundle.files) console.log(`  ${file.name.padEnd(48)} ${(file.gzipBytes / 1024).toFixed(1)} kB gzip`)
console.log(`  total:               ${(bundle.gzipBytes / 1024).toFixed(1)} kB gzip   (budget 90 kB: ${bundle.gzipBytes <= budget ? 'met' : 'NOT met'})`)
console.log(`  ratio to budget:     ${(bundle.gzipBytes / budget).toFixed(2)}`)
console.log(`  all JS of the app:   ${(bundle.allGzipBytes / 1024).toFixed(1)} kB gzip (the landing route loads ${((100 * bundle.gzipBytes) / bundle.allGzipBytes).toFixed(0)}% of it)`)
