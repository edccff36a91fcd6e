import { IdParams } from '../schemas/common'
import { CsvCheck, CsvImport, CsvMappingRequest, CsvUploadQuery } from '../schemas/csv-import'
import { routesTagged } from './define'

const route = routesTagged('feedback')

/** Feedback from a CSV file: upload it, see its header and first rows, check a column mapping, then import it. */
export const csvImportRoutes = {
  uploadCsv: route.post('/api/v1/csv/imports', {
    permission: 'feedback.import',
    bodyKind: 'binary',
    consumes: 'text/csv',
    query: CsvUploadQuery,
    response: CsvImport,
    status: 201,
    errors: [400, 413, 415],
    summary:
      'Upload a CSV file (a header row, then one piece of feedback a row) as the body, Content-Type text/csv, at most ' +
      '100 MB and 500,000 rows. Answers its columns and first 10 rows; nothing is stored until the import is started. ' +
      'An empty file, one that is not text, or one past the limits is refused with the reason (400, 413).',
  }),
  getCsvImport: route.get('/api/v1/csv/imports/:id', {
    permission: 'feedback.import',
    params: IdParams,
    response: CsvImport,
    errors: [404],
    summary: 'An uploaded CSV file: its columns and first rows, and once started its import’s state and progress.',
  }),
  checkCsvImport: route.post('/api/v1/csv/imports/:id/check', {
    permission: 'feedback.import',
    params: IdParams,
    request: CsvMappingRequest,
    response: CsvCheck,
    errors: [400, 404, 409],
    summary:
      'Check a column mapping against every row, storing nothing: how many rows would be stored and the first 100 ' +
      'errors, each with its row number (the header is row 1) and the reason. A mapping without a text column, or ' +
      'naming a column the file does not have, answers 400.',
  }),
  startCsvImport: route.post('/api/v1/csv/imports/:id/start', {
    permission: 'feedback.import',
    params: IdParams,
    request: CsvMappingRequest,
    response: CsvImport,
    status: 202,
    errors: [400, 404, 409],
    summary:
      'Import the file with the mapping, as a job: answers at once (poll GET /csv/imports/{id} for its progress). ' +
      'Valid rows are stored as feedback from the source csv and analysed like Slack and Gmail messages; invalid rows ' +
      'are refused and counted. Each row is stored at most once: importing the same file again stores nothing twice ' +
      '(by the external id column, or an id derived from the mapped values). Started twice answers 409.',
  }),
}
