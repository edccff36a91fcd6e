import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from './client'
import { ApiError, NetworkError } from './errors'
import type { Integration, Tokens, User } from './index'

const baseUrl = 'http://client.test'
const user: User = {
  id: '3f6c1b2a-8d4e-4c7a-9b1f-0a2b3c4d5e6f',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  job_title: null,
  role: 'owner',
  email_verified: true,
  company_name: 'Analytical Engines',
  company_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  is_active: true,
  created_at: '2025-01-15T09:00:00.000Z',
  updated_at: '2025-01-15T09:00:00.000Z',
  onboarding_completed: false,
}
const tokens: Tokens = { access_token: 'access-1', refresh_token: 'refresh-1', token_type: 'bearer' }

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function clientWithToken(token: string | null = null) {
  return createApiClient({ baseUrl: `${baseUrl}/`, getAccessToken: () => token })
}

describe('createApiClient', () => {
  it('logs in with a form-encoded body and parses the tokens', async () => {
    let received: { contentType: string | null; fields: Record<string, string> } | undefined
    server.use(
      http.post(`${baseUrl}/api/v1/auth/login`, async ({ request }) => {
        received = {
          contentType: request.headers.get('content-type'),
          fields: Object.fromEntries(new URLSearchParams(await request.text())),
        }
        return HttpResponse.json(tokens)
      }),
    )

    await expect(clientWithToken().login({ username: 'ada@example.com', password: 'secret-pass' })).resolves.toEqual(tokens)
    expect(received).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      fields: { username: 'ada@example.com', password: 'secret-pass' },
    })
  })

  it('sends JSON and the Bearer token when a token exists', async () => {
    let received: { authorization: string | null; contentType: string | null; body: unknown } | undefined
    server.use(
      http.put(`${baseUrl}/api/v1/auth/me`, async ({ request }) => {
        received = {
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        }
        return HttpResponse.json({ ...user, first_name: 'Augusta' })
      }),
    )

    const updated = await clientWithToken('access-1').updateMe({ first_name: 'Augusta' })

    expect(updated.first_name).toBe('Augusta')
    expect(received).toEqual({
      authorization: 'Bearer access-1',
      contentType: 'application/json',
      body: { first_name: 'Augusta' },
    })
  })

  it('sends no Authorization and no Content-Type on a body-less call without a token', async () => {
    let headers: Headers | undefined
    server.use(
      http.get(`${baseUrl}/healthz`, ({ request }) => {
        headers = request.headers
        return HttpResponse.json({ status: 'ok', database: 'ok' })
      }),
    )

    await expect(clientWithToken().health()).resolves.toEqual({ status: 'ok', database: 'ok' })
    expect(headers?.get('authorization')).toBeNull()
    expect(headers?.get('content-type')).toBeNull()
  })

  it('fills path parameters and resolves to undefined on 204', async () => {
    let deletedId: unknown
    server.use(
      http.delete(`${baseUrl}/api/v1/slack/integrations/:id`, ({ params }) => {
        deletedId = params.id
        return new HttpResponse(null, { status: 204 })
      }),
    )

    await expect(
      clientWithToken('access-1').deleteSlackIntegration({ id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e' }),
    ).resolves.toBeUndefined()
    expect(deletedId).toBe('0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e')
  })

  it('parses list responses with their schema', async () => {
    const integration: Integration = {
      id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
      team_name: 'Acme Workspace',
      status: 'connected',
      last_synced: null,
      channels: [{ id: 'C01', name: 'feedback' }],
      source: 'api',
      sync: { state: 'running', messages_stored: 120, channels_done: 0, channels_total: 1, error: null },
    }
    server.use(http.get(`${baseUrl}/api/v1/slack/integrations`, () => HttpResponse.json([integration])))

    await expect(clientWithToken('access-1').listSlackIntegrations()).resolves.toEqual([integration])
  })

  it('throws ApiError with the detail sentence of an error body', async () => {
    server.use(
      http.post(`${baseUrl}/api/v1/auth/register`, () =>
        HttpResponse.json({ detail: 'An account with this email already exists.' }, { status: 409 }),
      ),
    )

    const failure = clientWithToken().register({
      email: 'ada@example.com',
      password: 'long-enough',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Analytical Engines',
      company_size: '1-10',
      job_title: null,
    })

    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 409, detail: 'An account with this email already exists.' })
  })

  it('falls back to a status sentence when the error body is not JSON', async () => {
    server.use(
      http.get(`${baseUrl}/api/v1/auth/me`, () =>
        new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    )

    await expect(clientWithToken('access-1').me()).rejects.toMatchObject({
      status: 502,
      detail: expect.stringContaining('Request failed with status 502'),
    })
  })

  it('throws ApiError when a success body does not match the contract', async () => {
    server.use(http.get(`${baseUrl}/api/v1/auth/me`, () => HttpResponse.json({ id: 42 })))

    await expect(clientWithToken('access-1').me()).rejects.toMatchObject({
      status: 200,
      detail: 'The server sent a response this app does not understand.',
    })
  })

  it('throws NetworkError when the request cannot be sent', async () => {
    server.use(http.get(`${baseUrl}/api/v1/slack/integrations`, () => HttpResponse.error()))

    const failure = clientWithToken('access-1').listSlackIntegrations()

    await expect(failure).rejects.toBeInstanceOf(NetworkError)
    await expect(failure).rejects.toThrow('Network error. Please try again.')
  })

  it('uses the fetch it is given', async () => {
    const calls: string[] = []
    const client = createApiClient({
      baseUrl,
      getAccessToken: () => null,
      fetch: async (input) => {
        calls.push(String(input))
        return Response.json({ status: 'ok', database: 'ok' })
      },
    })

    await client.health()

    expect(calls).toEqual([`${baseUrl}/healthz`])
  })
})
