import { type SQL, type SQLWrapper, and, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { decodeCursor, type PageKey } from '../../api/paging'
import { ErrorDetail } from '../../api/schemas/error'
import { DomainError } from './errors'

/** A page query as the API's schemas give it: the cursor of the page before, if any, and the page size. */
export interface PageQuery {
  cursor?: string | undefined
  limit: number
}

/** An id in a cursor (any 8-4-4-4-12 hex: the demo's fixed ids too). */
export const CursorId = z.guid()
/** An instant in a cursor, to the microsecond PostgreSQL keeps (see exactInstant). */
export const CursorInstant = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/)

/** The key a cursor holds, or 400 with ErrorDetail.invalidCursor when it is not a cursor of this list. */
export function readCursor<K extends PageKey>(cursor: string | undefined, shape: z.ZodType<K>): K | undefined {
  if (cursor === undefined) return undefined
  const key = decodeCursor(cursor, shape)
  if (key === null) throw new DomainError('invalid', ErrorDetail.invalidCursor)
  return key
}

/**
 * A timestamp column as UTC text to the microsecond: a cursor made from a JavaScript Date (milliseconds) would skip
 * the rows that differ from the last one only below the millisecond.
 */
export const exactInstant = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/** An instant of a cursor as a value to compare a timestamp column with. */
export const instant = (value: string) => sql`${value}::timestamptz`

/** One column of a list's order and the value the cursor's row has in it; the last part is a unique column. */
export interface KeyPart {
  column: SQLWrapper
  value: unknown
  descending?: boolean
}

const compare = (part: KeyPart, strict: boolean) =>
  sql`${part.column} ${sql.raw(part.descending ? (strict ? '<' : '<=') : strict ? '>' : '>=')} ${part.value}`

/**
 * Keyset paging: the rows after the cursor's row in the order the parts give (no OFFSET, so a page costs the same
 * however deep it is). The first part's bound also stands alone, so an index led by that column can serve the read.
 */
export function afterKey(parts: readonly [KeyPart, ...KeyPart[]]): SQL {
  const alternatives = parts.map((part, index) =>
    and(...parts.slice(0, index).map((before) => sql`${before.column} = ${before.value}`), compare(part, true)),
  )
  return and(compare(parts[0], false), or(...alternatives))!
}
