/** How a pipeline run is tuned, and the rules that read those settings. */
import type { ProductArea } from '../../../api/schemas/themes'
import type { CallOptions } from '../provider'
import type { Classification } from '../types'
import type { SimilarityThresholds } from './thresholds'

export interface PipelineOptions extends CallOptions {
  /** A message counts as a feature request when classified so with at least this confidence. Default 0.5. */
  minConfidence?: number
  /** Overrides of the similarity thresholds (defaults depend on the kind of vectors). */
  thresholds?: Partial<SimilarityThresholds>
  /** A suggested theme needs at least this many features. Default 3. */
  minThemeSize?: number
  /** Mention texts per existing feature used for matching (the first ones given). Default 20. */
  maxMentionTexts?: number
  /** Unthemed features clustered at most (the first ones: existing in the given order, then new). Default 2,000. */
  maxClusterFeatures?: number
  /** The product areas a suggested theme may be named after: the company's. Default the starter set (api/product-areas.ts). */
  areas?: readonly ProductArea[]
}

/** What each provider call of the run carries: its abort signal, if any. */
export function callOptions(options: PipelineOptions): CallOptions {
  return options.signal ? { signal: options.signal } : {}
}

/** Whether a classification makes a message a feature request: so labelled, with at least the minimum confidence. */
export function asksForFeature(classification: Classification | null, options: PipelineOptions): boolean {
  return classification?.label === 'feature_request' && classification.confidence >= (options.minConfidence ?? 0.5)
}
