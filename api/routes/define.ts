import type { z } from 'zod'
import { ROLES, can, isApiKeyAction, type Action } from '../permissions'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
/**
 * How the request body travels: JSON, `application/x-www-form-urlencoded`, raw bytes (`application/zip`, e.g. a
 * Slack export; `request` is null and the handler reads the bytes), or no body at all.
 */
export type BodyKind = 'json' | 'form' | 'binary' | 'none'
export type SuccessStatus = 200 | 201 | 202 | 204
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503
/** OpenAPI tag: the section of the API document a call is listed under. */
export type RouteTag =
  | 'auth'
  | 'workspace'
  | 'audit'
  | 'slack'
  | 'gmail'
  | 'feedback'
  | 'api-keys'
  | 'trackers'
  | 'features'
  | 'themes'
  | 'dashboard'
  | 'config'
  | 'health'

/** A ready-to-run example of a call in the API document, e.g. with curl (OpenAPI's `x-codeSamples`). */
export interface CodeSample {
  /** What runs it: 'curl', 'Zapier', 'n8n'. */
  label: string
  /** The language of `source` (for highlighting): 'shell', 'javascript', 'json'. */
  lang: string
  source: string
}

/** One call of the API, free of any framework: the server, the client and the mocks are all built from it. */
export interface RouteDefinition {
  method: HttpMethod
  /** Path with `:name` parameters, e.g. `/api/v1/slack/integrations/:id`. */
  path: string
  /**
   * The action of the permission table (api/permissions.ts) the caller's role must allow; the call then needs
   * `Authorization: Bearer <access token>`, or `Bearer <API key>` for an action only API keys hold (API_KEY_ACTIONS).
   * Null only for the public calls (sign-in, health, Slack's events).
   */
  permission: Action | null
  bodyKind: BodyKind
  /** The media type of a 'binary' body: a Slack export's application/zip unless the route names another. */
  consumes?: 'text/csv'
  /** Schema of the path parameters, or null when the path has none. */
  params: z.ZodType | null
  /** Schema of the query string, when the call takes one (e.g. `?purge=true`). */
  query?: z.ZodType | null
  /** Schema of the request body, or null when bodyKind is 'none'. */
  request: z.ZodType | null
  /** Schema of the success body, or null for 204 No Content (and for a `produces` body). */
  response: z.ZodType | null
  /**
   * The media type of a success body that is not JSON (e.g. the audit log's CSV export): the server's handler answers
   * a stream of it, and the client's call answers a Blob. Unset for JSON (or no body).
   */
  produces?: 'text/csv'
  status: SuccessStatus
  /**
   * Error statuses the call can answer, each with an `{detail}` body (for the OpenAPI document). 429 is not listed:
   * every call with limits in api/rate-limits.ts may answer it, and the document adds it to those.
   */
  errors: readonly ErrorStatus[]
  tag: RouteTag
  summary: string
  /** Examples of the call for the API document. */
  codeSamples?: readonly CodeSample[]
  /** The largest body the call reads, in bytes (413 past it, before parsing); unset: the server's default, 1 MiB. */
  maxBodyBytes?: number
}

/**
 * What a route states: only what does not follow from the rest.
 * - `permission` is always stated, null for a public call, so that no call is public by omission.
 * - No `params`, `request` or `response`: the call has none (null). A `query` is left out of the route when not given.
 * - The body is JSON when there is a `request`, none otherwise; `bodyKind` names only the other two (a form, or raw
 *   bytes that have no schema).
 * - The success status is 200 when the call answers a body (`response` or `produces`), 204 otherwise; `status` names
 *   only 201 (created) and 202 (queued).
 * - `errors` lists only what the call itself may answer: 401 is added to every call with a permission (no or a bad
 *   token or API key), 403 to every call whose permission some caller lacks (a role the table does not give it, or a
 *   person whose join request waits; never to a call of an API key, which no person's token reaches) and 422 to every call that takes input (path, query or body failing its schema).
 */
