/**
 * The tasks each analysis worker thread runs (loaded by Piscina, see pool.ts). They take plain data and answer plain
 * data: no database, no signals across the thread boundary. The provider is made once per thread from the settings in
 * workerData, and the local models are read here, once per thread, before the first task: an item's time budget never
 * pays for loading them.
 */
import type { MessagePort } from 'node:worker_threads'
import { workerData } from 'piscina'
import { isAiIntegrationError, type AiIntegrationErrorKind } from '../errors'
import { loadClassifier, loadEmbeddingBackground } from '../model-files'
import { analyseItems, decideFeatures, type ExistingState, type ItemAnalysis, type PipelineResult } from '../pipeline'
import type { ProductArea } from '../../../api/schemas/themes'
import type { AiProvider } from '../provider'
import { reviewThemes, type ReviewedTheme, type ThemeChangeProposal } from '../theme-review'
import type { FeedbackItem } from '../types'
import { createAiProvider as createDefaultProvider, type AiSettings } from '..'

/** What each thread is started with (Piscina's workerData). */
export interface AnalysisWorkerData {
  ai: AiSettings
  /** URL of a module whose `createAiProvider(settings)` makes each thread's provider (tests); default server/ai's. */
  providerModule?: string
}

/** An AiIntegrationError as plain data: the main thread makes the error again (the feedback then waits, unharmed). */
export interface ProviderFailure {
  kind: AiIntegrationErrorKind
  message: string
  status: number | undefined
  retryable: boolean
  attempts: number
}

export type ItemTaskResult =
  | { ok: true; analysis: ItemAnalysis }
  | { ok: false; reason: string }
  | { ok: false; provider: ProviderFailure }
export type DecideTaskResult = { ok: true; result: PipelineResult } | { ok: false; provider: ProviderFailure }
export type ReviewTaskResult = { ok: true; proposals: ThemeChangeProposal[] } | { ok: false; provider: ProviderFailure }

export interface ItemTask {
  item: FeedbackItem
  names: string[]
  /** Told as the task starts, so the item's time budget counts only its own work, never its wait in the queue. */
  started: MessagePort
}

export interface DecideTask {
  analyses: ItemAnalysis[]
  names: string[]
  existing: ExistingState
  /** The company's product areas (server/domain/themes/product-areas.ts areasToAnalyseBy). */
  areas: readonly ProductArea[]
}

const data = workerData as AnalysisWorkerData
type ProviderFactory = (settings: AiSettings) => AiProvider
const createAiProvider: ProviderFactory = data.providerModule
  ? ((await import(data.providerModule)) as { createAiProvider: ProviderFactory }).createAiProvider
  : createDefaultProvider
const provider = createAiProvider(data.ai)
if (data.ai.aiProvider === 'local') {
  loadClassifier()
  loadEmbeddingBackground()
}

/** One item's own analysis (normalise, classify, extract). An error of the item's own is its failure, with the reason. */
export async function analyseItem({ item, names, started }: ItemTask): Promise<ItemTaskResult> {
  started.postMessage('started')
  try {
    const [analysis] = await analyseItems([item], names, provider)
    return { ok: true, analysis: analysis as ItemAnalysis }
  } catch (error) {
    if (isAiIntegrationError(error)) return { ok: false, provider: plainFailure(error) }
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

/** Matching and themes over the batch's item analyses. */
export async function decide({ analyses, names, existing, areas }: DecideTask): Promise<DecideTaskResult> {
  try {
    return { ok: true, result: await decideFeatures(analyses, names, existing, provider, { areas }) }
  } catch (error) {
    if (isAiIntegrationError(error)) return { ok: false, provider: plainFailure(error) }
    throw error
  }
}

/** Rename and merge proposals for the company's themes (theme-review.ts). */
export async function review(themes: ReviewedTheme[]): Promise<ReviewTaskResult> {
  try {
    return { ok: true, proposals: await reviewThemes(themes, provider) }
  } catch (error) {
    if (isAiIntegrationError(error)) return { ok: false, provider: plainFailure(error) }
    throw error
  }
}

function plainFailure(error: {
  kind: AiIntegrationErrorKind
  message: string
  status: number | undefined
  retryable: boolean
  attempts: number
}): ProviderFailure {
  return {
    kind: error.kind,
    message: error.message,
    status: error.status,
    retryable: error.retryable,
    attempts: error.attempts,
  }
}
