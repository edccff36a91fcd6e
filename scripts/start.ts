/**
 * `npm start`: builds the app if it was never built, then runs the server that serves it and the API.
 */
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const staticDir = path.resolve(root, process.env.HEADWAY_STATIC_DIR ?? 'dist')

if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.info(`No built app in ${staticDir}: building it once (npm run build)...`)
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The build failed; fix the errors above and run npm start again.')
    process.exit(build.status ?? 1)
  }
}

await import('../server/main.ts')