export interface RouteSpec {
  permission: Action | null
  bodyKind?: 'form' | 'binary'
  consumes?: 'text/csv'
  params?: z.ZodType
  query?: z.ZodType
  request?: z.ZodType
  response?: z.ZodType
  produces?: 'text/csv'
  status?: 201 | 202
  errors?: readonly ErrorStatus[]
  summary: string
  codeSamples?: readonly CodeSample[]
  maxBodyBytes?: number
}

/** A GET or DELETE sends no body. */
type BodilessSpec = RouteSpec & { request?: never; bodyKind?: never }

type Simplify<T> = { [K in keyof T]: T[K] }

/** The route a spec makes, with the literal types of its method, path, permission, schemas and status kept. */
export type BuiltRoute<M extends HttpMethod, P extends string, T extends RouteTag, S extends RouteSpec> = Simplify<
  {
    method: M
    path: P
    permission: S['permission']
    bodyKind: S extends { bodyKind: infer K } ? K : S extends { request: z.ZodType } ? 'json' : 'none'
    params: S extends { params: infer X } ? X : null
  } & (S extends { consumes: infer X } ? { consumes: X } : unknown) &
    (S extends { query: infer Q } ? { query: Q } : unknown) & {
    request: S extends { request: infer X } ? X : null
    response: S extends { response: infer X } ? X : null
  } & (S extends { produces: infer X } ? { produces: X } : unknown) & {
    status: S extends { status: infer X } ? X : S extends { response: z.ZodType } | { produces: string } ? 200 : 204
    errors: readonly ErrorStatus[]
    tag: T
    summary: string
  } & (S extends { codeSamples: infer X } ? { codeSamples: X } : unknown) &
    (S extends { maxBodyBytes: infer X } ? { maxBodyBytes: X } : unknown)
>

/** Whether some signed-in caller is refused the action: a role without it, or a person who has no role yet. */
function refusesSomeone(action: Action): boolean {
  return !can(null, action) || ROLES.some((role) => !can(role, action))
}

function build<M extends HttpMethod, P extends string, T extends RouteTag, S extends RouteSpec>(
  method: M,
  path: P,
  tag: T,
  spec: S,
): BuiltRoute<M, P, T, S> {
  const { permission, params = null, query, request = null, response = null, produces, summary, codeSamples, maxBodyBytes } = spec
  const implied: ErrorStatus[] = [
    ...(permission === null ? [] : [401 as const]),
    ...(permission !== null && !isApiKeyAction(permission) && refusesSomeone(permission) ? [403 as const] : []),
    ...(params || query || request ? [422 as const] : []),
  ]
  const route: RouteDefinition = {
    method,
    path,
    permission,
    bodyKind: spec.bodyKind ?? (request ? 'json' : 'none'),
    ...(spec.consumes && { consumes: spec.consumes }),
    params,
    ...(query && { query }),
    request,
    response,
    ...(produces && { produces }),
    status: spec.status ?? (response || produces ? 200 : 204),
    errors: [...new Set([...(spec.errors ?? []), ...implied])].sort((a, b) => a - b),
    tag,
    summary,
    ...(codeSamples && { codeSamples }),
    ...(maxBodyBytes && { maxBodyBytes }),
  }
  // TypeScript cannot narrow a conditional type through the defaults above, so the route is asserted to the type they
  // make; api/routes.test.ts checks that the two agree.
  return route as BuiltRoute<M, P, T, S>
}

/** The route builder of one section of the API: `route.get(path, spec)` and so on, every route tagged `tag`. */
export function routesTagged<const T extends RouteTag>(tag: T) {
  return {
    get: <const P extends string, const S extends BodilessSpec>(path: P, spec: S) => build('GET', path, tag, spec),
    post: <const P extends string, const S extends RouteSpec>(path: P, spec: S) => build('POST', path, tag, spec),
    put: <const P extends string, const S extends RouteSpec>(path: P, spec: S) => build('PUT', path, tag, spec),
    delete: <const P extends string, const S extends BodilessSpec>(path: P, spec: S) =>
      build('DELETE', path, tag, spec),
  }
}
