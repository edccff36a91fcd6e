export {
  csvCheckSummary,
  csvImportReducer,
  csvImportSummary,
  initialCsvImportFlow,
  selectImportUnderWay,
} from './csv-import-reducer'
export type { CsvImportEvent, CsvImportFlow } from './csv-import-reducer'
export { guessCsvMapping } from './guess-mapping'
export { CSV_IMPORT_POLL_INTERVAL_MS, useCsvImport } from './useCsvImport'
