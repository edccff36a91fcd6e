/**
 * Sparse and dense vectors, and the hashing vectorisers of the local provider.
 *
 * The hashing trick maps every feature (a word, a word pair, a character n-gram) to a bucket by a 32-bit hash, so a
 * model is a plain array of numbers: it holds no vocabulary and cannot reproduce the text it was trained on.
 */
import { STOP_WORDS, fmix32, hashPair, hashString, stem } from './text'

/** A sparse vector with strictly increasing indices. */
export interface SparseVector {
  readonly indices: Int32Array
  readonly values: Float32Array
}

/** Either kind of text vector: sparse (local hashing) or dense (an embedding endpoint). */
export type TextVector = SparseVector | Float32Array

export const EMPTY_VECTOR: SparseVector = { indices: new Int32Array(0), values: new Float32Array(0) }

export function isSparse(vector: TextVector): vector is SparseVector {
  return !(vector instanceof Float32Array)
}

export function dotSparse(a: SparseVector, b: SparseVector): number {
  let i = 0
  let j = 0
  let sum = 0
  const ai = a.indices
  const bi = b.indices
  while (i < ai.length && j < bi.length) {
    const x = ai[i] as number
    const y = bi[j] as number
    if (x === y) {
      sum += (a.values[i] as number) * (b.values[j] as number)
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return sum
}

export function dotDense(a: Float32Array, b: Float32Array): number {
  let sum = 0
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) sum += (a[i] as number) * (b[i] as number)
  return sum
}

export function norm(vector: TextVector): number {
  const values = isSparse(vector) ? vector.values : vector
  let sum = 0
  for (let i = 0; i < values.length; i++) sum += (values[i] as number) ** 2
  return Math.sqrt(sum)
}

/** Dot product of two vectors of the same kind (the cosine when both have unit length; 0 when the kinds differ). */
export function dot(a: TextVector, b: TextVector): number {
  if (isSparse(a) && isSparse(b)) return dotSparse(a, b)
  if (!isSparse(a) && !isSparse(b)) return dotDense(a, b)
  return 0
}

/** Cosine similarity of two vectors of the same kind (0 when either is empty or the kinds differ). */
export function cosine(a: TextVector, b: TextVector): number {
  const na = norm(a)
  const nb = norm(b)
  if (na === 0 || nb === 0) return 0
  if (isSparse(a) && isSparse(b)) return dotSparse(a, b) / (na * nb)
  if (!isSparse(a) && !isSparse(b)) return dotDense(a, b) / (na * nb)
  return 0
}

export function normalised(vector: SparseVector): SparseVector
export function normalised(vector: Float32Array): Float32Array
export function normalised(vector: TextVector): TextVector
export function normalised(vector: TextVector): TextVector {
  const n = norm(vector)
  if (n === 0 || Math.abs(n - 1) < 1e-6) return vector
  if (isSparse(vector)) return { indices: vector.indices, values: vector.values.map((v) => v / n) }
  return vector.map((v) => v / n)
}

/** Sum of sparse vectors, each times its weight. */
export function addSparse(vectors: readonly SparseVector[], weights?: readonly number[]): SparseVector {
  const sums = new Map<number, number>()
  vectors.forEach((vector, k) => {
    const weight = weights?.[k] ?? 1
    for (let i = 0; i < vector.indices.length; i++) {
      const index = vector.indices[i] as number
      sums.set(index, (sums.get(index) ?? 0) + weight * (vector.values[i] as number))
    }
  })
  const indices = Int32Array.from([...sums.keys()].sort((x, y) => x - y))
  const values = Float32Array.from(indices, (index) => sums.get(index) ?? 0)
  return { indices, values }
}

/**
 * A unit sparse vector with a unit dense vector appended at `offset` (past every index of the sparse one), weighted
 * so that the dot product of two such vectors is (1 − denseWeight) × sparse cosine + denseWeight × dense cosine.
 */
export function withDenseBlock(sparse: SparseVector, dense: Float32Array, offset: number, denseWeight: number): SparseVector {
  const sparseScale = Math.sqrt(1 - denseWeight)
  const denseScale = Math.sqrt(denseWeight)
  const size = sparse.indices.length
  const indices = new Int32Array(size + dense.length)
  const values = new Float32Array(size + dense.length)
  indices.set(sparse.indices)
  for (let i = 0; i < size; i++) values[i] = (sparse.values[i] as number) * sparseScale
  for (let j = 0; j < dense.length; j++) {
    indices[size + j] = offset + j
    values[size + j] = (dense[j] as number) * denseScale
  }
  return { indices, values }
}

/** Mean of dense vectors. */
export function meanDense(vectors: readonly Float32Array[]): Float32Array {
  const dim = vectors[0]?.length ?? 0
  const mean = new Float32Array(dim)
  for (const vector of vectors) for (let i = 0; i < dim; i++) mean[i] = (mean[i] as number) + (vector[i] as number)
  for (let i = 0; i < dim; i++) mean[i] = (mean[i] as number) / Math.max(1, vectors.length)
  return mean
}

// ---------------------------------------------------------------------------------------------------------------
// Accumulating hashed counts without allocating per feature

/** A reusable sparse accumulator over `dim` buckets (dim a power of two). */
export class BucketAccumulator {
  readonly dim: number
  private readonly mask: number
  private readonly sums: Float64Array
  private readonly marked: Uint8Array
  private touched: Int32Array
  private count = 0

  constructor(dim: number) {
    if ((dim & (dim - 1)) !== 0) throw new Error(`dim must be a power of two (got ${dim})`)
    this.dim = dim
    this.mask = dim - 1
    this.sums = new Float64Array(dim)
    this.marked = new Uint8Array(dim)
    this.touched = new Int32Array(1024)
  }

  add(hash: number, weight = 1): void {
    const index = hash & this.mask
    if (this.marked[index] === 0) {
      this.marked[index] = 1
      if (this.count === this.touched.length) {
        const grown = new Int32Array(this.touched.length * 2)
        grown.set(this.touched)
        this.touched = grown
      }
      this.touched[this.count++] = index
    }
    this.sums[index] = (this.sums[index] as number) + weight
  }

  get size(): number {
    return this.count
  }

  /**
   * Empties the accumulator into a sparse vector: each bucket's count `c` becomes `transform(c, index)`; with
   * `normalise` the result has unit length (times `scale`).
   */
  drain(transform: (count: number, index: number) => number, normalise = true, scale = 1): SparseVector {
    const n = this.count
    const indices = this.touched.slice(0, n).sort()
    const values = new Float32Array(n)
    let sumSquares = 0
    for (let i = 0; i < n; i++) {
      const index = indices[i] as number
      const value = transform(this.sums[index] as number, index)
      values[i] = value
      sumSquares += value * value
      this.sums[index] = 0
      this.marked[index] = 0
    }
    this.count = 0
    const factor = normalise && sumSquares > 0 ? scale / Math.sqrt(sumSquares) : scale
    if (factor !== 1) for (let i = 0; i < n; i++) values[i] = (values[i] as number) * factor
    return { indices, values }
  }
}

/** Merges sparse vectors with disjoint or overlapping indices by summing (inputs sorted, output sorted). */
export function mergeSparse(a: SparseVector, b: SparseVector): SparseVector {
  const indices = new Int32Array(a.indices.length + b.indices.length)
  const values = new Float32Array(indices.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.indices.length || j < b.indices.length) {
    const x = i < a.indices.length ? (a.indices[i] as number) : Number.POSITIVE_INFINITY
    const y = j < b.indices.length ? (b.indices[j] as number) : Number.POSITIVE_INFINITY
    if (x === y) {
      indices[k] = x
      values[k++] = (a.values[i++] as number) + (b.values[j++] as number)
    } else if (x < y) {
      indices[k] = x
      values[k++] = a.values[i++] as number
    } else {
      indices[k] = y
      values[k++] = b.values[j++] as number
    }
  }
  return { indices: indices.slice(0, k), values: values.slice(0, k) }
}

// ---------------------------------------------------------------------------------------------------------------
// Feature extraction

const NS_WORD = 0x1001
const NS_BIGRAM = 0x1002
const NS_CHAR = 0x1003
const NS_TERM = 0x2001
const NS_TERM_PAIR = 0x2002

/** Character n-grams (n = 3..5) of each word padded with spaces (like scikit-learn's char_wb), into `sink`. */
export function addCharNgrams(tokens: readonly string[], sink: BucketAccumulator, weight = 1): void {
  for (const token of tokens) {
    const padded = ` ${token} `
    const length = padded.length
    for (let start = 0; start + 3 <= length; start++) {
      let h = (0x811c9dc5 ^ NS_CHAR) >>> 0
      for (let n = 1; n <= 5 && start + n <= length; n++) {
        h ^= padded.charCodeAt(start + n - 1)
        h = Math.imul(h, 0x01000193)
        if (n >= 3) sink.add(fmix32(h + n), weight)
      }
    }
  }
}

/** Word unigrams and bigrams of the stemmed tokens (stop words kept: "how do i" or "can you" carry intent). */
export function addWordNgrams(tokens: readonly string[], sink: BucketAccumulator, weight = 1, namespace = 0): void {
  const unigramSeed = NS_WORD + namespace * 16
  const bigramSeed = NS_BIGRAM + namespace * 16
  let previous = hashString('<s>', unigramSeed)
  for (const token of tokens) {
    const h = hashString(stem(token), unigramSeed)
    sink.add(h, weight)
    sink.add(hashPair(previous, h, bigramSeed), weight)
    previous = h
  }
  sink.add(hashPair(previous, hashString('</s>', unigramSeed), bigramSeed), weight)
}

/** Content terms of `text`: words without stop words, pure numbers or one-letter words, Porter-stemmed; an identifier
 * such as `DistributedFileSystem` or `max_retries` also yields its parts (distribut, file, system...). */
export function termsOf(text: string): string[] {
  const terms: string[] = []
  for (const match of text.matchAll(IDENTIFIER)) {
    const raw = match[0]
    const token = raw.toLowerCase().replace(/\u2019/g, "'")
    if (token.length >= 2 && !STOP_WORDS.has(token) && !/^\d+$/.test(token)) terms.push(stem(token))
    if (!/[a-z][A-Z]|[A-Z]{2}[a-z]|_/.test(raw)) continue
    // A run of capitals is tried from its first letter only (the lookbehind): from every letter it would be rescanned
    // to its end, quadratic in a long run. The matches are the same.
    const parts = raw.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/(?<![A-Z])([A-Z]+)([A-Z][a-z])/g, '$1 $2').split(/[\s_]+/)
    for (const part of parts) {
      const lower = part.toLowerCase()
      if (lower.length >= 2 && lower !== token && !STOP_WORDS.has(lower) && !/^\d+$/.test(lower)) terms.push(stem(lower))
    }
  }
  return terms
}

