/**
 * Stage 2: classify a message as feature_request, bug, question, praise or other, with a confidence.
 *
 * Local model: hashed word uni/bigrams (stemmed, stop words kept) and character 3–5-grams within words, each block
 * weighted by sublinear tf × idf and L2-normalised, into a one-vs-rest linear SVM (see linear.ts) whose margins a
 * calibrated softmax turns into probabilities. Trained by `npm run train` (scripts/train-ai.ts); the weights are in
 * models/classifier.json (see models/MODELS.md for the data and licences).
 */
import { normalise } from './normalise'
import { deserialiseLinear, margins, softmax, type LinearModel, type SerialisedLinearModel } from './linear'
import { FEEDBACK_LABELS, type Classification, type FeedbackLabel } from './types'
import { BucketAccumulator, addCharNgrams, addWordNgrams, mergeSparse, sublinear, type SparseVector } from './vectors'
import { requestScore } from './extract'
import { hashString, tokenize } from './text'

const NS_CUE = 0x3001
const QUESTION_START = /^(?:how|what|why|where|when|which|who|is there|is it|are there|can i|can we|could i|do i|do you|does|did|should|would it|any idea|anyone know)\b/i
const BUG_CUE = /\b(?:error|exception|crash(?:es|ed|ing)?|fail(?:s|ed|ing|ure)?|traceback|stack ?trace|expected (?:behaviou?r|result)|actual (?:behaviou?r|result)|steps to reproduce|repro|regression|broken|doesn'?t work|not working|stopped working|bug|wrong|incorrect|freez(?:e|es|ing)|hang(?:s|ing)?|segfault|undefined|null)\b/gi
const PRAISE_CUE = /\b(?:thanks?|thank you|love|loving|great|awesome|amazing|kudos|excellent|fantastic|impressed|well done|appreciate)\b/gi

/**
 * Intent cues that aggregate many phrasings into a few features, so they carry over to wordings the training data
 * never had: how strongly a sentence asks (requestScore of extract.ts), question form, bug and praise vocabulary.
 */
export function cueFeatures(text: string): string[] {
  const cues: string[] = []
  const head = text.slice(0, 600)
  const firstLine = head.split('\n', 1)[0] ?? ''
  let best = 0
  for (const sentence of head.split(/(?<=[.!?])\s+|\n/)) best = Math.max(best, requestScore(sentence))
  if (best > 0) cues.push('request>0')
  if (best >= 3) cues.push('request>=3')
  if (best >= 6) cues.push('request>=6')
  if (/\?\s*$/.test(firstLine)) cues.push('first-line-question')
  if (QUESTION_START.test(firstLine)) cues.push('question-start')
  const questions = (head.match(/\?/g) ?? []).length
  if (questions > 0) cues.push(questions > 2 ? 'questions>2' : 'questions>0')
  const bugs = (head.match(BUG_CUE) ?? []).length
  if (bugs > 0) cues.push(bugs > 2 ? 'bug>2' : 'bug>0')
  const praise = (head.match(PRAISE_CUE) ?? []).length
  if (praise > 0) cues.push(praise > 1 ? 'praise>1' : 'praise>0')
  if (cues.length === 0) cues.push('no-cue')
  return cues
}

export interface ClassifierFeatureConfig {
  /** Number of hash buckets (a power of two). */
  dim: number
  /** Only the first maxChars characters are read (long issue bodies add noise and time, not signal). */
  maxChars: number
  /** Weight of the character n-gram block relative to the word block. */
  charWeight: number
  /** Weight of a third block: the word n-grams of the first line (a subject, an issue title, a one-line message). */
  leadWeight: number
  /** Weight of a fourth block: intent cues aggregated over many phrasings (see cueFeatures). 0 = off. */
  cueWeight?: number
}

const LEAD_MAX_CHARS = 200

export const DEFAULT_FEATURE_CONFIG: ClassifierFeatureConfig = { dim: 1 << 18, maxChars: 2000, charWeight: 1, leadWeight: 1, cueWeight: 0.5 }

/** Turns (already normalised) text into the classifier's feature vector. `idf` is indexed by bucket. */
export class ClassifierFeaturiser {
  readonly config: ClassifierFeatureConfig
  private readonly words: BucketAccumulator
  private readonly chars: BucketAccumulator
  private readonly lead: BucketAccumulator
  private readonly cues: BucketAccumulator
  private idf: Float32Array | undefined

  constructor(config: ClassifierFeatureConfig = DEFAULT_FEATURE_CONFIG, idf?: Float32Array) {
    this.config = config
    this.words = new BucketAccumulator(config.dim)
    this.chars = new BucketAccumulator(config.dim)
    this.lead = new BucketAccumulator(config.dim)
    this.cues = new BucketAccumulator(config.dim)
    this.idf = idf
  }

  setIdf(idf: Float32Array | undefined): void {
    this.idf = idf
  }

  /** The buckets present in `text` (for document frequencies). */
  buckets(text: string): Int32Array {
    const vector = this.vector(text)
    return vector.indices
  }

  vector(text: string): SparseVector {
    const tokens = tokenize(text.length > this.config.maxChars ? text.slice(0, this.config.maxChars) : text)
    addWordNgrams(tokens, this.words)
    if (this.config.charWeight > 0) addCharNgrams(tokens, this.chars)
    const idf = this.idf
    const weight = idf ? (count: number, index: number) => sublinear(count) * (idf[index] as number) : sublinear
    let vector = this.words.drain(weight, true, 1)
    if (this.config.charWeight > 0) vector = mergeSparse(vector, this.chars.drain(weight, true, this.config.charWeight))
    if ((this.config.cueWeight ?? 0) > 0) {
      for (const cue of cueFeatures(text)) this.cues.add(hashString(cue, NS_CUE))
      vector = mergeSparse(vector, this.cues.drain((count) => sublinear(count), true, this.config.cueWeight))
    }
    if (this.config.leadWeight > 0) {
      const newline = text.indexOf('\n')
      const lead = (newline >= 0 ? text.slice(0, newline) : text).slice(0, LEAD_MAX_CHARS)
      addWordNgrams(tokenize(lead), this.lead, 1, 1)
      vector = mergeSparse(vector, this.lead.drain(weight, true, this.config.leadWeight))
    }
    return vector
  }
}

/** Smoothed idf per bucket from document frequencies: ln((1 + n) / (1 + df)) + 1. */
export function idfFromCounts(documentFrequency: Uint32Array, documents: number): Float32Array {
  return Float32Array.from(documentFrequency, (df) => Math.log((1 + documents) / (1 + df)) + 1)
}

export interface SerialisedClassifier {
  format: 'headway-classifier/1'
  features: ClassifierFeatureConfig
  /** idf per bucket, quantised: idf = byte / idfScale (base64 of Uint8Array). */
  idf: string
  idfScale: number
  model: SerialisedLinearModel
  trainedOn: Record<string, number>
}

export function encodeIdf(idf: Float32Array): { idf: string; idfScale: number } {
  let max = 0
  for (const value of idf) max = Math.max(max, value)
  const idfScale = max > 0 ? 255 / max : 1
  const bytes = Uint8Array.from(idf, (value) => Math.round(value * idfScale))
  return { idf: Buffer.from(bytes.buffer).toString('base64'), idfScale }
}

export function decodeIdf(encoded: string, scale: number): Float32Array {
  const bytes = Buffer.from(encoded, 'base64')
  return Float32Array.from(bytes, (byte) => byte / scale)
}

/** A trained classifier: featuriser + linear model. */
export class FeedbackClassifier {
  readonly featuriser: ClassifierFeaturiser
  readonly model: LinearModel
  private readonly labelIndex: number[]

  constructor(featuriser: ClassifierFeaturiser, model: LinearModel) {
    this.featuriser = featuriser
    this.model = model
    this.labelIndex = FEEDBACK_LABELS.map((label) => model.classes.indexOf(label))
  }

  static fromJson(data: SerialisedClassifier): FeedbackClassifier {
    const idf = decodeIdf(data.idf, data.idfScale)
    return new FeedbackClassifier(new ClassifierFeaturiser(data.features, idf), deserialiseLinear(data.model))
  }

  /** Classifies raw text (normalised first). */
  classify(text: string): Classification {
    return this.classifyNormalised(normalise(text))
  }

  classifyNormalised(text: string, allowed?: readonly FeedbackLabel[]): Classification {
    const scores = margins(this.model, this.featuriser.vector(text))
    const allowedIndices = allowed?.map((label) => this.model.classes.indexOf(label)).filter((i) => i >= 0)
    const probabilities = softmax(scores, this.model.temperature, allowedIndices)
    const byLabel = {} as Record<FeedbackLabel, number>
    let best: FeedbackLabel = 'other'
    let bestP = -1
    FEEDBACK_LABELS.forEach((label, i) => {
      const index = this.labelIndex[i] as number
      const p = index >= 0 ? (probabilities[index] as number) : 0
      byLabel[label] = p
      if (p > bestP) {
        bestP = p
        best = label
      }
    })
    return { label: best, confidence: bestP, scores: byLabel }
  }
}
