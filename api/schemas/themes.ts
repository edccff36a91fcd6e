import { z } from 'zod'
import { Id, JSON_OBJECT_REQUIRED, Timestamp } from './common'
import { PersonRef, Priority, Tags } from './features'
import { pageOf, pageQueryOf, THEME_PAGE, type PageQueryInput } from './paging'
import { text } from './text'

/** suggested: proposed by the pipeline for a cluster of unthemed features, until accepted or dismissed. */
export const THEME_STATUSES = ['active', 'planning', 'archived', 'suggested'] as const
/** The statuses a person sets; 'suggested' only comes from the pipeline. */
export const EDITABLE_THEME_STATUSES = ['active', 'planning', 'archived'] as const

export const Theme = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  priority: Priority,
  status: z.enum(THEME_STATUSES),
  tags: z.array(z.string()),
  /** Computed from its features (merged features count in the feature they were merged into). */
  feature_count: z.int().nonnegative(),
  total_mentions: z.int().nonnegative(),
  slack_mentions: z.int().nonnegative(),
  email_mentions: z.int().nonnegative(),
  /** Names of the competitors recorded on its features, alphabetically. */
  competitors: z.array(z.string()),
  /** Share of its features completed, 0–100. */
  progress: z.int().min(0).max(100),
  owner: PersonRef.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Theme = z.infer<typeof Theme>

/** By name (case-insensitive), then id. */
export const ThemeList = pageOf(Theme)
export type ThemeList = z.infer<typeof ThemeList>
export const ThemeListQuery = pageQueryOf(THEME_PAGE)
export type ThemeListQuery = PageQueryInput<typeof ThemeListQuery>

const Name = text('The name', 120, 'Enter a name for the theme.').trim().min(1, 'Enter a name for the theme.')
const Description = text('The description', 5000).trim()
const Color = text('The colour', 40).trim().min(1, 'Choose a colour.')
const Status = z.enum(EDITABLE_THEME_STATUSES, { error: 'Status must be active, planning or archived.' })
const OwnerId = z.uuid({ error: "owner_id must be a member's id or null." }).nullable()

export const CreateThemeRequest = z.object(
  {
    name: Name,
    description: Description.default(''),
    color: Color.default('blue'),
    priority: Priority.default('medium'),
    status: Status.default('active'),
    tags: Tags.default([]),
    /** Left out: the person creating it. */
    owner_id: OwnerId.optional(),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type CreateThemeRequest = z.input<typeof CreateThemeRequest>

/** Only the fields given change; the counts stay computed. */
export const UpdateThemeRequest = z.object(
  {
    name: Name.optional(),
    description: Description.optional(),
    color: Color.optional(),
    priority: Priority.optional(),
    status: Status.optional(),
    tags: Tags.optional(),
    owner_id: OwnerId.optional(),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type UpdateThemeRequest = z.input<typeof UpdateThemeRequest>

/** Accepting a suggested theme may rename it. */
export const AcceptThemeRequest = z.object({ name: Name.optional() }, { error: JSON_OBJECT_REQUIRED })
export type AcceptThemeRequest = z.input<typeof AcceptThemeRequest>

/** A common product area a company's themes start from: its name, and typical feature titles that describe it. */
export const ProductArea = z.object({
  name: Name,
  /** Left out or empty: the name alone describes the area. */
  examples: z.array(text('An example', 120).trim().min(1, 'Examples cannot be empty.')).max(20, 'Give at most 20 examples.').default([]),
})
export type ProductArea = z.output<typeof ProductArea>

/** At most this many product areas per company. */
export const MAX_PRODUCT_AREAS = 40

/** The areas the AI names and places themes by: the built-in starter set until the team edits it. */
export const ProductAreas = z.object({
  areas: z.array(ProductArea),
  /** False while the company uses the built-in starter set. */
  customized: z.boolean(),
})
export type ProductAreas = z.output<typeof ProductAreas>

export const UpdateProductAreasRequest = z
  .object(
    {
      areas: z
        .array(ProductArea, { error: 'areas must be a list of product areas.' })
        .max(MAX_PRODUCT_AREAS, `Give at most ${MAX_PRODUCT_AREAS} product areas.`),
    },
    { error: JSON_OBJECT_REQUIRED },
  )
  .refine((body) => new Set(body.areas.map((area) => area.name.toLowerCase())).size === body.areas.length, {
    error: 'Every product area needs its own name.',
  })
export type UpdateProductAreasRequest = z.input<typeof UpdateProductAreasRequest>

/**
 * A change to the themes the AI proposes from the feedback, with the reason, until a person accepts or dismisses it:
 * rename a theme (`theme_ids` one theme, `name` the new name) or merge themes (`theme_ids` the themes, the first one
 * kept under `name`, the others' features moved into it).
 */
export const THEME_CHANGE_KINDS = ['rename', 'merge'] as const
export const ThemeChangeSuggestion = z.object({
  id: Id,
  kind: z.enum(THEME_CHANGE_KINDS),
  themes: z.array(z.object({ id: Id, name: z.string() })),
  name: z.string(),
  reason: z.string(),
  created_at: Timestamp,
})
export type ThemeChangeSuggestion = z.infer<typeof ThemeChangeSuggestion>
export const ThemeChangeSuggestionList = z.array(ThemeChangeSuggestion)
