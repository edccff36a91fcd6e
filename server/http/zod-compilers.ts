import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify'
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
