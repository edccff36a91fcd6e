import { z } from 'zod'
import { Id, Timestamp } from './common'
import { formatValidationError } from './error'
import { FeedbackItem, type FeedbackItemInput } from './feedback-api'
import { text } from './text'

/** The largest CSV file one upload may send: the server refuses more with 413, the app before sending. */
export const MAX_CSV_BYTES = 100 * 1024 * 1024
/** The rows one file may hold (after its header row); a longer file is refused whole at upload. */
export const MAX_CSV_ROWS = 500_000
/** The rows the preview shows under the header. */
export const CSV_PREVIEW_ROWS = 10
/** The row errors a check lists (it counts them all). */
export const CSV_ERRORS_LISTED = 100
/** The most columns a file's header may have. */
export const CSV_MAX_COLUMNS = 200
/** The longest header of a column. */
export const CSV_COLUMN_NAME_MAX = 200

/** The sentences of the CSV import's refusals, the same from the server and the mocks. */
export const CsvImportDetail = {
  /** The server's upload limit (server/http/uploads.ts says it for every upload), said by the app before sending. */
  tooLarge: `The file is larger than ${MAX_CSV_BYTES / (1024 * 1024)} MB, the most one upload may send.`,
  notCsvBody: 'Send the CSV file as the request body, with Content-Type: text/csv.',
  empty: 'The file is empty: a CSV file of feedback has a header row, then a row per item.',
  binary: 'The file is not a CSV file: it holds binary data, not text.',
  headerOnly: 'The file has a header row but no rows of feedback under it.',
  tooManyRows: `The file has more than ${MAX_CSV_ROWS.toLocaleString('en')} rows, the most one import takes; split it.`,
  tooManyColumns: (count: number) => `The header has ${count} columns; a file may have at most ${CSV_MAX_COLUMNS}.`,
  notFound: 'CSV import not found.',
  startedAlready: 'This file’s import was started already.',
  checkAfterStart: 'This file was imported already; upload it again to check another mapping.',
  noText: 'Choose the column that holds the text of the feedback.',
  /** A row papaparse found a quoting problem in, by papaparse's code. */
  MissingQuotes: 'A quoted value has no closing quote.',
  InvalidQuotes: 'A quote inside a quoted value is not doubled ("").',
} as const

/** The quoting problems of a row that papaparse reports, each refusing the row with its sentence. */
export type CsvQuoteProblem = 'MissingQuotes' | 'InvalidQuotes'

/** The fields of a feedback item (FeedbackItem) a column can fill, in the order the mapping screen offers them. */
export const CSV_FIELDS = [
  'text',
  'author_name',
  'author_email',
  'customer_company',
  'created_at',
  'source_label',
  'url',
  'external_id',
] as const satisfies ReadonlyArray<keyof FeedbackItemInput>
export type CsvField = (typeof CSV_FIELDS)[number]

/** What each field is called on the mapping screen. */
export const CSV_FIELD_LABELS: Record<CsvField, string> = {
  text: 'Text',
  author_name: 'Author name',
  author_email: 'Author email',
  customer_company: 'Customer company',
  created_at: 'Created time',
  source_label: 'Source label',
  url: 'URL',
  external_id: 'External id',
}

const columnName = text('A column name', CSV_COLUMN_NAME_MAX).min(1, 'A column name must not be empty.')

/**
 * Which column of the file fills each field, by the column's name in the header row: `text` is required, the others
 * optional. Without an `external_id` column, a row's id is derived from its mapped values, so importing the same file
 * again stores nothing twice.
 */
export const CsvMapping = z.strictObject(
  {
    text: columnName.optional(),
    author_name: columnName.optional(),
    author_email: columnName.optional(),
    customer_company: columnName.optional(),
    created_at: columnName.optional(),
    source_label: columnName.optional(),
    url: columnName.optional(),
    external_id: columnName.optional(),
  },
  { error: 'The mapping must be an object naming, for each field, the column of the file that fills it.' },
)
export type CsvMapping = z.infer<typeof CsvMapping>

export const CsvMappingRequest = z.object({ mapping: CsvMapping })
export type CsvMappingRequest = z.input<typeof CsvMappingRequest>

export const CSV_IMPORT_STATES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const
export const CsvImportState = z.enum(CSV_IMPORT_STATES)
export type CsvImportState = z.infer<typeof CsvImportState>

/**
 * An uploaded CSV file and its import. 'uploaded': the header (`columns`) and the first rows (`preview`) are known;
 * check a mapping, then start the import, which runs as a job ('queued', 'running') until 'done' or 'failed' (error
 * says why). rows_done / rows_total: rows read so far / all of them; stored: rows stored now; already_stored: rows
 * whose item was stored before (same file imported again, or the same row twice); refused: rows that were not valid
 * feedback, never stored.
 */
