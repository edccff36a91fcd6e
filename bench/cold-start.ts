import { spawn } from 'node:child_process'
import { freePort } from '../scripts/headway-process'

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
