import { sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Database } from '../db/client'
import type { Services } from '../services'
import { DATABASE_RETRY_AFTER_SECONDS, HttpError } from './errors'
import { createRouteRegistrar } from './routing'

/** GET /healthz: the process answers and the database runs a query (else 503, with Retry-After as any request then). */
export const healthRoutes: FastifyPluginAsync<{ services: Services; database: Database }> = async (
  app,
  { services, database },
) => {
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route('health', async ({ request }) => {
    try {
      await database.db.execute(sql`select 1`)
    } catch (error) {
      request.log.error({ err: error }, 'Health check: the database did not answer')
      throw new HttpError(503, 'The database is not reachable.', DATABASE_RETRY_AFTER_SECONDS)
    }
    return { status: 'ok', database: 'ok' }
  })
}
