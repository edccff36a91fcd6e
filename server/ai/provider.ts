/**
 * The provider interface of the feedback pipeline. Two implementations: the local provider (default, offline, models
 * shipped in server/ai/models/) and the OpenAI-compatible provider (HEADWAY_AI_PROVIDER=openai). Every method takes a
 * batch and answers in the same order.
 */
import type { AiRequestPurpose } from '../../api/schemas/ai'
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

/** A theme a feature may be placed in. */
export interface ThemeOption {
  name: string
  description?: string | undefined
  /** Titles that show what belongs in it: its features' titles, and the examples of the product area it is. */
  examples: readonly string[]
}

/** A feature to place: its text (title and description) and the themes a person refused for it. */
export interface PlacementInput extends AiInput {
  /** Indices into the themes: never chosen for this feature (a person took it out of them or dismissed them). */
  refused: ReadonlySet<number>
}

export interface PlacementOptions extends CallOptions {
  /**
   * The similarity of feature f to theme t by the provider's theme vectors, and the confidence (0-1) a similarity is
   * worth (pipeline.ts placementConfidence): the pipeline has them from the vectors it clusters with, and the local
   * provider places by them.
   */
  similarity: (feature: number, theme: number) => number
  confidence: (similarity: number) => number
}

/** The theme a feature goes in (index into the themes) and the confidence of it; see api/theme-placement.ts. */
export interface ThemeChoice {
  theme: number
  confidence: number
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
  /** The theme each feature belongs in, or null when none does (the pipeline then groups it into a suggested theme). */
  placeInThemes(features: readonly PlacementInput[], themes: readonly ThemeOption[], options: PlacementOptions): Promise<(ThemeChoice | null)[]>
  /**
   * What the provider would send to analyse these texts (classification, extraction, embedding, placement among the
   * given themes, naming of a suggested theme) and where, without sending anything: redacted exactly as a call would
   * be. Empty for a provider that keeps everything on the machine.
   */
  previewRequests(inputs: readonly AiInput[], themes?: readonly ThemeOption[]): RequestPreview
}

/** What would leave the machine for some texts: nothing (no texts, no requests) for a provider that keeps them. */
export interface RequestPreview {
  /** Each input's text as it would be sent (redacted), in order. */
  texts: string[]
  requests: OutgoingRequest[]
}

/** A request as it would leave the machine (its credentials left out). */
export interface OutgoingRequest {
  purpose: AiRequestPurpose
  method: 'POST'
  url: string
  /** The JSON body, as sent. */
  body: Record<string, unknown>
}
