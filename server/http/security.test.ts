import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS_OFF } from '../../api/rate-limits'
import type { Config } from '../config'
import { createTestApp, type TestApp } from '../testing/test-app'
import { buildApp } from './build-app'
import { CONTENT_SECURITY_POLICY } from './security'

let testApp: TestApp
let staticDir: string
const extraApps: FastifyInstance[] = []

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'headway-security-'))
  mkdirSync(path.join(staticDir, 'assets'))
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Headway</title><div id="root"></div>')
  writeFileSync(path.join(staticDir, 'assets', 'app-1.js'), 'console.log(1)')
  testApp = await createTestApp({ staticDir })
})
afterAll(async () => {
  await Promise.all(extraApps.map((app) => app.close()))
  await testApp.close()
  rmSync(staticDir, { recursive: true, force: true })
})

/** Another app on the same database with different settings. */
async function appWith(overrides: Partial<Config>): Promise<FastifyInstance> {
  const app = buildApp({ config: { ...testApp.config, ...overrides }, database: testApp.database, logger: false })
  extraApps.push(app)
  await app.ready()
  return app
}

const refreshCall = { method: 'POST' as const, url: '/api/v1/auth/refresh', payload: { refresh_token: 'nothing' } }

describe('security headers', () => {
  it('are on every kind of response: API, errors, pages, files and the docs', async () => {
    const page = { accept: 'text/html' }
    const responses = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/healthz' }),
      testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me' }),
      testApp.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: {} }),
      testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
      testApp.app.inject({ method: 'GET', url: '/', headers: page }),
      testApp.app.inject({ method: 'GET', url: '/app/settings/workspace', headers: page }),
      testApp.app.inject({ method: 'GET', url: '/assets/app-1.js' }),
      testApp.app.inject({ method: 'GET', url: '/api/docs' }),
      testApp.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 422, 404, 200, 200, 200, 200, 200])
    for (const response of responses) {
      expect(response.headers).toMatchObject({
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
      })
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
      expect(response.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('keep every API answer out of caches, and leave the pages and files to their own caching', async () => {
    const [me, unknown, docs, asset] = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me' }),
      testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
      testApp.app.inject({ method: 'GET', url: '/api/docs' }),
      testApp.app.inject({ method: 'GET', url: '/assets/app-1.js' }),
    ])
    expect(me.headers['cache-control']).toBe('no-store')
    expect(unknown.headers['cache-control']).toBe('no-store')
    expect(docs.headers['cache-control']).not.toBe('no-store')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('keep scripts to our own files, framing off and plugins out', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ')
        return [name, values.join(' ')]
      }),
    )
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'img-src': "'self' data:",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
    })
    expect(directives['script-src']).not.toContain('unsafe')
    expect(directives['style-src']).toBe("'self'")
  })

  it('fit the pages: index.html and the docs page have no inline script or style', async () => {
    const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
    const scripts = indexHtml.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toMatch(/\ssrc="/)
    const docs = (await testApp.app.inject({ method: 'GET', url: '/api/docs' })).body
    expect(docs).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i)
  })

  it('add HSTS when Headway is reached over https', async () => {
    const app = await appWith({ publicUrl: 'https://headway.example.com' })
    const response = await app.inject({ method: 'GET', url: '/healthz' })
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('CORS', () => {
  it('is off unless origins are configured', async () => {
    const origin = 'https://elsewhere.example.com'
    const simple = await testApp.app.inject({ method: 'GET', url: '/healthz', headers: { origin } })
    expect(simple.headers['access-control-allow-origin']).toBeUndefined()
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/me',
      headers: { origin, 'access-control-request-method': 'GET' },
    })
    expect(preflight.statusCode).toBe(404)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('answers the configured origins only, preflight included', async () => {
    const app = await appWith({ corsOrigins: ['https://app.example.com'] })
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/me',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'https://app.example.com',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type',
      vary: 'Origin',
    })
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined()
    const allowed = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://app.example.com' } })
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com')
    const other = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example.com' } })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
    expect(other.headers.vary).toBe('Origin')
  })
})

describe('rate limits per IP address', () => {
  it('answer 429 with Retry-After and a sentence past the limit, per route and per address', async () => {
    const app = await appWith({ rateLimits: { ...RATE_LIMITS_OFF, signInPerMinute: 3 } })
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await app.inject(refreshCall)).statusCode).toBe(401)
    }
    const limited = await app.inject(refreshCall)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().detail).toMatch(/^Too many requests from your network\. Please try again in \d+ (seconds?|minute)\.$/)
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(limited.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)

    expect((await app.inject({ ...refreshCall, remoteAddress: '10.1.2.3' })).statusCode).toBe(401)
    const forgot = await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'a@b.test' } })
    expect(forgot.statusCode).toBe(200)
    // Calls that are not guarded are never limited.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  })

  it('guard login, register, refresh, forgot and reset password', async () => {
    const app = await appWith({ rateLimits: { ...RATE_LIMITS_OFF, signInPerMinute: 1 } })
    const calls = [
      { method: 'POST' as const, url: '/api/v1/auth/login', payload: 'username=a%40b.test&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { method: 'POST' as const, url: '/api/v1/auth/register', payload: {} },
      refreshCall,
      { method: 'POST' as const, url: '/api/v1/auth/forgot-password', payload: {} },
      { method: 'POST' as const, url: '/api/v1/auth/reset-password', payload: {} },
    ]
    // An address of its own: the counts are kept in the database, which the other tests' apps share.
    const from = { remoteAddress: '198.51.100.7' }
    for (const call of calls) {
      expect({ url: call.url, status: (await app.inject({ ...call, ...from })).statusCode }).not.toEqual({ url: call.url, status: 429 })
      expect({ url: call.url, status: (await app.inject({ ...call, ...from })).statusCode }).toEqual({ url: call.url, status: 429 })
    }
  })

  it('count the client behind a trusted proxy by X-Forwarded-For', async () => {
    const app = await appWith({ rateLimits: { ...RATE_LIMITS_OFF, signInPerMinute: 1 }, trustProxy: true })
    const from = (address: string) => app.inject({ ...refreshCall, headers: { 'x-forwarded-for': address } })
    expect((await from('203.0.113.1')).statusCode).toBe(401)
    expect((await from('203.0.113.1')).statusCode).toBe(429)
    expect((await from('203.0.113.2')).statusCode).toBe(401)
  })

  it('are off with a limit of 0', async () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await testApp.app.inject(refreshCall)).statusCode).toBe(401)
    }
  })
})
