import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { analyseFeedback, type AiProvider, type FeatureRef, type PipelineResult } from '../../ai'
import type { Db } from '../../db/client'
import { features, feedback, mentions, themes } from '../../db/schema'
import { proposeThemeChanges } from '../themes/changes'
import { productAreasOf } from '../themes/product-areas'
import { recordHistory } from './activity'
import { rescoreFeatures } from './scores'

/** Messages analysed together: one embedding call compares them with each other and with every feature. */
export const ANALYSIS_BATCH = 200
/** Quotes of each feature given to the matcher (the first linked ones). */
const QUOTES_PER_FEATURE = 20

export interface AnalysisOutcome {
  analysed: number
  mentionsAdded: number
  featuresCreated: number
  /** True when feedback is still waiting (the batch was full). */
  more: boolean
}

/**
 * Runs the feedback pipeline over the company's next batch of waiting feedback and stores what it decided, all in one
 * transaction: new features, mentions (quote as evidence), theme placements, suggested themes, the messages'
 * classification, and the touched features' scores. Only the company's own features and themes are candidates, and
 * its own product areas name the suggested themes. A feature goes in a theme when the AI is confident and otherwise
 * shows the theme as a suggestion (api/theme-placement.ts). A person's decisions stand: a mention they unlinked is
 * never linked again, a feature they placed in a theme (or took out of one) keeps its place, a theme they dismissed
 * for a feature is not proposed for it again, and a merged feature is not a candidate. When no feedback is left
 * waiting, the themes are reviewed for rename and merge proposals (themes/changes.ts). If the provider fails, nothing is
 * stored and the messages wait for the next attempt.
 */
