import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startHeadway } from '../scripts/headway-process'
import { TICKS_PER_SECOND, treeCpuTicks } from './process-tree'

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const helloWorld = `require('node:http').createServer((q, s) => s.end('ok')).listen(+process.env.PORT, '127.0.0.1')`

/**
 * A start's wall time, and the CPU time its processes used until the first answer: on a machine other work shares,
 * the wall time grows with the load while the CPU time stays the start's own.
 */
export interface Start {
  ms: number
  cpuMs: number
}

const cpuMsOf = (pid: number) => (treeCpuTicks(pid) * 1000) / TICKS_PER_SECOND

/** The floor for any Node server: spawn node with an http hello world and wait for its first answer. */
export async function coldStartOfBareNode(): Promise<Start> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, ['-e', helloWorld], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' })
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) {
          return { ms: performance.now() - started, cpuMs: cpuMsOf(child.pid as number) }
        }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    }
  } finally {
    child.kill('SIGTERM')
  }
}

/** Builds the server bundle now, so that no `npm start` measured after it builds it (scripts/start.mjs). */
export function buildServerBundle(): void {
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('npm run build:server failed')
}

/**
 * `npm start` on PGlite to its first 200 from /healthz, on a new data dir (from the migrated template,
 * server/db/pglite-template.ts) and then again on the same data dir, reopened.
 */
export async function coldStartsOfHeadway(): Promise<{ fresh: Start; reopened: Start }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-bench-'))
  try {
    const start = async (): Promise<Start> => {
      const server = await startHeadway({ port: await freePort(), dataDir, spawn, timeoutMs: 60_000 })
      const cpuMs = cpuMsOf(server.pid)
      await server.stop()
      return { ms: server.startupMs, cpuMs }
    }
    const fresh = await start()
    return { fresh, reopened: await start() }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
