import type { FastifyPluginAsync } from 'fastify'
import type { Services } from '../services'
import { createRouteRegistrar } from './routing'

/** /api/v1/audit-events: the company's audit log for its admins, as pages of JSON or one CSV file. */
export const auditRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { audit } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route('listAuditEvents', async ({ auth, query }) => audit.list(auth.companyId, query))

  route('exportAuditEvents', async ({ auth, query }) => audit.exportCsv(auth.companyId, query))
}
