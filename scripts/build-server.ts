/**
 * `npm run build:server` (also the last step of `npm run build`): the server bundle `npm start` runs with plain node,
 * so no TypeScript transpiler runs in the server's process. esbuild bundles Headway's own TypeScript (server/, api/)
 * into build/server/: `main.js` (server/main.ts) and `analysis-worker.js` (the analysis worker threads' tasks,
 * server/ai/workers/tasks.ts). Every package stays external, loaded from node_modules by Node as it is: PGlite's
 * WebAssembly and data files, @node-rs/argon2's native binding, piscina, pg-boss and the sentence encoder's model
 * files each find their own files next to their own code, which a bundle would move.
 *
 * The files the server reads at run time (migrations, the AI models and data, package.json, the template cache) are
 * read where they are in the source tree: each module's `import.meta.url` is its source file's URL in the bundle too,
 * so `new URL('./migrations', import.meta.url)` means the same folder whether it runs from TypeScript or from the
 * bundle. `BUNDLE_URL` is the running bundle file's own URL (undefined when run from the sources).
 *
 * Each file is written aside and renamed, so processes starting together (tests, several `npm start`) never read half
 * a bundle; `inputs.json`, written last, lists the source files and when the build began, for scripts/start.mjs to tell
 * whether the bundle is older than its sources.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SERVER_BUNDLE_DIR = path.join(root, 'build', 'server')

/** Each module's `import.meta.url` stays its source file's URL, relative to the bundle so the checkout may move. */
const sourceUrls: Plugin = {
  name: 'source-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, ({ path: file }) => {
      const text = readFileSync(file, 'utf8')
      const relative = path.relative(SERVER_BUNDLE_DIR, file).split(path.sep).join('/')
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: 'ts',
      }
    })
  },
}

const started = performance.now()
const startedAt = Date.now()
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'server/main.ts', 'analysis-worker': 'server/ai/workers/tasks.ts' },
  outdir: SERVER_BUNDLE_DIR,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.20',
  // Readable stack traces: names and each module's source path stay in the bundle.
  minify: false,
  define: { BUNDLE_URL: 'import.meta.url' },
  plugins: [sourceUrls],
  metafile: true,
  write: false,
  logLevel: 'warning',
})
mkdirSync(SERVER_BUNDLE_DIR, { recursive: true })
for (const file of result.outputFiles) writeAtomically(file.path, file.contents)
const inputs = Object.keys(result.metafile.inputs).sort()
writeAtomically(path.join(SERVER_BUNDLE_DIR, 'inputs.json'), JSON.stringify({ startedAt, inputs }, null, 1))
console.info(`Server bundle built into build/server/ in ${(performance.now() - started).toFixed(0)} ms`)

function writeAtomically(file: string, contents: Uint8Array | string): void {
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, contents)
  renameSync(partial, file)
}
