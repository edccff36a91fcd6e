/**
 * The types every stage of the feedback pipeline and every provider share. Plain data: what a database layer stores
 * and reads back.
 */
import type { UrgencyCue } from '../../api/feature-scoring'
import type { TextVector } from './vectors'

export const FEEDBACK_LABELS = ['feature_request', 'bug', 'question', 'praise', 'other'] as const
export type FeedbackLabel = (typeof FEEDBACK_LABELS)[number]

export interface Classification {
  label: FeedbackLabel
  /** Probability of `label`, 0–1. */
  confidence: number
  /** Probability of every label (sums to 1). */
  scores: Record<FeedbackLabel, number>
}

export interface Extraction {
  /**
   * The feature's title when the provider names it while extracting (a model's, valid by title-rules.ts), e.g.
   * "Export dashboards to PDF"; '' when it leaves the title to newFeatureTitle (title.ts), which builds one only for a
   * feature that is shown (the local provider: its titles need the part-of-speech tagger).
   */
  title: string
  /** The sentence or clause of the message that asks; '' when the text asks for nothing. */
  request: string
  /** The clause that asks most and the sentence it is in, what a local title is built from (default: the request). */
  asking?: { clause: string; sentence: string }
}

export type { UrgencyCue }

export interface Urgency {
  /** 0 (none) to 1 (several strong cues). */
  score: number
  cues: UrgencyCue[]
}

/** A person who wrote feedback: names are used for redaction before text leaves the machine. */
export interface Author {
  id?: string
  name?: string
  email?: string
}

/** One piece of feedback as the sync jobs store it. */
export interface FeedbackItem {
  id: string
  text: string
  author?: Author
  companyId?: string
  /** ISO 8601 timestamp of the message. */
  createdAt?: string
  /** 'slack', 'email', 'csv', ... */
  source?: string
}

export interface ExistingFeature {
  id: string
  title: string
  description?: string
  /** Quotes of the feature's mentions (the evidence); the more, the better the matching. */
  mentionTexts?: readonly string[]
  themeId?: string | null
  /** Themes a person dismissed as suggestions for it: never suggested or placed there again. */
  dismissedThemeIds?: readonly string[]
  /** A cached embedding from the same provider (see PipelineResult.featureEmbeddings). */
  embedding?: readonly number[]
}

export interface ExistingTheme {
  id: string
  name: string
  description?: string
}

export type { TextVector }
