import { createServer, type Server, type Socket } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { ErrorDetail } from '../../api/schemas/error'
import { newRegistration } from '../testing/accounts'
import { signInOn } from '../testing/test-app'
import { openDatabase } from './client'
import { databaseProblem } from './errors'

describe('a database that never answers', () => {
  let blackHole: Server | undefined
  const sockets = new Set<Socket>()
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => blackHole?.close(resolve))
  })

  it('a query fails within the connection limit, and a request answers 503 with Retry-After', async () => {
    // Accepts connections and never says a word, as a stuck server or a dropped network would.
    blackHole = createServer((socket) => {
      sockets.add(socket)
      socket.on('error', () => undefined)
    })
    await new Promise<void>((resolve) => blackHole!.listen(0, '127.0.0.1', resolve))
    const { port } = blackHole.address() as { port: number }
    const database = await openDatabase(
      { databaseUrl: `postgres://headway@127.0.0.1:${port}/headway`, dataDir: '/nonexistent' },
      { limits: { connectMs: 300 } },
    )
    try {
      const failure = await database.db.execute(sql`select 1`).then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(databaseProblem(failure)).toBe('unavailable')

      const response = await signInOn(database, newRegistration().email)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ detail: ErrorDetail.databaseUnavailable })
      expect(response.headers['retry-after']).toBe('5')
    } finally {
      await database.close()
    }
  })
})
