import type { FastifyPluginAsync } from 'fastify'
import type { Services } from '../services'
import { createRouteRegistrar } from './routing'

/** /api/v1/dashboard: request totals and 90-day trends. */
export const dashboardRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const route = createRouteRegistrar(app, services.auth.authenticate)
  route('dashboard', ({ auth }) => services.dashboard(auth))
}
