import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Integration, SlackImportResult } from '../../../api/schemas/slack'
import { listFeedback } from '../../domain/feedback/repository'
import { registerAndLogin, type TestAccount } from '../../testing/accounts'
import { tsAt } from '../../testing/slack-fixtures'
import { runSlackCommand } from './cli'
import { createTestApp, type TestApp } from '../../testing/test-app'

let testApp: TestApp
let scratch: string

beforeAll(async () => {
  testApp = await createTestApp()
  scratch = mkdtempSync(path.join(tmpdir(), 'headway-export-'))
})
afterAll(async () => {
  await testApp?.close()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

const day1 = Date.UTC(2025, 2, 3, 9, 0, 0)
const day2 = Date.UTC(2025, 2, 4, 15, 30, 0)

/** A small workspace export as Slack makes it: 2 public channels, 1 private, users, one file per channel and day. */
function exportZip(folder = ''): Uint8Array {
  const json = (value: unknown) => strToU8(JSON.stringify(value))
  const files: Record<string, Uint8Array> = {
    [`${folder}channels.json`]: json([
      { id: 'C0GENERAL', name: 'general', members: ['U1', 'U2'], purpose: { value: 'Company-wide' }, topic: { value: '' } },
      { id: 'C0PRODUCT', name: 'product-feedback', members: ['U1'], purpose: { value: 'Customer asks' } },
    ]),
    [`${folder}groups.json`]: json([{ id: 'G0VIP', name: 'vip', members: ['U1', 'U2', 'U3'] }]),
    [`${folder}users.json`]: json([
      { id: 'U1', team_id: 'T0EXPORT', name: 'ada', real_name: 'Ada Lovelace', profile: { title: 'PM', email: 'ada@globex.com' } },
      { id: 'U2', team_id: 'T0EXPORT', name: 'bob', profile: { real_name: 'Bob Stone', email: 'bob@initech.io' } },
      { id: 'UBOT', team_id: 'T0EXPORT', name: 'ci', is_bot: true },
    ]),
    [`${folder}integration_logs.json`]: json([]),
    [`${folder}general/2025-03-03.json`]: json([
      { type: 'message', user: 'U1', text: 'Please support SAML', ts: tsAt(day1, 1), team: 'T0EXPORT' },
      { type: 'message', subtype: 'channel_join', user: 'U2', text: '<@U2> has joined the channel', ts: tsAt(day1, 2) },
      { type: 'message', subtype: 'bot_message', bot_id: 'B1', text: 'Nightly build ok', ts: tsAt(day1, 3) },
    ]),
    [`${folder}general/2025-03-04.json`]: json([
      { type: 'message', user: 'U2', text: 'Export to CSV would be great', ts: tsAt(day2, 4), reply_count: 1, thread_ts: tsAt(day2, 4) },
      { type: 'message', user: 'U1', text: '+1 for CSV', ts: tsAt(day2, 5), thread_ts: tsAt(day2, 4), parent_user_id: 'U2' },
    ]),
    [`${folder}product-feedback/2025-03-04.json`]: json([
      { type: 'message', user: 'U1', text: 'Dark mode, please', ts: tsAt(day2, 6) },
      { type: 'message', subtype: 'file_share', user: 'U2', text: 'Screenshot of the slow dashboard', ts: tsAt(day2, 7) },
    ]),
    [`${folder}vip/2025-03-04.json`]: json([{ type: 'message', user: 'U2', text: 'Priority support SLA?', ts: tsAt(day2, 8) }]),
  }
  return zipSync(files)
}

function upload(account: TestAccount, body: Uint8Array | string, query = '', contentType = 'application/zip') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/slack/import${query}`,
    headers: { ...account.headers, 'content-type': contentType },
    payload: Buffer.from(body),
  })
}

describe('importing a Slack export', () => {
  it('stores the messages of every channel once, with authors, and again stores nothing new', async () => {
    const account = await registerAndLogin(testApp.app)
    const response = await upload(account, exportZip(), '?team_name=Acme%20(export)&team_domain=acme')
    expect(response.statusCode).toBe(200)
    const result = response.json<SlackImportResult>()
    expect(result).toMatchObject({ channels: 3, messages_stored: 6, messages_skipped: 2 })
    expect(result.integration).toMatchObject({
      team_name: 'Acme (export)',
      source: 'export',
      status: 'connected',
      sync: { state: 'idle', messages_stored: 6, channels_done: 3, channels_total: 3, error: null },
    })

    const rows = await listFeedback(testApp.database.db, account.user.company_id)
    expect(rows.map((row) => row.text)).toEqual([
      'Please support SAML',
      'Export to CSV would be great',
      '+1 for CSV',
      'Dark mode, please',
      'Screenshot of the slow dashboard',
      'Priority support SLA?',
    ])
    expect(rows[0]).toMatchObject({
      channelId: 'C0GENERAL',
      channelName: 'general',
      authorName: 'Ada Lovelace',
      authorTitle: 'PM',
      authorCompany: 'Globex',
      permalink: `https://acme.slack.com/archives/C0GENERAL/p${tsAt(day1, 1).replace('.', '')}`,
      postedAt: new Date(day1),
    })
    expect(rows[2]).toMatchObject({ threadTs: tsAt(day2, 4), authorCompany: 'Globex' })
    expect(rows[5]).toMatchObject({ channelName: 'vip', authorName: 'Bob Stone', authorCompany: 'Initech' })

    const again = (await upload(account, exportZip())).json<SlackImportResult>()
    expect(again).toMatchObject({ messages_stored: 0, messages_skipped: 8, integration: { id: result.integration.id } })
    expect(again.integration.team_name).toBe('Acme (export)')
    expect(again.integration.channels.map((channel) => channel.name)).toEqual(['general', 'product-feedback', 'vip'])
    expect(await listFeedback(testApp.database.db, account.user.company_id)).toHaveLength(6)

    const list = await testApp.app.inject({ method: 'GET', url: '/api/v1/slack/integrations', headers: account.headers })
    expect(list.json<Integration[]>().map((integration) => integration.source)).toEqual(['export'])
    const syncNow = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/slack/integrations/${result.integration.id}/sync`,
      headers: account.headers,
    })
    expect(syncNow.statusCode).toBe(400)
    const purge = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/slack/integrations/${result.integration.id}?purge=true`,
      headers: account.headers,
    })
    expect(purge.statusCode).toBe(204)
    expect(await listFeedback(testApp.database.db, account.user.company_id)).toHaveLength(0)
  })

  it('finds the export inside a folder of the zip', async () => {
    const account = await registerAndLogin(testApp.app)
    const result = (await upload(account, exportZip('Acme Slack export Mar 1 2025 - Mar 31 2025/'))).json<SlackImportResult>()
    expect(result).toMatchObject({ channels: 3, messages_stored: 6, integration: { team_name: 'Slack export (T0EXPORT)' } })
  })

  it('explains what is wrong with a file that is not an export', async () => {
    const account = await registerAndLogin(testApp.app)
    const notZip = await upload(account, 'hello')
    expect(notZip.statusCode).toBe(400)
    expect(notZip.json().detail).toMatch(/not a valid zip/)
    const noChannels = await upload(account, zipSync({ 'readme.json': strToU8('[]') }))
    expect(noChannels.statusCode).toBe(400)
    expect(noChannels.json().detail).toMatch(/channels\.json is missing/)
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/slack/import',
      headers: account.headers,
      payload: { not: 'a zip' },
    })
    expect(json.statusCode).toBe(415)
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/slack/import',
      headers: { 'content-type': 'application/zip' },
      payload: Buffer.from(exportZip()),
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('runs from the command line, by company name, idempotently', async () => {
    const account = await registerAndLogin(testApp.app)
    const file = path.join(scratch, 'acme-export.zip')
    writeFileSync(file, exportZip())
    const args = ['import', '--company', `  ${account.user.company_name.toUpperCase()} `, '--file', file]
    expect(await runSlackCommand(args, testApp.database)).toMatch(/New messages stored: 6\./)
    expect(await runSlackCommand(args, testApp.database)).toMatch(/New messages stored: 0\. Skipped \(already stored, bots, joins\.\.\.\): 8\./)
    await expect(runSlackCommand(['import', '--company', 'Nobody Inc', '--file', file], testApp.database)).rejects.toThrow(
      /No company "Nobody Inc"/,
    )
    expect(await listFeedback(testApp.database.db, account.user.company_id)).toHaveLength(6)
  })
})
