import { AuditEventList, AuditEventListQuery, AuditExportQuery } from '../schemas/audit'
import { routesTagged } from './define'

const route = routesTagged('audit')

/** The company's audit log. */
export const auditRoutes = {
  listAuditEvents: route.get('/api/v1/audit-events', {
    permission: 'audit.read',
    query: AuditEventListQuery,
    response: AuditEventList,
    errors: [400],
    summary:
      "The company's audit log, newest first, filtered (action, actor_id, from, to) and paged: pass next_cursor as " +
      'cursor for the next (older) page.',
  }),
  exportAuditEvents: route.get('/api/v1/audit-events/export.csv', {
    permission: 'audit.read',
    query: AuditExportQuery,
    produces: 'text/csv',
    errors: [400],
    summary:
      'The audit log as CSV (UTF-8, a header row, ISO 8601 times, newest first), with the same filters as the list; ' +
      'cells that a spreadsheet would run as a formula start with an apostrophe.',
  }),
}
