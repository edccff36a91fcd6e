/**
 * The company's own layer over the global models: the team's corrections (server/domain/features/corrections.ts), as
 * labelled examples, decide where the team has already decided, and later automatic passes follow them.
 *
 * - Requests: a message very close to one the team labelled (is / is not a feature request) gets the team's label: the
 *   nearest labelled example by cosine of the classifier's own features, when at least REQUEST_NEIGHBOUR similar.
 * - Features: a text the team put in a feature (linked, moved there, merged into it, its former title) is one of the
 *   feature's documents, so what reads like it joins that feature; a feature is refused for a request that is at
 *   least as close to a text the team took out of it (unlinked, unmerged) as to the feature itself (pipeline.ts).
 * - Themes: a feature is as close to a theme as to the closest feature the team put there, and a theme is refused for
 *   a feature at least as close to a feature the team took out of it (or whose suggestion they dismissed) as to the
 *   theme (pipeline.ts).
 *
 * Deterministic (no clock, no randomness: the same examples give the same decisions), and bounded: the database layer
 * gives at most MAX_EXAMPLES, the most recent; classifying a batch costs its messages' features times the examples'
 * sharing its top features at most (an inverted index), matching and placement one more document per example.
 */
import { loadClassifier } from './model-files'
import type { FeedbackClassifier } from './classify'
import { FEEDBACK_LABELS, type Classification, type FeedbackLabel } from './types'
import { hashString } from './text'
import { dotSparse, topBuckets, type SparseVector } from './vectors'

/** The most recent corrections of a company the layer reads. */
export const MAX_EXAMPLES = 2000
/**
 * The most recent theme placements of the team followed: their vectors take the sentence encoder (about a hundred
 * texts a second here), paid once per set of them on each worker thread, so at most about 2 s after a change.
 */
export const MAX_THEME_EXAMPLES = 200

/**
 * A message is given the label of the team's nearest example when their similarity (cosine of the classifier's
 * features: word and character n-grams, intent cues) is at least this. A prior, not tuned: no labelled set apart from
 * the measured one has errors to correct (on holdout-messages.jsonl, corrections simulated with 30 seeds gave 14
 * examples, none with a neighbour at 0.3; the training part has none). On the held-out customer messages the gain in
 * F1 falls from 0.071 at 0.3 to 0.041 at 0.5 and 0.008 at 0.6 (mean of 30 seeds), so a lower one would learn more.
 */
export const REQUEST_NEIGHBOUR = 0.5

export interface CompanyExamples {
  /** Messages the team said are (true) or are not (false) feature requests: the start of their normalised text. */
  requests: readonly { text: string; request: boolean }[]
  /** Texts the team put in a feature (same: true) or took out of it (false). */
  features: readonly { text: string; featureId: string; same: boolean }[]
  /** Features (title and description) the team put in a theme (same: true) or took out of it (false). */
  themes: readonly { text: string; themeId: string; same: boolean }[]
}

export const NO_EXAMPLES: CompanyExamples = { requests: [], features: [], themes: [] }

/** Sets of request examples kept made (one per company analysed lately, on each worker thread). */
const SETS_KEPT = 16
const recent = new Map<string, RequestExamples>()

/** Buckets of an example (and of a query) indexed: its highest-weighted features, its rarest words and n-grams. */
const INDEX_BUCKETS = 32
/** Examples sharing most of a query's top buckets compared by exact cosine. */
const MAX_CANDIDATES = 16

/**
 * The team's labels of messages, searchable by similarity: an inverted index over each example's top buckets finds
 * the candidates sharing most of the query's, compared by exact cosine (dot products of unit vectors).
 */
export class RequestExamples {
  private readonly labels: boolean[] = []
  private readonly vectors: SparseVector[] = []
  private readonly postings = new Map<number, number[]>()
  private readonly classifier: FeedbackClassifier

  constructor(examples: CompanyExamples['requests'], classifier: FeedbackClassifier = loadClassifier()) {
    this.classifier = classifier
    for (const example of examples) {
      const vector = unit(classifier.featuriser.vector(example.text))
      const index = this.labels.length
      this.labels.push(example.request)
      this.vectors.push(vector)
      for (const bucket of topBuckets(vector, INDEX_BUCKETS)) {
        const list = this.postings.get(bucket)
        if (list) list.push(index)
        else this.postings.set(bucket, [index])
      }
    }
  }