export const CsvImport = z.object({
  id: Id,
  state: CsvImportState,
  file_name: z.string().nullable(),
  columns: z.array(z.string()),
  preview: z.array(z.array(z.string())),
  mapping: CsvMapping.nullable(),
  rows_total: z.int().nonnegative(),
  rows_done: z.int().nonnegative(),
  stored: z.int().nonnegative(),
  already_stored: z.int().nonnegative(),
  refused: z.int().nonnegative(),
  error: z.string().nullable(),
  created_at: Timestamp,
})
export type CsvImport = z.infer<typeof CsvImport>

export const CsvUploadQuery = z.object({
  file_name: text('The file name', 300).trim().min(1, 'The file name must not be empty.').optional(),
})
export type CsvUploadQuery = z.input<typeof CsvUploadQuery>

/** A row that would be refused: its number as a spreadsheet shows it (the header is row 1) and why. */
export const CsvRowError = z.object({ row: z.int().positive(), reason: z.string() })
export type CsvRowError = z.infer<typeof CsvRowError>

/** What a mapping would make of the file: the rows that are valid feedback, and the first errors of the others. */
export const CsvCheck = z.object({
  rows_total: z.int().nonnegative(),
  valid: z.int().nonnegative(),
  refused: z.int().nonnegative(),
  errors: z.array(CsvRowError),
})
export type CsvCheck = z.infer<typeof CsvCheck>

/** A mapping with each field's column found in the header: the column's index. */
export type ResolvedCsvMapping = Partial<Record<CsvField, number>>

/**
 * The mapping's columns in the header, or the sentence of its first problem: no text column, or a column the file
 * does not have.
 */
export function resolveCsvMapping(
  mapping: CsvMapping,
  columns: readonly string[],
): { ok: true; resolved: ResolvedCsvMapping } | { ok: false; detail: string } {
  if (mapping.text === undefined) return { ok: false, detail: CsvImportDetail.noText }
  const resolved: ResolvedCsvMapping = {}
  for (const field of CSV_FIELDS) {
    const name = mapping[field]
    if (name === undefined) continue
    const index = columns.indexOf(name)
    if (index === -1) {
      return {
        ok: false,
        detail: `The file has no column “${name}” (for ${CSV_FIELD_LABELS[field]}); its columns are ${columns
          .map((column) => `“${column}”`)
          .join(', ')}.`,
      }
    }
    resolved[field] = index
  }
  return { ok: true, resolved }
}

/**
 * A row's values as a feedback item of the mapped fields (an empty cell leaves its field out). Without an external id
 * column, `deriveId` turns the mapped values into the row's id: the same row always gets the same id, so a file
 * imported twice stores nothing twice (the server uses SHA-256).
 */
export function csvRowItem(
  row: readonly string[],
  resolved: ResolvedCsvMapping,
  deriveId: (values: string) => string,
): Record<string, string> {
  const item: Record<string, string> = {}
  for (const field of CSV_FIELDS) {
    const index = resolved[field]
    const value = index === undefined ? undefined : row[index]
    if (value !== undefined && (value !== '' || field === 'text')) item[field] = value
  }
  if (resolved.external_id === undefined) {
    item.external_id = deriveId(JSON.stringify(CSV_FIELDS.map((field) => item[field] ?? null)))
  }
  return item
}

/**
 * Judges one row of the file: a valid feedback item, or the sentence of its first problem: a quoting problem papaparse
 * found in it, a row whose number of values differs from the header's columns (a stray separator or quote), then the item's own rules (FeedbackItem).
 */
export function judgeCsvRow(
  row: readonly string[],
  columnCount: number,
  resolved: ResolvedCsvMapping,
  deriveId: (values: string) => string,
  problem?: CsvQuoteProblem,
): { ok: true; item: FeedbackItem } | { ok: false; reason: string } {
  if (problem) return { ok: false, reason: CsvImportDetail[problem] }
  if (row.length !== columnCount) {
    const values = `${row.length} ${row.length === 1 ? 'value' : 'values'}`
    return {
      ok: false,
      reason: `It has ${values} where the header has ${columnCount} columns: check its separators and quotes.`,
    }
  }
  const parsed = FeedbackItem.safeParse(csvRowItem(row, resolved, deriveId))
  return parsed.success ? { ok: true, item: parsed.data } : { ok: false, reason: formatValidationError(parsed.error) }
}
