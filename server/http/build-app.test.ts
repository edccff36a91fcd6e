import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../api/routes'
import { ErrorDetail } from '../../api/schemas/error'
import type { Database, Db } from '../db/client'
import { createTestApp, type TestApp } from '../testing/test-app'
import { buildApp } from './build-app'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

describe('foundation', () => {
  it('answers /healthz after querying the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('answers 503 on /healthz when the database fails', async () => {
    const failing: Database = {
      ...testApp.database,
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db,
    }
    const app = buildApp({ config: testApp.config, database: failing, logger: false })
    const response = await app.inject({ method: 'GET', url: '/healthz' })
    await app.close()
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.json()).toEqual({ detail: 'The database is not reachable.' })
  })

  it('answers a request arriving while it closes with 503, Retry-After and a sentence, closing its connection', async () => {
    const app = buildApp({ config: testApp.config, database: testApp.database, logger: false })
    let during: { status: number; body: unknown; retryAfter: string | null; connection: string | null } | undefined
    // Runs after the app's own preClose hook (which marks it closing), before the server stops accepting connections.
    app.addHook('preClose', async () => {
      const response = await fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/healthz`)
      const { status, headers } = response
      const [retryAfter, connection] = [headers.get('retry-after'), headers.get('connection')]
      during = { status, body: await response.json(), retryAfter, connection }
    })
    await app.ready()
    // Listening without app.listen(), so that its job queue does not start on the shared test database.
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve))
    await app.close()
    const refused = { status: 503, body: { detail: ErrorDetail.shuttingDown }, retryAfter: '5', connection: 'close' }
    expect(during).toEqual(refused)
  })

  it('answers an invalid body with 422 and one readable sentence', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'not-an-email', password: 'long-enough-1' },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ detail: 'Enter a valid email address.' })
  })

  it('answers malformed JSON with 422 and no parser internals', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token": ',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ detail: ErrorDetail.invalidJsonBody })
  })

  it('answers an unknown /api route with a JSON 404, even for a browser', async () => {
    for (const headers of [{}, { accept: 'text/html' }]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Not found.' })
    }
    const post = await testApp.app.inject({ method: 'POST', url: '/api/v1/nothing', payload: {} })
    expect(post.json()).toEqual({ detail: 'Not found.' })
  })

  it('hides unexpected errors behind a generic 500 sentence and logs them', async () => {
    const logged: string[] = []
    const app = buildApp({
      config: testApp.config,
      database: testApp.database,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    })
    app.get('/api/v1/explode', async () => {
      throw new Error('secret internals at line 42')
    })
    const response = await app.inject({ method: 'GET', url: '/api/v1/explode' })
    await app.close()
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ detail: ErrorDetail.internal })
    expect(logged.join('')).toContain('secret internals at line 42')
  })

  it('publishes an OpenAPI 3.1 document with every route of the table', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { operationId: string }>> }>()
    expect(document.openapi).toBe('3.1.0')
    for (const [name, route] of Object.entries(routes)) {
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()]
      expect({ name, operationId: operation?.operationId }).toEqual({ name, operationId: name })
    }
    const login = document.paths['/api/v1/auth/login']?.post as unknown as {
      requestBody: { content: Record<string, unknown> }
    }
    expect(Object.keys(login.requestBody.content)).toEqual(['application/x-www-form-urlencoded'])
  })

  it('serves a script-free docs page listing every route with its schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).not.toContain('<script')
    for (const route of Object.values(routes)) {
      expect(response.body).toContain(`${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
      expect(response.body).toContain(route.summary.replace(/'/g, '&#39;'))
    }
    expect(response.body).toContain('Request body (application/json)')
    expect(response.body).toContain('&quot;access_token&quot;')
  })
})

describe('web app', () => {
  let staticDir: string
  let withApp: ReturnType<typeof buildApp>
  let withoutApp: ReturnType<typeof buildApp>

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'headway-dist-'))
    mkdirSync(path.join(staticDir, 'assets'))
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Headway</title><div id="root"></div>')
    writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log("app")')
    withApp = buildApp({ config: { ...testApp.config, staticDir }, database: testApp.database, logger: false })
    withoutApp = buildApp({
      config: { ...testApp.config, staticDir: path.join(staticDir, 'missing') },
      database: testApp.database,
      logger: false,
    })
    await Promise.all([withApp.ready(), withoutApp.ready()])
  })
  afterAll(async () => {
    await Promise.all([withApp.close(), withoutApp.close()])
    rmSync(staticDir, { recursive: true, force: true })
  })

  const page = { accept: 'text/html,application/xhtml+xml' }

  it('serves the built files, hashed assets cached for good', async () => {
    const root = await withApp.inject({ method: 'GET', url: '/', headers: page })
    expect(root.statusCode).toBe(200)
    expect(root.body).toContain('<title>Headway</title>')
    const asset = await withApp.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
  })

  it('answers client routes with index.html (SPA fallback)', async () => {
    for (const url of ['/app/features/42', '/login', '/app/settings/workspace?tab=1']) {
      const response = await withApp.inject({ method: 'GET', url, headers: page })
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 })
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.body).toContain('<div id="root">')
    }
  })

  it('keeps 404 for missing files that are not page navigations', async () => {
    const response = await withApp.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } })
    expect(response.statusCode).toBe(404)
  })

  it('says to run the build when there is no built app', async () => {
    const response = await withoutApp.inject({ method: 'GET', url: '/app/features', headers: page })
    expect(response.statusCode).toBe(503)
    expect(response.headers['content-type']).toContain('text/plain')
    expect(response.body).toContain('npm run build')
    const health = await withoutApp.inject({ method: 'GET', url: '/healthz' })
    expect(health.statusCode).toBe(200)
  })
})
