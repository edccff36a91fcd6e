import { expect } from 'vitest'
import { forbiddenDetail } from '../permissions'
import { CsvImportDetail } from '../schemas/csv-import'
import { call, companyAdmin, expectError, expectSuccess, invitedMember, unique } from './harness'
import type { ContractCase, Send } from './harness'

const unknownId = '7b9d1f3a-5c7e-4f9a-8b1c-2d4e6f8a0b1c'

/** Polls the import until its job ended. */
async function finished(send: Send, token: string, id: string) {
  for (;;) {
    const current = expectSuccess('getCsvImport', await call(send, 'getCsvImport', { token, params: { id } }))
    if (current.state === 'done' || current.state === 'failed') return current
  }
}

/** Uploading a CSV file of feedback, its preview, the check of a mapping and the import. */
export const csvImportCases: ContractCase[] = [
  {
    name: 'CSV import: preview, errors per row before importing, import as a job, and a second import stores nothing',
    async run(send) {
      expectError(401, await call(send, 'uploadCsv', { raw: 'text\nhi\n' }))
      const admin = await companyAdmin(send, 'csv-import')
      const token = admin.tokens.access_token
      expect(expectError(415, await call(send, 'uploadCsv', { token }))).toBe(CsvImportDetail.notCsvBody)
      expect(expectError(400, await call(send, 'uploadCsv', { token, raw: 'text,author\n' }))).toBe(
        CsvImportDetail.headerOnly,
      )
      const marker = unique('csv')
      const raw = `Message,Email\n"Okta SSO, ${marker}",dana@globex.com\n,ann@acme.com\nDark mode ${marker},not-an-email\n`
      const upload = () => call(send, 'uploadCsv', { token, raw, query: { file_name: 'requests.csv' } })
      const file = expectSuccess('uploadCsv', await upload())
      expect(file).toMatchObject({
        state: 'uploaded',
        file_name: 'requests.csv',
        columns: ['Message', 'Email'],
        preview: [[`Okta SSO, ${marker}`, 'dana@globex.com'], ['', 'ann@acme.com'], [`Dark mode ${marker}`, 'not-an-email']],
        rows_total: 3,
        mapping: null,
      })
      const mapping = { text: 'Message', author_email: 'Email' }
      const checked = expectSuccess('checkCsvImport', await call(send, 'checkCsvImport', { token, params: { id: file.id }, body: { mapping } }))
      expect(checked).toEqual({
        rows_total: 3,
        valid: 1,
        refused: 2,
        errors: [
          { row: 3, reason: 'The text is required: the customer’s words.' },
          { row: 4, reason: 'The author email is not a valid email address.' },
        ],
      })
      const unknownColumn = await call(send, 'checkCsvImport', {
        token,
        params: { id: file.id },
        body: { mapping: { text: 'Body' } },
      })
      expect(expectError(400, unknownColumn)).toBe('The file has no column “Body” (for Text); its columns are “Message”, “Email”.')
      const noText = await call(send, 'startCsvImport', { token, params: { id: file.id }, body: { mapping: {} } })
      expect(expectError(400, noText)).toBe(CsvImportDetail.noText)

      const started = expectSuccess('startCsvImport', await call(send, 'startCsvImport', { token, params: { id: file.id }, body: { mapping } }))
      expect(started).toMatchObject({ state: 'queued', mapping })
      // Who started it is in the audit log, with the file and its rows.
      const audit = expectSuccess(
        'listAuditEvents',
        await call(send, 'listAuditEvents', { token, query: { action: 'feedback.imported' } }),
      )
      expect(audit.items).toMatchObject([
        {
          action: 'feedback.imported',
          actor_id: admin.user.id,
          target_type: 'csv_import',
          target_id: file.id,
          target_label: 'requests.csv',
          details: { rows: 3 },
        },
      ])
      expect(await finished(send, token, file.id)).toMatchObject({ state: 'done', rows_done: 3, stored: 1, already_stored: 0, refused: 2 })
      const twice = await call(send, 'startCsvImport', { token, params: { id: file.id }, body: { mapping } })
      expect(expectError(409, twice)).toBe(CsvImportDetail.startedAlready)

      const again = expectSuccess('uploadCsv', await upload())
      expectSuccess('startCsvImport', await call(send, 'startCsvImport', { token, params: { id: again.id }, body: { mapping } }))
      expect(await finished(send, token, again.id)).toMatchObject({ state: 'done', stored: 0, already_stored: 1, refused: 2 })
    },
  },
  {
    name: 'CSV import: admins only, and an import of another company answers 404',
    async run(send) {
      const admin = await companyAdmin(send, 'csv-import-admin')
      const token = admin.tokens.access_token
      const file = expectSuccess('uploadCsv', await call(send, 'uploadCsv', { token, raw: 'text\nExport to PDF\n' }))
      const domain = admin.user.email.split('@')[1]
      const member = await invitedMember(send, admin, 'csv-import-member', { email: `member@${domain}` })
      const refusal = forbiddenDetail('feedback.import', 'member')
      expect(expectError(403, await call(send, 'uploadCsv', { token: member.tokens.access_token, raw: 'text\nhi\n' }))).toBe(refusal)
      const outsider = await companyAdmin(send, 'csv-import-outsider')
      const foreign = await call(send, 'getCsvImport', { token: outsider.tokens.access_token, params: { id: file.id } })
      expect(expectError(404, foreign)).toBe(CsvImportDetail.notFound)
      expect(expectError(404, await call(send, 'getCsvImport', { token, params: { id: unknownId } }))).toBe(CsvImportDetail.notFound)
    },
  },
]
