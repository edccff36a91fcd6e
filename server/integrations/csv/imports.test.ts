import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildPath, routes } from '../../../api/routes'
import { type CsvCheck, type CsvImport, type CsvMapping } from '../../../api/schemas/csv-import'
import { FEEDBACK_TEXT_MAX } from '../../../api/schemas/feedback-api'
import { auditEvents, csvImportChunks, csvImports, feedback } from '../../db/schema'
import { sweepUnimportedCsvUploads } from './imports'
import { registerCompanyOfTwo, type TestAccount } from '../../testing/accounts'
import { createTestApp, type TestApp } from '../../testing/test-app'

let testApp: TestApp
let admin: TestAccount
let member: TestAccount

beforeAll(async () => {
  testApp = await createTestApp()
  ;[admin, member] = await registerCompanyOfTwo(testApp.app)
})
afterAll(() => testApp.close())

function upload(account: TestAccount, body: string | Buffer, contentType = 'text/csv', fileName = 'requests.csv') {
  return testApp.app.inject({
    method: 'POST',
    url: `${routes.uploadCsv.path}?file_name=${encodeURIComponent(fileName)}`,
    headers: { ...account.headers, 'content-type': contentType },
    payload: Buffer.from(body),
  })
}

async function uploaded(body: string): Promise<CsvImport> {
  const response = await upload(admin, body)
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 201 })
  return response.json<CsvImport>()
}

const withMapping = (name: 'checkCsvImport' | 'startCsvImport', id: string, mapping: CsvMapping, account = admin) =>
  testApp.app.inject({
    method: 'POST',
    url: buildPath(routes[name].path, { id }),
    headers: account.headers,
    payload: { mapping },
  })

async function check(id: string, mapping: CsvMapping): Promise<CsvCheck> {
  const response = await withMapping('checkCsvImport', id, mapping)
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 })
  return response.json<CsvCheck>()
}

async function read(id: string): Promise<CsvImport> {
  const response = await testApp.app.inject({ method: 'GET', url: buildPath(routes.getCsvImport.path, { id }), headers: admin.headers })
  expect(response.statusCode).toBe(200)
  return response.json<CsvImport>()
}

/** Starts the import (202) and follows its job until it ends. */
async function runImport(id: string, mapping: CsvMapping): Promise<CsvImport> {
  const response = await withMapping('startCsvImport', id, mapping)
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 202 })
  expect(response.json<CsvImport>()).toMatchObject({ state: 'queued', mapping })
  let current = response.json<CsvImport>()
  await vi.waitFor(
    async () => {
      current = await read(id)
      expect(['done', 'failed']).toContain(current.state)
    },
    { timeout: 60_000, interval: 100 },
  )
  return current
}

const csvFeedback = () =>
  testApp.database.db
    .select()
    .from(feedback)
    .where(and(eq(feedback.companyId, admin.user.company_id), eq(feedback.source, 'csv')))

const REQUESTS = [
  'Message,Email,Company,When,Link',
  '"We need SSO with Okta, soon",dana@globex.com,Globex,2026-03-04T09:30:00Z,https://globex.example/t/1',
  'Dark mode please,BOB@initech.io,,,',
  '"Export to ""CSV"" would help",,Acme,,',
  '',
].join('\r\n')

const MAPPING: CsvMapping = {
  text: 'Message',
  author_email: 'Email',
  customer_company: 'Company',
  created_at: 'When',
  url: 'Link',
}

