import { z } from 'zod'
import { decodeCursor, ErrorDetail, keysetPage } from '../../api'
import type { PageKey } from '../../api'
import { MockHttpError } from './mock-route'

/** One column of a list's order: the value an item has in it, highest first when `descending`. */
export interface MockKeyPart<T> {
  value: (item: T) => string | number
  descending?: boolean
}

const CursorKey = z.array(z.union([z.string(), z.number()]))

function compare(a: PageKey, b: PageKey, order: readonly MockKeyPart<unknown>[]): number {
  for (const [index, part] of order.entries()) {
    const [x, y] = [a[index]!, b[index]!]
    if (x !== y) return (x < y ? -1 : 1) * (part.descending ? -1 : 1)
  }
  return 0
}

/**
 * The mocks' keyset paging, as the server pages: the items in the order the parts give (the last part unique), the
 * page after the cursor's key, and the next cursor (api/paging.ts writes both sides' cursors).
 */
export function mockPage<T>(
  items: readonly T[],
  order: readonly MockKeyPart<T>[],
  query: { cursor?: string | undefined; limit: number },
): { rows: T[]; next_cursor: string | null } {
  const keyOf = (item: T): PageKey => order.map((part) => part.value(item))
  const parts = order as readonly MockKeyPart<unknown>[]
  let sorted = [...items].sort((a, b) => compare(keyOf(a), keyOf(b), parts))
  if (query.cursor !== undefined) {
    const after = decodeCursor(query.cursor, CursorKey)
    if (after === null || after.length !== order.length) throw new MockHttpError(400, ErrorDetail.invalidCursor)
    sorted = sorted.filter((item) => compare(keyOf(item), after, parts) > 0)
  }
  return keysetPage(sorted.slice(0, query.limit + 1), query.limit, keyOf)
}
