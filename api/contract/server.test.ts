import { afterAll, beforeAll, describe, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { themes, users } from '../../server/db/schema'
import { createTestApp } from '../../server/testing/test-app'
import { contractCases, parseBody } from './cases'
import type { ContractSeeds, Send } from './cases'

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

const seeds: ContractSeeds = {
  async suggestedTheme(userId, name) {
    const { db } = testApp.database
    const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId))
    const [theme] = await db
      .insert(themes)
      .values({ companyId: user!.companyId, name, status: 'suggested', createdBy: 'ai' })
      .returning({ id: themes.id })
    return theme!.id
  },
}

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

describe('contract: real server', () => {
  it.each(contractCases)('$name', (contractCase) => contractCase.run(send, seeds))
})
