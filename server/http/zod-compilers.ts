import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify'
import type { z } from 'zod'
import { formatValidationError } from '../../api/schemas/error'
import { HttpError } from './errors'

/** Validates a request part with its api/ schema; the parsed (trimmed, normalised) value replaces the raw one. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data)
    return result.success ? { value: result.data } : { error: new HttpError(422, formatValidationError(result.error)) }
  }

/** Serialises a response through its api/ schema, so nothing outside the contract (a password hash...) can leak. */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, url, method }) =>
  (data) => {
    const result = schema.safeParse(data)
    if (!result.success) {
      throw new Error(`The response of ${method} ${url} does not match its schema: ${result.error.message}`)
    }
    return JSON.stringify(result.data)
  }

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>

/**
 * Both compilers as Fastify's compiler factories (its `schemaController` option). Fastify types the factories by
 * Ajv's and fast-json-stringify's compilers, its defaults; it only calls them for a route's compiler, as
 * setValidatorCompiler and setSerializerCompiler would give it.
 */
export const zodCompilerFactories = {
  buildValidator: () => zodValidatorCompiler,
  buildSerializer: () => zodSerializerCompiler,
} as unknown as CompilersFactory
