/**
 * Starts and stops a real `npm start` process: used by the e2e suite, the cold-start benchmark and the several-process
 * layout (scripts/headway-layout.ts).
 */
import type { spawn as spawnFn, ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface HeadwayProcess {
  url: string
  /** The process id of `npm start`, the root of its process tree (and its process group). */
  pid: number
  /** Milliseconds from spawn to the first 200 from /healthz. */
  startupMs: number
  /** SIGTERM, then waits for every process of it to exit (SIGKILL after 15 s): answers how long that took. */
  stop(): Promise<Exit>
  /** SIGKILL to the whole process group, as a crash would end it (no shutdown runs); resolves once it has exited. */
  kill(): Promise<void>
  /** What the process has printed so far. */
  output(): string
}

export interface Exit {
  /**
   * Milliseconds from the SIGTERM to the exit of the last process of the group (npm and the server: npm itself ends at
   * once); undefined when it had already exited.
   */
  ms?: number
  /** True when it had not exited after 15 s and was killed. */
  killed: boolean
}

export interface StartOptions {
  port: number
  dataDir: string
  spawn: typeof spawnFn
  timeoutMs: number
  env?: Record<string, string>
  /** Print the server's output (default: only when it fails to start). */
  echo?: boolean
}

export async function startHeadway({ port, dataDir, spawn, timeoutMs, env = {}, echo = false }: StartOptions): Promise<HeadwayProcess> {
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', HEADWAY_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    if (echo) process.stdout.write(chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) break
    if (await healthy(url)) {
      return {
        url,
        pid: child.pid as number,
        startupMs: performance.now() - started,
        stop: () => stop(child, exited),
        kill: () => kill(child, exited),
        output: () => output,
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  await stop(child, exited)
  throw new Error(`Headway did not answer /healthz at ${url} within ${timeoutMs} ms. Its output:\n${output}`)
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`)
    return response.ok
  } catch {
    return false
  }
}

/** SIGTERM to the whole process group (npm and node), then wait until every one of them has exited. */
async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<Exit> {
  const group = child.pid
  if (group === undefined || !groupAlive(group)) return { killed: false }
  const signalled = performance.now()
  process.kill(-group, 'SIGTERM')
  while (groupAlive(group) && performance.now() - signalled < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const ms = performance.now() - signalled
  const killed = groupAlive(group)
  if (killed) process.kill(-group, 'SIGKILL')
  await exited
  return { ms, killed }
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

/** SIGKILL to the whole process group, then wait for the exit. */
async function kill(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  process.kill(-child.pid, 'SIGKILL')
  await exited
}
