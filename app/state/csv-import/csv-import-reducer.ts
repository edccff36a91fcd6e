import type { CsvCheck, CsvField, CsvImport, CsvMapping } from '../../../api'
import { guessCsvMapping } from './guess-mapping'

/**
 * Where a CSV import is. 'choose': no file yet, a file picked and not yet sent (`file`), or the last one refused
 * (`error` says why); 'uploading': the file is
 * being sent; 'mapping': the file's columns are known and a person maps them to fields, checks the mapping (`check`
 * answers for this mapping, and is dropped when it changes) and starts the import; 'importing': the import's job, read
 * again until it is done or failed.
 */
export type CsvImportFlow =
  | { step: 'choose'; file: File | null; error: string | null }
  | { step: 'uploading'; fileName: string }
  | {
      step: 'mapping'
      upload: CsvImport
      mapping: CsvMapping
      check: CsvCheck | null
      busy: 'checking' | 'starting' | null
      error: string | null
    }
  | { step: 'importing'; csvImport: CsvImport }

export type CsvImportEvent =
  | { type: 'filePicked'; file: File }
  | { type: 'uploadStarted'; fileName: string }
  | { type: 'uploadRefused'; error: string }
  | { type: 'uploaded'; upload: CsvImport }
  | { type: 'fieldMapped'; field: CsvField; column: string | null }
  | { type: 'checkStarted' }
  | { type: 'checked'; check: CsvCheck }
  | { type: 'startRequested' }
  | { type: 'requestFailed'; error: string }
  | { type: 'progressed'; csvImport: CsvImport }
  | { type: 'reset' }

export const initialCsvImportFlow: CsvImportFlow = { step: 'choose', file: null, error: null }

export function csvImportReducer(state: CsvImportFlow, event: CsvImportEvent): CsvImportFlow {
  switch (event.type) {
    case 'filePicked':
      return { step: 'choose', file: event.file, error: null }
    case 'uploadStarted':
      return { step: 'uploading', fileName: event.fileName }
    case 'uploadRefused':
      return { step: 'choose', file: null, error: event.error }
    case 'uploaded':
      return {
        step: 'mapping',
        upload: event.upload,
        mapping: guessCsvMapping(event.upload.columns),
        check: null,
        busy: null,
        error: null,
      }
    case 'fieldMapped': {
      if (state.step !== 'mapping') return state
      const mapping: CsvMapping = { ...state.mapping }
      if (event.column === null) delete mapping[event.field]
      else mapping[event.field] = event.column
      return { ...state, mapping, check: null, error: null }
    }
    case 'checkStarted':
      return state.step === 'mapping' ? { ...state, busy: 'checking', error: null } : state
    case 'checked':
      return state.step === 'mapping' ? { ...state, busy: null, check: event.check } : state
    case 'startRequested':
      return state.step === 'mapping' ? { ...state, busy: 'starting', error: null } : state
    case 'requestFailed':
      return state.step === 'mapping' ? { ...state, busy: null, error: event.error } : state
    case 'progressed':
      return { step: 'importing', csvImport: event.csvImport }
    case 'reset':
      return initialCsvImportFlow
  }
}

/** Whether the import's job is still to end. */
export const selectImportUnderWay = (state: CsvImportFlow) =>
  state.step === 'importing' && (state.csvImport.state === 'queued' || state.csvImport.state === 'running')

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`

/** What an ended import did, as one sentence. */
export function csvImportSummary(csvImport: CsvImport): string {
  return (
    `Stored ${count(csvImport.stored, 'row', 'rows')} as new feedback; ` +
    `${count(csvImport.already_stored, 'row was', 'rows were')} stored already and skipped; ` +
    `${count(csvImport.refused, 'row', 'rows')} refused.`
  )
}

/** What a check found: the rows an import would store and refuse. */
export function csvCheckSummary(check: CsvCheck): string {
  if (check.refused === 0) {
    if (check.rows_total === 1) return 'The row is valid feedback.'
    return `All ${count(check.rows_total, 'row', 'rows')} are valid feedback.`
  }
  return `${count(check.valid, 'row', 'rows')} will be stored; ${count(check.refused, 'row', 'rows')} will be refused.`
}
