import { afterAll, beforeAll, describe, it } from 'vitest'
import { createTestApp } from '../../server/testing/test-app'
import { contractCases, parseBody } from './cases'
import type { Send } from './cases'

let testApp: Awaited<ReturnType<typeof createTestApp>>

const send: Send = async ({ method, path, headers, body }) => {
  const response = await testApp.app.inject({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: path,
    headers,
    payload: body,
  })
  const responseHeaders = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  )
  return { status: response.statusCode, json: parseBody(response.body), headers: responseHeaders }
}

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

describe('contract: real server', () => {
  it.each(contractCases)('$name', (contractCase) => contractCase.run(send))
})
