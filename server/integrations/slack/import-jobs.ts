import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { slackImportChunks, slackImports } from '../../db/schema'
import { type AuditOrigin, recordAudit } from '../../domain/audit/record'
import { DomainError } from '../../domain/errors'
import { JobInterruptedError, type JobQueue, type QueueJob } from '../../jobs/queue'
import { checkExport, EXPORT_LIMITS, type ExportLimits } from './export-archive'
import { type ImportOptions, type ImportProgress, importSlackExport } from './export-import'
import { findIntegration, type IntegrationSummary } from './repository'

/**
 * A Slack export's import as a job. The upload's request checks the archive's directory against the limits (a bomb is
 * refused there, in milliseconds), keeps the file in the database in pieces (so any worker process can run the job)
 * and answers the queued import; the job unpacks it, stores what is valid and writes its progress on the import's
 * row, which the app polls. The pieces are deleted when the job ends, done or failed.
 */

export const SLACK_IMPORT_JOB = 'slack-import'

export interface SlackImportJobData {
  importId: string
  companyId: string
  by: AuditOrigin
}

/** The bytes of one stored piece of an upload. */
const CHUNK_BYTES = 4 * 1024 * 1024
/** The progress on the row is written at most this often (and at the end). */
const PROGRESS_EVERY_MS = 500

type ImportRow = typeof slackImports.$inferSelect

export interface SlackImportRecord {
  row: ImportRow
  integration: IntegrationSummary | undefined
}

export function createSlackImports({
  db,
  jobs,
  limits = EXPORT_LIMITS,
}: {
  db: Db
  jobs: JobQueue
  limits?: ExportLimits
}) {
  async function record(companyId: string, row: ImportRow): Promise<SlackImportRecord> {
    const integration = row.integrationId ? await findIntegration(db, companyId, row.integrationId) : undefined
    return { row, integration }
  }

  async function find(companyId: string, importId: string): Promise<SlackImportRecord> {
    const [row] = await db
      .select()
      .from(slackImports)
      .where(and(eq(slackImports.companyId, companyId), eq(slackImports.id, importId)))
    if (!row) throw new DomainError('not_found', 'Import not found.')
    return record(companyId, row)
  }

  /** Checks the uploaded file, keeps it and queues its import (the file itself may be deleted once this returns). */
  async function start(
    companyId: string,
    file: string,
    options: ImportOptions,
    by: AuditOrigin,
  ): Promise<SlackImportRecord> {
    const catalogue = await checkExport(file, limits)
    const [row] = await db
      .insert(slackImports)
      .values({ companyId, options, filesTotal: catalogue.dayFiles })
      .returning()
    if (!row) throw new Error('Inserting the import returned no row.')
    try {
      let seq = 0
      for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
        await db.insert(slackImportChunks).values({ importId: row.id, seq, data: chunk as Buffer })
        seq += 1
      }
      await jobs.send(SLACK_IMPORT_JOB, { importId: row.id, companyId, by } satisfies SlackImportJobData)
    } catch (error) {
      // No import is left queued without its file or its job (the pieces go with the row).
      await db.delete(slackImports).where(eq(slackImports.id, row.id))
      throw error
    }
    return record(companyId, row)
  }

  async function writeProgress(importId: string, progress: ImportProgress, end?: { state: 'done' }): Promise<void> {
    await db
      .update(slackImports)
      .set({
        ...(end ?? { state: 'running' }),
        integrationId: progress.integrationId,
        filesDone: progress.filesDone,
        filesTotal: progress.filesTotal,
        channels: progress.channels,
        messagesStored: progress.messagesStored,
        messagesSkipped: progress.messagesSkipped,
        invalidChannels: progress.invalid.channels,
        invalidUsers: progress.invalid.users,
        invalidMessages: progress.invalid.messages,
        invalidFiles: progress.invalid.files,
        updatedAt: sql`now()`,
      })
      .where(eq(slackImports.id, importId))
  }

  async function fail(importId: string, error: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(slackImports)
        .set({ state: 'failed', error, updatedAt: sql`now()` })
        .where(eq(slackImports.id, importId))
      await tx.delete(slackImportChunks).where(eq(slackImportChunks.importId, importId))
    })
  }

  /** Writes the stored pieces back into a file, one piece in memory at a time. */
  async function restore(importId: string, file: string): Promise<void> {
    const out = createWriteStream(file)
    try {
      for (let seq = 0; ; seq += 1) {
        const [piece] = await db
          .select({ data: slackImportChunks.data })
          .from(slackImportChunks)
          .where(and(eq(slackImportChunks.importId, importId), eq(slackImportChunks.seq, seq)))
        if (!piece) break
        if (!out.write(piece.data)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
      }
    } finally {
      out.end()
      await finished(out)
    }
  }

  async function run(job: QueueJob<SlackImportJobData>): Promise<void> {
    const { importId, companyId, by } = job.data
    const [row] = await db.select().from(slackImports).where(eq(slackImports.id, importId))
    if (!row || row.state === 'done' || row.state === 'failed') return
    await db
      .update(slackImports)
      .set({ state: 'running', updatedAt: sql`now()` })
      .where(eq(slackImports.id, importId))
    const folder = await mkdtemp(path.join(tmpdir(), 'headway-import-'))
    try {
      const file = path.join(folder, 'export.zip')
      await restore(importId, file)
      let written = 0
      const summary = await importSlackExport(db, companyId, file, row.options, {
        signal: job.signal,
        limits,
        onProgress: async (progress) => {
          if (Date.now() - written < PROGRESS_EVERY_MS) return
          written = Date.now()
          await writeProgress(importId, progress)
        },
      })
      await db.delete(slackImportChunks).where(eq(slackImportChunks.importId, importId))
      await writeProgress(importId, summary, { state: 'done' })
      await recordAudit(db, {
        companyId,
        ...by,
        action: 'source.connected',
        target: {
          type: 'slack_integration',
          id: summary.integration.id,
          label: summary.integration.teamName,
        },
        details: { via: 'export', messages_stored: summary.messagesStored },
      })
    } catch (error) {
      // What the export holds (not a zip, a lying entry, no channels.json): no attempt can do better.
      if (error instanceof DomainError) return fail(importId, error.detail)
      if (!(error instanceof JobInterruptedError) && job.retryCount >= job.retryLimit) {
        await fail(importId, 'The import stopped on an unexpected error. Upload the export again.')
      }
      throw error
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }

  return { start, find, run }
}

export type SlackImports = ReturnType<typeof createSlackImports>

/** The import queue; with `workers` this process runs imports too (one at a time). */
export function registerSlackImportJobs(
  jobs: JobQueue,
  imports: SlackImports,
  { workers }: { workers: boolean },
): void {
  // An import of the largest export (512 MB packed, 2 GB unpacked) runs well within an hour.
  jobs.define(SLACK_IMPORT_JOB, {
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireSeconds: 3600,
  })
  if (workers) jobs.work<SlackImportJobData>(SLACK_IMPORT_JOB, (job) => imports.run(job))
}
