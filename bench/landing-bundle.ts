import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')
const manifestPath = path.join(dist, '.vite', 'manifest.json')

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

export function buildIfMissing(): void {
  if (existsSync(manifestPath)) return
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('npm run build failed')
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length

/** The entry chunk, the lazy chunk of the landing as a visit's first page, and every chunk they import statically. */
export function landingInitialJs() {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const wanted = new Set<string>()
  const visit = (key: string) => {
    if (wanted.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`)
    wanted.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  visit('app/screens/StandaloneLanding.tsx')
  const files = [...wanted]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((name) => ({ name, gzipBytes: gzipSize(name) }))
  const allJs = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'))
  return {
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    allGzipBytes: allJs.reduce((sum, name) => sum + gzipSize(path.join('assets', name)), 0),
  }
}
