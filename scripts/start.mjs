/**
 * `npm start`: runs the server bundle (built JavaScript, scripts/build-server.ts) with plain node, in this process: no
 * TypeScript transpiler runs beside the server. Plain JavaScript itself, since it runs before anything is built.
 *
 * - The app (dist/) is built once if it was never built (`npm run build`, which builds the server bundle too); after
 *   changing the app, `npm run build` rebuilds it.
 * - The server bundle is built again (`npm run build:server`, about a second) when it is missing or older than any of
 *   its source files (the list the build wrote, inputs.json): a `git pull && npm start` never runs yesterday's server.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const staticDir = path.resolve(root, process.env.HEADWAY_STATIC_DIR ?? 'dist')
const bundleDir = path.join(root, 'build', 'server')

/** True when the bundle is missing, or one of its sources is missing or changed since its build began. */
function serverBundleStale() {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(path.join(bundleDir, 'inputs.json'), 'utf8'))
  } catch {
    return true
  }
  if (!existsSync(path.join(bundleDir, 'main.js')) || !existsSync(path.join(bundleDir, 'analysis-worker.js'))) return true
  return manifest.inputs.some((input) => {
    try {
      return statSync(path.join(root, input)).mtimeMs >= manifest.startedAt
    } catch {
      return true
    }
  })
}

function run(script, reason) {
  console.info(`${reason}: building it (npm run ${script})...`)
  const build = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The build failed; fix the errors above and run npm start again.')
    process.exit(build.status ?? 1)
  }
}

if (!existsSync(path.join(staticDir, 'index.html'))) run('build', `No built app in ${staticDir}`)
else if (serverBundleStale()) run('build:server', 'The server bundle is missing or older than its sources')

await import(pathToFileURL(path.join(bundleDir, 'main.js')).href)
