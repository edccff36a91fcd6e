/**
 * The local provider's text vectors for matching and clustering. Two blocks, each weighted by sublinear tf × idf and
 * L2-normalised, then summed and normalised again (so a dot product is a cosine):
 * - terms: words without stop words, Porter-stemmed, identifiers split (`DistributedFileSystem` → distribut, file,
 *   system), plus adjacent term pairs at half weight;
 * - characters: 3–5-grams inside words (robust to typos, inflections and compounds: "dark-mode", "darkmode").
 * Everything is hashed into buckets (no vocabulary).
 *
 * idf blends a background table shipped in models/embedding-idf.json (document frequencies of licensed public text and
 * Headway's own examples, by bucket) with the document frequencies of the collection at hand (`fit`: the existing
 * features and the batch being analysed), so words every workspace uses weigh little and a workspace's rare words
 * weigh more.
 */
import { requestTerms, TypoCorrector } from './request-terms'
import { tokenize } from './text'
import { BucketAccumulator, addCharNgrams, addTermList, addTerms, mergeSparse, sublinear, termBucket, type SparseVector } from './vectors'

export interface DocumentFrequencies {
  /** Documents counted. */
  documents: number
  /** Per bucket: the number of documents with a feature in it. */
  counts: Float32Array
}

export interface EmbedderOptions {
  /** Hash buckets (a power of two). */
  dim?: number
  /** Weight of adjacent term pairs relative to single terms. */
  pairWeight?: number
  /** Block weights. */
  termWeight?: number
  charWeight?: number
  /** Only the first maxChars characters of each field are read. */
  maxChars?: number
  /**
   * Texts are requests to match (request-terms.ts): terms without the ways of asking, synonyms made one, misspellings
   * corrected within the collection, and character n-grams of those terms only.
   */
  requests?: boolean
}

export interface WeightedField {
  text: string
  weight: number
}

interface RawCounts {
  terms: SparseVector
  chars: SparseVector
}

const identity = (count: number) => count

function weighBlock(counts: SparseVector, idf: (index: number) => number, scale: number): SparseVector {
  const values = new Float32Array(counts.values.length)
  let sum = 0
  for (let i = 0; i < values.length; i++) {
    const value = sublinear(counts.values[i] as number) * idf(counts.indices[i] as number)
    values[i] = value
    sum += value * value
  }
  const factor = sum > 0 ? scale / Math.sqrt(sum) : 0
  for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) * factor
  return { indices: counts.indices, values }
}

export const EMBED_DIM = 1 << 18
const DEFAULTS = { dim: EMBED_DIM, pairWeight: 0.5, termWeight: 1, charWeight: 1, maxChars: 1000, requests: false }
/** A term in at least this many background documents is a known word, never corrected (request-terms.ts). */
const KNOWN_WORD_DOCUMENTS = 3

export class LocalEmbedder {
  readonly options: Required<EmbedderOptions>
  private readonly terms: BucketAccumulator
  private readonly chars: BucketAccumulator
  private readonly background: DocumentFrequencies | undefined
  private collection: DocumentFrequencies | undefined
  private idfCache: Float32Array | undefined
  private corrector: TypoCorrector | undefined

  constructor(background?: DocumentFrequencies, options: EmbedderOptions = {}) {
    this.options = { ...DEFAULTS, ...options }
    this.terms = new BucketAccumulator(this.options.dim)
    this.chars = new BucketAccumulator(this.options.dim)
    if (background && background.counts.length !== this.options.dim) {
      throw new Error(`background document frequencies have ${background.counts.length} buckets, expected ${this.options.dim}`)
    }
    this.background = background
  }

  get dim(): number {
    return this.options.dim
  }

  /** Counts the document frequencies of `texts` (the collection) into the idf, replacing an earlier collection. */
  fit(texts: readonly string[]): this {
    this.fitCorrector(texts)
    this.countCollection(texts.map((text) => this.rawCounts([{ text, weight: 1 }])))
    return this
  }

  /** fit(texts) and the vector of every text, reading each text once. */
  fitTransform(texts: readonly string[]): SparseVector[] {
    this.fitCorrector(texts)
    const raw = texts.map((text) => this.rawCounts([{ text, weight: 1 }]))
    this.countCollection(raw)
    return raw.map((counts) => this.weigh(counts))
  }

  /** For requests: the spelling corrector of this collection, known words being those of the background text. */
  private fitCorrector(texts: readonly string[]): void {
    if (!this.options.requests) return
    const background = this.background
    const known = (term: string) => (background?.counts[termBucket(term, this.dim)] ?? 0) >= KNOWN_WORD_DOCUMENTS
    this.corrector = new TypoCorrector(
      texts.map((text) => requestTerms(this.leadingChars(text))),
      known,
    )
  }

  private leadingChars(text: string): string {
    return text.length > this.options.maxChars ? text.slice(0, this.options.maxChars) : text
  }

