import type { HttpHandler } from 'msw'
import Papa from 'papaparse'
import {
  CSV_ERRORS_LISTED,
  CSV_MAX_COLUMNS,
  CSV_PREVIEW_ROWS,
  type CsvCheck,
  type CsvImport,
  CsvImportDetail,
  type CsvMapping,
  type CsvQuoteProblem,
  type CsvRowError,
  judgeCsvRow,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  resolveCsvMapping,
} from '../../api'
import type { AcceptedFeedbackItem } from '../../api'
import type { MockStore, StoredCsvImport } from '../store'
import { storeExternalFeedback } from './api-keys'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

/** A row's id from its mapped values (the server uses SHA-256; the mocks a 53-bit hash, enough for their rows). */
function deriveId(values: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < values.length; index += 1) {
    const code = values.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return `hash:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16)}`
}

const view = ({ company_id: _company, rows: _rows, problems: _problems, ...csvImport }: StoredCsvImport): CsvImport =>
  csvImport

/** Every row judged with the mapping (rows numbered as a spreadsheet does: the header is row 1). */
function judgeRows(found: StoredCsvImport, mapping: CsvMapping) {
  const resolved = resolveCsvMapping(mapping, found.columns)
  if (!resolved.ok) throw new MockHttpError(400, resolved.detail)
  const accepted: AcceptedFeedbackItem[] = []
  const errors: CsvRowError[] = []
  found.rows.forEach((row, index) => {
    const judged = judgeCsvRow(row, found.columns.length, resolved.resolved, deriveId, found.problems[index])
    if (judged.ok) accepted.push({ index: index + 2, item: judged.item })
    else errors.push({ row: index + 2, reason: judged.reason })
  })
  return { accepted, errors }
}

/** CSV imports, in memory: the file parsed at upload with papaparse as the server does, imported at the first poll. */
export function csvImportHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  const own = (companyId: string, id: string) => {
    const found = store.state.csvImports.find((candidate) => candidate.id === id && candidate.company_id === companyId)
    if (!found) throw new MockHttpError(404, CsvImportDetail.notFound)
    return found
  }
  return [
    mockRoute(
      store,
      'uploadCsv',
      ({ user, query, bytes }) => {
        // The mocks cannot see the content type: no body at all stands for a body that is not a CSV file.
        if (!bytes || bytes.byteLength === 0) throw new MockHttpError(415, CsvImportDetail.notCsvBody)
        if (bytes.byteLength > MAX_CSV_BYTES) throw new MockHttpError(413, CsvImportDetail.tooLarge)
        const content = new Uint8Array(bytes)
        if (content.subarray(0, 8192).includes(0)) throw new MockHttpError(400, CsvImportDetail.binary)
        const parsed = Papa.parse<string[]>(new TextDecoder().decode(content).replace(/^\uFEFF/, ''))
        const problems: Record<number, CsvQuoteProblem> = {}
        const quoting = new Map<number, CsvQuoteProblem>()
        for (const error of parsed.errors) {
          if ((error.code === 'MissingQuotes' || error.code === 'InvalidQuotes') && error.row !== undefined) {
            quoting.set(error.row, error.code)
          }
        }
        const records: string[][] = []
        parsed.data.forEach((row, index) => {
          if (row.length === 1 && row[0]?.trim() === '') return
          const problem = quoting.get(index)
          if (problem && records.length > 0) problems[records.length - 1] = problem
          records.push(row)
        })
        const [columns, ...rows] = records
        if (!columns) throw new MockHttpError(400, CsvImportDetail.empty)
        if (columns.length > CSV_MAX_COLUMNS) throw new MockHttpError(400, CsvImportDetail.tooManyColumns(columns.length))
        if (rows.length === 0) throw new MockHttpError(400, CsvImportDetail.headerOnly)
        if (rows.length > MAX_CSV_ROWS) throw new MockHttpError(413, CsvImportDetail.tooManyRows)
        const created: StoredCsvImport = {
          id: store.newId(),
          company_id: user.company_id,
          state: 'uploaded',
          file_name: query.file_name ?? null,
          columns,
          preview: rows.slice(0, CSV_PREVIEW_ROWS),
          mapping: null,
          rows_total: rows.length,
          rows_done: 0,
          stored: 0,
          already_stored: 0,
          refused: 0,
          error: null,
          created_at: store.now(),
          rows,
          problems,
        }
        store.state.csvImports.push(created)
        return view(created)
      },
      options,
    ),
    mockRoute(
      store,
      'getCsvImport',
      ({ user, params }) => {
        const found = own(user.company_id, params.id)
        if (found.state === 'queued' && found.mapping) {
          const { accepted, errors } = judgeRows(found, found.mapping)
          const { stored, already_stored } = storeExternalFeedback(store, user.company_id, 'csv', accepted)
          Object.assign(found, {
            state: 'done',
            rows_done: found.rows_total,
            stored: stored.length,
            already_stored: already_stored.length,
            refused: errors.length,
            rows: [],
          })
        }
        return view(found)
      },
      options,
    ),
    mockRoute(
      store,
      'checkCsvImport',
      ({ user, params, body }): CsvCheck => {
        const found = own(user.company_id, params.id)
        if (found.state !== 'uploaded') throw new MockHttpError(409, CsvImportDetail.checkAfterStart)
        const { accepted, errors } = judgeRows(found, body.mapping)
        return {
          rows_total: found.rows_total,
          valid: accepted.length,
          refused: errors.length,
          errors: errors.slice(0, CSV_ERRORS_LISTED),
        }
      },
      options,
    ),
    mockRoute(
      store,
      'startCsvImport',
      ({ user, params, body }) => {
        const found = own(user.company_id, params.id)
        judgeRows(found, body.mapping)
        if (found.state !== 'uploaded') throw new MockHttpError(409, CsvImportDetail.startedAlready)
        Object.assign(found, { state: 'queued', mapping: body.mapping })
        store.recordAudit(user.company_id, {
          action: 'feedback.imported',
          actor: { id: user.id, email: user.email },
          target: { type: 'csv_import', id: found.id, label: found.file_name },
          details: { rows: found.rows_total },
        })
        return view(found)
      },
      options,
    ),
  ]
}
