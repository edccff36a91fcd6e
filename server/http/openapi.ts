import { STATUS_CODES } from 'node:http'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { ErrorBody } from '../../api/schemas/error'
import { isApiKeyAction } from '../../api/permissions'
import { DEFAULT_RATE_LIMIT_SETTINGS, rateLimitsOf } from '../../api/rate-limits'
import { type BodyKind, type RouteDefinition, type RouteName, routes } from '../../api/routes'
import { renderDocsPage } from './docs-page'
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './openapi-document'

const contentTypes: Record<Exclude<BodyKind, 'none'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  binary: 'application/zip',
}

/** JSON Schema 2020-12 (the dialect of OpenAPI 3.1) of what a client sends (`input`) or receives (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}

function json(schema: JsonSchema) {
  return { 'application/json': { schema } }
}

function operationOf(operationId: string, route: RouteDefinition): OpenApiOperation {
  const operation: OpenApiOperation = { operationId, summary: route.summary, tags: [route.tag], responses: {} }
  if (route.permission !== null) operation.security = [{ [isApiKeyAction(route.permission) ? 'apiKey' : 'bearerAuth']: [] }]
  if (route.codeSamples) operation['x-codeSamples'] = route.codeSamples.map(({ label, lang, source }) => ({ label, lang, source }))
  if (route.params) {
    const { properties = {} } = jsonSchema(route.params, 'input') as { properties?: Record<string, JsonSchema> }
    operation.parameters = Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema,
    }))
  }
  if (route.query) {
    const { properties = {}, required = [] } = jsonSchema(route.query, 'input') as {
      properties?: Record<string, JsonSchema>
      required?: string[]
    }
    operation.parameters = [
      ...(operation.parameters ?? []),
      ...Object.entries(properties).map(([name, schema]) => ({
        name,
        in: 'query' as const,
        required: required.includes(name),
        schema,
      })),
    ]
  }
  if (route.bodyKind === 'binary') {
    const mediaType = route.consumes ?? contentTypes.binary
    operation.requestBody = {
      required: true,
      content: { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } },
    }
  } else if (route.request && route.bodyKind !== 'none') {
    operation.requestBody = {
      required: true,
      content: { [contentTypes[route.bodyKind]]: { schema: jsonSchema(route.request, 'input') } },
    }
  }
  operation.responses[route.status] = {
    description: STATUS_CODES[route.status] ?? 'Success',
    ...(route.response && { content: json(jsonSchema(route.response, 'output')) }),
    ...(route.produces && { content: { [route.produces]: { schema: { type: 'string' } } } }),
  }
  // A call with rate limits (api/rate-limits.ts) may also answer 429, whether or not its route lists it.
  const limited = rateLimitsOf(operationId as RouteName, DEFAULT_RATE_LIMIT_SETTINGS).length > 0
  for (const status of new Set([...route.errors, ...(limited ? [429] : [])])) {
    operation.responses[status] = {
      description: STATUS_CODES[status] ?? 'Error',
      content: json({ $ref: '#/components/schemas/ErrorBody' }),
    }
  }
  return operation
}

/** The OpenAPI 3.1 document of every call in the api/ route table. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const [operationId, route] of Object.entries(routes) as Array<[string, RouteDefinition]>) {
    const path = route.path.replace(/:(\w+)/g, '{$1}')
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(operationId, route) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Headway API',
      version: '1',
      description:
        'Errors are always {"detail": "<one sentence>"}. Protected calls need Authorization: Bearer <token>; the ' +
        'feedback API (POST /api/v1/feedback) takes Authorization: Bearer <API key> instead.',
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(ErrorBody, 'output') },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A company API key (hwk_...), created by an admin under Workspace Settings → API keys.',
        },
      },
    },
  }
}

/** GET /api/openapi.json and the human-readable page at GET /api/docs, both built on first request. */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  let document: OpenApiDocument | undefined
  let page: string | undefined
  const documentOnce = () => (document ??= buildOpenApiDocument())

  app.get('/api/openapi.json', async () => documentOnce())
  app.get('/api/docs', async (_request, reply) => {
    page ??= renderDocsPage(documentOnce())
    return reply.type('text/html; charset=utf-8').send(page)
  })
}
