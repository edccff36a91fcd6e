import { http, HttpResponse } from 'msw'
import type { HttpHandler, JsonBodyType } from 'msw'
import type { z } from 'zod'
import { ErrorDetail, formatValidationError, routes } from '../../api'
import type { ErrorBody, ResponseOf, RouteDefinition, RouteName, Routes } from '../../api'
import { ApiKeyDetail } from '../../api/schemas/api-keys'
import { type Action, type ApiKeyAction, can, forbiddenDetail, isApiKeyAction } from '../../api/permissions'
import {
  countsAsFailure,
  DEFAULT_RATE_LIMIT_SETTINGS,
  type RateLimit,
  type RateLimitCaller,
  rateLimitKey,
  rateLimitsOf,
  type RateLimitSettings,
} from '../../api/rate-limits'
import type { MockStore, StoredApiKey, StoredUser } from '../store'

/** Thrown by a mock resolver to answer `{detail}` with an error status. */
export class MockHttpError extends Error {
  readonly status: number
  /** For 429: sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined

  constructor(status: number, detail: string, retryAfterSeconds?: number) {
    super(detail)
    this.status = status
    this.retryAfterSeconds = retryAfterSeconds
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a resolver receives: the validated body and path parameters, and the signed-in user on protected calls. */
export interface MockRequest<N extends RouteName> {
  body: Parsed<Routes[N]['request']>
  params: Parsed<Routes[N]['params']>
  query: Routes[N] extends { query: infer Q } ? Parsed<Q> : undefined
  /** The request bytes of a binary call (bodyKind 'binary'), else undefined. */
  bytes: ArrayBuffer | undefined
  user: Routes[N]['permission'] extends null | ApiKeyAction ? null : StoredUser
  /** The live API key of a call that takes one (api/permissions.ts API_KEY_ACTIONS), else null. */
  apiKey: Routes[N]['permission'] extends ApiKeyAction ? StoredApiKey : null
  /** The origin the request was sent to, e.g. 'http://localhost:5173' (links the server would build start with it). */
  origin: string
}

/** Returns the success body (the text of a `produces` call, e.g. CSV), or nothing for a 204 call. */
export type MockResolver<N extends RouteName> = (
  request: MockRequest<N>,
) => Routes[N] extends { produces: string } ? string : ResponseOf<N> extends undefined ? void : ResponseOf<N>

export interface MockRouteOptions {
  /** Origin the handlers answer for, e.g. 'http://contract.test'; '*' (the default) answers any origin. */
  baseUrl?: string
  /** The operator's rate limits, as the server's settings; the server's defaults unless given. */
  rateLimits?: RateLimitSettings
}

/** The network address every mock call comes from (one browser). */
const MOCK_ADDRESS = '127.0.0.1'

/**
 * The counter of a limit's current window, by the wall clock (as the server's windows): a long `npm run dev:mock`
 * session is not refused for good once it has made a minute's worth of calls.
 */
function windowKey(limit: RateLimit, caller: RateLimitCaller): string {
  return `${rateLimitKey(limit, caller)}@${Math.floor(Date.now() / (limit.windowSeconds * 1000))}`
}

/**
 * The call's limits of api/rate-limits.ts, as on the server: a `request` limit counts the call and refuses the one past
 * its maximum, a `failure` limit refuses once its maximum of failures is counted. Retry-After is the limit's whole
 * window.
 */
function applyRateLimits(store: MockStore, limits: readonly RateLimit[], caller: RateLimitCaller): void {
  const hits = store.state.rateLimitHits
  for (const limit of limits) {
    const key = windowKey(limit, caller)
    if (limit.counts === 'request') hits[key] = (hits[key] ?? 0) + 1
    const refused = limit.counts === 'request' ? (hits[key] ?? 0) > limit.max : (hits[key] ?? 0) >= limit.max
    if (refused) throw new MockHttpError(429, limit.detail(limit.windowSeconds), limit.windowSeconds)
  }
}

/** Counts a call answered with a client error against the call's `failure` limits. */
function countFailure(store: MockStore, limits: readonly RateLimit[], caller: RateLimitCaller, status: number): void {
  if (!countsAsFailure(status)) return
  const hits = store.state.rateLimitHits
  for (const limit of limits.filter(({ counts }) => counts === 'failure')) {
    const key = windowKey(limit, caller)
    hits[key] = (hits[key] ?? 0) + 1
  }
}

export function errorResponse(status: number, detail: string, retryAfterSeconds?: number) {
  const headers = retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) }
  return HttpResponse.json<ErrorBody>({ detail }, { status, headers })
}

