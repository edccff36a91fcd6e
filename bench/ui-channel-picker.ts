/**
 * `npx tsx bench/ui-channel-picker.ts`: the UI figures of the composite components, in Debian Chromium, on a
 * production build of a small page (bench/ui/), each printed beside a baseline measured in the same run.
 * - ChannelPicker with 10,000 channels: first render to paint, against 10,000 plain <div>s.
 * - Its search: keystroke-to-paint over ~30 keystrokes, median and p95 (goal <= 16 ms median), against a bare
 *   controlled <input>. Both include the wait for the next frame, which a keystroke pays whatever the page does.
 * - FeatureList with 5,000 features: first render to paint (goal <= 100 ms), against 5,000 plain <li><div>s.
 * BENCH_RUNS (default 5) sets how many times each first render is measured; the median is printed.
 * BENCH_ONLY=picker or BENCH_ONLY=rows runs one half.
 */
import { createServer, type Server } from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { chromium, type Page } from 'playwright'
import { assertChromium, chromiumLaunchOptions } from '../scripts/chromium'
import { median } from './cold-start'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const runs = Number(process.env.BENCH_RUNS ?? 5)
const CHANNELS = 10_000
const ROWS = 5_000
const only = process.env.BENCH_ONLY

interface Timing {
  commitMs: number
  paintMs: number
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(root, 'bench/ui'),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@styled-system': path.join(root, 'styled-system') } },
    // Panda's PostCSS plugin (postcss.config.cjs at the root) fills in the CSS layers.
    css: { postcss: root },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  })
}

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const target = file.endsWith('/') ? path.join(file, 'index.html') : file
    try {
      const body = readFileSync(target)
      response.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({ server, url: `http://127.0.0.1:${port}/` })
    }),
  )
}

/** Median of `runs` first renders; the first measurement is a warm-up and is dropped. */
async function firstRender(page: Page, method: 'channelPicker' | 'plainDivs' | 'featureList' | 'featureDivs', count: number) {
  const timings: Timing[] = []
  for (let run = 0; run <= runs; run++) {
    const timing = await page.evaluate(([m, n]) => window.bench[m](n), [method, count] as const)
    if (run > 0) timings.push(timing)
  }
  return { commitMs: median(timings.map((t) => t.commitMs)), paintMs: median(timings.map((t) => t.paintMs)) }
}

/** Types `keys` one at a time, waiting for each keystroke's paint, and returns the keystroke-to-paint samples. */
async function typing(page: Page, kind: 'picker' | 'bare', keys: readonly string[]): Promise<number[]> {
  await page.evaluate(([k, n]) => window.bench.typingTarget(k, n), [kind, CHANNELS] as const)
  for (const [index, key] of keys.entries()) {
    await page.keyboard.press(key)
    await page.waitForFunction((expected) => window.bench.samples.length >= expected, index + 1)
    // Let the page go idle between keystrokes, as a typist's 80-100 ms gaps do.
    await page.waitForTimeout(60)
  }
  return page.evaluate(() => [...window.bench.samples])
}

const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`

assertChromium()
const outDir = mkdtempSync(path.join(tmpdir(), 'headway-ui-bench-'))
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
let server: Server | undefined
try {
  await buildPage(outDir)
  const served = await serve(outDir)
  server = served.server
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
  await page.goto(served.url)
  await page.waitForFunction(() => 'bench' in window)

  if (only !== 'rows') {
    // Narrows the list step by step, then widens it again: 31 keystrokes, each changing the results.
    const keys = [...'feedback-12', ...Array(11).fill('Backspace'), ...'support-9'] as string[]
    const pickerKeys = await typing(page, 'picker', keys)
    const bareKeys = await typing(page, 'bare', keys)
    const picker = await firstRender(page, 'channelPicker', CHANNELS)
    const rowsInView = await page.evaluate(() => window.bench.visibleRows())
    const divs = await firstRender(page, 'plainDivs', CHANNELS)

    const pickerMedian = median(pickerKeys)
    console.log(`ChannelPicker, ${CHANNELS.toLocaleString('en-US')} channels (production build, Chromium ${browser.version()}, median of ${runs} runs)`)
    console.log(`  first render to paint:     ${fmt(picker.paintMs)}   (React commit ${picker.commitMs.toFixed(1)} ms; ${rowsInView} rows in the DOM)`)
    console.log(`  baseline, ${CHANNELS} <div>s:     ${fmt(divs.paintMs)}   (React commit ${divs.commitMs.toFixed(1)} ms)`)
    console.log(`  ratio:                     ${(picker.paintMs / divs.paintMs).toFixed(2)}x the baseline`)
    console.log(`\nSearch, keystroke to paint (${pickerKeys.length} keystrokes, each changing the results)`)
    console.log(`  median:                    ${fmt(pickerMedian)}   (goal <= 16 ms: ${pickerMedian <= 16 ? 'met' : 'NOT met'})`)
    console.log(`  p95:                       ${fmt(percentile(pickerKeys, 95))}`)
    console.log(`  baseline, bare <input>:    ${fmt(median(bareKeys))} median, ${fmt(percentile(bareKeys, 95))} p95`)
    console.log(`  cost over the baseline:    ${fmt(pickerMedian - median(bareKeys))} median`)
  }
  if (only !== 'picker') {
    const rows = await firstRender(page, 'featureList', ROWS)
    const rowDivs = await firstRender(page, 'featureDivs', ROWS)
    console.log(`\nFeatureList, ${ROWS.toLocaleString('en-US')} features (median of ${runs} runs)`)
    console.log(`  first render to paint:     ${fmt(rows.paintMs)}   (goal <= 100 ms: ${rows.paintMs <= 100 ? 'met' : 'NOT met'}; React commit ${rows.commitMs.toFixed(1)} ms)`)
    console.log(`  baseline, ${ROWS} <li><div>s: ${fmt(rowDivs.paintMs)}   (React commit ${rowDivs.commitMs.toFixed(1)} ms)`)
    console.log(`  ratio:                     ${(rows.paintMs / rowDivs.paintMs).toFixed(2)}x the baseline`)
  }
} finally {
  server?.close()
  await browser.close()
  rmSync(outDir, { recursive: true, force: true })
}
