import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { and, eq, lt, sql } from 'drizzle-orm'
import {
  CSV_ERRORS_LISTED,
  CSV_MAX_COLUMNS,
  CsvImportDetail,
  CSV_PREVIEW_ROWS,
  type CsvCheck,
  type CsvMapping,
  type CsvRowError,
  judgeCsvRow,
  MAX_CSV_ROWS,
  resolveCsvMapping,
  type ResolvedCsvMapping,
} from '../../../api/schemas/csv-import'
import type { AcceptedFeedbackItem } from '../../../api/schemas/feedback-api'
import type { Db } from '../../db/client'
import { csvImportChunks, csvImports } from '../../db/schema'
import { type AuditOrigin, recordAudit } from '../../domain/audit/record'
import { DomainError } from '../../domain/errors'
import { requestAnalysis } from '../../domain/features/analysis-job'
import { storeExternalFeedback } from '../../domain/feedback/repository'
import { JobInterruptedError, type JobQueue, type QueueJob } from '../../jobs/queue'
import { type CsvBatch, csvBatches } from './parse'

/**
 * CSV imports. The upload reads the file once, streamed (its header, first rows and row count, or the reason it is
 * not a CSV file of feedback), keeps it in the database in pieces (so any worker process can run the import) and
 * answers the preview; nothing is stored as feedback yet. A mapping of columns to fields is then checked against
 * every row (errors per row, nothing stored) and the import started as a job: it reads the pieces back, judges each
 * row with the feedback API's item rules and stores the valid ones through storeExternalFeedback (source 'csv', each
 * at most once), writing its progress on the import's row, which the app polls. The pieces go when the job ends.
 */

export const CSV_IMPORT_JOB = 'csv-import'
/** The periodic removal of uploads never imported. */
export const CSV_UPLOAD_SWEEP_JOB = 'csv-upload-sweep'
/** How long an uploaded file waits for its import before the sweep removes it (its pieces with it). */
export const CSV_UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000
/** How often the sweep runs. */
const SWEEP_INTERVAL_SECONDS = 60 * 60

/**
 * Removes the uploads never imported (still 'uploaded') that are older than CSV_UPLOAD_KEPT_MS, with their stored
 * pieces (deleted with them); answers how many. Started imports keep their row (its counts are the import's record).
 */
export async function sweepUnimportedCsvUploads(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CSV_UPLOAD_KEPT_MS)
  const removed = await db
    .delete(csvImports)
    .where(and(eq(csvImports.state, 'uploaded'), lt(csvImports.createdAt, before)))
    .returning({ id: csvImports.id })
  return removed.length
}

export interface CsvImportJobData {
  importId: string
  companyId: string
}

/** The bytes of one stored piece of an upload. */
const CHUNK_BYTES = 1024 * 1024
/** The progress on the row is written at most this often (and at the end). */
const PROGRESS_EVERY_MS = 500
/** Rows handed to storeExternalFeedback at once. */
const STORE_BATCH = 1000
/** A preview cell longer than this is cut (the preview shows what a column holds, not all of it). */
const PREVIEW_CELL_MAX = 300
/** The bytes looked at for a NUL, the mark of a file that is not text. */
const SNIFF_BYTES = 8192

export type CsvImportRow = typeof csvImports.$inferSelect

/** The row's id when the file has no external id column: SHA-256 of its mapped values. */
const deriveId = (values: string) => `sha256:${createHash('sha256').update(values).digest('hex')}`

/** The rows of the file after its header, each with its number as a spreadsheet shows it (the header is row 1). */
async function* dataRows(
  pieces: AsyncIterable<Buffer>,
): AsyncGenerator<{ columns: string[]; batch: CsvBatch; firstRow: number }> {
  let columns: string[] | undefined
  let next = 1
  for await (const batch of csvBatches(pieces)) {
    if (!columns) {
      const header = batch.rows.shift()
      if (!header) continue
      columns = header
      next = 2
      const problems = new Map([...batch.problems].map(([index, problem]) => [index - 1, problem]))
      batch.problems.clear()
      for (const [index, problem] of problems) if (index >= 0) batch.problems.set(index, problem)
    }
    yield { columns, batch, firstRow: next }
    next += batch.rows.length
  }
}

