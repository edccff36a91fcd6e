/**
 * Training of the local classifier from labelled texts (used by scripts/train-ai.ts and by the cross-validation in
 * scripts/eval-ai.ts). Deterministic: same examples in the same order, same model.
 */
import {
  ClassifierFeaturiser,
  DEFAULT_FEATURE_CONFIG,
  FeedbackClassifier,
  encodeIdf,
  decodeIdf,
  idfFromCounts,
  type ClassifierFeatureConfig,
  type SerialisedClassifier,
} from './classify'
import { calibrateTemperature, deserialiseLinear, margins, serialiseLinear, trainLinear, type LinearModel } from './linear'
import { seededRandom } from './text'
import { FEEDBACK_LABELS, type FeedbackLabel } from './types'
import type { SparseVector } from './vectors'

export interface TrainingExample {
  /** Normalised text. */
  text: string
  label: FeedbackLabel
  weight?: number
  /** Where it comes from (counted in the model file's `trainedOn`). */
  source: string
}

export interface ClassifierTrainingOptions {
  features?: ClassifierFeatureConfig
  c?: number
  seed?: number
  /** Fit the softmax temperature on k-fold held-out margins (k = 3); false keeps temperature 1 (faster). */
  calibrate?: boolean
}

export interface TrainedClassifier {
  classifier: FeedbackClassifier
  serialised: SerialisedClassifier
}

export function trainClassifier(examples: readonly TrainingExample[], options: ClassifierTrainingOptions = {}): TrainedClassifier {
  const features = options.features ?? DEFAULT_FEATURE_CONFIG
  const classes = FEEDBACK_LABELS.filter((label) => examples.some((example) => example.label === label))
  const featuriser = new ClassifierFeaturiser(features)
  // idf over the training texts, quantised as it will be stored
  const df = new Uint32Array(features.dim)
  for (const example of examples) for (const bucket of featuriser.buckets(example.text)) df[bucket] = (df[bucket] as number) + 1
  const stored = encodeIdf(idfFromCounts(df, examples.length))
  featuriser.setIdf(decodeIdf(stored.idf, stored.idfScale))
  const vectors = examples.map((example) => featuriser.vector(example.text))
  const labels = examples.map((example) => classes.indexOf(example.label))
  const sampleWeights = examples.map((example) => example.weight ?? 1)
  const train = (indices: number[]): LinearModel =>
    trainLinear(
      indices.map((i) => vectors[i] as SparseVector),
      indices.map((i) => labels[i] as number),
      classes,
      features.dim,
      { c: options.c ?? 1, sampleWeights: indices.map((i) => sampleWeights[i] as number), seed: options.seed ?? 7 },
    )

  let temperature = 1
  if (options.calibrate ?? true) {
    const random = seededRandom(options.seed ?? 7)
    const fold = examples.map(() => Math.floor(random() * 3))
    const heldOut: { scores: Float64Array; label: number }[] = []
    for (let k = 0; k < 3; k++) {
      const model = train(examples.map((_, i) => i).filter((i) => fold[i] !== k))
      examples.forEach((_, i) => {
        if (fold[i] === k) heldOut.push({ scores: margins(model, vectors[i] as SparseVector), label: labels[i] as number })
      })
    }
    temperature = calibrateTemperature(heldOut)
  }
  const model = { ...train(examples.map((_, i) => i)), temperature }
  const trainedOn: Record<string, number> = {}
  for (const example of examples) trainedOn[example.source] = (trainedOn[example.source] ?? 0) + 1
  const serialised: SerialisedClassifier = {
    format: 'headway-classifier/1',
    features,
    idf: stored.idf,
    idfScale: stored.idfScale,
    model: serialiseLinear(model),
    trainedOn,
  }
  // The classifier callers use is the stored one (int8 weights), so evaluation measures what ships.
  const classifier = new FeedbackClassifier(featuriser, deserialiseLinear(serialised.model))
  return { classifier, serialised }
}
