/**
 * The feedback pipeline's CPU-bound work (normalise, classify, extract, vectors, matching, themes) runs on a pool of
 * worker threads, so a message written to be slow never holds up the server's own thread (requests, health checks,
 * the job queue). The pool is Piscina: maintained (by Node.js collaborators), it replaces a thread that dies or whose
 * task is cancelled, cancels tasks by AbortSignal (terminating the thread, the only way to stop a busy loop), and runs
 * named task functions of one file.
 *
 * Each item gets its own task and time budget, counted from the moment a thread starts it (never its wait in the
 * queue, nor a new thread's start): an item still running when its budget ends is stopped and answered as a failure,
 * and so is one whose own analysis throws or whose thread dies under it. A failure of the AI provider itself
 * (AiIntegrationError: the endpoint is down...) is nobody's item's: it rejects, and the batch waits for the job's next
 * attempt. Database work stays with the caller: tasks take and give plain data.
 */
import { MessageChannel } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { AiSettings } from '..'
import { AiIntegrationError } from '../errors'
import type { ExistingState, ItemAnalysis, PipelineResult } from '../pipeline'
import type { FeedbackItem } from '../types'
import type { ProductArea } from '../../../api/schemas/themes'
import type { ReviewedTheme, ThemeChangeProposal } from '../theme-review'
import type {
  AnalysisWorkerData,
  DecideTask,
  DecideTaskResult,
  ItemTask,
  ItemTaskResult,
  ProviderFailure,
  ReviewTaskResult,
} from './tasks'

/** How long one item's own analysis may take on a worker thread before it is stopped and set aside. */
export const ITEM_BUDGET_MS = 5_000

export interface AnalysisWorkerOptions {
  /** Worker threads (HEADWAY_ANALYSIS_THREADS); also how many items are analysed at once. */
  threads: number
  ai: AiSettings
  /** Default ITEM_BUDGET_MS. */
  itemBudgetMs?: number
  /** Default server/ai/index.ts. Tests give a provider of their own making (e.g. one that fails on given texts). */
  providerModule?: URL
  /** Where a thread's own error goes (one that fails to start...); its tasks fail and are tried again later. */
  logger?: { error(object: object, message: string): void }
}

/** A failure's `reason` is a sentence when over budget, else the error's own message (analysis-failures.ts words it). */
export type ItemOutcome =
  | { itemId: string; ok: true; analysis: ItemAnalysis }
  | { itemId: string; ok: false; reason: string; overBudget: boolean }

export interface AnalysisWorkers {
  /**
   * Each item's own analysis on the pool, at most `threads` at a time, each within the item budget; answers in the
   * items' order. Rejects on a provider failure, a thread that cannot start, or when `signal` aborts.
   */
  analyseItems(items: readonly FeedbackItem[], names: readonly string[], signal?: AbortSignal): Promise<ItemOutcome[]>
  /** Matching and themes over the batch's analysed items (themes grouped and named by the company's `areas`), on the pool. */
  decide(
    analyses: ItemAnalysis[],
    names: readonly string[],
    existing: ExistingState,
    areas: readonly ProductArea[],
    signal?: AbortSignal,
  ): Promise<PipelineResult>
  /** Rename and merge proposals for a company's themes (theme-review.ts), on the pool. */
  reviewThemes(themes: ReviewedTheme[], signal?: AbortSignal): Promise<ThemeChangeProposal[]>
  /** Stops the threads (running tasks are cancelled). */
  close(): Promise<void>
}

/** The running server bundle's own URL (scripts/build-server.ts defines it); undefined when run from the sources. */
declare const BUNDLE_URL: string | undefined

/**
 * The file each thread loads: in the server bundle, the tasks bundled beside it (analysis-worker.js); from the sources
 * (tsx, Vitest), tasks-entry.mjs, which compiles the TypeScript in the thread.
 */
const TASKS_FILE =
  typeof BUNDLE_URL === 'string'
    ? new URL('./analysis-worker.js', BUNDLE_URL).href
    : new URL('./tasks-entry.mjs', import.meta.url).href

/**
 * How long a thread with no task stays. Each holds the local models (about 100 MB with the sentence encoder), so a
 * process at rest has no thread; a new one loads the models again before its first task (never in an item's budget).
 */
