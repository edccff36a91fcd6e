import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startHeadway } from '../scripts/headway-process'

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const helloWorld = `require('node:http').createServer((q, s) => s.end('ok')).listen(+process.env.PORT, '127.0.0.1')`

/** The floor for any Node server: spawn node with an http hello world and wait for its first answer. */
export async function coldStartOfBareNode(): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, ['-e', helloWorld], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' })
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return performance.now() - started
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
 * server/db/pglite-template.ts) and then again on the same data dir, reopened; milliseconds of each.
 */
export async function coldStartsOfHeadway(): Promise<{ newMs: number; reopenedMs: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-bench-'))
  try {
    const start = async () => {
      const server = await startHeadway({ port: await freePort(), dataDir, spawn, timeoutMs: 60_000 })
      await server.stop()
      return server.startupMs
    }
    const newMs = await start()
    return { newMs, reopenedMs: await start() }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
