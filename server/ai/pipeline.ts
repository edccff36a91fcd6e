/**
 * The feedback pipeline: normalise → classify → extract → match → place in a theme, as one pure function that returns
 * decisions for a database layer to apply. No I/O of its own (a remote provider does network calls through the
 * provider interface), no clock, no randomness: the same items, existing state and provider give the same decisions.
 *
 * Decisions reference features as `{kind: 'existing', id}` or `{kind: 'new', key}`; a new feature's key is
 * `new:<id of the item that created it>`, a suggested theme's key is `suggested:<key or id of its first feature>`,
 * so applying the same decisions twice can be made idempotent.
 *
 * Scoring is separate (api/feature-scoring.ts): it needs every mention of a feature, which the database has.
 */
import { NO_EXAMPLES } from './company-layer'
import { classifyItems, followTeamLabels } from './pipeline/detect-requests'
import { extractRequests } from './pipeline/extract-requests'
import { matchRequests } from './pipeline/match-features'
import { batchNames } from './pipeline/names'
import { normaliseItems } from './pipeline/normalise-items'
import { asksForFeature, callOptions, type PipelineOptions } from './pipeline/options'
import { placeInThemes } from './pipeline/place-in-themes'
import type { ExistingState, ItemAnalysis, PipelineResult } from './pipeline/types'
import type { AiProvider } from './provider'
import type { FeedbackItem } from './types'

export { batchNames } from './pipeline/names'
export type { PipelineOptions } from './pipeline/options'
export {
  DENSE_THRESHOLDS,
  LOCAL_THRESHOLDS,
  placementConfidence,
  thresholdsFor,
  type SimilarityThresholds,
} from './pipeline/thresholds'
export type * from './pipeline/types'

/** Runs every stage over a batch: the items' own analysis (analyseItems), then matching and themes (decideFeatures). */
export async function analyseFeedback(
  items: readonly FeedbackItem[],
  existing: ExistingState,
  provider: AiProvider,
  options: PipelineOptions = {},
): Promise<PipelineResult> {
  const names = batchNames(items)
  return decideFeatures(await analyseItems(items, names, provider, options), names, existing, provider, options)
}

/**
 * Stages 1 to 3, which read each item alone: normalise, classify, extract the requests. An item's result does not
 * depend on the other items given with it, so items can be analysed one by one (each within a time budget,
 * server/ai/workers/pool.ts).
 */
export async function analyseItems(
  items: readonly FeedbackItem[],
  names: readonly string[],
  provider: AiProvider,
  options: PipelineOptions = {},
): Promise<ItemAnalysis[]> {
  const call = callOptions(options)
  const analyses = normaliseItems(items)
  await classifyItems(analyses, names, provider, call)
  await extractRequests(
    analyses.filter((analysis) => asksForFeature(analysis.classification, options)),
    names,
    provider,
    call,
  )
  return analyses
}

/**
 * Stages 4 and 5 over the batch's item analyses (from analyseItems), after the team's labels: match the requests to
 * features, place the features in themes.
 */
export async function decideFeatures(
  analyses: ItemAnalysis[],
  names: readonly string[],
  existing: ExistingState,
  provider: AiProvider,
  options: PipelineOptions = {},
): Promise<PipelineResult> {
  const call = callOptions(options)
  const examples = existing.examples ?? NO_EXAMPLES
  await followTeamLabels(analyses, examples.requests, names, provider, options)
  const { mentions, featuresToCreate, matches, featureEmbeddings } = await matchRequests(
    analyses,
    names,
    existing,
    examples.features,
    provider,
    options,
    call,
  )
  const { themePlacements, themeSuggestions, suggestedThemes } = await placeInThemes(
    existing,
    featuresToCreate,
    names,
    provider,
    options,
    call,
  )
  return {
    provider: provider.name,
    items: analyses,
    mentions,
    featuresToCreate,
    matches,
    themePlacements,
    themeSuggestions,
    suggestedThemes,
    featureEmbeddings,
  }
}