/** Decodes the body by its content type, as a server's body parsers do; the schema then judges the result. */
async function readBody(route: RouteDefinition, request: Request): Promise<unknown> {
  if (route.bodyKind === 'none' || route.bodyKind === 'binary') return undefined
  const text = await request.text()
  if (request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  if (text === '') throw new MockHttpError(422, ErrorDetail.emptyJsonBody)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new MockHttpError(422, ErrorDetail.invalidJsonBody)
  }
}

/** The caller (401 without a live session), whose role must allow the route's action (403), as on the server. */
function authorise(store: MockStore, request: Request, action: Action): StoredUser {
  const token = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  const session = store.state.sessions.find((candidate) => candidate.access_token === token)
  const user = store.state.users.find((candidate) => candidate.id === session?.user_id)
  if (!user?.is_active) throw new MockHttpError(401, ErrorDetail.notAuthenticated)
  if (!can(user.role, action)) throw new MockHttpError(403, forbiddenDetail(action, user.role))
  return user
}

/** The live API key of the Bearer value (401 with a sentence when it is missing, unknown or revoked), as on the server. */
function authoriseApiKey(store: MockStore, request: Request): StoredApiKey {
  const key = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!key) throw new MockHttpError(401, ApiKeyDetail.missing)
  const apiKey = store.state.apiKeys.find((candidate) => candidate.key === key && candidate.revoked_at === null)
  if (!apiKey) throw new MockHttpError(401, ApiKeyDetail.invalid)
  return apiKey
}

function validate(schema: z.ZodType | null, input: unknown): unknown {
  if (!schema) return undefined
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw new MockHttpError(422, formatValidationError(parsed.error))
  return parsed.data
}

/**
 * An MSW handler for one call of the route table, in the order a real server works:
 * authenticate (401; an API key for the calls that take one) → the role's permission (403) → the rate limits (429) → validate path and body (422) → resolve →
 * serialise with the response schema.
 */
export function mockRoute<N extends RouteName>(
  store: MockStore,
  name: N,
  resolve: MockResolver<N>,
  { baseUrl = '*', rateLimits = DEFAULT_RATE_LIMIT_SETTINGS }: MockRouteOptions = {},
): HttpHandler {
  const route: RouteDefinition = routes[name]
  const method = route.method.toLowerCase() as Lowercase<RouteDefinition['method']>
  const limits = rateLimitsOf(name, rateLimits)
  return http[method](`${baseUrl}${route.path}`, async ({ request, params }) => {
    let caller: RateLimitCaller = { address: MOCK_ADDRESS, userId: null, companyId: null, apiKeyId: null }
    try {
      const { permission } = route
      const byApiKey = permission !== null && isApiKeyAction(permission)
      const apiKey = byApiKey ? authoriseApiKey(store, request) : null
      const user = permission !== null && !byApiKey ? authorise(store, request, permission) : null
      caller = {
        address: MOCK_ADDRESS,
        userId: user?.id ?? null,
        companyId: user?.company_id ?? apiKey?.company_id ?? null,
        apiKeyId: apiKey?.id ?? null,
      }
      applyRateLimits(store, limits, caller)
      const parsedParams = validate(route.params, params)
      const url = new URL(request.url)
      const query = route.query ? validate(route.query, Object.fromEntries(url.searchParams)) : undefined
      const bytes = route.bodyKind === 'binary' ? await request.arrayBuffer() : undefined
      const body = validate(route.request, await readBody(route, request))
      const origin = url.origin
      const result = resolve({ body, params: parsedParams, query, bytes, user, apiKey, origin } as MockRequest<N>)
      if (route.produces) {
        const fileName = route.path.split('/').at(-1) ?? 'download'
        return new HttpResponse(result as string, {
          status: route.status,
          headers: {
            'content-type': `${route.produces}; charset=utf-8`,
            'content-disposition': `attachment; filename="${fileName}"`,
          },
        })
      }
      if (!route.response) return new HttpResponse(null, { status: route.status })
      return HttpResponse.json(route.response.parse(result) as JsonBodyType, { status: route.status })
    } catch (error) {
      if (!(error instanceof MockHttpError)) throw error
      countFailure(store, limits, caller, error.status)
      return errorResponse(error.status, error.message, error.retryAfterSeconds)
    }
  })
}