export const IDLE_THREAD_MS = 30_000

/** The pool; its threads start with the first task (a process that never analyses never starts them). */
export function createAnalysisWorkers(options: AnalysisWorkerOptions): AnalysisWorkers {
  const { threads, ai, itemBudgetMs = ITEM_BUDGET_MS, providerModule, logger } = options
  let pool: Piscina | undefined
  const started = (): Piscina => {
    if (pool) return pool
    const workerData: AnalysisWorkerData = { ai, ...(providerModule && { providerModule: providerModule.href }) }
    pool = new Piscina({ filename: TASKS_FILE, minThreads: 0, maxThreads: threads, idleTimeout: IDLE_THREAD_MS, workerData })
    // Unhandled, a thread's error would end the process.
    pool.on('error', (error: unknown) => logger?.error({ err: error }, 'An analysis worker thread failed'))
    return pool
  }

  async function analyseOne(item: FeedbackItem, names: string[], signal: AbortSignal | undefined): Promise<ItemOutcome> {
    const budget = new AbortController()
    const { port1, port2 } = new MessageChannel()
    let running = false
    let timer: NodeJS.Timeout | undefined
    port1.once('message', () => {
      running = true
      timer = setTimeout(() => budget.abort(), itemBudgetMs)
    })
    const failed = (reason: string, overBudget = false): ItemOutcome => ({ itemId: item.id, ok: false, reason, overBudget })
    try {
      const task: ItemTask = { item, names, started: port2 }
      const result = (await started().run(task, {
        name: 'analyseItem',
        transferList: [port2],
        signal: signal ? AbortSignal.any([signal, budget.signal]) : budget.signal,
      })) as ItemTaskResult
      if (result.ok) return { itemId: item.id, ok: true, analysis: result.analysis }
      if ('provider' in result) throw providerError(result.provider)
      return failed(result.reason)
    } catch (error) {
      if (signal?.aborted) throw interrupted(signal)
      if (budget.signal.aborted) return failed(`Its analysis took longer than ${seconds(itemBudgetMs)}.`, true)
      // A thread that died while analysing the item (out of memory...) died of the item; one that never started it
      // (it could not load) says nothing about the item.
      if (error instanceof AiIntegrationError || !running) throw error
      return failed(error instanceof Error ? error.message : String(error))
    } finally {
      clearTimeout(timer)
      port1.close()
    }
  }

  /** A batch-wide task (no item budget): a provider failure or an abort rejects it. */
  async function runTask<Result>(task: unknown, name: string, signal: AbortSignal | undefined): Promise<Result> {
    try {
      return (await started().run(task, { name, ...(signal && { signal }) })) as Result
    } catch (error) {
      if (signal?.aborted) throw interrupted(signal)
      throw error
    }
  }

  return {
    async analyseItems(items, names, signal) {
      const outcomes = new Array<ItemOutcome>(items.length)
      let next = 0
      const lane = async () => {
        while (next < items.length) {
          const index = next++
          outcomes[index] = await analyseOne(items[index] as FeedbackItem, [...names], signal)
        }
      }
      await Promise.all(Array.from({ length: Math.min(threads, items.length) }, lane))
      return outcomes
    },
    async decide(analyses, names, existing, areas, signal) {
      const task: DecideTask = { analyses, names: [...names], existing, areas }
      const result = await runTask<DecideTaskResult>(task, 'decide', signal)
      if (!result.ok) throw providerError(result.provider)
      return result.result
    },
    async reviewThemes(themes, signal) {
      const result = await runTask<ReviewTaskResult>(themes, 'review', signal)
      if (!result.ok) throw providerError(result.provider)
      return result.proposals
    },
    async close() {
      await pool?.destroy()
      pool = undefined
    },
  }
}

function providerError(failure: ProviderFailure): AiIntegrationError {
  return new AiIntegrationError(failure.kind, failure.message, {
    ...(failure.status !== undefined && { status: failure.status }),
    retryable: failure.retryable,
    attempts: failure.attempts,
  })
}

function interrupted(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error(`Analysis interrupted (${String(signal.reason)}).`)
}

function seconds(ms: number): string {
  return ms === 1000 ? '1 second' : `${ms / 1000} seconds`
}
