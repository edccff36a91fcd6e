import type { FastifyPluginAsync } from 'fastify'
import { ApiKeyDetail } from '../../api/schemas/api-keys'
import { DomainError } from '../domain/errors'
import type { Services } from '../services'
import { auditOrigin } from './request-source'
import { createRouteRegistrar } from './routing'

/** /api/v1/api-keys: the admins' management of the company's API keys (the feedback API takes them). */
export const apiKeyRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { apiKeys } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route('listApiKeys', async ({ auth }) => ({ items: await apiKeys.list(auth.companyId) }))

  route('createApiKey', async ({ auth, body, request }) => apiKeys.create(auth, body.name, auditOrigin(request)))

  route('revokeApiKey', async ({ auth, params, request }) => {
    if (!(await apiKeys.revoke(auth.companyId, params.id, auditOrigin(request)))) {
      throw new DomainError('not_found', ApiKeyDetail.notFound)
    }
  })
}
