import * as fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RouteDefinition, type RouteName, routes } from '../../api/routes'
import { login, registerAndLogin, type TestAccount } from '../testing/accounts'
import { startFakeSlack, type FakeSlack } from '../testing/fake-slack'
import { hostileText, requestArbitrary } from '../testing/schema-arbitraries'
import { createTestApp, type TestApp } from '../testing/test-app'

/**
 * Every route of api/routes.ts, called with values generated from its own request schemas: valid ones, boundary ones
 * (at and just past each limit) and hostile ones (NUL, lone surrogates, a megabyte of text, wrong types, huge numbers,
 * any Unicode). No answer may be a 5xx, and every error carries a sentence in `detail`. Runs per route are few so the
 * whole file stays under a minute on PGlite; each run of CI draws new values.
 */
const RUNS_PER_ROUTE = 20

let testApp: TestApp
let fakeSlack: FakeSlack
let owner: TestAccount
let knownIds: string[] = []

beforeAll(async () => {
  // Slack answers (invalid_auth for any token) instead of the discard port, so no call ends in "Slack is unreachable";
  // with a signing secret, Slack's events are checked rather than refused as not set up.
  fakeSlack = await startFakeSlack([])
  testApp = await createTestApp({ slackApiUrl: fakeSlack.url, slackSigningSecret: 'fuzz-signing-secret' })
  owner = await registerAndLogin(testApp.app)
  const feature = await testApp.app.inject({ method: 'POST', url: '/api/v1/features', headers: owner.headers, payload: { title: 'Fuzz' } })
  const theme = await testApp.app.inject({ method: 'POST', url: '/api/v1/themes', headers: owner.headers, payload: { name: 'Fuzz' } })
  knownIds = [feature.json<{ id: string }>().id, theme.json<{ id: string }>().id, owner.user.id]
}, 120_000)
afterAll(async () => {
  await testApp?.close()
  await fakeSlack?.close()
})

/** Percent-encodes any text, lone surrogates included (as the bytes of U+D800..., which are not valid UTF-8). */
function encode(value: string): string {
  return [...value]
    .map((character) => {
      try {
        return encodeURIComponent(character)
      } catch {
        return '%ED%A0%80'
      }
    })
    .join('')
}

/** `/features/:id` with the generated parameters, encoded. */
function pathOf(route: RouteDefinition, params: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => encode(params[name] ?? ''))
}

/** A form or query string of the generated values: text as it is, lists as repeated keys, anything else as JSON. */
function formOf(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return encode(String(JSON.stringify(value)))
  return Object.entries(value)
    .flatMap(([key, field]) => (Array.isArray(field) ? field.map((item: unknown) => [key, item]) : [[key, field]]))
    .map(([key, field]) => `${encode(String(key))}=${encode(typeof field === 'string' ? field : JSON.stringify(field) ?? '')}`)
    .join('&')
}

function requestArbitraryOf(route: RouteDefinition) {
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name!)
  const param = fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), hostileText)
  const params = fc.record(Object.fromEntries(paramNames.map((name) => [name, param])) as Record<string, fc.Arbitrary<string>>)
  const query = route.query ? fc.option(requestArbitrary(route.query), { nil: undefined }) : fc.constant(undefined)
  const body =
    route.bodyKind === 'binary'
      ? fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes))
      : route.request
        ? requestArbitrary(route.request)
        : fc.constant(undefined)
  // Mostly the owner's token, so validation and the handler run; sometimes none or a forged one.
  const authorization = fc.oneof(
    { weight: 8, arbitrary: fc.constant('owner') },
    { weight: 1, arbitrary: fc.constantFrom(undefined, 'Bearer forged.token.value', 'Basic \u0000') },
  )
  return fc.record({ params, query, body, authorization })
}

/** What is wrong with an answer, or undefined: a 5xx, or an error whose body is not `{"detail": "<a sentence>"}`. */
function problemOf(response: { statusCode: number; body: string }): string | undefined {
  const answer = `answered ${response.statusCode}: ${response.body.slice(0, 300)}`
  if (response.statusCode >= 500) return answer
  if (response.statusCode < 400) return undefined
  let detail: unknown
  try {
    detail = (JSON.parse(response.body) as { detail?: unknown }).detail
  } catch {
    return `${answer} (not JSON)`
  }
  return typeof detail === 'string' && /^\S.*[.!?]$/s.test(detail) ? undefined : `${answer} (no sentence in detail)`
}

async function accessToken(): Promise<string> {
  // A run may end the owner's sessions (logout-all, a password change): sign in again for each route.
  return (await login(testApp.app, owner.user.email, owner.password).catch(() => owner.tokens)).access_token
}

const contentTypes = { json: 'application/json', form: 'application/x-www-form-urlencoded', binary: 'application/zip' }

describe('every route, with generated valid, boundary and hostile values', () => {
  it.each(Object.keys(routes) as RouteName[])('%s answers no 5xx, and every error with a sentence', async (name) => {
    const route: RouteDefinition = routes[name]
    const token = await accessToken()
    await fc.assert(
      fc.asyncProperty(requestArbitraryOf(route), async ({ params, query, body, authorization }) => {
        const queryString = query === undefined ? '' : `?${formOf(query)}`
        const headers: Record<string, string> = {}
        if (authorization === 'owner') headers.authorization = `Bearer ${token}`
        else if (authorization !== undefined) headers.authorization = authorization
        let payload: string | Buffer | undefined
        if (route.bodyKind !== 'none' && body !== undefined) {
          headers['content-type'] = contentTypes[route.bodyKind]
          payload = Buffer.isBuffer(body) ? body : route.bodyKind === 'form' ? formOf(body) : JSON.stringify(body)
        }
        const response = await testApp.app.inject({
          method: route.method,
          url: `${pathOf(route, params)}${queryString}`,
          headers,
          ...(payload !== undefined && { payload }),
        })
        expect(problemOf(response), `${route.method} ${route.path}`).toBeUndefined()
      }),
      { numRuns: RUNS_PER_ROUTE },
    )
  })
})
