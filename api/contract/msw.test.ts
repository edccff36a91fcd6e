import { afterAll, beforeAll, describe, it } from 'vitest'
import { createMockServer } from '../../mocks/node'
import { createMockStore } from '../../mocks/store'
import { RATE_LIMITS_OFF } from '../rate-limits'
import { contractCases, parseBody } from './cases'
import type { ContractSeeds, Send } from './cases'

const baseUrl = 'http://contract.test'
// The operator's limits off, as on the test server (server/testing/test-app.ts): the quotas still hold.
const store = createMockStore()
const server = createMockServer(store, { baseUrl, rateLimits: RATE_LIMITS_OFF })

const send: Send = async ({ method, path, headers, body }) => {
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
  return {
    status: response.status,
    json: parseBody(await response.text()),
    headers: Object.fromEntries(response.headers),
  }
}

const seeds: ContractSeeds = {
  async suggestedTheme(userId, name) {
    const companyId = store.state.users.find((user) => user.id === userId)!.company_id
    const now = store.now()
    const id = store.newId()
    store.state.themes.push({
      id,
      company_id: companyId,
      name,
      description: '',
      color: 'blue',
      priority: 'medium',
      status: 'suggested',
      tags: [],
      owner_id: null,
      created_at: now,
      updated_at: now,
    })
    return id
  },
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('contract: MSW handlers', () => {
  it.each(contractCases)('$name', (contractCase) => contractCase.run(send, seeds))
})
