import { afterAll, beforeAll, describe, it } from 'vitest'
import { createMockServer } from '../../mocks/node'
import { RATE_LIMITS_OFF } from '../rate-limits'
import { contractCases, parseBody } from './cases'
import type { Send } from './cases'

const baseUrl = 'http://contract.test'
// The operator's limits off, as on the test server (server/testing/test-app.ts): the quotas still hold.
const server = createMockServer(undefined, { baseUrl, rateLimits: RATE_LIMITS_OFF })

const send: Send = async ({ method, path, headers, body }) => {
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
  return {
    status: response.status,
    json: parseBody(await response.text()),
    headers: Object.fromEntries(response.headers),
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('contract: MSW handlers', () => {
  it.each(contractCases)('$name', (contractCase) => contractCase.run(send))
})
