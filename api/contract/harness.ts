import { expect } from 'vitest'
import type { z } from 'zod'
import { buildPath, buildQuery, routes } from '../routes'
import type { RequestOf, ResponseOf, RouteDefinition, RouteName } from '../routes'
import { ErrorBody } from '../schemas/error'

/** The only thing a case knows about the API under test: one HTTP exchange, body already encoded. */
export interface ContractRequest {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
}
export interface ContractResponse {
  status: number
  /** The parsed JSON body; undefined when the body is empty; the raw text when it is not JSON. */
  json: unknown
  /** Response headers, names lower-cased. */
  headers: Record<string, string>
}
export type Send = (request: ContractRequest) => Promise<ContractResponse>

/**
 * What no API call makes, written directly by the side under test: the state the AI pipeline leaves. Cases use it
 * only to arrange; everything they check goes through `send`.
 */
export interface ContractSeeds {
  /** A theme the AI suggests (status suggested), in the company of the member `userId`; answers its id. */
  suggestedTheme: (userId: string, name: string) => Promise<string>
}

export interface ContractCase {
  name: string
  run: (send: Send, seeds: ContractSeeds) => Promise<void>
}

/** For adapters: turns a response text into `ContractResponse.json`. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

export interface CallOptions<N extends RouteName> {
  body?: RequestOf<N>
  params?: Record<string, string>
  query?: Record<string, string>
  token?: string
  /** The body of a binary call (bodyKind 'binary'), sent as the route's media type. */
  raw?: string
}

/** Encodes a call the way the route table says (JSON or form) and sends it. */
export function call<N extends RouteName>(send: Send, name: N, { body, params, query, token, raw }: CallOptions<N> = {}) {
  const route = routes[name]
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  let encoded: string | undefined
  if (route.bodyKind === 'json') {
    headers['content-type'] = 'application/json'
    encoded = JSON.stringify(body)
  } else if (route.bodyKind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    encoded = new URLSearchParams(body as Record<string, string>).toString()
  } else if (route.bodyKind === 'binary' && raw !== undefined) {
    headers['content-type'] = (route as RouteDefinition).consumes ?? 'application/zip'
    encoded = raw
  }
  return send({ method: route.method, path: `${buildPath(route.path, params)}${buildQuery(query)}`, headers, body: encoded })
}

/** Asserts the success status of the call and that the body parses with its response schema. */
export function expectSuccess<N extends RouteName>(name: N, response: ContractResponse): ResponseOf<N> {
  const route = routes[name]
  expect(response).toMatchObject({ status: route.status })
  if (!route.response) {
    expect(response.json).toBeUndefined()
    return undefined as ResponseOf<N>
  }
  return (route.response as z.ZodType).parse(response.json) as ResponseOf<N>
}

/** Asserts the status and that the body is exactly `{detail: string}`; returns the detail. */
export function expectError(status: number, response: ContractResponse): string {
  expect(response).toMatchObject({ status })
  const { detail } = ErrorBody.parse(response.json)
  expect(detail.length).toBeGreaterThan(0)
  return detail
}

export const runId = Math.random().toString(36).slice(2, 8)
let serial = 0
/** A suffix no other case or earlier run uses, so every case works on its own user and company. */
export function unique(label: string): string {
  serial += 1
  return `${label}-${runId}-${serial}`
}
export const uniqueEmail = (label: string) => `${unique(label)}@contract.test`

export function registration(label: string, overrides: Partial<RequestOf<'register'>> = {}): RequestOf<'register'> {
  return {
    email: uniqueEmail(label),
    first_name: 'Grace',
    last_name: 'Hopper',
    company_name: `Compiler Co ${unique(label)}`,
    company_size: '11-50',
    job_title: 'Product Manager',
    password: 'correct-horse',
    ...overrides,
  }
}

export async function registerAndLogin(send: Send, label: string, overrides: Partial<RequestOf<'register'>> = {}) {
  const payload = registration(label, overrides)
  const user = expectSuccess('register', await call(send, 'register', { body: payload }))
  const tokens = expectSuccess(
    'login',
    await call(send, 'login', { body: { username: payload.email, password: payload.password } }),
  )
  return { payload, user, tokens }
}

/** An admin (a new company on its own domain) and a token for them. */
export async function companyAdmin(send: Send, label: string) {
  const domain = `${unique(label)}.test`
  return registerAndLogin(send, label, { email: `admin@${domain}`, company_name: `Company ${domain}` })
}

/** Registers `email` into the admin's company through an invitation the admin makes, and logs in. */
export async function invitedMember(
  send: Send,
  admin: { tokens: { access_token: string } },
  label: string,
  overrides: Partial<RequestOf<'register'>> & { email: string },
) {
  const invitation = expectSuccess(
    'createInvitation',
    await call(send, 'createInvitation', { token: admin.tokens.access_token, body: { email: overrides.email } }),
  )
  const invitation_token = new URL(invitation.invite_url).searchParams.get('invitation') ?? ''
  return registerAndLogin(send, label, { ...overrides, invitation_token })
}
