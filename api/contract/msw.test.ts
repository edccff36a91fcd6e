import { afterAll, beforeAll, describe, it } from 'vitest'
import { createMockServer } from '../../mocks/node'
import { contractCases, parseBody } from './cases'
import type { Send } from './cases'

const baseUrl = 'http://contract.test'
const server = createMockServer(undefined, { baseUrl })

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
