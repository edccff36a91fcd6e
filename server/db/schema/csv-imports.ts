/** CSV imports: an uploaded file of feedback, its column mapping and its import's progress. */
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import type { CsvImportState, CsvMapping } from '../../../api/schemas/csv-import'
import { users } from './accounts'
import { bytea, createdAt, updatedAt } from './columns'
import { companyIdColumn } from './companies'

/** An uploaded CSV file and its import (api/schemas/csv-import.ts CsvImport, what the app polls). */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').$type<CsvImportState>().notNull().default('uploaded'),
    fileName: text('file_name'),
    /** The header row, and the first rows under it (the preview). */
    columns: jsonb('columns').$type<string[]>().notNull(),
    preview: jsonb('preview').$type<string[][]>().notNull(),
    /** The mapping the import was started with; null until then. */
    mapping: jsonb('mapping').$type<CsvMapping>(),
    rowsTotal: integer('rows_total').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    stored: integer('stored').notNull().default(0),
    alreadyStored: integer('already_stored').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('csv_imports_company_id_idx').on(table.companyId)],
)

/**
 * The uploaded file, in pieces of at most 1 MB (so any process can run the import, and no piece is large in memory).
 * Deleted when the import ends, done or failed.
 */
export const csvImportChunks = pgTable(
  'csv_import_chunks',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => csvImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ name: 'csv_import_chunks_pk', columns: [table.importId, table.seq] })],
)
