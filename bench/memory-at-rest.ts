/**
 * Memory at rest: `npm start` with the demo (HEADWAY_DEMO=1) on PGlite, on a new data dir (the very first start: the
 * demo's messages are imported and analysed) and then on the same data dir reopened, each measured once its start-up
 * has settled (the whole tree used under 5% of a core for 5 s) and the analysis threads have ended (idle for
 * IDLE_THREAD_MS). Prints the resident memory (VmRSS) of every process of
 * the tree (npm, the server) and their sum, the server's own heap, external and array-buffer memory (its shutdown log
 * line), against a bare node:http server in the same run. Goals: <= 450 MB on the first start, <= 300 MB reopened.
 *
 *   npx tsx bench/memory-at-rest.ts
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startHeadway } from '../scripts/headway-process'
import { IDLE_THREAD_MS } from '../server/ai/workers/pool'
import { ensurePgliteTemplate } from '../server/db/pglite-template'
import { buildServerBundle } from './cold-start'
import { buildIfMissing } from './landing-bundle'
import { TICKS_PER_SECOND, treeCpuTicks, treeMemory } from './process-tree'

const SETTLE_WINDOW_MS = 5_000
const SETTLE_CPU_SHARE = 0.05
const SETTLE_LIMIT_MS = 300_000

/** Waits until the tree used under SETTLE_CPU_SHARE of one core over SETTLE_WINDOW_MS; answers how long that took. */
async function settle(root: number): Promise<number> {
  const started = performance.now()
  let ticks = treeCpuTicks(root)
  while (performance.now() - started < SETTLE_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_WINDOW_MS))
    const now = treeCpuTicks(root)
    if ((now - ticks) / TICKS_PER_SECOND < (SETTLE_WINDOW_MS / 1000) * SETTLE_CPU_SHARE) return performance.now() - started
    ticks = now
  }
  throw new Error(`The server did not settle within ${SETTLE_LIMIT_MS / 1000} s.`)
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

async function bareNode(): Promise<number> {
  const port = await freePort()
  const helloWorld = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', helloWorld], { stdio: 'ignore' })
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    }
    await settle(child.pid as number)
    return treeMemory(child.pid as number).reduce((sum, entry) => sum + entry.rssKb, 0)
  } finally {
    child.kill('SIGTERM')
  }
}

interface ServerMemory {
  heapUsed: number
  heapTotal: number
  external: number
  arrayBuffers: number
  rss: number
}

async function headwayAtRest(dataDir: string, label: string): Promise<number> {
  const server = await startHeadway({
    port: await freePort(),
    dataDir,
    spawn,
    timeoutMs: 120_000,
    env: { HEADWAY_DEMO: '1', LOG_LEVEL: 'info' },
  })
  const settledMs = await settle(server.pid)
  // The analysis threads end once idle for this long (their models leave memory then).
  await new Promise((resolve) => setTimeout(resolve, IDLE_THREAD_MS + 2_000))
  const tree = treeMemory(server.pid)
  await server.stop()
  const line = server
    .output()
    .split('\n')
    .find((text) => text.includes('received: shutting down'))
  const memory = line ? (JSON.parse(line) as { memory: ServerMemory }).memory : undefined
  const totalKb = tree.reduce((sum, entry) => sum + entry.rssKb, 0)
  console.log(`\n${label}: /healthz after ${(server.startupMs / 1000).toFixed(1)} s, settled ${(settledMs / 1000).toFixed(0)} s later, measured ${(IDLE_THREAD_MS + 2_000) / 1000} s after`)
  for (const entry of tree) console.log(`  ${entry.name.padEnd(12)} pid ${String(entry.pid).padEnd(8)} ${mb(entry.rssKb)}`)
  console.log(`  whole tree   ${mb(totalKb)}`)
  if (memory) {
    const inMb = (bytes: number) => mb(bytes / 1024)
    console.log(
      `  the server:  rss ${inMb(memory.rss)}, heap ${inMb(memory.heapUsed)} used of ${inMb(memory.heapTotal)}, ` +
        `external ${inMb(memory.external)} (array buffers ${inMb(memory.arrayBuffers)}; PGlite's WebAssembly memory counts here)`,
    )
  }
  return totalKb
}

buildIfMissing()
buildServerBundle()
await ensurePgliteTemplate()

const baselineKb = await bareNode()
console.log(`Baseline, bare node:http hello world: ${mb(baselineKb)}`)
const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-memory-'))
try {
  const first = await headwayAtRest(dataDir, 'First start (new data dir, the demo imported and analysed)')
  const reopened = await headwayAtRest(dataDir, 'Reopened (the same data dir)')
  console.log('\nWhole process tree at rest')
  for (const [name, kb, goalMb] of [['first start', first, 450], ['reopened', reopened, 300]] as const) {
    console.log(
      `  ${name.padEnd(12)} ${mb(kb)}   (goal <= ${goalMb} MB: ${kb / 1024 <= goalMb ? 'met' : 'NOT met'}; ` +
        `${(kb / baselineKb).toFixed(1)}x the baseline)`,
    )
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
