import * as fc from 'fast-check'
import { z } from 'zod'

/** The part of JSON Schema that z.toJSONSchema writes for the api/ request schemas. */
interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  default?: unknown
}

/** One megabyte of text: every field must refuse it quickly, with a sentence. */
const MEGABYTE = 'x'.repeat(1_000_000)

/** Text a stranger may send in any field: NUL, lone surrogates, control and bidi characters, markup, huge runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'name\u0000',
    '\uD800',
    'end\uDBFF',
    '\uDC00start',
    '\u202Eevil\u202C',
    '\u200B\uFEFF',
    '\r\n\t\u0007\u001B[31m',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '%00%zz',
    '../../etc/passwd',
    '\u{1F680}\u{10FFFF}',
    'Zoë 株式会社 مرحبا',
    MEGABYTE,
    '\u0000'.repeat(10_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('a', '\u0000', '\uD800', '\uDC00', 'é', '\u{1F600}'), maxLength: 30 }),
)

/** Values of the wrong type, or of the right type but out of every range. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, [], {}, [null], { '': null }, '9'.repeat(400)),
  fc.double({ noNaN: true }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(Number),
  hostileText,
  fc.jsonValue({ maxDepth: 3 }),
)

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return []
  return Array.isArray(schema.type) ? schema.type : [schema.type]
}

/** Values the schema takes (mostly), at its boundaries, and just past them. */
function validish(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const members = schema.anyOf ?? schema.oneOf ?? schema.allOf
  if (members && members.length > 0) return fc.oneof(...members.map(validish))
  const choices: Array<fc.Arbitrary<unknown>> = typesOf(schema).map((type) => {
    switch (type) {
      case 'string':
        return stringFor(schema)
      case 'integer':
      case 'number':
        return numberFor(schema, type === 'integer')
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      case 'array':
        return fc.array(schema.items ? validish(schema.items) : hostileValue, {
          maxLength: Math.min((schema.maxItems ?? 5) + 1, 25),
        })
      case 'object':
        return fc.record(
          Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validish(property)])),
          { requiredKeys: (schema.required ?? []).filter((name) => name in (schema.properties ?? {})) },
        )
      default:
        return hostileValue
    }
  })
  return choices.length > 0 ? fc.oneof(...choices) : hostileValue
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const formats: Record<string, fc.Arbitrary<string>> = {
    uuid: fc.uuid(),
    email: fc.emailAddress(),
    'date-time': fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    date: fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    uri: fc.webUrl(),
  }
  const max = schema.maxLength
  const boundaries = max === undefined ? [] : ['a'.repeat(max), 'é'.repeat(max + 1)]
  return fc.oneof(
    (schema.format && formats[schema.format]) || fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(max ?? 60, 60) }),
    ...(boundaries.length > 0 ? [fc.constantFrom(...boundaries)] : []),
  )
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum
  const max = schema.maximum ?? schema.exclusiveMaximum
  const inRange = integer
    ? fc.integer({ min: min ?? -1000, max: max ?? 1000 })
    : fc.double({ min: min ?? -1000, max: max ?? 1000, noNaN: true })
  const edges = [min, max, min === undefined ? undefined : min - 1, max === undefined ? undefined : max + 1]
  const boundaries = edges.filter((edge): edge is number => edge !== undefined)
  return boundaries.length > 0 ? fc.oneof(inRange, fc.constantFrom(...boundaries)) : inRange
}

/** Mostly a valid object with exactly one field made hostile, so the hostile value reaches the handler and the database. */
function objectFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const names = Object.keys(properties)
  const record = fc.record(
    Object.fromEntries(names.map((name) => [name, validish(properties[name]!)])),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  )
  if (names.length === 0) return fc.oneof(record, fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 }))
  const oneHostile = fc
    .constantFrom(...names)
    .chain((name) => fc.tuple(record, fc.constant(name), hostileFor(properties[name]!)))
    .map(([valid, name, value]) => ({ ...valid, [name]: value }))
  const extraKeys = fc
    .tuple(record, fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 }))
    .map(([valid, extra]) => ({ ...extra, ...valid }))
  return fc.oneof(
    { weight: 2, arbitrary: record },
    { weight: 5, arbitrary: oneHostile },
    { weight: 1, arbitrary: extraKeys },
  )
}

function hostileFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return typesOf(schema).includes('string') || schema.anyOf ? fc.oneof(hostileText, hostileValue) : hostileValue
}

/** A value for the schema: mostly what it takes or its boundaries, sometimes hostile text or a wrong type. */
function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (typesOf(schema).includes('object')) return objectFor(schema)
  return fc.oneof({ weight: 3, arbitrary: validish(schema) }, { weight: 2, arbitrary: hostileFor(schema) })
}

/**
 * Values for a request schema of api/, generated from its JSON Schema (what a client is told to send): valid ones,
 * boundary ones, and hostile ones in every field.
 */
export function requestArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return arbitraryFor(json)
}
