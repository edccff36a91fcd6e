import { z } from 'zod'
import { ErrorDetail } from './error'
import { text, TextLimit } from './text'

/** How many items a page of a list holds when the client does not say (`default`), and the most it may ask for. */
export interface PageSize {
  default: number
  max: number
}

/**
 * The query fields of every list that grows: `limit` items after `cursor`, the opaque `next_cursor` of the page before
 * (left out for the first page). Spread them into the list's query object.
 */
export function pageQuery(size: PageSize) {
  return {
    cursor: text('The page cursor', TextLimit.cursor).min(1, ErrorDetail.invalidCursor).optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .max(size.max, `limit must be at most ${size.max}.`)
      .default(size.default),
  }
}

/** A page query alone, for the lists that take no filters. */
export const pageQueryOf = (size: PageSize) => z.object(pageQuery(size))

/** What a client passes: every field as text, limit as a number. */
export type PageQueryInput<Q extends z.ZodType> = Omit<z.input<Q>, 'limit'> & { limit?: number }

/** The envelope of every paged list: the page's items, and the cursor of the next page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  })
}

/** Features, audit events and notifications: the default keeps a first screen light. */
export const FEATURE_PAGE: PageSize = { default: 50, max: 200 }
export const AUDIT_PAGE: PageSize = { default: 50, max: 200 }
export const NOTIFICATION_PAGE: PageSize = { default: 50, max: 200 }
/**
 * Comments, themes and pending invitations: a feature's whole discussion, a company's themes and its open invitations
 * fit one page of 100 in practice, so a client that reads only the first page still sees everything it did before.
 */
export const COMMENT_PAGE: PageSize = { default: 100, max: 200 }
export const THEME_PAGE: PageSize = { default: 100, max: 200 }
export const INVITATION_PAGE: PageSize = { default: 100, max: 200 }
