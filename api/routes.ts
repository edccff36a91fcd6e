import type { z } from 'zod'
import { apiKeyRoutes } from './routes/api-keys'
import { auditRoutes } from './routes/audit'
import { authRoutes } from './routes/auth'
import { commentRoutes } from './routes/comments'
import { csvImportRoutes } from './routes/csv-import'
import { dashboardRoutes } from './routes/dashboard'
import type { RouteDefinition } from './routes/define'
import { featureRoutes } from './routes/features'
import { feedbackRoutes } from './routes/feedback'
import { gmailRoutes } from './routes/gmail'
import { memberRoutes } from './routes/members'
import { serviceRoutes } from './routes/service'
import { slackRoutes } from './routes/slack'
import { slackDigestRoutes } from './routes/slack-digest'
import { tellRoutes } from './routes/tell'
import { themeRoutes } from './routes/themes'
import { trackerRoutes } from './routes/trackers'
import { workspaceRoutes } from './routes/workspace'

export type { BodyKind, CodeSample, ErrorStatus, HttpMethod, RouteDefinition, SuccessStatus } from './routes/define'

/**
 * Every call, keyed by its operation name (the client's method names), from the table of each section of the API in
 * api/routes/. An operation name and a method and path pair each belong to one call only.
 */
export const routes = {
  ...authRoutes,
  ...workspaceRoutes,
  ...memberRoutes,
  ...auditRoutes,
  ...feedbackRoutes,
  ...apiKeyRoutes,
  ...csvImportRoutes,
  ...slackRoutes,
  ...slackDigestRoutes,
  ...gmailRoutes,
  ...featureRoutes,
  ...tellRoutes,
  ...commentRoutes,
  ...themeRoutes,
  ...trackerRoutes,
  ...dashboardRoutes,
  ...serviceRoutes,
} satisfies Record<string, RouteDefinition>

export type Routes = typeof routes
export type RouteName = keyof Routes

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined

/** What the caller sends as the body of a call (before the schema trims or normalises it). */
export type RequestOf<N extends RouteName> = SchemaInput<Routes[N]['request']>
/** The path parameters of a call. */
export type ParamsOf<N extends RouteName> = SchemaInput<Routes[N]['params']>
/** The query parameters of a call (undefined when it takes none). */
export type QueryOf<N extends RouteName> = Routes[N] extends { query: infer Q } ? SchemaInput<Q> : undefined
/** The parsed success body of a call (undefined for 204). */
export type ResponseOf<N extends RouteName> = SchemaOutput<Routes[N]['response']>

/** A query string for the parameters given (undefined ones left out), with its '?'; '' when there are none. */
export function buildQuery(query: Record<string, string | boolean | number | undefined> = {}): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string | boolean | number] => entry[1] !== undefined)
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`
}

/** Fills the `:name` parameters of a route path, e.g. ('/x/:id', {id: 'a b'}) → '/x/a%20b'. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(value)
  })
}
