import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from '../config'
import { openDatabase, pgliteDataDir } from './client'

/*
 * An empty PGlite database with every migration applied, kept as a tarball. A new data directory starts from it
 * instead of running initdb and the migrations: about 1 s instead of 7 s on two cores, for every new data directory
 * after the first and for every test file's database. The file name carries the PGlite version and a hash of the migrations, so a template
 * that no longer matches is never loaded.
 */

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url))
// Inside the project, not the shared temp dir, where another local user could plant a file with this name.
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/headway', import.meta.url))

/** A template made by another PGlite version may not load: the version is part of its name. */
function pgliteVersion(): string {
  // The package does not export its package.json: find it above the resolved entry point.
  let directory = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (path.basename(directory) !== 'pglite' && path.dirname(directory) !== directory) directory = path.dirname(directory)
  return (JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as { version: string }).version
}

function pgliteTemplatePath(): string {
  const hash = createHash('sha256').update(pgliteVersion())
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)))
  }
  return path.join(cacheDir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`)
}

/** The template, made first if it does not exist yet. */
export async function ensurePgliteTemplate(): Promise<Blob> {
  const templatePath = pgliteTemplatePath()
  try {
    return new Blob([readFileSync(templatePath)])
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const fresh = await openDatabase({ databaseUrl: undefined, dataDir: cacheDir }, { inMemory: true })
  try {
    await fresh.migrate()
    const dump = await fresh.dumpDataDir?.()
    if (!dump) throw new Error('PGlite could not dump its data directory.')
    const bytes = Buffer.from(await dump.arrayBuffer())
    // Written aside and renamed, so a process starting at the same time never reads half a template.
    mkdirSync(cacheDir, { recursive: true })
    const partial = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, bytes)
    renameSync(partial, templatePath)
    return new Blob([bytes])
  } finally {
    await fresh.close()
  }
}

/**
 * What a server on PGlite starts its database from: when the data directory holds no database yet, the template (made
 * now if this is the first data directory since the migrations changed); otherwise nothing, and PGlite reopens it.
 */
export async function startingPointFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Blob | undefined> {
  if (config.databaseUrl !== undefined) return undefined
  if (existsSync(path.join(pgliteDataDir(config.dataDir), 'PG_VERSION'))) return undefined
  return ensurePgliteTemplate()
}
