import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { z } from 'zod'
import { ErrorDetail } from '../../api/schemas/error'
import { type RouteDefinition, type RouteName, routes, type Routes } from '../../api/routes'
import type { AuthContext } from '../domain/auth/access-tokens'
import { HttpError } from './errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set before validation on routes that need a Bearer token. */
    auth: AuthContext | null
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined
type Answer<S> = S extends z.ZodType ? z.input<S> : void

export interface RouteInput<N extends RouteName> {
  body: Parsed<Routes[N]['request']>
  params: Parsed<Routes[N]['params']>
  query: Routes[N] extends { query: infer Q } ? Parsed<Q> : undefined
  auth: Routes[N]['auth'] extends true ? AuthContext : null
  request: FastifyRequest
}

/** Handles one call of the route table: gets the validated input, returns the success body (what the schema takes). */
export type RouteHandler<N extends RouteName> = (input: RouteInput<N>) => Promise<Answer<Routes[N]['response']>>

export type Authenticate = (accessToken: string) => Promise<AuthContext | null>

export interface RouteOptions {
  /** Runs first, before authentication and body parsing (e.g. a rate limit). */
  guard?: onRequestHookHandler
}

const BEARER = /^Bearer ([^\s]+)$/i

/**
 * Registers routes from the api/ route table: method, path, schemas and success status come from there; a route that
 * needs auth checks the Bearer token before anything else (401 `Not authenticated.`).
 */
export function createRouteRegistrar(app: FastifyInstance, authenticate: Authenticate) {
  async function requireAuth(request: FastifyRequest) {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1]
    request.auth = token ? await authenticate(token) : null
    if (!request.auth) throw new HttpError(401, ErrorDetail.notAuthenticated)
  }

  return function route<N extends RouteName>(name: N, handler: RouteHandler<N>, options: RouteOptions = {}): void {
    const definition: RouteDefinition = routes[name]
    const onRequest = [...(options.guard ? [options.guard] : []), ...(definition.auth ? [requireAuth] : [])]
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
      async handler(request, reply) {
        const input = { body: request.body, params: request.params, query: request.query, auth: request.auth, request }
        const body = await handler(input as RouteInput<N>)
        reply.code(definition.status)
        return definition.response ? body : reply.send()
      },
    })
  }
}
