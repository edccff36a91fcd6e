/**
 * The local provider: offline, deterministic, no network and no downloaded weights. Classification by the shipped
 * linear model, extraction by rules, vectors by hashed tf-idf (see classify.ts, extract.ts, embed.ts).
 */
import type { FeedbackClassifier } from '../classify'
import { LocalEmbedder, type DocumentFrequencies, type EmbedderOptions } from '../embed'
import { extractRequest } from '../extract'
import { loadClassifier, loadEmbeddingBackground } from '../model-files'
import { nameClusters } from '../naming'
import type { AiInput, AiProvider } from '../provider'
import type { Classification, Extraction } from '../types'
import type { TextVector } from '../vectors'

export interface LocalProviderOptions {
  classifier?: FeedbackClassifier
  /** Background document frequencies for the embedder's idf; default the shipped table. */
  background?: DocumentFrequencies | null
  embedder?: EmbedderOptions
}

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

  private newEmbedder(): LocalEmbedder {
    const background = this.options.background === null ? undefined : (this.options.background ?? loadEmbeddingBackground())
    return new LocalEmbedder(background, this.options.embedder)
  }

  classifySync(inputs: readonly AiInput[]): Classification[] {
    const classifier = this.classifier
    return inputs.map((input) => classifier.classifyNormalised(input.text))
  }

  extractSync(inputs: readonly AiInput[]): Extraction[] {
    return inputs.map((input) => extractRequest(input.text))
  }

  embedSync(inputs: readonly AiInput[]): TextVector[] {
    return this.newEmbedder().fitTransform(inputs.map((input) => input.text))
  }

  nameClustersSync(clusters: readonly (readonly AiInput[])[]): string[] {
    const texts = clusters.map((cluster) => cluster.map((input) => input.text))
    return nameClusters(texts, 3, this.embedder(texts.flat())).map((cluster) => cluster.name)
  }

  async classify(inputs: readonly AiInput[]): Promise<Classification[]> {
    return this.classifySync(inputs)
  }

  async extract(inputs: readonly AiInput[]): Promise<Extraction[]> {
    return this.extractSync(inputs)
  }

  async embed(inputs: readonly AiInput[]): Promise<TextVector[]> {
    return this.embedSync(inputs)
  }

  async nameClusters(clusters: readonly (readonly AiInput[])[]): Promise<string[]> {
    return this.nameClustersSync(clusters)
  }
}
