import type { FastifyInstance } from 'fastify'

/**
 * The Content-Security-Policy of every response. Scripts and styles only from our origin, nothing inline:
 * - the built index.html has no inline script (Vite emits module script files) and the /api/docs page has neither
 *   script nor style;
 * - Panda CSS is extracted at build time into a stylesheet file; React's `style` props and Ark UI's positioning
 *   styles are set through the CSSOM, which CSP does not restrict; no component in src/ or app/ injects a <style>
 *   element (checked in Chromium with this policy: no violation).
 * A library that injects <style> elements at run time (React Aria's usePress does) would need the hash of that
 * style in style-src, or 'unsafe-inline' for styles as a last resort; scripts stay 'self' only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ')

export interface SecurityOptions {
  /** Origins allowed to call the API from a browser; empty = no CORS headers at all. */
  corsOrigins: readonly string[]
  /** Sends Strict-Transport-Security when people reach Headway over https. */
  publicUrl: string
}

/** Security headers on every response (API, pages, files, errors), and CORS for the configured origins only. */
export function registerSecurity(app: FastifyInstance, { corsOrigins, publicUrl }: SecurityOptions): void {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // Reset links carry their token in the URL: never send it on to another site.
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  }
  if (publicUrl.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  const allowed = new Set(corsOrigins)

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers)
    // API answers hold a company's data: no browser or proxy may keep a copy (a shared computer, a caching proxy).
    if (request.url.startsWith('/api/v1/')) reply.header('cache-control', 'no-store')
    if (allowed.size === 0) return
    reply.header('vary', 'Origin')
    const origin = request.headers.origin
    if (origin === undefined || !allowed.has(origin)) return
    reply.header('access-control-allow-origin', origin)
    reply.header('access-control-expose-headers', 'Retry-After')
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
      reply.header('access-control-allow-headers', 'Authorization, Content-Type')
      reply.header('access-control-max-age', '600')
      await reply.code(204).send()
      return reply
    }
  })
}