  private countCollection(raw: readonly RawCounts[]): void {
    const counts = new Float32Array(this.dim)
    for (const { terms, chars } of raw) {
      for (const index of terms.indices) counts[index] = (counts[index] as number) + 1
      for (const index of chars.indices) counts[index] = (counts[index] as number) + 1
    }
    this.collection = { documents: raw.length, counts }
    this.idfCache = undefined
  }

  /** The document frequencies counted by `fit`. */
  collectionFrequencies(): DocumentFrequencies | undefined {
    return this.collection
  }

  /** idf of every bucket: ln((1 + N) / (1 + df)) + 1 over background + collection. */
  idf(): Float32Array {
    const idf = this.lazyIdf()
    for (let i = 0; i < this.dim; i++) if (idf[i] === 0) idf[i] = this.computeIdf(i)
    return idf
  }

  /** The idf table, filled in on demand (0 = not computed yet; an idf is at least 1). */
  private lazyIdf(): Float32Array {
    this.idfCache ??= new Float32Array(this.dim)
    return this.idfCache
  }

  private computeIdf(index: number): number {
    const documents = (this.background?.documents ?? 0) + (this.collection?.documents ?? 0)
    const df = (this.background?.counts[index] ?? 0) + (this.collection?.counts[index] ?? 0)
    return Math.log((1 + documents) / (1 + df)) + 1
  }

  private idfAt(index: number): number {
    const idf = this.lazyIdf()
    let value = idf[index] as number
    if (value === 0) {
      value = this.computeIdf(index)
      idf[index] = value
    }
    return value
  }

  vector(text: string): SparseVector {
    return this.vectorOfFields([{ text, weight: 1 }])
  }

  /** One vector of several fields, each field's counts multiplied by its weight (e.g. a title counted twice). */
  vectorOfFields(fields: readonly WeightedField[]): SparseVector {
    return this.weigh(this.rawCounts(fields))
  }

  private rawCounts(fields: readonly WeightedField[]): RawCounts {
    this.count(fields)
    return { terms: this.terms.drain(identity, false), chars: this.chars.drain(identity, false) }
  }

  /** Sublinear tf × idf per block, each block normalised and scaled by its weight, merged and normalised. */
  private weigh(raw: RawCounts): SparseVector {
    const { termWeight, charWeight } = this.options
    const idf = (index: number) => this.idfAt(index)
    const merged = mergeSparse(weighBlock(raw.terms, idf, termWeight), weighBlock(raw.chars, idf, charWeight))
    let sum = 0
    for (const value of merged.values) sum += value * value
    if (sum > 0) {
      const scale = 1 / Math.sqrt(sum)
      for (let i = 0; i < merged.values.length; i++) merged.values[i] = (merged.values[i] as number) * scale
    }
    return merged
  }

  /** The idf of a (stemmed) term, for naming clusters by their most distinctive terms. */
  termIdf(term: string): number {
    return this.idfAt(termBucket(term, this.dim))
  }

  private count(fields: readonly WeightedField[]): void {
    const { pairWeight, termWeight, charWeight, requests } = this.options
    for (const field of fields) {
      if (field.weight <= 0 || !field.text) continue
      const text = this.leadingChars(field.text)
      if (requests) {
        const corrector = this.corrector
        const terms = requestTerms(text).map((term) => (corrector ? corrector.correct(term) : term))
        if (termWeight > 0) addTermList(terms, this.terms, pairWeight, field.weight)
        if (charWeight > 0) addCharNgrams(terms, this.chars, field.weight)
        continue
      }
      if (termWeight > 0) addTerms(text, this.terms, pairWeight, field.weight)
      if (charWeight > 0) addCharNgrams(tokenize(text), this.chars, field.weight)
    }
  }
}

/** Document frequencies by bucket of a corpus (for the shipped background table). */
export function documentFrequencies(texts: readonly string[], options: EmbedderOptions = {}): DocumentFrequencies {
  const embedder = new LocalEmbedder(undefined, options).fit(texts)
  return embedder.collectionFrequencies() ?? { documents: 0, counts: new Float32Array(embedder.dim) }
}

/** Background frequencies as stored in models/embedding-idf.json: counts as Uint16 (base64), capped at 65535. */
export interface SerialisedFrequencies {
  format: 'headway-document-frequencies/1'
  dim: number
  documents: number
  counts: string
}

export function serialiseFrequencies(frequencies: DocumentFrequencies): SerialisedFrequencies {
  const counts = Uint16Array.from(frequencies.counts, (count) => Math.min(65_535, Math.round(count)))
  return {
    format: 'headway-document-frequencies/1',
    dim: counts.length,
    documents: frequencies.documents,
    counts: Buffer.from(counts.buffer).toString('base64'),
  }
}

export function deserialiseFrequencies(data: SerialisedFrequencies): DocumentFrequencies {
  const bytes = Buffer.from(data.counts, 'base64')
  const counts = new Uint16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))
  return { documents: data.documents, counts: Float32Array.from(counts) }
}
