// Piscina loads this file in each analysis worker thread when the server runs from its TypeScript sources (Vitest, the
// CLI and benches through tsx): tsx compiles the tasks here, since a new thread inherits no TypeScript loader from the
// main thread in every runner. The server bundle `npm start` runs loads its own analysis-worker.js instead (pool.ts).
import { tsImport } from 'tsx/esm/api'

const tasks = await tsImport('./tasks.ts', import.meta.url)

export const analyseItem = tasks.analyseItem
export const decide = tasks.decide
export const review = tasks.review
