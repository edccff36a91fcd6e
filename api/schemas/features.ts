import { z } from 'zod'
import { Id, JSON_OBJECT_REQUIRED, Timestamp } from './common'
import { FEATURE_PAGE, pageOf, pageQuery, type PageQueryInput } from './paging'
import { text } from './text'

export const FEATURE_STATUSES = ['backlog', 'in-progress', 'review', 'completed'] as const
export const PRIORITIES = ['high', 'medium', 'low'] as const
/**
 * Where a feature came from: the source of its first mention ('api' for feedback another tool sent, 'csv' for a
 * row of an imported CSV file), or 'manual' when a person created it.
 */
export const FEATURE_SOURCES = ['slack', 'email', 'manual', 'api', 'csv'] as const
export const COMPETITOR_STATUSES = ['available', 'beta', 'enterprise', 'planned', 'not-available'] as const
export const HISTORY_KINDS = ['status', 'assignee', 'priority', 'theme', 'merge'] as const
/** Days of every trend, ending today (UTC). */
export const TREND_DAYS = 90

export const FeatureStatus = z.enum(FEATURE_STATUSES, {
  error: 'Status must be one of backlog, in-progress, review or completed.',
})
export type FeatureStatus = z.infer<typeof FeatureStatus>
export const Priority = z.enum(PRIORITIES, { error: 'Priority must be high, medium or low.' })
export type Priority = z.infer<typeof Priority>
export const FeatureSource = z.enum(FEATURE_SOURCES, { error: 'Source must be slack, email, manual, api or csv.' })
export type FeatureSource = z.infer<typeof FeatureSource>

/** A member of the workspace as other records show them (assignee, owner, comment author). */
export const PersonRef = z.object({ id: Id, first_name: z.string(), last_name: z.string() })
export type PersonRef = z.infer<typeof PersonRef>

export const Competitor = z.object({
  name: text("The competitor's name", 120).trim().min(1, 'Every competitor needs a name.'),
  status: z.enum(COMPETITOR_STATUSES, {
    error: 'Competitor status must be available, beta, enterprise, planned or not-available.',
  }),
  /** When they shipped it, free text (e.g. "2024-Q3"), or null. */
  since: text('The date a competitor shipped it', 60).trim().nullable().default(null),
  notes: text('The notes on a competitor', 2000).trim().default(''),
})
export type Competitor = z.output<typeof Competitor>

/** The tags of a feature or a theme. */
export const Tags = z
  .array(text('A tag', 50).trim().min(1, 'Tags cannot be empty.'), { error: 'Tags must be a list of words.' })
  .max(20, 'Give at most 20 tags.')

/** A theme the AI suggests for a feature without placing it there (its confidence is below CONFIDENT_PLACEMENT). */
export const ThemeSuggestion = z.object({ id: Id, name: z.string(), confidence: z.number().min(0).max(1) })
export type ThemeSuggestion = z.infer<typeof ThemeSuggestion>

/** Why a feature or theme is rising this week (api/rising.ts): the figures of the test and a sentence saying them. */
export const Rise = z.object({
  this_week: z.int().nonnegative(),
  /** The mentions a week its history leads to expect, to one decimal. */
  expected: z.number().nonnegative(),
  /** The chance of at least this week's count had nothing changed. */
  p_value: z.number().min(0).max(1),
  sentence: z.string(),
})
export type Rise = z.infer<typeof Rise>

export const FeatureSummary = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  theme_id: Id.nullable(),
  /** 0–1: how confident the AI was when it placed the feature in its theme; null when a person chose the theme or none. */
  theme_confidence: z.number().min(0).max(1).nullable(),
  /** The theme the AI suggests (not placed: a person accepts it by setting theme_id, or dismisses it); else null. */
  suggested_theme: ThemeSuggestion.nullable(),
  status: FeatureStatus,
  priority: Priority,
  /** 0–100: how often, how important and how urgent (score_explanation on the detail says why). */
  score: z.number(),
  /** Linked feature-request mentions, including those of features merged into this one. */
  total_mentions: z.int().nonnegative(),
  slack_mentions: z.int().nonnegative(),
  email_mentions: z.int().nonnegative(),
  assignee: PersonRef.nullable(),
  source: FeatureSource,
  created_at: Timestamp,
  updated_at: Timestamp,
  tags: z.array(z.string()),
  /** Set while its mentions of the last 7 days stand out against its own previous weeks; else null. */
  rising: Rise.nullable(),
})
export type FeatureSummary = z.infer<typeof FeatureSummary>

export const FeatureList = pageOf(FeatureSummary)
export type FeatureList = z.infer<typeof FeatureList>

export const DateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Dates must look like 2025-01-31 or 2025-01-31T09:00:00Z.',
})

/** Filters of GET /features; all optional, combined with AND. */
export const FeatureListQuery = z.object({
  /** A theme's id, or 'none' for features in no theme. */
  theme_id: z.union([z.literal('none'), Id], { error: "theme_id must be a theme's id or none." }).optional(),
  status: FeatureStatus.optional(),
  priority: Priority.optional(),
  /** slack or email: has a linked mention from that source; manual: created by a person. */
  source: FeatureSource.optional(),
  assignee_id: z.uuid({ error: "assignee_id must be a member's id." }).optional(),
  /** Text searched for in the title and description, case-insensitive. */
  q: text('The search text', 200).trim().optional(),
  /** Only features with a mention posted in [from, to]; a date alone means the whole day. */
  from: DateBound.optional(),
  to: DateBound.optional(),
  ...pageQuery(FEATURE_PAGE),
})
/** What a client passes: every filter as text, limit as a number. */
export type FeatureListQuery = PageQueryInput<typeof FeatureListQuery>