describe('CSV import', () => {
  it('answers the header and first rows of an uploaded file, storing no feedback yet', async () => {
    const file = await uploaded(REQUESTS)
    expect(file).toMatchObject({
      state: 'uploaded',
      file_name: 'requests.csv',
      columns: ['Message', 'Email', 'Company', 'When', 'Link'],
      rows_total: 3,
      rows_done: 0,
      mapping: null,
    })
    expect(file.preview[0]).toEqual([
      'We need SSO with Okta, soon',
      'dana@globex.com',
      'Globex',
      '2026-03-04T09:30:00Z',
      'https://globex.example/t/1',
    ])
    expect(file.preview[2]?.[0]).toBe('Export to "CSV" would help')
    expect(await read(file.id)).toEqual(file)
    expect(await csvFeedback()).toHaveLength(0)
  })

  it('reads a semicolon-separated file with a byte order mark', async () => {
    const file = await uploaded('\uFEFFtext;author\nFaster search;Ann\n')
    expect(file.columns).toEqual(['text', 'author'])
    expect(file.preview).toEqual([['Faster search', 'Ann']])
  })

  it('imports the valid rows as feedback of the source csv, and a second import of the same file stores nothing', async () => {
    const first = await runImport((await uploaded(REQUESTS)).id, MAPPING)
    expect(first).toMatchObject({ state: 'done', rows_total: 3, rows_done: 3, stored: 3, already_stored: 0, refused: 0 })
    const rows = await csvFeedback()
    expect(rows).toHaveLength(3)
    const sso = rows.find((row) => row.text.startsWith('We need SSO'))
    expect(sso).toMatchObject({
      source: 'csv',
      authorId: 'dana@globex.com',
      authorCompany: 'Globex',
      permalink: 'https://globex.example/t/1',
    })
    expect(sso?.postedAt.toISOString()).toBe('2026-03-04T09:30:00.000Z')
    expect(rows.find((row) => row.text === 'Dark mode please')?.authorEmailDomain).toBe('initech.io')
    expect(sso?.externalId).toMatch(/^sha256:[0-9a-f]{64}$/)

    const again = await runImport((await uploaded(REQUESTS)).id, MAPPING)
    expect(again).toMatchObject({ state: 'done', stored: 0, already_stored: 3, refused: 0 })
    expect(await csvFeedback()).toHaveLength(3)
    expect(await testApp.database.db.select().from(csvImportChunks).where(eq(csvImportChunks.importId, again.id))).toEqual([])
  })

  it('keys the rows by an external id column when one is mapped', async () => {
    const body = 'id,text\nT-1,Audit log export\nT-1,Audit log export again\nT-2,Usage alerts\n'
    const done = await runImport((await uploaded(body)).id, { text: 'text', external_id: 'id' })
    expect(done).toMatchObject({ stored: 2, already_stored: 1, refused: 0 })
    const rows = await csvFeedback()
    expect(rows.filter((row) => row.externalId === 'T-1').map((row) => row.text)).toEqual(['Audit log export'])
  })

  it('lists the errors per row before importing, and the import refuses those rows and stores the rest', async () => {
    const body = [
      'text,email',
      'Good row,ann@acme.com',
      ',ann@acme.com',
      'Bad email,not-an-email',
      `${'x'.repeat(FEEDBACK_TEXT_MAX + 1)},`,
      'One,too,many',
      '"Stray "quote" here",ann@acme.com',
      'Last good row,',
    ].join('\n')
    const file = await uploaded(body)
    const before = (await csvFeedback()).length
    expect(await check(file.id, { text: 'text', author_email: 'email' })).toEqual({
      rows_total: 7,
      valid: 2,
      refused: 5,
      errors: [
        { row: 3, reason: 'The text is required: the customer’s words.' },
        { row: 4, reason: 'The author email is not a valid email address.' },
        { row: 5, reason: `The text must be at most ${FEEDBACK_TEXT_MAX} characters.` },
        { row: 6, reason: 'It has 3 values where the header has 2 columns: check its separators and quotes.' },
        { row: 7, reason: 'A quote inside a quoted value is not doubled ("").' },
      ],
    })
    expect(await csvFeedback()).toHaveLength(before)
    const done = await runImport(file.id, { text: 'text', author_email: 'email' })
    expect(done).toMatchObject({ state: 'done', rows_done: 7, stored: 2, refused: 5 })
    expect((await csvFeedback()).map((row) => row.text)).toEqual(expect.arrayContaining(['Good row', 'Last good row']))
    expect(await csvFeedback()).toHaveLength(before + 2)
  })

  it('refuses a mapping without text or naming a column the file does not have', async () => {
    const file = await uploaded(REQUESTS)
    const noText = await withMapping('checkCsvImport', file.id, { author_email: 'Email' })
    expect([noText.statusCode, noText.json()]).toEqual([400, { detail: 'Choose the column that holds the text of the feedback.' }])
    const unknown = await withMapping('startCsvImport', file.id, { text: 'Message', author_email: 'E-mail' })
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      {
        detail:
          'The file has no column “E-mail” (for Author email); its columns are “Message”, “Email”, “Company”, “When”, “Link”.',
      },
    ])
    const unknownField = await withMapping('checkCsvImport', file.id, { text: 'Message', title: 'Company' } as CsvMapping)
    expect(unknownField.statusCode).toBe(422)
    expect((await read(file.id)).state).toBe('uploaded')
  })

  it('starts an import once, recording who started it in the audit log', async () => {
    const file = await uploaded('text\nOnce\n')
    await runImport(file.id, { text: 'text' })
    const twice = await withMapping('startCsvImport', file.id, { text: 'text' })
    expect([twice.statusCode, twice.json()]).toEqual([409, { detail: 'This file’s import was started already.' }])
    const recorded = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'feedback.imported'), eq(auditEvents.targetId, file.id)))
    expect(recorded).toMatchObject([
      { companyId: admin.user.company_id, actorUserId: admin.user.id, targetType: 'csv_import', details: { rows: 1 } },
    ])
    const checkAfter = await withMapping('checkCsvImport', file.id, { text: 'text' })
    expect(checkAfter.statusCode).toBe(409)
  })

  it('removes an upload never imported once a day old, with its pieces, and keeps the started ones', async () => {
    const waiting = await uploaded('text\nNever imported\n')
    const started = await uploaded('text\nImported\n')
    await runImport(started.id, { text: 'text' })
    const db = testApp.database.db
    const ages = async (hours: number) =>
      db
        .update(csvImports)
        .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
        .where(inArray(csvImports.id, [waiting.id, started.id]))
    await ages(23)
    expect(await sweepUnimportedCsvUploads(db)).toBe(0)
    await ages(25)
    expect(await sweepUnimportedCsvUploads(db)).toBe(1)
    const kept = await db
      .select({ id: csvImports.id })
      .from(csvImports)
      .where(inArray(csvImports.id, [waiting.id, started.id]))
    expect(kept).toEqual([{ id: started.id }])
    expect(await db.select().from(csvImportChunks).where(eq(csvImportChunks.importId, waiting.id))).toEqual([])
    const gone = await testApp.app.inject({
      method: 'GET',
      url: buildPath(routes.getCsvImport.path, { id: waiting.id }),
      headers: admin.headers,
    })
    expect(gone.statusCode).toBe(404)
  })

  it('refuses an empty file, a header alone, binary data and another content type, each with its sentence', async () => {
    const cases: Array<[string | Buffer, string, number, string]> = [
      ['', 'text/csv', 400, 'The file is empty: a CSV file of feedback has a header row, then a row per item.'],
      ['\n\n', 'text/csv', 400, 'The file is empty: a CSV file of feedback has a header row, then a row per item.'],
      ['text,author\n', 'text/csv', 400, 'The file has a header row but no rows of feedback under it.'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]), 'text/csv', 400, 'The file is not a CSV file: it holds binary data, not text.'],
      ['{"text": "hi"}', 'application/json', 415, 'Send the CSV file as the request body, with Content-Type: text/csv.'],
    ]
    for (const [body, type, status, detail] of cases) {
      const response = await upload(admin, body, type)
      expect([response.statusCode, response.json()]).toEqual([status, { detail }])
    }
  })

  it('refuses a file over 100 MB before reading it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: routes.uploadCsv.path,
      headers: { ...admin.headers, 'content-type': 'text/csv', 'content-length': String(101 * 1024 * 1024) },
      payload: 'text\nhi\n',
    })
    expect([response.statusCode, response.json()]).toEqual([
      413,
      { detail: 'The file is larger than 100 MB, the most one upload may send.' },
    ])
  })

  it('leaves importing to admins', async () => {
    const response = await upload(member, REQUESTS)
    expect(response.statusCode).toBe(403)
    expect(response.json<{ detail: string }>().detail).toMatch(/^Importing feedback from a CSV file needs/)
  })
})
