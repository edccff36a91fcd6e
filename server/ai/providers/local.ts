/**
 * The local provider: offline and deterministic, no network at run time. Classification by the shipped linear model,
 * extraction by rules, vectors for matching by hashed tf-idf, vectors for themes by tf-idf with a pretrained sentence
 * encoder (see classify.ts, extract.ts, embed.ts, sentence-encoder.ts).
 */
import type { FeedbackClassifier } from '../classify'
import { LocalEmbedder, type DocumentFrequencies, type EmbedderOptions } from '../embed'
import { extractRequest } from '../extract'
import { loadClassifier, loadEmbeddingBackground } from '../model-files'
import { nameFromNounPhrases } from '../naming'
import type { AiInput, AiProvider, EmbedOptions, PlacementInput, PlacementOptions, RequestPreview, ThemeChoice, ThemeOption } from '../provider'
import { sentenceEncoder } from '../sentence-encoder'
import type { Classification, Extraction } from '../types'
import { withDenseBlock, type SparseVector, type TextVector } from '../vectors'

export interface LocalProviderOptions {
  classifier?: FeedbackClassifier
  /** Background document frequencies for the embedder's idf; default the shipped table. */
  background?: DocumentFrequencies | null
  embedder?: EmbedderOptions
}

/**
 * Share of the sentence encoder in the similarity of theme vectors, the rest being tf-idf. Chosen on a sample of
 * Banking77's train split (clustering NMI and ARI peak between 0.5 and 0.7); the test split is only measured.
 */
const THEME_ENCODER_WEIGHT = 0.6

export class LocalProvider implements AiProvider {
  readonly name = 'local'
  readonly stableEmbeddings = false
  private readonly options: LocalProviderOptions

  constructor(options: LocalProviderOptions = {}) {
    this.options = options
  }

  get classifier(): FeedbackClassifier {
    return this.options.classifier ?? loadClassifier()
  }

  /** An embedder whose idf counts `texts` as the collection. */
  embedder(texts: readonly string[]): LocalEmbedder {
    return this.newEmbedder().fit(texts)
  }

  private newEmbedder(overrides: EmbedderOptions = {}): LocalEmbedder {
    const background = this.options.background === null ? undefined : (this.options.background ?? loadEmbeddingBackground())
    return new LocalEmbedder(background, { ...overrides, ...this.options.embedder })
  }

  classifySync(inputs: readonly AiInput[]): Classification[] {
    const classifier = this.classifier
    return inputs.map((input) => classifier.classifyNormalised(input.text))
  }

  extractSync(inputs: readonly AiInput[]): Extraction[] {
    return inputs.map((input) => extractRequest(input.text))
  }

  /** Hashed tf-idf vectors of requests, as embed() gives for matching (request-terms.ts). */
  embedSync(inputs: readonly AiInput[]): SparseVector[] {
    return this.newEmbedder({ requests: true }).fitTransform(inputs.map((input) => input.text))
  }

  /** Each cluster (of feature titles) named after the noun phrase its titles share most. */
  nameClustersSync(clusters: readonly (readonly AiInput[])[]): string[] {
    return clusters.map((cluster) => nameFromNounPhrases(cluster.map((input) => input.text)))
  }

  async classify(inputs: readonly AiInput[]): Promise<Classification[]> {
    return this.classifySync(inputs)
  }

  async extract(inputs: readonly AiInput[]): Promise<Extraction[]> {
    return this.extractSync(inputs)
  }

  async embed(inputs: readonly AiInput[], options: EmbedOptions = {}): Promise<TextVector[]> {
    if (options.purpose !== 'themes') return this.embedSync(inputs)
    const embedder = this.newEmbedder()
    const vectors = embedder.fitTransform(inputs.map((input) => input.text))
    const sentences = await sentenceEncoder.encode(inputs.map((input) => input.gist ?? input.text))
    // tf-idf vectors are unit length and use buckets below embedder.dim: the encoder's block goes right after them.
    return vectors.map((vector, i) => withDenseBlock(vector, sentences[i] as Float32Array, embedder.dim, THEME_ENCODER_WEIGHT))
  }

  async nameClusters(clusters: readonly (readonly AiInput[])[]): Promise<string[]> {
    return this.nameClustersSync(clusters)
  }

  /** Each feature goes to the theme its vectors are closest to, of those not refused, at that similarity's confidence. */
  async placeInThemes(features: readonly PlacementInput[], themes: readonly ThemeOption[], options: PlacementOptions): Promise<(ThemeChoice | null)[]> {
    return features.map((feature, f) => {
      let best = -1
      let bestSimilarity = Number.NEGATIVE_INFINITY
      for (let t = 0; t < themes.length; t++) {
        if (feature.refused.has(t)) continue
        const similarity = options.similarity(f, t)
        if (similarity > bestSimilarity) {
          bestSimilarity = similarity
          best = t
        }
      }
      return best < 0 ? null : { theme: best, confidence: options.confidence(bestSimilarity) }
    })
  }

  /** Nothing leaves the machine. */
  previewRequests(): RequestPreview {
    return { texts: [], requests: [] }
  }
}
