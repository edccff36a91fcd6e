import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Integration, SlackImport } from '../../../api/schemas/slack'
import { slackImportChunks, slackIntegrations } from '../../db/schema'
import { listFeedback } from '../../domain/feedback/repository'
import { registerAndLogin, type TestAccount } from '../../testing/accounts'
import { tsAt } from '../../testing/slack-fixtures'
import { runSlackCommand } from './cli'
import { checkExport, EXPORT_LIMITS } from './export-archive'
import { importSlackExport, type ImportProgress } from './export-import'
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

async function readImport(account: TestAccount, id: string): Promise<SlackImport> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/slack/imports/${id}`,
    headers: account.headers,
  })
  expect(response.statusCode).toBe(200)
  return response.json<SlackImport>()
}

/** Uploads an export (answered 202 with the queued import) and follows the import's job until it ends. */
async function importExport(account: TestAccount, zip: Uint8Array, query = ''): Promise<SlackImport> {
  const response = await upload(account, zip, query)
  expect(response.statusCode).toBe(202)
  const queued = response.json<SlackImport>()
  expect(queued).toMatchObject({
    state: 'queued',
    files_done: 0,
    integration: null,
    error: null,
  })
  let current = queued
  await vi.waitFor(
    async () => {
      current = await readImport(account, queued.id)
      expect(['done', 'failed']).toContain(current.state)
    },
    { timeout: 60_000, interval: 100 },
  )
  return current
}

const json = (value: unknown) => strToU8(JSON.stringify(value))

/** A zip whose entry `name` holds `bytes` zeros: packed about a thousand times smaller. */
function bombZip(name: string, bytes: number): Uint8Array {
  return zipSync({
    'channels.json': json([{ id: 'C1', name: 'general' }]),
    [name]: new Uint8Array(bytes),
  })
}

/**
 * Makes the zip's entry `name` declare `declared` unpacked bytes, in its local header and in the central directory,
 * as a hostile archive would to pass a size check.
 */
function declareSize(zip: Uint8Array, name: string, declared: number): Uint8Array {
  const out = Buffer.from(zip)
  const nameBytes = Buffer.from(name)
  for (let at = 0; at < out.length - 4; at += 1) {
    const signature = out.readUInt32LE(at)
    const [nameLengthAt, sizeAt, nameAt] =
      signature === 0x04034b50
        ? [at + 26, at + 22, at + 30]
        : signature === 0x02014b50
          ? [at + 28, at + 24, at + 46]
          : []
    if (nameLengthAt === undefined || sizeAt === undefined || nameAt === undefined) continue
    const length = out.readUInt16LE(nameLengthAt)
    if (length === nameBytes.length && out.subarray(nameAt, nameAt + length).equals(nameBytes)) {
      out.writeUInt32LE(declared, sizeAt)
    }
  }
  return out
}

describe('importing a Slack export', () => {
  it('stores the messages of every channel once, with authors, and again stores nothing new', async () => {
    const account = await registerAndLogin(testApp.app)
    const result = await importExport(account, exportZip(), '?team_name=Acme%20(export)&team_domain=acme')
    expect(result).toMatchObject({
      state: 'done',
      files_done: 4,
      files_total: 4,
      channels: 3,
      messages_stored: 6,
      messages_skipped: 2,
      invalid: { channels: 0, users: 0, messages: 0, files: 0 },
    })
    if (!result.integration) throw new Error('A done import names its integration.')
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

    const again = await importExport(account, exportZip())
    expect(again).toMatchObject({
      messages_stored: 0,
      messages_skipped: 8,
      integration: { id: result.integration.id },
    })
    expect(again.integration?.team_name).toBe('Acme (export)')
    expect(again.integration?.channels.map((channel) => channel.name)).toEqual(['general', 'product-feedback', 'vip'])
    // The upload's pieces are gone once its job ended.
    expect(await testApp.database.db.select().from(slackImportChunks)).toEqual([])
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
    const result = await importExport(account, exportZip('Acme Slack export Mar 1 2025 - Mar 31 2025/'))
    expect(result).toMatchObject({
      channels: 3,
      messages_stored: 6,
      integration: { team_name: 'Slack export (T0EXPORT)' },
    })
  })

  it('explains what is wrong with a file that is not an export', async () => {
    const account = await registerAndLogin(testApp.app)
    const notZip = await upload(account, 'hello')
    expect(notZip.statusCode).toBe(400)
    expect(notZip.json().detail).toMatch(/not a valid zip/)
    const noChannels = await upload(account, zipSync({ 'readme.json': strToU8('[]') }))
    expect(noChannels.statusCode).toBe(400)
    expect(noChannels.json().detail).toMatch(/channels\.json is missing/)
    const jsonBody = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/slack/import',
      headers: account.headers,
      payload: { not: 'a zip' },
    })
    expect(jsonBody.statusCode).toBe(415)
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

  it('refuses a zip bomb from its directory, before inflating it, with a sentence (413 and 422)', async () => {
    const account = await registerAndLogin(testApp.app)
    // 40 MB of zeros packed into about 40 KB: past the per-file limit of 32 MB.
    const huge = await upload(account, bombZip('general/2025-03-03.json', 40 * 1024 * 1024))
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toEqual({
      detail: 'general/2025-03-03.json unpacks to 40 MB; a file of an export may unpack to at most 32 MB.',
    })
    // 4 MB of zeros: within the size limits, but packed about a thousand times.
    const dense = await upload(account, bombZip('general/2025-03-03.json', 4 * 1024 * 1024))
    expect(dense.statusCode).toBe(422)
    expect(dense.json().detail).toMatch(/packed more than 100 times smaller than its content.*zip bomb/)
    // Neither was kept nor queued.
    expect(await testApp.database.db.select().from(slackImportChunks)).toEqual([])
  })

  it('fails the import of an entry that inflates past the size it declares, storing nothing', async () => {
    const account = await registerAndLogin(testApp.app)
    const liar = declareSize(
      zipSync({
        'channels.json': json([{ id: 'C1', name: 'general' }]),
        'general/2025-03-03.json': new Uint8Array(8 * 1024 * 1024),
      }),
      'general/2025-03-03.json',
      2000,
    )
    const result = await importExport(account, liar)
    expect(result).toMatchObject({ state: 'failed', messages_stored: 0 })
    expect(result.error).toBe('This file is not a Slack workspace export: general/2025-03-03.json cannot be unpacked.')
    expect(await listFeedback(testApp.database.db, account.user.company_id)).toHaveLength(0)
  })

  it('holds the archive to its limits on entries and unpacked size', async () => {
    const file = path.join(scratch, 'many.zip')
    const many: Record<string, Uint8Array> = { 'channels.json': json([]) }
    for (let index = 0; index < 200; index += 1)
      many[`general/2025-01-${String(index).padStart(3, '0')}.json`] = json([])
    writeFileSync(file, zipSync(many))
    expect((await checkExport(file, { ...EXPORT_LIMITS, entries: 201 })).dayFiles).toBe(0)
    await expect(checkExport(file, { ...EXPORT_LIMITS, entries: 200 })).rejects.toMatchObject({
      kind: 'too_large',
      detail: 'The export holds more than 200 files; import a shorter period of it.',
    })
    const lists: Record<string, Uint8Array> = { 'channels.json': json([]) }
    for (let index = 0; index < 100; index += 1) lists[`copy-${index}/users.json`] = json([])
    writeFileSync(file, zipSync(lists))
    await expect(checkExport(file)).rejects.toMatchObject({
      detail: 'This file is not a Slack workspace export: it holds more than 100 files named channels.json, groups.json or users.json.',
    })
    writeFileSync(file, exportZip())
    await expect(checkExport(file, { ...EXPORT_LIMITS, totalBytes: 500 })).rejects.toMatchObject({
      kind: 'too_large',
      detail: 'The export unpacks to more than 1 MB; import a shorter period of it.',
    })
  })

  it('counts invalid records as skipped and stores only the valid ones (a numeric channel id among them)', async () => {
    const account = await registerAndLogin(testApp.app)
    const zip = zipSync({
      'channels.json': json([
        { id: 12345, name: 'numeric' },
        {
          id: 'C0GOOD',
          name: 'general',
          purpose: { value: 'Nul\u0000 purpose' },
        },
        { id: 'C0SLASH', name: 'a/b' },
        'not a channel',
      ]),
      'users.json': json([
        { id: 5, name: 'five' },
        { id: 'U1', team_id: 'T0BAD', real_name: 'Ada\u0000' },
        { id: 'U2', name: 'bob' },
      ]),
      'general/2025-03-03.json': json([
        {
          type: 'message',
          user: 'U2',
          text: 'Valid\u0000 and kept',
          ts: tsAt(day1, 1),
        },
        {
          type: 'message',
          user: 'U2',
          text: { html: '<b>not text</b>' },
          ts: tsAt(day1, 2),
        },
        { type: 'message', user: 'U2', text: 'Bad ts', ts: 'yesterday' },
      ]),
      'general/2025-03-04.json': strToU8('{ not json'),
      'general/2025-03-05.json': json({ not: 'a list' }),
      'numeric/2025-03-03.json': json([
        {
          type: 'message',
          user: 'U2',
          text: 'In the invalid channel',
          ts: tsAt(day1, 3),
        },
      ]),
    })
    const result = await importExport(account, zip)
    expect(result).toMatchObject({
      state: 'done',
      channels: 1,
      files_done: 4,
      files_total: 4,
      messages_stored: 1,
      invalid: { channels: 3, users: 2, messages: 2, files: 2 },
    })
    const rows = await listFeedback(testApp.database.db, account.user.company_id)
    expect(rows.map((row) => [row.text, row.channelId])).toEqual([['Valid and kept', 'C0GOOD']])
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/slack/integrations',
      headers: account.headers,
    })
    expect(list.statusCode).toBe(200)
    expect(list.json<Integration[]>()[0]?.channels).toEqual([{ id: 'C0GOOD', name: 'general' }])
  })

  it('lists integrations whose rows older code stored with numeric or missing channel ids', async () => {
    const account = await registerAndLogin(testApp.app)
    await testApp.database.db.insert(slackIntegrations).values({
      companyId: account.user.company_id,
      teamId: 'import:old.zip',
      teamName: 'Old import',
      source: 'export',
      status: 'connected',
      // What the importer before zod validation stored from a channels.json with numbers in it.
      channels: [{ id: 123, name: 'general' }, { name: 'no-id' }, 'junk', { id: 'C2', name: 7 }] as never,
    })
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/slack/integrations',
      headers: account.headers,
    })
    expect(list.statusCode).toBe(200)
    expect(list.json<Integration[]>()[0]).toMatchObject({
      team_name: 'Old import',
      channels: [
        { id: '123', name: 'general' },
        { id: 'C2', name: '7' },
      ],
      sync: { channels_total: 2 },
    })
  })

  it('reports its progress file by file, from the 202 answer on', async () => {
    const account = await registerAndLogin(testApp.app)
    const response = await upload(account, exportZip())
    expect(response.statusCode).toBe(202)
    expect(response.json<SlackImport>()).toMatchObject({
      state: 'queued',
      files_done: 0,
      files_total: 4,
    })

    const file = path.join(scratch, 'progress.zip')
    writeFileSync(file, exportZip())
    const seen: ImportProgress[] = []
    const other = await registerAndLogin(testApp.app)
    await importSlackExport(
      testApp.database.db,
      other.user.company_id,
      file,
      {},
      {
        onProgress: async (progress) => {
          seen.push(structuredClone(progress))
        },
      },
    )
    expect(seen.map((progress) => [progress.filesDone, progress.filesTotal])).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ])
    expect(seen.map((progress) => progress.messagesStored).at(-1)).toBe(6)
    const aborted = new AbortController()
    aborted.abort('stopping')
    await expect(
      importSlackExport(testApp.database.db, other.user.company_id, file, {}, { signal: aborted.signal }),
    ).rejects.toThrow('The import was interrupted.')
  })
})
