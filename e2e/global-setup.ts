import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { assertChromium } from '../scripts/chromium'
import { freePort, startHeadway } from '../scripts/headway-process'

/** Starts `npm start` on a free port with a throw-away data dir; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertChromium()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-e2e-'))
  const port = await freePort()
  const server = await startHeadway({ port, dataDir, spawn, timeoutMs: 300_000 })
  process.env.E2E_BASE_URL = server.url
  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