  /** The examples of this set, made once per thread and set (the pipeline gives the same set batch after batch). */
  static of(examples: CompanyExamples['requests']): RequestExamples {
    const texts = JSON.stringify(examples)
    const key = `${texts.length}:${hashString(texts, 1)}:${hashString(texts, 2)}`
    const known = recent.get(key)
    if (known) return known
    const made = new RequestExamples(examples)
    if (recent.size >= SETS_KEPT) recent.delete(recent.keys().next().value as string)
    recent.set(key, made)
    return made
  }

  /** The team's label of the closest example and its similarity; undefined when no example shares a top feature. */
  nearest(text: string): { request: boolean; similarity: number } | undefined {
    if (this.labels.length === 0) return undefined
    const query = unit(this.classifier.featuriser.vector(text))
    const overlap = new Uint8Array(this.labels.length)
    const touched: number[] = []
    for (const bucket of topBuckets(query, INDEX_BUCKETS)) {
      for (const example of this.postings.get(bucket) ?? []) {
        if (overlap[example] === 0) touched.push(example)
        overlap[example] = (overlap[example] as number) + 1
      }
    }
    // The candidates: those sharing the most top buckets, down to the overlap that would take more than MAX_CANDIDATES
    // (counted, not sorted); the latest examples first within the cap.
    const counts = new Uint32Array(INDEX_BUCKETS + 1)
    for (const example of touched) counts[overlap[example] as number] = (counts[overlap[example] as number] as number) + 1
    let least = INDEX_BUCKETS
    let taken = counts[least] as number
    while (least > 1 && taken + (counts[least - 1] as number) <= MAX_CANDIDATES) taken += counts[--least] as number
    const candidates = touched.filter((example) => (overlap[example] as number) >= least).sort((a, b) => b - a)
    // Ties go to the later example: the more recent judgement (examples come oldest first).
    let best: { example: number; similarity: number } | undefined
    for (const example of candidates.slice(0, MAX_CANDIDATES)) {
      const similarity = dotSparse(query, this.vectors[example] as SparseVector)
      if (!best || similarity > best.similarity || (similarity === best.similarity && example > best.example)) best = { example, similarity }
    }
    return best && { request: this.labels[best.example] as boolean, similarity: best.similarity }
  }

  /**
   * The classification the team's examples give the text: the model's when no example is close enough; otherwise a
   * feature request when the team said so (the confidence at least the similarity), or the model's best other label.
   * The model's own object when nothing changes.
   */
  follow(text: string, model: Classification, threshold = REQUEST_NEIGHBOUR): Classification {
    const nearest = this.nearest(text)
    if (!nearest || nearest.similarity < threshold) return model
    const isRequest = model.label === 'feature_request'
    if (!nearest.request) return isRequest ? notARequest(model) : model
    // A request the model doubted is one with at least the confidence of the team's example's similarity.
    const confidence = Math.max(model.scores.feature_request, Math.min(1, nearest.similarity))
    return isRequest && confidence === model.confidence ? model : { ...model, label: 'feature_request', confidence }
  }
}

/** The model's best label other than a feature request, its probability among those labels. */
function notARequest(model: Classification): Classification {
  const rest = 1 - model.scores.feature_request
  let label: FeedbackLabel = 'other'
  let best = -1
  for (const candidate of FEEDBACK_LABELS) {
    if (candidate === 'feature_request') continue
    if (model.scores[candidate] > best) {
      best = model.scores[candidate]
      label = candidate
    }
  }
  return { ...model, label, confidence: rest > 0 ? best / rest : 1 }
}

function unit(vector: SparseVector): SparseVector {
  let sum = 0
  for (const value of vector.values) sum += value * value
  if (sum === 0 || Math.abs(sum - 1) < 1e-9) return vector
  const scale = 1 / Math.sqrt(sum)
  return { indices: vector.indices, values: Float32Array.from(vector.values, (value) => value * scale) }
}
