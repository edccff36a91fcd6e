import type { IncomingMessage } from 'node:http'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { type CsvImport, CsvImportDetail, MAX_CSV_BYTES } from '../../api/schemas/csv-import'
import type { CsvImportRow } from '../integrations/csv/imports'
import type { Services } from '../services'
import { HttpError } from './errors'
import { auditOrigin } from './request-source'
import { createRouteRegistrar } from './routing'
import { discardUpload, isUpload, spoolUpload } from './uploads'

export function toCsvImport(row: CsvImportRow): CsvImport {
  return {
    id: row.id,
    state: row.state,
    file_name: row.fileName,
    columns: row.columns,
    preview: row.preview,
    mapping: row.mapping,
    rows_total: row.rowsTotal,
    rows_done: row.rowsDone,
    stored: row.stored,
    already_stored: row.alreadyStored,
    refused: row.refused,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  }
}

/** /api/v1/csv/imports: upload a CSV file of feedback, preview it, check a column mapping, import it as a job. */
export const csvImportRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { csvImports } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  // The file arrives as the raw request body (in this plugin only), streamed into a temporary file, never held in
  // memory; the file is deleted once the answer is sent.
  app.addContentTypeParser(['text/csv'], async (request: FastifyRequest, payload: IncomingMessage) =>
    spoolUpload(payload, request.headers['content-length'], MAX_CSV_BYTES),
  )
  app.addHook('onResponse', async (request) => {
    if (isUpload(request.body)) await discardUpload(request.body)
  })

  route('uploadCsv', async ({ auth, query, request }) => {
    if (!isUpload(request.body)) {
      throw new HttpError(415, CsvImportDetail.notCsvBody)
    }
    return toCsvImport(await csvImports.upload(auth.companyId, auth.userId, request.body.file, query.file_name))
  })

  route('getCsvImport', async ({ auth, params }) => toCsvImport(await csvImports.find(auth.companyId, params.id)))

  route('checkCsvImport', async ({ auth, params, body }) => csvImports.check(auth.companyId, params.id, body.mapping))

  route('startCsvImport', async ({ auth, params, body, request }) =>
    toCsvImport(await csvImports.start(auth.companyId, params.id, body.mapping, auditOrigin(request))),
  )
}
