import { randomBytes } from 'node:crypto'

export interface ScratchDatabase {
  url: string
  drop: () => Promise<void>
}

/** Creates `<prefix>_<random>` on the PostgreSQL server the URL points at; `drop` removes it again. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const { default: pg } = await import('pg')
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}
