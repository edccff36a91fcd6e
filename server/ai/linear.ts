/**
 * A one-vs-rest linear classifier over sparse vectors: L2-regularised squared-hinge SVMs trained by dual coordinate
 * descent (Hsieh et al. 2008, the algorithm of LIBLINEAR and scikit-learn's LinearSVC), with a softmax over the margins
 * at a calibrated temperature to give confidences in [0, 1]. Deterministic: the visiting order comes from a seeded
 * generator.
 */
import { seededRandom, shuffled } from './text'
import type { SparseVector } from './vectors'

export interface LinearModel {
  readonly classes: readonly string[]
  readonly dim: number
  /** classes × dim, class-major. */
  readonly weights: Float32Array
  readonly bias: Float32Array
  /** Softmax temperature over the margins (confidence = softmax(margin / temperature)). */
  readonly temperature: number
}

export interface TrainOptions {
  /** Inverse regularisation strength (LIBLINEAR's C). */
  c?: number
  /** Weight of each example (multiplies C for it); default 1. */
  sampleWeights?: readonly number[]
  maxEpochs?: number
  tolerance?: number
  seed?: number
}

/** Trains one squared-hinge SVM per class; `labels[i]` is the index into `classes` of example i. */
export function trainLinear(
  examples: readonly SparseVector[],
  labels: readonly number[],
  classes: readonly string[],
  dim: number,
  options: TrainOptions = {},
): LinearModel {
  const c = options.c ?? 1
  const weights = new Float32Array(classes.length * dim)
  const bias = new Float32Array(classes.length)
  for (let k = 0; k < classes.length; k++) {
    const targets = labels.map((label) => (label === k ? 1 : -1))
    const { w, b } = trainBinary(examples, targets, dim, c, options)
    weights.set(w, k * dim)
    bias[k] = b
  }
  return { classes, dim, weights, bias, temperature: 1 }
}

function trainBinary(
  examples: readonly SparseVector[],
  targets: readonly number[],
  dim: number,
  c: number,
  options: TrainOptions,
): { w: Float32Array; b: number } {
  const n = examples.length
  const w = new Float64Array(dim)
  let b = 0
  const alpha = new Float64Array(n)
  const diag = new Float64Array(n)
  const qii = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const weight = options.sampleWeights?.[i] ?? 1
    diag[i] = 1 / (2 * c * weight)
    const x = examples[i] as SparseVector
    let sq = 1 // the bias feature
    for (let j = 0; j < x.values.length; j++) sq += (x.values[j] as number) ** 2
    qii[i] = sq + (diag[i] as number)
  }
  const random = seededRandom(options.seed ?? 7)
  const order = Array.from({ length: n }, (_, i) => i)
  const maxEpochs = options.maxEpochs ?? 60
  const tolerance = options.tolerance ?? 0.05
  for (let epoch = 0; epoch < maxEpochs; epoch++) {
    let maxPg = Number.NEGATIVE_INFINITY
    let minPg = Number.POSITIVE_INFINITY
    for (const i of shuffled(order, random)) {
      const x = examples[i] as SparseVector
      const y = targets[i] as number
      let margin = b
      for (let j = 0; j < x.indices.length; j++) margin += (w[x.indices[j] as number] as number) * (x.values[j] as number)
      const a = alpha[i] as number
      const g = y * margin - 1 + (diag[i] as number) * a
      const pg = a === 0 ? Math.min(g, 0) : g
      maxPg = Math.max(maxPg, pg)
      minPg = Math.min(minPg, pg)
      if (Math.abs(pg) < 1e-12) continue
      const next = Math.max(a - g / (qii[i] as number), 0)
      const delta = (next - a) * y
      alpha[i] = next
      for (let j = 0; j < x.indices.length; j++) {
        const index = x.indices[j] as number
        w[index] = (w[index] as number) + delta * (x.values[j] as number)
      }
      b += delta
    }
    if (maxPg - minPg < tolerance) break
  }
  return { w: Float32Array.from(w), b }
}

