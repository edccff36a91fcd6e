import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPath, type RouteName, type Routes, routes } from '../../api/routes'
import type { Invitation } from '../../api/schemas/workspace'
import type { Integration } from '../../api/schemas/slack'
import { registerAndLogin, type TestAccount } from '../testing/accounts'
import { type FakeSlack, startFakeSlack } from '../testing/fake-slack'
import { createTestApp, type TestApp } from '../testing/test-app'

/** Every call of the route table that takes an id in its path. */
type RouteWithId = { [N in RouteName]: Routes[N]['params'] extends null ? never : N }[RouteName]

let testApp: TestApp
let fakeSlack: FakeSlack
let companyA: TestAccount
let companyB: TestAccount

beforeAll(async () => {
  fakeSlack = await startFakeSlack([
    { teamId: 'T0ISO', teamName: 'Isolation Inc', tokens: ['xoxp-isolation'], channels: [{ id: 'C0ISO', name: 'feedback' }] },
  ])
  testApp = await createTestApp({ slackApiUrl: fakeSlack.url })
  companyA = await registerAndLogin(testApp.app)
  companyB = await registerAndLogin(testApp.app)
})
afterAll(async () => {
  await testApp.close()
  await fakeSlack.close()
})

/**
 * How to make, as `owner` (an admin), the thing each id route acts on. The type makes a new route with an id fail to
 * compile until it is added here, so no id route escapes the check.
 */
async function connectSlack(owner: TestAccount): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: routes.connectSlack.path,
    headers: owner.headers,
    payload: { user_token: 'xoxp-isolation', selected_channels: ['C0ISO'] },
  })
  return response.json<Integration>().id
}

const createOwned: { [N in RouteWithId]: (owner: TestAccount) => Promise<string> } = {
  deleteSlackIntegration: connectSlack,
  syncSlackIntegration: connectSlack,
  async revokeInvitation(owner) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: routes.createInvitation.path,
      headers: owner.headers,
      payload: { email: `isolated-${Date.now()}@invitee.test` },
    })
    return response.json<Invitation>().id
  },
}

const idRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].params !== null) as RouteWithId[]

describe('tenant isolation', () => {
  it('covers every route that takes an id', () => {
    expect(idRoutes.length).toBeGreaterThan(0)
    expect(Object.keys(createOwned).sort()).toEqual([...idRoutes].sort())
  })

  it.each(idRoutes)('%s answers 404, not 403, for an id of another company', async (name) => {
    const id = await createOwned[name](companyA)
    const route = routes[name]
    const url = buildPath(route.path, { id })
    const foreign = await testApp.app.inject({ method: route.method, url, headers: companyB.headers })
    expect(foreign.statusCode).toBe(404)
    expect(Object.keys(foreign.json())).toEqual(['detail'])
    const unknown = await testApp.app.inject({
      method: route.method,
      url: buildPath(route.path, { id: '0b5e1c9a-2d3f-4a6b-8c7d-9e0f1a2b3c4d' }),
      headers: companyB.headers,
    })
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: foreign.json() })
    const own = await testApp.app.inject({ method: route.method, url, headers: companyA.headers })
    expect(own.statusCode).toBe(route.status)
  })
})
