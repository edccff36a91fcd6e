import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { companyIdColumn } from './companies'
import { features } from './features'
import { feedback } from './feedback'
import { themes } from './themes'

export const CORRECTION_KINDS = ['request', 'not_request', 'same_feature', 'not_same_feature', 'theme', 'not_theme', 'title'] as const
export type CorrectionKind = (typeof CORRECTION_KINDS)[number]

/**
 * A person's correction of the AI, kept as a labelled example for the company's own layer of the pipeline
 * (server/ai/company-layer.ts, server/domain/features/corrections.ts): a message is (not) a request, a text does (not)
 * belong to a feature, a feature does (not) belong in a theme, a feature's title. `text` is the text the person judged,
 * as it was then (a message's start, or a feature's title and description); the target is the feature or theme, or the
 * new title (`label`). The latest judgement of the same subject and target replaces the earlier one (`key`).
 */
export const corrections = pgTable(
  'corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    kind: text('kind').$type<CorrectionKind>().notNull(),
    /** What is judged and about what, e.g. 'feature:<feedback id>:<feature id>': one row per judgement. */
    key: text('key').notNull(),
    text: text('text').notNull(),
    feedbackId: uuid('feedback_id').references(() => feedback.id, { onDelete: 'cascade' }),
    /** The feature judged (merged, moved to a theme, renamed). */
    featureId: uuid('feature_id').references(() => features.id, { onDelete: 'cascade' }),
    targetFeatureId: uuid('target_feature_id').references(() => features.id, { onDelete: 'cascade' }),
    targetThemeId: uuid('target_theme_id').references(() => themes.id, { onDelete: 'cascade' }),
    /** The new title of a rename. */
    label: text('label'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('corrections_key_idx').on(table.companyId, table.key),
    index('corrections_company_recent_idx').on(table.companyId, table.createdAt.desc()),
    check(
      'corrections_kind_check',
      sql`${table.kind} in ('request', 'not_request', 'same_feature', 'not_same_feature', 'theme', 'not_theme', 'title')`,
    ),
  ],
)
