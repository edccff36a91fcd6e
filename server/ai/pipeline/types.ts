/** What the pipeline is given and what it decides. */
import type { CompanyExamples } from '../company-layer'
import type { Classification, ExistingFeature, ExistingTheme, Extraction, Urgency } from '../types'

export type FeatureRef = { kind: 'existing'; id: string } | { kind: 'new'; key: string }

export interface ItemAnalysis {
  itemId: string
  /** The normalised text of the first ANALYSED_TEXT_MAX_CHARS characters ('' when nothing was left, e.g. only a quote). */
  text: string
  classification: Classification | null
  urgency: Urgency
  /** Present for feature requests; its title is the provider's or '' (a new feature's title is in featuresToCreate). */
  extraction: Extraction | null
  feature: FeatureRef | null
}

export interface MentionDecision {
  itemId: string
  feature: FeatureRef
  /** The request clause, the evidence quoted on the feature. */
  quote: string
  /** Similarity to the feature it joined; null for the item that created a new feature. */
  similarity: number | null
  confidence: number
  urgency: Urgency
}

export interface NewFeatureDecision {
  key: string
  title: string
  description: string
  /** Items whose requests are its mentions, the creating item first. */
  itemIds: string[]
}

export interface MatchDecision {
  itemId: string
  featureId: string
  similarity: number
}

export interface ThemePlacement {
  feature: FeatureRef
  themeId: string
  similarity: number
  /** placementConfidence of the similarity. */
  confidence: number
}

export interface SuggestedTheme {
  key: string
  name: string
  features: FeatureRef[]
  /** Mean pairwise similarity of its features. */
  cohesion: number
  /**
   * Set when the group is one of the company's product areas, which are the themes a company starts from: each
   * feature's confidence that it belongs to the area (placementConfidence of its affinity to the area's examples), in
   * the order of `features`. Such a group is the area's theme at once; a group named from its features (no
   * `areaConfidences`) waits as a suggested theme until the team accepts it.
   */
  areaConfidences?: number[]
}

export interface PipelineResult {
  provider: string
  items: ItemAnalysis[]
  mentions: MentionDecision[]
  featuresToCreate: NewFeatureDecision[]
  /** Mentions of existing features (a subset of `mentions`, for convenience). */
  matches: MatchDecision[]
  /** Confident placements (api/theme-placement.ts): the feature goes in the theme. */
  themePlacements: ThemePlacement[]
  /** Placements below the confidence rule: the theme is only suggested on the feature. */
  themeSuggestions: ThemePlacement[]
  suggestedThemes: SuggestedTheme[]
  /** Embeddings of new features, when the provider's are stable (cache them as ExistingFeature.embedding). */
  featureEmbeddings: { feature: FeatureRef; embedding: number[] }[]
}

export type ExistingState = {
  features: readonly ExistingFeature[]
  themes: readonly ExistingTheme[]
  /** The team's corrections, which later passes follow (company-layer.ts); none when absent. */
  examples?: CompanyExamples
}

/** An item analysis that asks for a feature: the request it makes is extracted. */
export type RequestAnalysis = ItemAnalysis & { extraction: Extraction }
