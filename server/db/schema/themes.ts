import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { companyIdColumn } from './companies'

/** Who made a link, a merge or a theme placement: the pipeline ('ai'), or a person, whose decision no later pass changes. */
export type DecidedBy = 'ai' | 'person'

/**
 * Groups of features. People create themes ('active', 'planning', 'archived'); the pipeline suggests themes for clusters
 * of unthemed features ('suggested'), which people accept (they become 'active') or dismiss ('dismissed').
 */
export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('blue'),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('active'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').$type<DecidedBy>().notNull().default('person'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('themes_company_idx').on(table.companyId),
    check('themes_status_check', sql`${table.status} in ('active', 'planning', 'archived', 'suggested', 'dismissed')`),
  ],
)

/**
 * A change to the themes the AI proposes from the feedback (api/schemas/themes.ts ThemeChangeSuggestion): 'open' until
 * a person accepts or dismisses it. A dismissed one is kept so the same change (kind, themes, name) is not proposed
 * again.
 */
export const themeChangeSuggestions = pgTable(
  'theme_change_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    kind: text('kind').$type<'rename' | 'merge'>().notNull(),
    /** The themes it changes, in order (a merge keeps the first). */
    themeIds: jsonb('theme_ids').$type<string[]>().notNull(),
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'accepted' | 'dismissed'>().notNull().default('open'),
    /** The same change, written the same way each time: kind, the theme ids and the lower-cased name. */
    changeKey: text('change_key').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('theme_change_suggestions_key_idx').on(table.companyId, table.changeKey),
    check('theme_change_suggestions_kind_check', sql`${table.kind} in ('rename', 'merge')`),
    check('theme_change_suggestions_status_check', sql`${table.status} in ('open', 'accepted', 'dismissed')`),
  ],
)
