/**
 * `npm run bench`: the foundation's figures.
 * - Cold start: `npm start` (the server bundle, plain node) on PGlite until /healthz answers 200, on a new data dir
 *   (goal <= 4 s; the migrated template already made, server/db/pglite-template.ts) and on the same data dir reopened
 *   (goal <= 2 s), against a baseline of a bare node:http server started the same way in the same run; with the CPU
 *   time each used until then, which the machine's other work does not inflate.
 * - The gzip size of the JavaScript the landing route loads first (budget <= 90 kB).
 */
import { ensurePgliteTemplate } from '../server/db/pglite-template'
import { buildIfMissing, landingInitialJs } from './landing-bundle'
import { buildServerBundle, coldStartOfBareNode, coldStartsOfHeadway, median, type Start } from './cold-start'

const runs = Number(process.env.BENCH_RUNS ?? 3)

buildIfMissing()
buildServerBundle()
// The first `npm start` after a migration change makes the empty-database template; every new data directory after
// that starts from it. This measures the latter, the start a new workspace or a new install sees.
await ensurePgliteTemplate()

const baseline: Start[] = []
const fresh: Start[] = []
const reopened: Start[] = []
for (let run = 0; run < runs; run++) {
  baseline.push(await coldStartOfBareNode())
  const headway = await coldStartsOfHeadway()
  fresh.push(headway.fresh)
  reopened.push(headway.reopened)
}
const baselineMs = median(baseline.map((start) => start.ms))
const baselineCpuMs = median(baseline.map((start) => start.cpuMs))
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
console.log('Cold start, `npm start` (server bundle, plain node) to the first 200 from /healthz, PGlite (medians)')
for (const [name, starts, goalMs] of [['new data dir', fresh, 4000], ['reopened data dir', reopened, 2000]] as const) {
  const ms = median(starts.map((start) => start.ms))
  const cpuMs = median(starts.map((start) => start.cpuMs))
  console.log(
    `  ${name}:`.padEnd(24) +
      `${seconds(ms)} (runs ${starts.map((start) => start.ms.toFixed(0)).join(', ')} ms; goal <= ${seconds(goalMs)}: ` +
      `${ms <= goalMs ? 'met' : 'NOT met'}; ${(ms / baselineMs).toFixed(1)}x the baseline), ` +
      `CPU ${seconds(cpuMs)} (${(cpuMs / baselineCpuMs).toFixed(1)}x)`,
  )
}
console.log(`  baseline, bare node:  ${seconds(baselineMs)}, CPU ${seconds(baselineCpuMs)}   (node:http hello world, spawned from this process)`)
console.log('  (CPU: the time every process of the start used until the answer, which other work on the machine does not grow)')

const bundle = landingInitialJs()
const budget = 90 * 1024
console.log('\nLanding route, initial JavaScript (entry, its static imports and the landing screen chunk)')
for (const file of bundle.files) console.log(`  ${file.name.padEnd(48)} ${(file.gzipBytes / 1024).toFixed(1)} kB gzip`)
console.log(`  total:               ${(bundle.gzipBytes / 1024).toFixed(1)} kB gzip   (budget 90 kB: ${bundle.gzipBytes <= budget ? 'met' : 'NOT met'})`)
console.log(`  ratio to budget:     ${(bundle.gzipBytes / budget).toFixed(2)}`)
console.log(`  all JS of the app:   ${(bundle.allGzipBytes / 1024).toFixed(1)} kB gzip (the landing route loads ${((100 * bundle.gzipBytes) / bundle.allGzipBytes).toFixed(0)}% of it)`)
