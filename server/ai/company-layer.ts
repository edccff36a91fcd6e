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
 * sharing them (an inverted index), matching and placement one more document per example.
 */
import { loadClassifier } from './model-files'
import type { FeedbackClassifier } from './classify'
import { FEEDBACK_LABELS, type Classification, type FeedbackLabel } from './types'
import type { SparseVector } from './vectors'

/** The most recent corrections of a company the layer reads. */
export const MAX_EXAMPLES = 2000

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

/** The team's labels of messages, searchable by similarity. */
export class RequestExamples {
  private readonly labels: boolean[] = []
  /** bucket → [example, weight] pairs, so a query touches only the examples sharing its features. */
  private readonly postings = new Map<number, { example: number; weight: number }[]>()
  private readonly classifier: FeedbackClassifier

  constructor(examples: CompanyExamples['requests'], classifier: FeedbackClassifier = loadClassifier()) {
    this.classifier = classifier
    for (const example of examples) {
      const vector = unit(classifier.featuriser.vector(example.text))
      const index = this.labels.length
      this.labels.push(example.request)
      vector.indices.forEach((bucket, k) => {
        const list = this.postings.get(bucket)
        const posting = { example: index, weight: vector.values[k] as number }
        if (list) list.push(posting)
        else this.postings.set(bucket, [posting])
      })
    }
  }

  get size(): number {
    return this.labels.length
  }

  /** The team's label of the closest example and its similarity; undefined when no example shares a feature. */
  nearest(text: string): { request: boolean; similarity: number } | undefined {
    if (this.labels.length === 0) return undefined
    const query = unit(this.classifier.featuriser.vector(text))
    const scores = new Float64Array(this.labels.length)
    query.indices.forEach((bucket, k) => {
      const weight = query.values[k] as number
      for (const posting of this.postings.get(bucket) ?? []) scores[posting.example] = (scores[posting.example] as number) + weight * posting.weight
    })
    // Ties go to the later example: the more recent judgement (examples come oldest first).
    let best = -1
    for (let example = 0; example < scores.length; example++) {
      if ((scores[example] as number) > 0 && (best < 0 || (scores[example] as number) >= (scores[best] as number))) best = example
    }
    return best < 0 ? undefined : { request: this.labels[best] as boolean, similarity: scores[best] as number }
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