/** The margin of every class for `x`. */
export function margins(model: LinearModel, x: SparseVector): Float64Array {
  const scores = new Float64Array(model.classes.length)
  const { dim, weights } = model
  for (let k = 0; k < scores.length; k++) {
    let score = model.bias[k] as number
    const offset = k * dim
    for (let j = 0; j < x.indices.length; j++) score += (weights[offset + (x.indices[j] as number)] as number) * (x.values[j] as number)
    scores[k] = score
  }
  return scores
}

/** Softmax of `scores / temperature`, restricted to `allowed` class indices when given (others get 0). */
export function softmax(scores: Float64Array, temperature: number, allowed?: readonly number[]): Float64Array {
  const probabilities = new Float64Array(scores.length)
  const indices = allowed ?? Array.from(scores, (_, i) => i)
  let max = Number.NEGATIVE_INFINITY
  for (const i of indices) max = Math.max(max, (scores[i] as number) / temperature)
  let sum = 0
  for (const i of indices) {
    const value = Math.exp((scores[i] as number) / temperature - max)
    probabilities[i] = value
    sum += value
  }
  for (const i of indices) probabilities[i] = (probabilities[i] as number) / sum
  return probabilities
}

/** The temperature that minimises the negative log-likelihood of held-out margins (golden-section search on log T). */
export function calibrateTemperature(heldOut: readonly { scores: Float64Array; label: number }[]): number {
  const nll = (logT: number) => {
    const t = Math.exp(logT)
    let total = 0
    for (const { scores, label } of heldOut) total -= Math.log(Math.max(1e-12, softmax(scores, t)[label] as number))
    return total
  }
  let lo = Math.log(0.02)
  let hi = Math.log(5)
  const ratio = (Math.sqrt(5) - 1) / 2
  for (let step = 0; step < 40; step++) {
    const a = hi - ratio * (hi - lo)
    const b = lo + ratio * (hi - lo)
    if (nll(a) < nll(b)) hi = b
    else lo = a
  }
  return Math.exp((lo + hi) / 2)
}

// ---------------------------------------------------------------------------------------------------------------
// Serialisation: weights quantised to int8 per class (scale = max |w| / 127), base64.

export interface SerialisedLinearModel {
  classes: string[]
  dim: number
  temperature: number
  bias: number[]
  /** Per class: the scale that turns an int8 back into a weight. */
  scales: number[]
  /** Per class: dim int8 values, base64. */
  weights: string[]
}

export function serialiseLinear(model: LinearModel): SerialisedLinearModel {
  const scales: number[] = []
  const weights: string[] = []
  for (let k = 0; k < model.classes.length; k++) {
    const row = model.weights.subarray(k * model.dim, (k + 1) * model.dim)
    let max = 0
    for (let i = 0; i < row.length; i++) max = Math.max(max, Math.abs(row[i] as number))
    const scale = max > 0 ? max / 127 : 1
    const quantised = new Int8Array(model.dim)
    for (let i = 0; i < row.length; i++) quantised[i] = Math.round((row[i] as number) / scale)
    scales.push(round(scale, 9))
    weights.push(Buffer.from(quantised.buffer).toString('base64'))
  }
  return {
    classes: [...model.classes],
    dim: model.dim,
    temperature: round(model.temperature, 6),
    bias: Array.from(model.bias, (value) => round(value, 6)),
    scales,
    weights,
  }
}

export function deserialiseLinear(data: SerialisedLinearModel): LinearModel {
  const weights = new Float32Array(data.classes.length * data.dim)
  data.weights.forEach((encoded, k) => {
    const bytes = Buffer.from(encoded, 'base64')
    const quantised = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length)
    const scale = data.scales[k] ?? 1
    for (let i = 0; i < data.dim; i++) weights[k * data.dim + i] = (quantised[i] ?? 0) * scale
  })
  return {
    classes: data.classes,
    dim: data.dim,
    weights,
    bias: Float32Array.from(data.bias),
    temperature: data.temperature,
  }
}

/** Rounds to `digits` significant decimals (stable JSON). */
export function round(value: number, digits: number): number {
  return Number(value.toFixed(digits))
}