export const ScoreFactor = z.object({
  key: z.enum(['frequency', 'impact', 'urgency', 'recency']),
  /** 0–1. */
  value: z.number(),
  weight: z.number(),
  /** Points of the score this factor gives. */
  points: z.number(),
  sentence: z.string(),
})

export const ScoreExplanation = z.object({ summary: z.string(), factors: z.array(ScoreFactor) })
export type ScoreExplanation = z.infer<typeof ScoreExplanation>

/** A piece of feedback linked to the feature; `id` is the feedback's id (unlink it with it). */
export const FeedbackQuote = z.object({
  id: Id,
  author: z.string(),
  company: z.string().nullable(),
  message: z.string(),
  timestamp: Timestamp,
  source: z.enum(FEATURE_SOURCES),
  permalink: z.string().nullable(),
})
export type FeedbackQuote = z.infer<typeof FeedbackQuote>

export const HistoryEntry = z.object({
  kind: z.enum(HISTORY_KINDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The person's name, or 'AI' for the pipeline. */
  by: z.string(),
  at: Timestamp,
})
export type HistoryEntry = z.infer<typeof HistoryEntry>

export const FeatureRef = z.object({ id: Id, title: z.string() })

export const FeatureDetail = FeatureSummary.extend({
  full_description: z.string(),
  /** Why the score is what it is; null until the feature was first scored. */
  score_explanation: ScoreExplanation.nullable(),
  /** The newest linked feedback first (at most 20). */
  recent_feedback: z.array(FeedbackQuote),
  competitors: z.array(Competitor),
  /** Oldest first. */
  history: z.array(HistoryEntry),
  /** Features merged into this one (their mentions count here). */
  merged_from: z.array(FeatureRef),
  /** The feature this one was merged into, or null. A merged feature is not in the list. */
  merged_into: FeatureRef.nullable(),
})
export type FeatureDetail = z.infer<typeof FeatureDetail>

const Title = text('The title', 200, 'Enter a title for the feature.').trim().min(1, 'Enter a title for the feature.')
const Description = text('The description', 5000)
const FullDescription = text('The full description', 20000)
const AssigneeId = z.uuid({ error: "assignee_id must be a member's id or null." }).nullable()
const ThemeId = z.uuid({ error: "theme_id must be a theme's id or null." }).nullable()
const Competitors = z.array(Competitor, { error: 'Competitors must be a list.' }).max(50, 'Give at most 50 competitors.')

export const CreateFeatureRequest = z.object(
  {
    title: Title,
    description: Description.default(''),
    full_description: FullDescription.default(''),
    status: FeatureStatus.default('backlog'),
    /** Given: a person's decision the pipeline keeps. Left out: derived from the score. */
    priority: Priority.optional(),
    assignee_id: AssigneeId.default(null),
    theme_id: ThemeId.default(null),
    tags: Tags.default([]),
    competitors: Competitors.default([]),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type CreateFeatureRequest = z.input<typeof CreateFeatureRequest>

/** Only the fields given change. */
export const UpdateFeatureRequest = z.object(
  {
    title: Title.optional(),
    description: Description.optional(),
    full_description: FullDescription.optional(),
    status: FeatureStatus.optional(),
    priority: Priority.optional(),
    assignee_id: AssigneeId.optional(),
    theme_id: ThemeId.optional(),
    tags: Tags.optional(),
    competitors: Competitors.optional(),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type UpdateFeatureRequest = z.input<typeof UpdateFeatureRequest>

export const MergeFeatureRequest = z.object(
  { into_id: z.uuid({ error: 'Choose the feature to merge into (into_id).' }) },
  { error: JSON_OBJECT_REQUIRED },
)
export type MergeFeatureRequest = z.input<typeof MergeFeatureRequest>

export const LinkFeedbackRequest = z.object(
  { feedback_id: z.uuid({ error: 'Choose the feedback to link (feedback_id).' }) },
  { error: JSON_OBJECT_REQUIRED },
)
export type LinkFeedbackRequest = z.input<typeof LinkFeedbackRequest>

export const FeatureLinkParams = z.object({
  id: z.uuid({ error: 'Use the id of an existing item.' }),
  feedback_id: z.uuid({ error: 'Use the id of an existing item.' }),
})

/** DELETE /features/{id}/links/{feedback_id}?not_request=true also says the message asks for no feature. */
export const UnlinkFeedbackQuery = z.object({
  not_request: z
    .enum(['true', 'false'], { error: 'not_request must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
})
export type UnlinkFeedbackQuery = z.input<typeof UnlinkFeedbackQuery>

/** Mentions per day, oldest first: `counts[i]` is the day `days[i]`. */
export const Trend = z.object({ days: z.array(z.iso.date()), counts: z.array(z.int().nonnegative()) })
export type Trend = z.infer<typeof Trend>
