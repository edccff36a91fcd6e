/** Exits 0 when the PostgreSQL server at the given URL answers a query. */
import { Client } from 'pg'

const url = process.argv[2]
if (!url) throw new Error('usage: postgres-ready.ts <postgres-url>')
const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 })
try {
  await client.connect()
  await client.query('select 1')
} catch (error) {
  console.error(`PostgreSQL at ${url} is not ready: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await client.end().catch(() => {})
}
