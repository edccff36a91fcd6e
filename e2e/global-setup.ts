import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { assertChromium } from '../scripts/chromium'
import { freePort, startHeadway } from '../scripts/headway-process'
import { startFakeGoogle } from '../server/testing/fake-google'
import { startFakeSlack } from '../server/testing/fake-slack'
import { E2E_GOOGLE_CLIENT, e2eGmailMailbox } from './fake-gmail-mailbox'
import { startE2eMailbox } from './mailbox'
import { e2eSlackWorkspace } from './fake-slack-workspace'

/**
 * Starts loopback fakes of the Slack Web API, of Google (consent page, token endpoint, Gmail API) and of an SMTP server
 * (read by the tests through E2E_INBOX_URL), and `npm start` on a free port with a throw-away data dir, talking to
 * those fakes; the returned function stops them all.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertChromium()
  const slack = await startFakeSlack([e2eSlackWorkspace()])
  const google = await startFakeGoogle([e2eGmailMailbox()], E2E_GOOGLE_CLIENT)
  const mailbox = await startE2eMailbox()
  process.env.E2E_INBOX_URL = mailbox.inboxUrl
  const dataDir = mkdtempSync(path.join(tmpdir(), 'headway-e2e-'))
  const port = await freePort()
  const env = {
    HEADWAY_SLACK_API_URL: slack.url,
    HEADWAY_GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.clientId,
    HEADWAY_GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.clientSecret,
    HEADWAY_GOOGLE_AUTH_URL: google.authUrl,
    HEADWAY_GOOGLE_TOKEN_URL: google.tokenUrl,
    HEADWAY_GMAIL_API_URL: google.url,
    HEADWAY_SMTP_URL: mailbox.smtp.url,
  }
  const server = await startHeadway({ port, dataDir, spawn, timeoutMs: 300_000, env })
  process.env.E2E_BASE_URL = server.url
  return async () => {
    await server.stop()
    await slack.close()
    await google.close()
    await mailbox.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
