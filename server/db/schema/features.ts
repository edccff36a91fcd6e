/** Features (what many messages ask for), the feedback that mentions them, their history and comments. */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Competitor } from '../../../api/schemas/features'
import { users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { companyIdColumn } from './companies'
import { feedback, type FeedbackSource } from './feedback'
import { type DecidedBy, themes } from './themes'

/** A feature request: what many messages ask for, ranked by its score. */
export const features = pgTable(
  'features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fullDescription: text('full_description').notNull().default(''),
    status: text('status').notNull().default('backlog'),
    priority: text('priority').notNull().default('low'),
    /** 'person' once someone set the priority: rescoring then keeps it instead of deriving it from the score. */
    prioritySetBy: text('priority_set_by').$type<DecidedBy>(),
    /** 0-100 (api/feature-scoring.ts), recomputed whenever its mentions change; `scoreExplanation` says why. */
    score: doublePrecision('score').notNull().default(0),
    scoreExplanation: jsonb('score_explanation').$type<Record<string, unknown>>(),
    themeId: uuid('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    themePlacedBy: text('theme_placed_by').$type<DecidedBy>(),
    /** 0-1: the AI's confidence when it placed the feature in its theme (api/theme-placement.ts); null otherwise. */
    themeConfidence: doublePrecision('theme_confidence'),
    /** A theme the AI suggests without placing the feature there, with its confidence in `suggestedThemeConfidence`. */
    suggestedThemeId: uuid('suggested_theme_id').references((): AnyPgColumn => themes.id, { onDelete: 'set null' }),
    suggestedThemeConfidence: doublePrecision('suggested_theme_confidence'),
    /** Themes a person dismissed as suggestions for this feature: no later pass suggests or places it there. */
    dismissedThemeIds: jsonb('dismissed_theme_ids').$type<string[]>().notNull().default([]),
    /** 'ai' when the pipeline created it from a message, 'manual' when a person did. */
    source: text('source').notNull(),
    /** Set when merged into another feature: its mentions count there; unmerging clears it. */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => features.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** What competitors offer, as people recorded it. */
    competitors: jsonb('competitors').$type<Competitor[]>().notNull().default([]),
    /**
     * Its linked mentions (with those of the features merged into it), by source, and the source of the oldest:
     * kept by every rescore, so listing features needs no aggregation.
     */
    totalMentions: integer('total_mentions').notNull().default(0),
    slackMentions: integer('slack_mentions').notNull().default(0),
    emailMentions: integer('email_mentions').notNull().default(0),
    firstMentionSource: text('first_mention_source').$type<FeedbackSource>(),
    /** The release note of the feature, {release_note_url} in the messages telling its requesters; optional. */
    releaseNoteUrl: text('release_note_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('features_company_score_idx').on(table.companyId, table.score.desc()),
    // The feature list's order (score, then id) over the features not merged away.
    index('features_listed_rank_idx')
      .on(table.companyId, table.score.desc(), table.id)
      .where(sql`${table.mergedIntoId} is null`),
    check('features_status_check', sql`${table.status} in ('backlog', 'in-progress', 'review', 'completed')`),
    check('features_priority_check', sql`${table.priority} in ('high', 'medium', 'low')`),
    check('features_source_check', sql`${table.source} in ('ai', 'manual')`),
  ],
)

/** The feature a row belongs to: rows go with their feature. */
const featureIdColumn = () =>
  uuid('feature_id')
    .notNull()
    .references(() => features.id, { onDelete: 'cascade' })

/** A piece of feedback as evidence of a feature, with the quote that asks. */
export const mentions = pgTable(
  'mentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    featureId: featureIdColumn(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    quote: text('quote').notNull(),
    similarity: doublePrecision('similarity'),
    confidence: doublePrecision('confidence').notNull(),
    urgency: doublePrecision('urgency').notNull().default(0),
    urgencyCues: jsonb('urgency_cues').$type<string[]>().notNull().default([]),
    linkedBy: text('linked_by').$type<DecidedBy>().notNull(),
    /** Set when a person unlinks it: the row stays, so no later pass links the two again. */
    unlinkedAt: timestamp('unlinked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('mentions_feature_feedback_unique').on(table.featureId, table.feedbackId),
    index('mentions_company_feature_idx').on(table.companyId, table.featureId),
    // A piece of feedback's mentions: what was asked in a period, read from feedback_company_posted_at_idx.
    index('mentions_feedback_idx').on(table.feedbackId),
  ],
)

export const HISTORY_KINDS = ['status', 'assignee', 'priority', 'theme', 'merge'] as const

/**
 * What happened to a feature, oldest first (by id): `from`/`to` hold the readable values of the moment (a theme's or
 * person's name), so the history reads the same after renames. `actor_name` null means the pipeline did it.
 */
export const featureHistory = pgTable(
  'feature_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyIdColumn(),
    featureId: featureIdColumn(),
    kind: text('kind').$type<(typeof HISTORY_KINDS)[number]>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (table) => [index('feature_history_feature_idx').on(table.companyId, table.featureId)],
)

export const featureComments = pgTable(
  'feature_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    featureId: featureIdColumn(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The members the body @mentions, in workspace order. */
    mentionedUserIds: jsonb('mentioned_user_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('feature_comments_feature_idx').on(table.companyId, table.featureId, table.createdAt)],
)