export async function analyseWaitingFeedback(
  db: Db,
  companyId: string,
  provider: AiProvider,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<AnalysisOutcome> {
  const waiting = await db
    .select({ id: feedback.id, text: feedback.text, authorId: feedback.authorId, authorName: feedback.authorName })
    .from(feedback)
    .where(and(eq(feedback.companyId, companyId), isNull(feedback.analysedAt)))
    .orderBy(asc(feedback.postedAt), asc(feedback.id))
    .limit(ANALYSIS_BATCH)
  if (waiting.length === 0) return { analysed: 0, mentionsAdded: 0, featuresCreated: 0, more: false }

  const candidates = await db
    .select({
      id: features.id,
      title: features.title,
      description: features.description,
      themeId: features.themeId,
      dismissedThemeIds: features.dismissedThemeIds,
    })
    .from(features)
    .where(and(eq(features.companyId, companyId), isNull(features.mergedIntoId)))
  const quotes = await db
    .select({ featureId: mentions.featureId, quote: mentions.quote })
    .from(mentions)
    .where(and(eq(mentions.companyId, companyId), isNull(mentions.unlinkedAt)))
    .orderBy(asc(mentions.createdAt))
  const quotesOf = new Map<string, string[]>()
  for (const { featureId, quote } of quotes) {
    const list = quotesOf.get(featureId) ?? []
    if (list.length < QUOTES_PER_FEATURE) list.push(quote)
    quotesOf.set(featureId, list)
  }
  const openThemes = await db
    .select({ id: themes.id, name: themes.name, description: themes.description })
    .from(themes)
    .where(and(eq(themes.companyId, companyId), inArray(themes.status, ['active', 'planning'])))
  const areas = await productAreasOf(db, companyId)

  const result = await analyseFeedback(
    waiting.map((item) => ({
      id: item.id,
      text: item.text,
      author: { ...(item.authorId && { id: item.authorId }), ...(item.authorName && { name: item.authorName }) },
    })),
    {
      features: candidates.map((feature) => ({ ...feature, mentionTexts: quotesOf.get(feature.id) ?? [] })),
      themes: openThemes,
    },
    provider,
    { ...(signal && { signal }), ...(areas && { areas }) },
  )

  const themeNames = new Map(openThemes.map((theme) => [theme.id, theme.name]))
  const stored = await db.transaction((tx) => store(tx as unknown as Db, companyId, result, themeNames, now))
  const more = waiting.length === ANALYSIS_BATCH
  // Once the waiting feedback is analysed, the themes are reviewed against their features (rename, merge proposals).
  if (!more) await proposeThemeChanges(db, companyId, provider, signal ? { signal } : {})
  return { analysed: waiting.length, ...stored, more }
}

async function store(db: Db, companyId: string, result: PipelineResult, themeNames: Map<string, string>, now: Date) {
  const created = new Map<string, string>()
  for (const feature of result.featuresToCreate) {
    const [row] = await db
      .insert(features)
      .values({ companyId, title: feature.title, description: feature.description, source: 'ai' })
      .returning({ id: features.id })
    created.set(feature.key, row!.id)
  }
  const idOf = (ref: FeatureRef) => (ref.kind === 'existing' ? ref.id : created.get(ref.key)!)

  let mentionsAdded = 0
  if (result.mentions.length > 0) {
    const added = await db
      .insert(mentions)
      .values(
        result.mentions.map((mention) => ({
          companyId,
          featureId: idOf(mention.feature),
          feedbackId: mention.itemId,
          quote: mention.quote,
          similarity: mention.similarity,
          confidence: mention.confidence,
          urgency: mention.urgency.score,
          urgencyCues: mention.urgency.cues,
          linkedBy: 'ai' as const,
        })),
      )
      // An existing row is either the same link (an item analysed twice) or one a person unlinked: both stay.
      .onConflictDoNothing({ target: [mentions.featureId, mentions.feedbackId] })
      .returning({ id: mentions.id })
    mentionsAdded = added.length
  }

  for (const placement of result.themePlacements) {
    const theme = { id: placement.themeId, name: themeNames.get(placement.themeId)! }
    await placeInTheme(db, companyId, idOf(placement.feature), theme, placement.confidence)
  }
  for (const suggestion of result.themeSuggestions) await suggestTheme(db, companyId, idOf(suggestion.feature), suggestion)
  for (const suggestion of result.suggestedThemes) {
    // A suggestion of a name already suggested (an area found again in a later batch) adds to that suggestion.
    const [same] = await db
      .select({ id: themes.id })
      .from(themes)
      .where(and(eq(themes.companyId, companyId), eq(themes.status, 'suggested'), sql`lower(${themes.name}) = lower(${suggestion.name})`))
      .limit(1)
    const [theme] = same
      ? [same]
      : await db.insert(themes).values({ companyId, name: suggestion.name, status: 'suggested', createdBy: 'ai' }).returning({ id: themes.id })
    const suggested = { id: theme!.id, name: suggestion.name }
    for (const feature of suggestion.features) await placeInTheme(db, companyId, idOf(feature), suggested, null)
  }

  for (const item of result.items) {
    await db
      .update(feedback)
      .set({ analysedAt: now, label: item.classification?.label ?? null, labelConfidence: item.classification?.confidence ?? null })
      .where(and(eq(feedback.companyId, companyId), eq(feedback.id, item.itemId)))
  }
  const touched = [...new Set(result.mentions.map((mention) => idOf(mention.feature)))]
  await rescoreFeatures(db, companyId, touched, now)
  return { mentionsAdded, featuresCreated: created.size }
}

/**
 * The features the AI may still place or suggest a theme for: in no theme, no person decided where it goes (or that
 * it goes nowhere), and the theme is not one a person dismissed for it.
 */
const undecided = (companyId: string, featureId: string, themeId: string) =>
  and(
    eq(features.companyId, companyId),
    eq(features.id, featureId),
    isNull(features.themeId),
    sql`${features.themePlacedBy} is distinct from 'person'`,
    sql`not (${features.dismissedThemeIds} @> ${JSON.stringify([themeId])}::jsonb)`,
  )

/**
 * Puts a feature in a theme (with the confidence of a confident placement, null in a suggested theme) when the AI may
 * (`undecided`); any theme it only suggested before is dropped. The feature's history shows the AI did it.
 */
async function placeInTheme(
  db: Db,
  companyId: string,
  featureId: string,
  theme: { id: string; name: string },
  confidence: number | null,
): Promise<void> {
  const placed = await db
    .update(features)
    .set({ themeId: theme.id, themePlacedBy: 'ai', themeConfidence: confidence, suggestedThemeId: null, suggestedThemeConfidence: null })
    .where(undecided(companyId, featureId, theme.id))
    .returning({ id: features.id })
  if (placed.length > 0) await recordHistory(db, companyId, featureId, null, [{ kind: 'theme', from: null, to: theme.name }])
}

/** Shows a theme on a feature as the AI's suggestion, with its confidence, when the AI may (`undecided`). */
async function suggestTheme(db: Db, companyId: string, featureId: string, suggestion: { themeId: string; confidence: number }) {
  await db
    .update(features)
    .set({ suggestedThemeId: suggestion.themeId, suggestedThemeConfidence: suggestion.confidence })
    .where(undecided(companyId, featureId, suggestion.themeId))
}
