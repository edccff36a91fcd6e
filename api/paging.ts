import type { z } from 'zod'

/** The sort key of a list's last item on a page: the values of its order, the unique id last. */
export type PageKey = readonly (string | number)[]

const utf8 = { encode: (text: string) => new TextEncoder().encode(text), decode: (bytes: Uint8Array) => new TextDecoder().decode(bytes) }

/**
 * Every list's cursor: the sort key of the page's last item as JSON, base64url (the server's keyset starts after it).
 * Opaque to clients; the server and the mocks both read and write it here.
 */
export function encodeCursor(key: PageKey): string {
  let binary = ''
  for (const byte of utf8.encode(JSON.stringify(key))) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The key a cursor holds when it has the list's shape, else null (the caller answers 400 invalidCursor). */
export function decodeCursor<K extends PageKey>(cursor: string, shape: z.ZodType<K>): K | null {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))
    const parsed = shape.safeParse(JSON.parse(utf8.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * A page from the rows read for it: read one more row than `limit`; when it came, there is a next page, which starts
 * after the key of the page's last row.
 */
export function keysetPage<R>(rows: readonly R[], limit: number, keyOf: (row: R) => PageKey): { rows: R[]; next_cursor: string | null } {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return { rows: page, next_cursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null }
}
