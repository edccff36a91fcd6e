import type { HttpHandler } from 'msw'
import { dateBoundInstant, ErrorDetail } from '../../api'
import type { AuditEventList } from '../../api'
import { auditCsv, type StoredAuditEvent } from '../audit'
import type { MockStore } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

interface Filters {
  action?: string | undefined
  actor_id?: string | undefined
  from?: string | undefined
  to?: string | undefined
}

/** The company's events that pass the filters, newest first (the store keeps them in the order recorded). */
function filtered(store: MockStore, companyId: string, { action, actor_id, from, to }: Filters): StoredAuditEvent[] {
  const after = from && dateBoundInstant(from, false).getTime()
  const before = to && dateBoundInstant(to, true).getTime()
  return store.state.auditEvents
    .filter(
      (event) =>
        event.company_id === companyId &&
        (!action || event.action === action) &&
        (!actor_id || event.actor_id === actor_id) &&
        (!after || Date.parse(event.created_at) >= after) &&
        (!before || Date.parse(event.created_at) <= before),
    )
    .reverse()
}

const toWire = ({ company_id: _company, ...event }: StoredAuditEvent) => event

/** The mocks page by offset; the cursor is opaque to clients either way. */
function decodeOffset(cursor: string): number {
  const offset = /^audit-offset:(\d+)$/.exec(cursor)?.[1]
  if (offset === undefined) throw new MockHttpError(400, ErrorDetail.invalidCursor)
  return Number(offset)
}

export function auditHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  return [
    mockRoute(
      store,
      'listAuditEvents',
      ({ user, query }): AuditEventList => {
        const events = filtered(store, user.company_id, query)
        const offset = query.cursor === undefined ? 0 : decodeOffset(query.cursor)
        const more = events.length > offset + query.limit
        return {
          items: events.slice(offset, offset + query.limit).map(toWire),
          next_cursor: more ? `audit-offset:${offset + query.limit}` : null,
        }
      },
      options,
    ),
    mockRoute(store, 'exportAuditEvents', ({ user, query }) => auditCsv(filtered(store, user.company_id, query).map(toWire)), options),
  ]
}