const IDENTIFIER = /[\p{L}\p{N}_]+(?:['\u2019]\p{L}+)?/gu

/** Content-term unigrams and adjacent pairs (see termsOf), for matching and clustering. */
export function addTerms(text: string, sink: BucketAccumulator, pairWeight = 0.5, weight = 1): string[] {
  const terms = termsOf(text)
  addTermList(terms, sink, pairWeight, weight)
  return terms
}

/** Unigrams and adjacent pairs of terms already made (see termsOf), into `sink`. */
export function addTermList(terms: readonly string[], sink: BucketAccumulator, pairWeight = 0.5, weight = 1): void {
  let previous = -1
  for (const term of terms) {
    const h = hashString(term, NS_TERM)
    sink.add(h, weight)
    if (previous >= 0 && pairWeight > 0) sink.add(hashPair(previous, h, NS_TERM_PAIR), pairWeight * weight)
    previous = h
  }
}

/** The bucket of a content term (to look up its weight in a term vector). */
export function termBucket(term: string, dim: number): number {
  return hashString(term, NS_TERM) & (dim - 1)
}

/** Sublinear term frequency, 1 + ln(tf) (0 stays 0). */
export function sublinear(count: number): number {
  return count > 0 ? 1 + Math.log(count) : 0
}

/** The buckets of the `count` largest weights (ties: lower bucket first), by a bounded selection. */
export function topBuckets(vector: SparseVector, count: number): number[] {
  const { indices, values } = vector
  if (indices.length <= count) return Array.from(indices)
  const chosen: number[] = [] // positions, kept sorted from best to worst
  const better = (a: number, b: number) =>
    (values[a] as number) > (values[b] as number) || ((values[a] as number) === (values[b] as number) && (indices[a] as number) < (indices[b] as number))
  for (let position = 0; position < indices.length; position++) {
    if (chosen.length === count && !better(position, chosen[count - 1] as number)) continue
    let at = chosen.length === count ? count - 1 : chosen.length
    if (chosen.length < count) chosen.push(position)
    while (at > 0 && better(position, chosen[at - 1] as number)) {
      chosen[at] = chosen[at - 1] as number
      at--
    }
    chosen[at] = position
  }
  return chosen.map((position) => indices[position] as number)
}
