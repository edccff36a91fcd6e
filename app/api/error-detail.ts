import { ApiError } from '../../api'

/**
 * The client invents these sentences when an error response has no `{detail}` body (a proxy's HTML page, a crash) or
 * a body it cannot read; they are not the server's words, so the spec's fallback messages apply instead.
 */
const clientMadeDetail = /^(Request failed with status \d+|The server sent a response this app does not understand\.)/

/** The `detail` sentence the server sent with an error status, or null when there is none to show. */
export function serverDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.detail) return null
  return clientMadeDetail.test(error.detail) ? null : error.detail
}
