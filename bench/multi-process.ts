/**
 * `npx tsx bench/multi-process.ts`: the several-process layout against one process, on PostgreSQL (a fresh scratch
 * database each on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). A Slack backfill of
 * BENCH_MESSAGES (100,000) generated customer messages in 5 channels from the fake Slack, and its analysis, while a
 * client lists the company's features page by page without pause (through each API process in turn): first with one
 * `npm start` (HEADWAY_WORKERS=1, the baseline), then with 2 API processes (HEADWAY_WORKERS=0) and 2 worker processes.
 * Figures: messages stored and analysed per second (connect to the last one analysed), the list pages' p50 and p99
 * during the work, and the ratios. Every process is a real `npm start` (scripts/headway-layout.ts); on a machine with
 * fewer cores than processes they share them, which bounds the ratio. BENCH_TIMEOUT_MINUTES (180) bounds each run.
 */
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import {
  connectSlack,
  databaseProbe,
  featureSet,
  generatedWorkspace,
  listFeatures,
  registerOwner,
  startLayout,
  waitFor,
} from '../scripts/headway-layout'
import { startFakeSlack } from '../server/testing/fake-slack'
import { createScratchDatabase } from '../server/testing/scratch-database'
import { fmt, ratio } from './backfill-shared'

const TOTAL = Number(process.env.BENCH_MESSAGES ?? 100_000)
/** How long one run may take before the bench gives up (BENCH_TIMEOUT_MINUTES, default 180: 100,000 on a small machine). */
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 180) * 60_000
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const TOKEN = 'xoxp-bench-layout'
const workspace = generatedWorkspace(TOKEN, TOTAL, 5)
const fake = await startFakeSlack([workspace])

interface RunResult {
  seconds: number
  perSecond: number
  p50: number
  p99: number
  pages: number
  features: string[]
  /** Each feature with its messages (probe.grouping): equal for two runs that grouped the messages alike. */
  grouping: string[]
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}

async function run(api: number, workers: number): Promise<RunResult> {
  const scratch = await createScratchDatabase(serverUrl, 'headway_bench_layout')
  const probe = databaseProbe(scratch.url)
  const layout = await startLayout({
    databaseUrl: scratch.url,
    api,
    workers,
    spawn,
    env: { HEADWAY_SLACK_API_URL: fake.url, HEADWAY_SLACK_BACKFILL_DAYS: '3650' },
  })
  try {
    const servers = layout.api.length > 0 ? layout.api : layout.workers
    const [first] = servers
    if (!first) throw new Error('no process')
    const owner = await registerOwner(first.url)
    const started = performance.now()
    await connectSlack(first.url, owner, workspace)
    const work = { done: false }
    const pageMs: number[] = []
    const listing = (async () => {
      for (let turn = 0; !work.done; turn++) {
        pageMs.push(...(await listFeatures(servers[turn % servers.length]?.url ?? first.url, owner)).pageMs)
      }
    })()
    let last = ''
    try {
      await waitFor(
        async () => {
          const progress = await probe.progress(owner.companyId)
          last = JSON.stringify(progress)
          return progress.stored === TOTAL && progress.analysed + progress.setAside === TOTAL && progress.jobsPending === 0 && !progress.consolidating
            ? true
            : undefined
        },
        TIMEOUT_MS,
        () => last,
      )
    } finally {
      work.done = true
      await listing
    }
    const seconds = (performance.now() - started) / 1000
    const { overlaps } = await probe.overlappingRuns()
    if (overlaps.length > 0) throw new Error(`Runs of one job key overlapped: ${JSON.stringify(overlaps)}`)
    return {
      seconds,
      perSecond: TOTAL / seconds,
      p50: percentile(pageMs, 0.5),
      p99: percentile(pageMs, 0.99),
      pages: pageMs.length,
      features: featureSet((await listFeatures(first.url, owner)).items),
      grouping: await probe.grouping(owner.companyId),
    }
  } finally {
    await layout.stop()
    await probe.close()
    await scratch.drop()
  }
}

const describe = (label: string, result: RunResult) =>
  `  ${label} ${fmt(result.perSecond)} messages/s stored and analysed (${result.seconds.toFixed(1)} s); ` +
  `feature list during the work p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms ` +
  `(${fmt(result.pages)} pages); ${fmt(result.features.length)} features`

console.log(
  `Several processes on one PostgreSQL: a Slack backfill of ${fmt(TOTAL)} generated messages (5 channels, fake Slack) and ` +
    `its analysis while a client lists the features without pause; ${availableParallelism()} cores on this machine`,
)
const single = await run(0, 1)
console.log(describe('baseline, one process (HEADWAY_WORKERS=1):', single))
const layout = await run(2, 2)
console.log(describe('2 API + 2 worker processes:             ', layout))
const same = single.grouping.join('\n') === layout.grouping.join('\n')
console.log(
  `  ratios: throughput ${ratio(layout.perSecond / single.perSecond)}x one process; list p99 ` +
    `${ratio(layout.p99 / single.p99)}x; the same features with the same mentions as one process: ${same ? 'yes' : 'NO'}`,
)
if (!same) {
  console.log(`  only with one process: ${JSON.stringify(single.grouping.filter((item) => !layout.grouping.includes(item)))}`)
  console.log(`  only with 2 + 2:       ${JSON.stringify(layout.grouping.filter((item) => !single.grouping.includes(item)))}`)
}
await fake.close()
process.exit(same ? 0 : 1)
