// Piscina loads this file in each analysis worker thread. The tasks are TypeScript: tsx compiles them here, since a new
// thread inherits no TypeScript loader from the main thread in every runner (tsx's `npm start`, Vitest, benches).
import { tsImport } from 'tsx/esm/api'

const tasks = await tsImport('./tasks.ts', import.meta.url)

export const analyseItem = tasks.analyseItem
export const decide = tasks.decide
export const review = tasks.review
