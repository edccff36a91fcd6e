import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import Papa from 'papaparse'
import { buildPath, routes } from '../api/routes'
import type { CsvImport, CsvMapping } from '../api/schemas/csv-import'
import { registerAndLogin } from '../server/testing/accounts'
import { createTestApp } from '../server/testing/test-app'
import { generateMessages } from './feedback-generator'

/**
 * `npx tsx bench/csv-import.ts [N]` (default 100,000 rows): a CSV file of N generated customer messages uploaded over
 * HTTP, checked with its mapping, and imported as a job on the embedded database (in-memory PGlite), to the end; time
 * and peak memory (RSS above the process's level before the upload, sampled every 5 ms). Goal: ≤ 200 MB above idle.
 *
 * Baseline, in the same process and run: papaparse reading the same file from disk, row by row, storing nothing (what
 * any streamed import costs at least). The rows have no external id column, so each row's id is a hash of its values;
 * the same file is then imported again and must store nothing.
 */
const count = Number(process.argv[2] ?? 100_000)
const MB = 1024 * 1024

const dir = mkdtempSync(path.join(tmpdir(), 'headway-csv-bench-'))
const file = path.join(dir, 'feedback.csv')
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`
const rows = generateMessages(count).map((message, index) =>
  [message.text, message.author?.name ?? '', `person${index % 400}@customer${index % 120}.example`, message.createdAt ?? ''].map(quoted).join(','),
)
writeFileSync(file, ['Message,Name,Email,When', ...rows].join('\n'))
const megabytes = statSync(file).size / MB

interface Measured<T> {
  value: T
  seconds: number
  peakMb: number
}

/** Runs `work` while sampling the RSS every 5 ms: its time and the peak above the RSS when it started. */
async function measure<T>(work: () => Promise<T>): Promise<Measured<T>> {
  globalThis.gc?.()
  const rest = process.memoryUsage.rss()
  let peak = rest
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5)
  const started = performance.now()
  const value = await work()
  const seconds = (performance.now() - started) / 1000
  clearInterval(timer)
  peak = Math.max(peak, process.memoryUsage.rss())
  return { value, seconds, peakMb: (peak - rest) / MB }
}

const baseline = await measure(
  () =>
    new Promise<number>((resolve, reject) => {
      let read = 0
      Papa.parse<string[]>(createReadStream(file), { step: () => void (read += 1), complete: () => resolve(read - 1), error: reject })
    }),
)

const testApp = await createTestApp()
await testApp.app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`
const admin = await registerAndLogin(testApp.app)
const mapping: CsvMapping = { text: 'Message', author_name: 'Name', author_email: 'Email', created_at: 'When' }

async function call<T>(method: string, url: string, expected: number, body?: RequestInit['body'], contentType = 'application/json'): Promise<T> {
  const headers = { ...admin.headers, 'content-type': contentType }
  // A streamed body is sent as it is read (duplex 'half'), so the client holds no copy of the file.
  const response = await fetch(`${base}${url}`, { method, headers, ...(body && { body, duplex: 'half' }) })
  if (response.status !== expected) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** Uploads the file (streamed from disk), checks the mapping, starts the import and waits for its job to end. */
async function importFile(): Promise<CsvImport> {
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
  const uploaded = await call<CsvImport>('POST', `${routes.uploadCsv.path}?file_name=feedback.csv`, 201, stream, 'text/csv')
  const id = uploaded.id
  await call('POST', buildPath(routes.checkCsvImport.path, { id }), 200, JSON.stringify({ mapping }))
  await call('POST', buildPath(routes.startCsvImport.path, { id }), 202, JSON.stringify({ mapping }))
  for (;;) {
    const current = await call<CsvImport>('GET', buildPath(routes.getCsvImport.path, { id }), 200)
    if (current.state === 'done' || current.state === 'failed') return current
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const first = await measure(importFile)
const again = await measure(importFile)
await testApp.close()
rmSync(dir, { recursive: true, force: true })

const fmt = (value: number, digits = 1) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const line = (name: string, result: Measured<unknown>, rowCount: number) =>
  `  ${name.padEnd(40)} ${fmt(result.seconds)} s, ${fmt(rowCount / result.seconds, 0)} rows/s, peak ${fmt(result.peakMb)} MB above idle`
console.log(`CSV import of ${count.toLocaleString('en-US')} rows (${fmt(megabytes)} MB) on PGlite`)
console.log(line('baseline: papaparse reads the file', baseline, baseline.value))
console.log(line(`import: ${first.value.state}, stored ${first.value.stored}, refused ${first.value.refused}`, first, count))
console.log(line(`again: stored ${again.value.stored}, already ${again.value.already_stored}`, again, count))
console.log(`  ratios: time ${fmt(first.seconds / baseline.seconds)}x the baseline; goal ≤ 200 MB above idle: ${first.peakMb <= 200 ? 'met' : 'not met'}`)
