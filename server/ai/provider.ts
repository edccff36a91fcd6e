/**
 * The provider interface of the feedback pipeline. Two implementations: the local provider (default, offline, models
 * shipped in server/ai/models/) and the OpenAI-compatible provider (HEADWAY_AI_PROVIDER=openai). Every method takes a
 * batch and answers in the same order.
 */
import type { Classification, Extraction } from './types'
import type { TextVector } from './vectors'

export interface AiInput {
  /** Normalised text (see normalise.ts). */
  text: string
  /** Names of the people involved (the author...): a remote provider redacts them before sending. */
  names?: readonly (string | null | undefined)[]
  /**
   * A short form of the text that carries its meaning (a feature's title), for the local sentence encoder, whose
   * cost grows with length: it encodes this instead of the text when given.
   */
  gist?: string
}

export interface CallOptions {
  signal?: AbortSignal
}

export interface EmbedOptions extends CallOptions {
  /**
   * 'matching' (default): vectors to find the feature a request repeats, where shared wording counts most.
   * 'themes': vectors to group related features, where meaning counts more than wording. Only the local provider
   * tells them apart (hashed tf-idf, and tf-idf with a sentence encoder); an embedding endpoint gives one kind.
   */
  purpose?: 'matching' | 'themes'
}

export interface AiProvider {
  readonly name: string
  /**
   * true: embed() vectors can be stored and compared with vectors from later calls (a remote embedding model).
   * false: vectors are comparable only within one call (the local provider weighs terms by the call's texts), so
   * callers embed everything they compare in one call.
   */
  readonly stableEmbeddings: boolean
  classify(inputs: readonly AiInput[], options?: CallOptions): Promise<Classification[]>
  /** The request clause and a short title of each (feature request) text. */
  extract(inputs: readonly AiInput[], options?: CallOptions): Promise<Extraction[]>
  /** Vectors for matching and clustering; compare them with cosine() from vectors.ts. */
  embed(inputs: readonly AiInput[], options?: EmbedOptions): Promise<TextVector[]>
  /** A short name for each cluster of texts (feature titles of a suggested theme). */
  nameClusters(clusters: readonly (readonly AiInput[])[], options?: CallOptions): Promise<string[]>
}
