import type { HttpHandler } from 'msw'
import { dateBoundInstant } from '../../api'
import type { AuditEventList } from '../../api'
import { auditCsv, type StoredAuditEvent } from '../audit'
import type { MockStore } from '../store'
import { mockRoute } from './mock-route'
import { mockPage } from './paging'
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


export function auditHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  return [
    mockRoute(
      store,
      'listAuditEvents',
      ({ user, query }): AuditEventList => {
        // Newest first: the store keeps events in the order recorded, so a later position is a newer event.
        const recorded = (event: StoredAuditEvent) => store.state.auditEvents.indexOf(event)
        const page = mockPage(filtered(store, user.company_id, query), [{ value: recorded, descending: true }], query)
        return { items: page.rows.map(toWire), next_cursor: page.next_cursor }
      },
      options,
    ),
    mockRoute(store, 'exportAuditEvents', ({ user, query }) => auditCsv(filtered(store, user.company_id, query).map(toWire)), options),
  ]
}
