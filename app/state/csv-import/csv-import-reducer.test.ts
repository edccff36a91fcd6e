import { describe, expect, it } from 'vitest'
import type { CsvImport } from '../../../api'
import { csvCheckSummary, csvImportReducer, csvImportSummary, initialCsvImportFlow } from './csv-import-reducer'

const upload: CsvImport = {
  id: 'import-1',
  state: 'uploaded',
  file_name: 'requests.csv',
  columns: ['Name', 'Feedback'],
  preview: [['Nadia', 'Dark mode please']],
  mapping: null,
  rows_total: 1,
  rows_done: 0,
  stored: 0,
  already_stored: 0,
  refused: 0,
  error: null,
  created_at: '2025-03-06T10:00:00.000Z',
}

describe('csvImportReducer', () => {
  it('guesses the mapping from the uploaded header', () => {
    const state = csvImportReducer(initialCsvImportFlow, { type: 'uploaded', upload })
    expect(state).toMatchObject({ step: 'mapping', mapping: { text: 'Feedback', author_name: 'Name' }, check: null })
  })

  it('drops a check once the mapping it answered changes, and unmaps a field', () => {
    let state = csvImportReducer(initialCsvImportFlow, { type: 'uploaded', upload })
    state = csvImportReducer(state, { type: 'checkStarted' })
    state = csvImportReducer(state, { type: 'checked', check: { rows_total: 1, valid: 1, refused: 0, errors: [] } })
    expect(state).toMatchObject({ busy: null, check: { valid: 1 } })
    state = csvImportReducer(state, { type: 'fieldMapped', field: 'author_name', column: null })
    expect(state).toMatchObject({ step: 'mapping', mapping: { text: 'Feedback' }, check: null })
    expect(state.step === 'mapping' && 'author_name' in state.mapping).toBe(false)
  })

  it('keeps the mapping when a request fails, with the reason', () => {
    let state = csvImportReducer(initialCsvImportFlow, { type: 'uploaded', upload })
    state = csvImportReducer(state, { type: 'startRequested' })
    state = csvImportReducer(state, { type: 'requestFailed', error: 'This file’s import was started already.' })
    expect(state).toMatchObject({ step: 'mapping', busy: null, error: 'This file’s import was started already.' })
  })
})

describe('summaries', () => {
  it('say what an import did and what a check found, in words that agree with their numbers', () => {
    expect(csvImportSummary({ ...upload, state: 'done', stored: 9, already_stored: 1, refused: 1 })).toBe(
      'Stored 9 rows as new feedback; 1 row was stored already and skipped; 1 row refused.',
    )
    expect(csvCheckSummary({ rows_total: 10, valid: 9, refused: 1, errors: [] })).toBe(
      '9 rows will be stored; 1 row will be refused.',
    )
    expect(csvCheckSummary({ rows_total: 1, valid: 1, refused: 0, errors: [] })).toBe('The row is valid feedback.')
    expect(csvCheckSummary({ rows_total: 3, valid: 3, refused: 0, errors: [] })).toBe('All 3 rows are valid feedback.')
  })
})
