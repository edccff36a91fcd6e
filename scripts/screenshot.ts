/**
 * Screenshots a page of a real `npm start` (fresh data dir) in Debian Chromium, e.g. the README's landing picture:
 *   npx tsx scripts/screenshot.ts / docs/landing.png
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from './chromium'
import { freePort, startHeadway } from './headway-process'

const [route = '/', output = 'docs/landing.png'] = process.argv.slice(2)
const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-screenshot-'))
const server = await startHeadway({ port: await freePort(), dataDir, spawn, timeoutMs: 300_000 })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(server.url + route, { waitUntil: 'networkidle' })
  await page.screenshot({ path: output })
  console.log(`Saved ${output}`)
} finally {
  await browser.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
