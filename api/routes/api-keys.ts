import { ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from '../schemas/api-keys'
import { IdParams } from '../schemas/common'
import { routesTagged } from './define'

const route = routesTagged('api-keys')

/** The company's API keys, with which other tools send feedback (ingestFeedback). */
export const apiKeyRoutes = {
  listApiKeys: route.get('/api/v1/api-keys', {
    permission: 'api-key.manage',
    response: ApiKeyList,
    summary: "List the company's API keys (never the keys themselves): live ones first, with when each was last used.",
  }),
  createApiKey: route.post('/api/v1/api-keys', {
    permission: 'api-key.manage',
    request: CreateApiKeyRequest,
    response: CreatedApiKey,
    status: 201,
    errors: [409],
    summary:
      'Create an API key that may write feedback and nothing else. The answer is the only time the key is shown: only ' +
      'its hash is stored. 409 past the live keys a company may hold.',
  }),
  revokeApiKey: route.delete('/api/v1/api-keys/:id', {
    permission: 'api-key.manage',
    params: IdParams,
    errors: [404],
    summary: 'Revoke an API key: calls with it are refused (401) from now on. Revoking a revoked key changes nothing.',
  }),
}
