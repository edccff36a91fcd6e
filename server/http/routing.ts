import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { type Action, type ApiKeyAction, can, forbiddenDetail, isApiKeyAction } from '../../api/permissions'
import { ApiKeyDetail } from '../../api/schemas/api-keys'
import { ErrorDetail } from '../../api/schemas/error'
import { type RouteDefinition, type RouteName, routes, type Routes } from '../../api/routes'
import type { ApiKeyCaller } from '../domain/api-keys/service'
import type { AuthContext } from '../domain/auth/access-tokens'
import { HttpError } from './errors'
import type { ResponseCache } from './response-cache'
import { zodSerializerCompiler } from './zod-compilers'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set before validation on routes that need a Bearer token. */
    auth: AuthContext | null
    /** The API key's caller, set before validation on the routes that take an API key. */
    apiKey: ApiKeyCaller | null
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined
type Answer<S> = S extends z.ZodType ? z.input<S> : void
/** A `produces` route answers a stream of that media type; any other the body its schema takes. */
type AnswerOf<R> = R extends { produces: string } ? Readable : R extends { response: infer S } ? Answer<S> : void

export interface RouteInput<N extends RouteName> {
  body: Parsed<Routes[N]['request']>
  params: Parsed<Routes[N]['params']>
  query: Routes[N] extends { query: infer Q } ? Parsed<Q> : undefined
  auth: Routes[N]['permission'] extends null ? null : Routes[N]['permission'] extends ApiKeyAction ? ApiKeyCaller : AuthContext
  request: FastifyRequest
}

/** Handles one call of the route table: gets the validated input, returns the success body (what the schema takes). */
export type RouteHandler<N extends RouteName> = (input: RouteInput<N>) => Promise<AnswerOf<Routes[N]>>

export type Authenticate = (accessToken: string) => Promise<AuthContext | null>
export type AuthenticateApiKey = (apiKey: string) => Promise<ApiKeyCaller | null>

export interface RouteOptions {
  /** An authenticated read whose answers are kept per company and URL until the company's backlog changes. */
  cache?: ResponseCache
}

const BEARER = /^Bearer ([^\s]+)$/i
const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * Registers routes from the api/ route table: method, path, schemas and success status come from there. A route with a
 * permission checks, before anything else, the Bearer token (401 `Not authenticated.`) and then that the caller's
 * role allows the route's action in the permission table (403 with the sentence naming the role needed); a route whose
 * action only API keys hold (api/permissions.ts API_KEY_ACTIONS) checks instead that the Bearer value is a live API
 * key (401 with a sentence; `authenticateApiKey` is then required). Then, still before the body is read, the call's
 * rate limits of api/rate-limits.ts (429 with a sentence and Retry-After); a route's `maxBodyBytes` caps its body (413).
 */
export function createRouteRegistrar(
  app: FastifyInstance,
  authenticate: Authenticate,
  authenticateApiKey?: AuthenticateApiKey,
) {
  function requireApiKey(check: AuthenticateApiKey) {
    return async function checkApiKey(request: FastifyRequest) {
      const key = BEARER.exec(request.headers.authorization ?? '')?.[1]
      if (!key) throw new HttpError(401, ApiKeyDetail.missing)
      request.apiKey = await check(key)
      if (!request.apiKey) throw new HttpError(401, ApiKeyDetail.invalid)
    }
  }

  function requirePermission(action: Action) {
    return async function checkCaller(request: FastifyRequest) {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1]
      request.auth = token ? await authenticate(token) : null
      if (!request.auth) throw new HttpError(401, ErrorDetail.notAuthenticated)
      if (!can(request.auth.role, action)) throw new HttpError(403, forbiddenDetail(action, request.auth.role))
    }
  }

  return function route<N extends RouteName>(name: N, handler: RouteHandler<N>, options: RouteOptions = {}): void {
    const definition: RouteDefinition = routes[name]
    const fromCache = options.cache && cachedHandler(name, options.cache, handler)
    const { permission } = definition
    const limits = app.rateLimitHooks(name)
    const byApiKey = permission !== null && isApiKeyAction(permission)
    if (byApiKey && !authenticateApiKey) throw new Error(`The route ${name} takes an API key: give authenticateApiKey.`)
    const checkCaller =
      permission === null ? [] : byApiKey && authenticateApiKey ? [requireApiKey(authenticateApiKey)] : [requirePermission(permission)]
    const onRequest = [
      ...checkCaller,
      ...(limits.onRequest ? [limits.onRequest] : []),
    ]
    app.route({
      method: definition.method,
      url: definition.path,
      schema: {
        ...(definition.params && { params: definition.params }),
        ...(definition.query && { querystring: definition.query }),
        ...(definition.request && { body: definition.request }),
        ...(definition.response && { response: { [definition.status]: definition.response } }),
      },
      ...(onRequest.length > 0 && { onRequest }),
      ...(definition.maxBodyBytes && { bodyLimit: definition.maxBodyBytes }),
      ...(limits.onSend && { onSend: limits.onSend }),
      async handler(request, reply) {
        const auth = byApiKey ? request.apiKey : request.auth
        const input = { body: request.body, params: request.params, query: request.query, auth, request }
        if (fromCache && request.auth) {
          return reply.code(definition.status).type(JSON_TYPE).send(await fromCache(request.auth, input as RouteInput<N>))
        }
        const body = await handler(input as RouteInput<N>)
        reply.code(definition.status)
        if (definition.produces) {
          const fileName = definition.path.split('/').at(-1)
          reply.type(`${definition.produces}; charset=utf-8`).header('content-disposition', `attachment; filename="${fileName}"`)
          return reply.send(body)
        }
        return definition.response ? body : reply.send()
      },
    })
  }
}

/**
 * The handler behind a response cache: the cached body while the company's backlog is unchanged, else the handler's
 * answer, serialised through the route's schema as any answer is, and cached.
 */
function cachedHandler<N extends RouteName>(name: N, cache: ResponseCache, handler: RouteHandler<N>) {
  const { response, method, path, status } = routes[name] as RouteDefinition
  if (!response) throw new Error(`The route ${name} answers no body to cache.`)
  const serialise = zodSerializerCompiler({ schema: response, method, url: path, httpStatus: String(status) })
  return async ({ companyId }: AuthContext, input: RouteInput<N>): Promise<string> => {
    const key = input.request.url
    const hit = cache.lookup(companyId, key)
    if (hit !== undefined) return hit
    const version = cache.version(companyId)
    const body = serialise(await handler(input)) as string
    cache.store(companyId, version, key, body)
    return body
  }
}
