import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../config'
import { openDatabase } from './client'
import { lockDataDir } from './data-dir-lock'

const made: string[] = []
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

async function dataDir(): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), 'headway-lock-'))
  made.push(parent)
  return path.join(parent, 'pglite')
}

describe('the data directory lock', () => {
  it('refuses a second holder with a sentence, and is free again once released', async () => {
    const dir = await dataDir()
    const release = await lockDataDir(dir)
    const second = lockDataDir(dir, { waitMs: 0 })
    await expect(second).rejects.toBeInstanceOf(ConfigError)
    await expect(second).rejects.toThrow(`The data directory ${dir} is in use by another Headway process.`)
    await release()
    const again = await lockDataDir(dir, { waitMs: 0 })
    await again()
  })
  it('keeps a second Headway off an embedded database in use (it waits out a crashed holder first), until it closes', async () => {
    const parent = path.dirname(await dataDir())
    const config = { databaseUrl: undefined, dataDir: parent }
    const first = await openDatabase(config)
    await expect(openDatabase(config)).rejects.toThrow(/is in use by another Headway process/)
    await first.close()
    const second = await openDatabase(config)
    await second.close()
  }, 60_000)
})
