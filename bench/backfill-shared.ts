/**
 * What the backfill benchmarks (slack-backfill, gmail-backfill) share: the two databases they measure (PGlite on a
 * fresh data dir, PostgreSQL on a fresh scratch database; BENCH_SKIP_POSTGRES=1 skips it), timing, formatting, and
 * running each measurement in a fresh child process (`--phase <name>`) so that its peak RSS belongs to it alone.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Config, loadConfig } from '../server/config'
import { type Database, openDatabase } from '../server/db/client'
import { createScratchDatabase } from '../server/testing/scratch-database'

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type TargetKind = 'pglite' | 'postgres'

/** The databases of a run, with the label each figure is printed under. */
export function targetKinds(): Array<[TargetKind, string]> {
  const kinds: Array<[TargetKind, string]> = [['pglite', 'PGlite (fresh data dir on disk)']]
  if (process.env.BENCH_SKIP_POSTGRES !== '1') kinds.push(['postgres', 'PostgreSQL 15 (fresh database)'])
  return kinds
}

export interface Target {
  config: Config
  open: () => Promise<Database>
  drop: () => Promise<void>
}

/** The server's config for a bench: a new secret key, no rate limits, silent logs, plus `settings`. */
function benchConfig(settings: Record<string, string>): Config {
  return loadConfig({
    HEADWAY_SECRET_KEY: randomBytes(32).toString('hex'),
    HEADWAY_AUTH_RATE_LIMIT: '0',
    HEADWAY_WRITE_RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
    ...settings,
  })
}

/** A fresh database of this kind (a PGlite data dir under the temp dir, or a scratch database) and its config. */
export async function openTarget(kind: TargetKind, name: string, settings: Record<string, string>): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `headway-bench-${name}-`))
  const scratch = kind === 'postgres' ? await createScratchDatabase(serverUrl, 'headway_bench') : undefined
  const config = benchConfig({
    ...settings,
    HEADWAY_DATA_DIR: dataDir,
    HEADWAY_STATIC_DIR: path.join(dataDir, 'no-app'),
    ...(scratch && { DATABASE_URL: scratch.url }),
  })
  let database: Database | undefined
  return {
    config,
    open: async () => (database ??= await openDatabase(config)),
    drop: async () => {
      await database?.close()
      await scratch?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
export const rate = (count: number, seconds: number) => count / seconds
export const fmt = (value: number) => Math.round(value).toLocaleString('en-US')
/** A ratio with 2 decimals, or 2 significant digits below 0.1 (so a small one does not print as 0.00). */
export const ratio = (value: number) => (value >= 0.1 ? value.toFixed(2) : value.toPrecision(2))

export async function measure(run: () => Promise<number>): Promise<{ seconds: number; value: number }> {
  const started = performance.now()
  const value = await run()
  return { seconds: (performance.now() - started) / 1000, value }
}

export interface PhaseResult {
  count: number
  seconds: number
  /** The child process's peak RSS (getrusage), bytes. */
  peakRss: number
  /** Anything else the phase measured. */
  extra?: Record<string, number>
}

/** The phase this process was started for (`--phase <name>`), or undefined in the parent. */
export function phaseArgument(): string | undefined {
  const index = process.argv.indexOf('--phase')
  return index >= 0 ? process.argv[index + 1] : undefined
}

/** Prints a child's result as the line its parent reads, with the process's peak RSS. */
export function reportPhase(result: { seconds: number; value: number }, extra?: Record<string, number>): void {
  const answer: PhaseResult = {
    count: result.value,
    seconds: result.seconds,
    peakRss: process.resourceUsage().maxRSS * 1024,
    ...(extra && { extra }),
  }
  console.log(`RESULT ${JSON.stringify(answer)}`)
}

/** Runs `script --phase <phase>` in a fresh Node process, so each peak RSS is that of one measurement alone. */
export function inChild(script: string, phase: string): Promise<PhaseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script, '--phase', phase], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      const line = output.split('\n').find((candidate) => candidate.startsWith('RESULT '))
      if (code !== 0 || !line) reject(new Error(`Phase ${phase} failed (exit ${code}): ${output}`))
      else resolve(JSON.parse(line.slice('RESULT '.length)) as PhaseResult)
    })
  })
}
