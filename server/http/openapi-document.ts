/** The OpenAPI 3.1 document Headway serves, with the fields the docs page reads. */

export type JsonSchema = Record<string, unknown>

/** One operation of the document, with the fields the docs page reads. */
export interface OpenApiOperation {
  operationId: string
  summary: string
  tags: string[]
  security?: Array<Record<string, string[]>>
  parameters?: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }>
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>
  /** Examples of the call (curl, Zapier, n8n), as Redoc and others read them. */
  'x-codeSamples'?: Array<{ label: string; lang: string; source: string }>
}

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  paths: Record<string, Record<string, OpenApiOperation>>
  components: Record<string, Record<string, unknown>>
}