/** Judges a batch's rows: each valid item with its row number, or the row's error. */
function judgeBatch(
  batch: CsvBatch,
  firstRow: number,
  columnCount: number,
  resolved: ResolvedCsvMapping,
): { accepted: AcceptedFeedbackItem[]; errors: CsvRowError[] } {
  const accepted: AcceptedFeedbackItem[] = []
  const errors: CsvRowError[] = []
  batch.rows.forEach((row, index) => {
    const judged = judgeCsvRow(row, columnCount, resolved, deriveId, batch.problems.get(index))
    if (judged.ok) accepted.push({ index: firstRow + index, item: judged.item })
    else errors.push({ row: firstRow + index, reason: judged.reason })
  })
  return { accepted, errors }
}

export function createCsvImports({ db, jobs }: { db: Db; jobs: JobQueue }) {
  async function find(companyId: string, importId: string): Promise<CsvImportRow> {
    const [row] = await db
      .select()
      .from(csvImports)
      .where(and(eq(csvImports.companyId, companyId), eq(csvImports.id, importId)))
    if (!row) throw new DomainError('not_found', CsvImportDetail.notFound)
    return row
  }

  /** The stored pieces of an upload, one in memory at a time. */
  async function* storedPieces(importId: string): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq += 1) {
      const [piece] = await db
        .select({ data: csvImportChunks.data })
        .from(csvImportChunks)
        .where(and(eq(csvImportChunks.importId, importId), eq(csvImportChunks.seq, seq)))
      if (!piece) return
      yield piece.data
    }
  }

  /** Reads the uploaded file once: its header, first rows and row count, or why it is not a CSV file of feedback. */
  async function survey(file: string): Promise<{ columns: string[]; preview: string[][]; rowsTotal: number }> {
    const handle = await open(file)
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0)
      if (bytesRead === 0) {
        throw new DomainError('invalid', CsvImportDetail.empty)
      }
      if (buffer.subarray(0, bytesRead).includes(0)) {
        throw new DomainError('invalid', CsvImportDetail.binary)
      }
    } finally {
      await handle.close()
    }
    let columns: string[] | undefined
    const preview: string[][] = []
    let rowsTotal = 0
    for await (const { columns: header, batch } of dataRows(createReadStream(file, { highWaterMark: CHUNK_BYTES }))) {
      columns = header
      if (columns.length > CSV_MAX_COLUMNS) throw new DomainError('invalid', CsvImportDetail.tooManyColumns(columns.length))
      for (const row of batch.rows) {
        if (preview.length === CSV_PREVIEW_ROWS) break
        preview.push(row.map((cell) => (cell.length > PREVIEW_CELL_MAX ? `${cell.slice(0, PREVIEW_CELL_MAX)}…` : cell)))
      }
      rowsTotal += batch.rows.length
      if (rowsTotal > MAX_CSV_ROWS) {
        throw new DomainError('too_large', CsvImportDetail.tooManyRows)
      }
    }
    if (!columns) {
      throw new DomainError('invalid', CsvImportDetail.empty)
    }
    if (rowsTotal === 0) throw new DomainError('invalid', CsvImportDetail.headerOnly)
    return { columns, preview, rowsTotal }
  }

  /** Reads the uploaded file, keeps it and answers its preview (the file itself may be deleted once this returns). */
  async function upload(companyId: string, userId: string, file: string, fileName: string | undefined) {
    const { columns, preview, rowsTotal } = await survey(file)
    const [row] = await db
      .insert(csvImports)
      .values({ companyId, createdBy: userId, fileName, columns, preview, rowsTotal })
      .returning()
    if (!row) throw new Error('Inserting the CSV import returned no row.')
    try {
      let seq = 0
      for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
        await db.insert(csvImportChunks).values({ importId: row.id, seq, data: chunk as Buffer })
        seq += 1
      }
    } catch (error) {
      await db.delete(csvImports).where(eq(csvImports.id, row.id))
      throw error
    }
    return row
  }

  function resolve(row: CsvImportRow, mapping: CsvMapping): ResolvedCsvMapping {
    const resolved = resolveCsvMapping(mapping, row.columns)
    if (!resolved.ok) throw new DomainError('invalid', resolved.detail)
    return resolved.resolved
  }

  /** What the mapping would make of every row of an uploaded file; nothing is stored. */
  async function check(companyId: string, importId: string, mapping: CsvMapping): Promise<CsvCheck> {
    const row = await find(companyId, importId)
    if (row.state !== 'uploaded') {
      throw new DomainError('conflict', CsvImportDetail.checkAfterStart)
    }
    const resolved = resolve(row, mapping)
    const result: CsvCheck = { rows_total: 0, valid: 0, refused: 0, errors: [] }
    for await (const { batch, firstRow } of dataRows(storedPieces(importId))) {
      const { accepted, errors } = judgeBatch(batch, firstRow, row.columns.length, resolved)
      result.rows_total += batch.rows.length
      result.valid += accepted.length
      result.refused += errors.length
      result.errors.push(...errors.slice(0, CSV_ERRORS_LISTED - result.errors.length))
    }
    return result
  }

  /** Queues the import of an uploaded file with the mapping, recorded in the audit log with who started it. */
  async function start(companyId: string, importId: string, mapping: CsvMapping, by: AuditOrigin) {
    const row = await find(companyId, importId)
    resolve(row, mapping)
    const queued = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(csvImports)
        .set({ state: 'queued', mapping, updatedAt: sql`now()` })
        .where(and(eq(csvImports.id, importId), eq(csvImports.state, 'uploaded')))
        .returning()
      if (!updated) throw new DomainError('conflict', CsvImportDetail.startedAlready)
      await recordAudit(tx, {
        companyId,
        ...by,
        action: 'feedback.imported',
        target: { type: 'csv_import', id: importId, label: updated.fileName },
        details: { rows: updated.rowsTotal },
      })
      return updated
    })
    await jobs.send(CSV_IMPORT_JOB, { importId, companyId } satisfies CsvImportJobData)
    return queued
  }

  async function fail(importId: string, error: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.update(csvImports).set({ state: 'failed', error, updatedAt: sql`now()` }).where(eq(csvImports.id, importId))
      await tx.delete(csvImportChunks).where(eq(csvImportChunks.importId, importId))
    })
  }

  async function run(job: QueueJob<CsvImportJobData>): Promise<void> {
    const { importId, companyId } = job.data
    const [row] = await db.select().from(csvImports).where(eq(csvImports.id, importId))
    if (!row?.mapping || row.state === 'done' || row.state === 'failed') return
    const resolved = resolve(row, row.mapping)
    // An attempt starts over: rows an earlier one stored count as already stored, nothing is stored twice.
    const progress = { rowsDone: 0, stored: 0, alreadyStored: 0, refused: 0 }
    const write = (state: 'running' | 'done') =>
      db
        .update(csvImports)
        .set({ state, ...progress, updatedAt: sql`now()` })
        .where(eq(csvImports.id, importId))
    await write('running')
    let pending: AcceptedFeedbackItem[] = []
    const flush = async () => {
      const { stored, alreadyStored } = await storeExternalFeedback(db, companyId, 'csv', pending)
      progress.stored += stored.length
      progress.alreadyStored += alreadyStored.length
      pending = []
    }
    try {
      let written = Date.now()
      for await (const { batch, firstRow } of dataRows(storedPieces(importId))) {
        if (job.signal.aborted) throw new JobInterruptedError('The CSV import was interrupted.')
        const { accepted, errors } = judgeBatch(batch, firstRow, row.columns.length, resolved)
        progress.refused += errors.length
        for (const item of accepted) {
          pending.push(item)
          if (pending.length === STORE_BATCH) await flush()
        }
        progress.rowsDone += batch.rows.length
        if (Date.now() - written >= PROGRESS_EVERY_MS) {
          written = Date.now()
          await write('running')
        }
      }
      await flush()
      await db.delete(csvImportChunks).where(eq(csvImportChunks.importId, importId))
      await write('done')
      if (progress.stored > 0) await requestAnalysis(jobs, companyId)
    } catch (error) {
      if (!(error instanceof JobInterruptedError) && job.retryCount >= job.retryLimit) {
        await fail(importId, 'The import stopped on an unexpected error. Upload the file again.')
      }
      throw error
    }
  }

  return { upload, find, check, start, run }
}

export type CsvImports = ReturnType<typeof createCsvImports>

/** The CSV import queue and the hourly sweep of uploads never imported; with `workers` this process runs both. */
export function registerCsvImportJobs(
  jobs: JobQueue,
  imports: CsvImports,
  { db, workers }: { db: Db; workers: boolean },
): void {
  // 500,000 rows import in a few minutes; the hour leaves room for a loaded machine.
  jobs.define(CSV_IMPORT_JOB, { retryLimit: 2, retryDelaySeconds: 30, retryBackoff: true, expireSeconds: 3600 })
  jobs.define(CSV_UPLOAD_SWEEP_JOB, { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireSeconds: 600 })
  if (!workers) return
  jobs.work<CsvImportJobData>(CSV_IMPORT_JOB, (job) => imports.run(job))
  jobs.work(CSV_UPLOAD_SWEEP_JOB, async () => void (await sweepUnimportedCsvUploads(db)))
  jobs.every(CSV_UPLOAD_SWEEP_JOB, SWEEP_INTERVAL_SECONDS)
}
