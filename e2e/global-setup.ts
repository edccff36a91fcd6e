import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { assertChromium } from '../scripts/chromium'
import { freePort, startHeadway } from '../scripts/headway-process'
import { startFakeSlack } from '../server/testing/fake-slack'
import { e2eSlackWorkspace } from './fake-slack-workspace'

/**
 * Starts a loopback fake of the Slack Web API and `npm start` on a free port with a throw-away data dir, talking to
 * that fake Slack; the returned function stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertChromium()
  const slack = await startFakeSlack([e2eSlackWorkspace()])
  const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-e2e-'))
  const port = await freePort()
  const server = await startHeadway({ port, dataDir, spawn, timeoutMs: 300_000, env: { HEADWAY_SLACK_API_URL: slack.url } })
  process.env.E2E_BASE_URL = server.url
  return async () => {
    await server.stop()
    await slack.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
