/**
 * The README's pictures of the demo: `npx tsx scripts/demo-screenshots.ts` starts a real `npm start` with
 * HEADWAY_DEMO=1 on a fresh data dir, waits until the real pipeline has analysed the demo feedback (the dashboard's
 * figures stop changing), signs in as the demo admin in Debian Chromium and saves the dashboard, the features and the
 * themes screens in light and dark as docs/demo-<screen>-<mode>.png. `npm start` builds the app only when dist/ is
 * missing: run `npm run build` first after changing it.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium, type Page } from 'playwright'
import { DEMO_ACCOUNT } from '../api/demo'
import { colorModeStorageKey } from '../app/state/color-mode/color-mode-storage'
import { chromiumLaunchOptions } from './chromium'
import { freePort, startHeadway } from './headway-process'

const screens = [
  // The dashboard down to its charts (a window that tall, so the sidebar spans it too).
  { name: 'dashboard', route: '/dashboard', ready: 'Mentions by theme', height: 2000 },
  { name: 'features', route: '/app/features', ready: 'Features', height: 900 },
  { name: 'themes', route: '/app/themes', ready: 'Themes', height: 900 },
] as const
const POLL_MS = 2_000
/** The analysis is done when the dashboard reads the same this many polls in a row. */
const STEADY_POLLS = 3
const ANALYSIS_LIMIT_MS = 300_000

const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-demo-screenshots-'))
const server = await startHeadway({ port: await freePort(), dataDir, spawn, timeoutMs: 300_000, env: { HEADWAY_DEMO: '1' } })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  await waitForAnalysis(server.url)
  for (const mode of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [colorModeStorageKey, mode] as const)
    const page = await context.newPage()
    await signIn(page, server.url)
    for (const screen of screens) {
      await page.setViewportSize({ width: 1440, height: screen.height })
      await page.goto(server.url + screen.route, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { name: screen.ready }).first().waitFor()
      const output = `docs/demo-${screen.name}-${mode}.png`
      await page.screenshot({ path: output })
      console.log(`Saved ${output}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`)
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNT.email)
  await page.getByLabel(/^Password/).fill(DEMO_ACCOUNT.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((target) => target.pathname === '/dashboard')
}

/** Polls the demo admin's dashboard until it has themes and reads the same STEADY_POLLS times in a row. */
async function waitForAnalysis(url: string): Promise<void> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  })
  const { access_token } = (await login.json()) as { access_token: string }
  const deadline = Date.now() + ANALYSIS_LIMIT_MS
  let last = ''
  let steady = 0
  while (steady < STEADY_POLLS) {
    if (Date.now() > deadline) throw new Error(`The demo was not analysed within ${ANALYSIS_LIMIT_MS / 1000} s.`)
    await sleep(POLL_MS)
    const response = await fetch(`${url}/api/v1/dashboard`, { headers: { authorization: `Bearer ${access_token}` } })
    const body = await response.text()
    const dashboard = JSON.parse(body) as { active_themes: number }
    steady = dashboard.active_themes > 0 && body === last ? steady + 1 : 0
    last = body
  }
}
