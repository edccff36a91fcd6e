import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorDetail } from '../../api/schemas/error'

const INDEX_FILE = 'index.html'
const NOT_BUILT =
  'Headway: the web app is not built yet. Run `npm run build` (or `npm start`, which builds what is missing), then reload.\n'

/** Paths that belong to the API: an unknown one is a JSON 404, never the app's page. */
function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? ''
  return pathname === '/api' || pathname.startsWith('/api/') || pathname === '/healthz'
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  )
}

/**
 * Serves the built app from `staticDir`: files as they are (hashed assets cached for good), and index.html for any
 * page navigation no file matches, so the client router handles /app/... paths. Unknown API paths get a JSON 404.
 */
export function registerWebApp(app: FastifyInstance, staticDir: string): void {
  const indexPath = path.join(staticDir, INDEX_FILE)
  if (!existsSync(indexPath)) app.log.warn(`No built app at ${staticDir}: pages answer 503 until \`npm run build\` runs.`)

  app.register(fastifyStatic, {
    root: staticDir,
    suppressWarning: true,
    setHeaders: (reply, filePath) => {
      const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return reply.code(404).send({ detail: ErrorDetail.routeNotFound })
    if (!existsSync(indexPath)) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT)
    return reply.header('cache-control', 'no-cache').sendFile(INDEX_FILE)
  })
}
