/**
 * `npx tsx bench/slack-import.ts`: peak memory (RSS above the process's resting level) and time of a Slack export
 * upload, each scenario in a fresh process of its own (PGlite; the import's job run right after the 202):
 * - a normal export (20 channels × 30 days × 100 messages, ~60,000 messages), uploaded and imported to the end: the
 *   baseline;
 * - a zip bomb of ~300 KB that unpacks to 300 MB (the one of issue 18), refused by the capped import;
 * - the same bomb unpacked as the importer did before the caps (fflate's unzipSync in the request), for comparison.
 * Goal: the refused bomb peaks below the normal import, and far below the uncapped unzip.
 */
import { spawnSync } from 'node:child_process'
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { strToU8, unzipSync, Zip, ZipDeflate, zipSync } from 'fflate'

const MB = 1024 * 1024
const BOMB_BYTES = 300 * MB

interface Result {
  name: string
  status: number | string
  seconds: number
  peakMb: number
}

/** Samples the RSS every 5 ms while `work` runs: the peak above the RSS when it started. */
async function measure(name: string, work: () => Promise<number | string>): Promise<Result> {
  globalThis.gc?.()
  const rest = process.memoryUsage.rss()
  let peak = rest
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5)
  const started = performance.now()
  const status = await work()
  const seconds = (performance.now() - started) / 1000
  clearInterval(timer)
  peak = Math.max(peak, process.memoryUsage.rss())
  return { name, status, seconds, peakMb: (peak - rest) / MB }
}

/** A workspace export of 20 channels × 30 days × 100 messages. */
function writeNormalExport(file: string): void {
  const files: Record<string, Uint8Array> = {}
  const channels = Array.from({ length: 20 }, (_, index) => ({ id: `C${index}BENCH`, name: `feedback-${index}` }))
  files['channels.json'] = strToU8(JSON.stringify(channels))
  files['users.json'] = strToU8(JSON.stringify([{ id: 'U1', team_id: 'TBENCH', real_name: 'Ada' }]))
  const start = Date.UTC(2025, 0, 1) / 1000
  for (const channel of channels) {
    for (let day = 0; day < 30; day += 1) {
      const messages = Array.from({ length: 100 }, (_, index) => ({
        type: 'message',
        user: 'U1',
        text: `Customer ${index} on day ${day} in ${channel.name}: please add an export of the dashboard to CSV, and SSO.`,
        ts: `${start + day * 86_400 + index}.000100`,
      }))
      const date = new Date((start + day * 86_400) * 1000).toISOString().slice(0, 10)
      files[`${channel.name}/${date}.json`] = strToU8(JSON.stringify(messages))
    }
  }
  writeFileSync(file, zipSync(files))
}

/** The bomb: channels.json and one day file of 300 MB of zeros, deflated as it streams (never all in memory). */
async function writeBomb(file: string): Promise<void> {
  const out = createWriteStream(file)
  const zip = new Zip((error, chunk) => {
    if (error) throw error
    out.write(chunk)
  })
  const channels = new ZipDeflate('channels.json', { level: 9 })
  zip.add(channels)
  channels.push(strToU8(JSON.stringify([{ id: 'C1', name: 'general' }])), true)
  const day = new ZipDeflate('general/2025-03-03.json', { level: 9 })
  zip.add(day)
  const zeros = new Uint8Array(MB)
  for (let written = 0; written < BOMB_BYTES; written += MB) day.push(zeros, written + MB >= BOMB_BYTES)
  zip.end()
  await new Promise<void>((resolve) => out.end(resolve))
}

async function runScenario(scenario: string, file: string): Promise<Result> {
  if (scenario === 'unzipSync') {
    return measure('bomb, unzipped as before (unzipSync, no caps)', async () => {
      const entries = unzipSync(readFileSync(file))
      return `${Math.round(Object.values(entries).reduce((sum, bytes) => sum + bytes.length, 0) / MB)} MB unpacked`
    })
  }
  const { createTestApp } = await import('../server/testing/test-app')
  const { registerAndLogin } = await import('../server/testing/accounts')
  const { createSlackImports } = await import('../server/integrations/slack/import-jobs')
  // No workers: the feedback analysis would run on the imported messages and be measured too. The import's job is run
  // here instead, exactly as the queue runs it.
  const testApp = await createTestApp({ workers: false })
  const imports = createSlackImports({ db: testApp.database.db, jobs: { send: async () => null } as never })
  try {
    const account = await registerAndLogin(testApp.app)
    const label = scenario === 'normal' ? 'normal export, uploaded and imported' : 'bomb, refused by the capped import'
    return await measure(label, async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/slack/import',
        headers: { ...account.headers, 'content-type': 'application/zip' },
        payload: createReadStream(file),
      })
      if (response.statusCode !== 202) return response.statusCode
      const { id } = response.json<{ id: string }>()
      await imports.run({
        id: 'bench',
        name: 'slack-import',
        data: { importId: id, companyId: account.user.company_id, by: { actor: null, source: { ip: null, userAgent: null } } },
        retryCount: 0,
        retryLimit: 0,
        signal: new AbortController().signal,
      } as never)
      const read = await testApp.app.inject({ method: 'GET', url: `/api/v1/slack/imports/${id}`, headers: account.headers })
      const state = read.json<{ state: string; messages_stored: number }>()
      return `202, ${state.state}, ${state.messages_stored} stored`
    })
  } finally {
    await testApp.close()
  }
}

const [scenario, file] = process.argv.slice(2)
if (scenario && file) {
  console.log(JSON.stringify(await runScenario(scenario, file)))
} else {
  const folder = mkdtempSync(path.join(tmpdir(), 'headway-import-bench-'))
  try {
    const normal = path.join(folder, 'normal.zip')
    const bomb = path.join(folder, 'bomb.zip')
    writeNormalExport(normal)
    await writeBomb(bomb)
    const self = fileURLToPath(import.meta.url)
    const results = (
      [
        ['normal', normal],
        ['capped', bomb],
        ['unzipSync', bomb],
      ] as const
    ).map(([name, zip]) => {
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', self, name, zip], {
        encoding: 'utf8',
        maxBuffer: 16 * MB,
      })
      const line = child.stdout.trim().split('\n').at(-1) ?? ''
      if (child.status !== 0 || !line.startsWith('{')) throw new Error(`Scenario ${name} failed:\n${child.stderr}`)
      return JSON.parse(line) as Result
    })
    console.log(
      `Slack export upload: normal export ${(statSync(normal).size / MB).toFixed(1)} MB packed; ` +
        `bomb ${(statSync(bomb).size / 1024).toFixed(0)} KB packed, ${BOMB_BYTES / MB} MB unpacked`,
    )
    console.log('| scenario | answer | time (s) | peak RSS above rest (MB) |')
    console.log('| --- | --- | --- | --- |')
    for (const result of results) {
      console.log(`| ${result.name} | ${result.status} | ${result.seconds.toFixed(2)} | ${result.peakMb.toFixed(1)} |`)
    }
    const [normalRun, capped, uncapped] = results as [Result, Result, Result]
    const floor = (mb: number) => Math.max(mb, 1)
    console.log(
      `Capped bomb / normal import peak: ${(floor(capped.peakMb) / floor(normalRun.peakMb)).toFixed(2)}; ` +
        `uncapped unzip / capped bomb peak: ${(floor(uncapped.peakMb) / floor(capped.peakMb)).toFixed(0)}x`,
    )
    console.log(`Goal: the refused bomb peaks below the normal import: ${capped.peakMb < normalRun.peakMb ? 'met' : 'NOT met'}`)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
