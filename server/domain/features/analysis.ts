import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { batchNames, type FeatureRef, type FeedbackItem, type PipelineResult } from '../../ai'
import { ANALYSED_TEXT_MAX_CHARS } from '../../ai/analysed-text'
import type { AnalysisWorkers, ItemOutcome } from '../../ai/workers/pool'
import type { Db } from '../../db/client'
import { features, feedback, mentions, themes } from '../../db/schema'
import { placementOutcome } from '../../../api/theme-placement'
import { proposeThemeChanges } from '../themes/changes'
import { areasToAnalyseBy } from '../themes/product-areas'
import { recordHistory } from './activity'
import { recordFailure } from './analysis-failures'
import { companyExamples } from './corrections'
import { rescoreFeatures } from './scores'

/** Messages analysed together: one embedding call compares them with each other and with every feature. */
export const ANALYSIS_BATCH = 200
/** Messages whose texts are read from the database at a time, then analysed on the worker threads. */
const TEXT_CHUNK = 10
/** Quotes of each feature given to the matcher (the first linked ones). */
const QUOTES_PER_FEATURE = 20

export interface AnalysisOutcome {
  analysed: number
  /** Items whose own analysis failed this time (they wait for another attempt, or were set aside). */
  failed: number
  setAside: number
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
 * for a feature is not proposed for it again, a merged feature is not a candidate, and a title is never rewritten
 * (only new features get one). The team's corrections (corrections.ts) are the company's layer: messages, requests
 * and features like those they corrected are decided their way (server/ai/company-layer.ts). When no feedback is left
 * waiting, the themes are reviewed for rename and merge proposals (themes/changes.ts). If the provider fails, nothing is
 * stored and the messages wait for the next attempt.
 *
 * The pipeline runs on the worker threads (server/ai/workers/pool.ts), each item within its time budget. An item whose
 * own analysis fails is recorded as such (analysis-failures.ts: it is tried again, or set aside) and the others of the
 * batch are analysed as usual: one bad message never holds up its company's feedback.
 */
export async function analyseWaitingFeedback(
  db: Db,
  companyId: string,
  workers: AnalysisWorkers,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<AnalysisOutcome> {
  const waiting = await db
    .select({
      id: feedback.id,
      authorId: feedback.authorId,
      authorName: feedback.authorName,
      analysisFailures: feedback.analysisFailures,
    })
    .from(feedback)
    .where(and(eq(feedback.companyId, companyId), isNull(feedback.analysedAt), isNull(feedback.analysisSetAsideAt)))
    .orderBy(asc(feedback.postedAt), asc(feedback.id))
    .limit(ANALYSIS_BATCH)
  if (waiting.length === 0) return { analysed: 0, failed: 0, setAside: 0, mentionsAdded: 0, featuresCreated: 0, more: false }

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
  const areas = await areasToAnalyseBy(db, companyId)

  const authors: Pick<FeedbackItem, 'id' | 'author'>[] = waiting.map((item) => ({
    id: item.id,
    author: { ...(item.authorId && { id: item.authorId }), ...(item.authorName && { name: item.authorName }) },
  }))
  const names = batchNames(authors)
  const outcomes: ItemOutcome[] = []
  for (let start = 0; start < authors.length; start += TEXT_CHUNK) {
    const chunk = authors.slice(start, start + TEXT_CHUNK)
    const texts = await analysedTexts(db, companyId, chunk.map((item) => item.id))
    outcomes.push(...(await workers.analyseItems(chunk.map((item) => ({ ...item, text: texts.get(item.id) ?? '' })), names, signal)))
  }
  const analyses = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.analysis] : []))
  const existing = {
    features: candidates.map((feature) => ({ ...feature, mentionTexts: quotesOf.get(feature.id) ?? [] })),
    themes: openThemes,
    examples: await companyExamples(db, companyId),
  }
  const result = analyses.length > 0 ? await workers.decide(analyses, names, existing, areas, signal) : null

  const themeNames = new Map(openThemes.map((theme) => [theme.id, theme.name]))
  const failuresBefore = new Map(waiting.map((item) => [item.id, item.analysisFailures]))
  const failed = outcomes.filter((outcome): outcome is Extract<ItemOutcome, { ok: false }> => !outcome.ok)
  const stored = await db.transaction(async (tx) => {
    let setAside = 0
    for (const outcome of failed) {
      const record = recordFailure(outcome, failuresBefore.get(outcome.itemId) ?? 0, now)
      if (record.analysisSetAsideAt) setAside++
      await tx
        .update(feedback)
        .set(record)
        .where(and(eq(feedback.companyId, companyId), eq(feedback.id, outcome.itemId)))
    }
    const decided = result
      ? await store(tx as unknown as Db, companyId, result, themeNames, now)
      : { mentionsAdded: 0, featuresCreated: 0 }
    return { ...decided, setAside }
  })
  const more = waiting.length === ANALYSIS_BATCH
  // Once the waiting feedback is analysed, the themes are reviewed against their features (rename, merge proposals).
  if (!more) await proposeThemeChanges(db, companyId, (reviewed) => workers.reviewThemes(reviewed, signal))
  return { analysed: analyses.length, failed: failed.length, ...stored, more }
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
    if (suggestion.areaConfidences) {
      await storeAreaTheme(db, companyId, suggestion.name, suggestion.features.map(idOf), suggestion.areaConfidences)
      continue
    }
    // A suggestion of a name already suggested (a group found again in a later batch) adds to that suggestion.
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

  await markAnalysed(db, companyId, result.items, now)
  const touched = [...new Set(result.mentions.map((mention) => idOf(mention.feature)))]
  await rescoreFeatures(db, companyId, touched, now)
  return { mentionsAdded, featuresCreated: created.size }
}

/**
 * A group of features that is one of the company's product areas becomes the area's theme, active at once (the areas
 * are the themes a company starts from: the starter set, or the team's own from onboarding): an earlier suggested theme
 * of that name is promoted, else the theme is made. Each feature is placed in it when the AI is confident and shown it
 * as a suggestion otherwise (api/theme-placement.ts).
 */
async function storeAreaTheme(db: Db, companyId: string, name: string, featureIds: string[], confidences: number[]) {
  const [suggested] = await db
    .update(themes)
    .set({ status: 'active', updatedAt: new Date() })
    .where(and(eq(themes.companyId, companyId), eq(themes.status, 'suggested'), sql`lower(${themes.name}) = lower(${name})`))
    .returning({ id: themes.id })
  const [theme] = suggested
    ? [suggested]
    : await db.insert(themes).values({ companyId, name, status: 'active', createdBy: 'ai' }).returning({ id: themes.id })
  for (const [index, featureId] of featureIds.entries()) {
    const confidence = confidences[index] ?? 0
    const outcome = placementOutcome(confidence)
    if (outcome === 'place') await placeInTheme(db, companyId, featureId, { id: theme!.id, name }, confidence)
    else if (outcome === 'suggest') await suggestTheme(db, companyId, featureId, { themeId: theme!.id, confidence })
  }
}

/**
 * The analysed start of each message (analysed-text.ts: no more is read), by id. A message may be a megabyte: on
 * PGlite, whose queries run on the server's thread and never yield to it, the texts are read a few at a time with a
 * turn of the event loop before each read, so requests are answered in between.
 */
async function analysedTexts(db: Db, companyId: string, ids: string[]): Promise<Map<string, string>> {
  await new Promise((resolve) => setImmediate(resolve))
  const rows = await db
    .select({ id: feedback.id, text: sql<string>`substring(${feedback.text} from 1 for ${sql.raw(String(ANALYSED_TEXT_MAX_CHARS))})` })
    .from(feedback)
    .where(and(eq(feedback.companyId, companyId), inArray(feedback.id, ids)))
  return new Map(rows.map((row) => [row.id, row.text]))
}

/** Stores each analysed message's label, in one statement (one per message would hold PGlite's thread for long). */
async function markAnalysed(db: Db, companyId: string, items: PipelineResult['items'], now: Date): Promise<void> {
  if (items.length === 0) return
  const rows = items.map(
    (item) =>
      sql`(${item.itemId}::uuid, ${item.classification?.label ?? null}::text, ${item.classification?.confidence ?? null}::float8)`,
  )
  await db.execute(sql`
    update ${feedback}
    set analysed_at = ${now.toISOString()}::timestamptz, label = labels.label, label_confidence = labels.confidence, analysis_error = null
    from (values ${sql.join(rows, sql`, `)}) as labels (id, label, confidence)
    where ${feedback.companyId} = ${companyId} and ${feedback.id} = labels.id`)
}

/**
 * Puts a feature in a theme unless it has one or a person decided where it goes (or that it goes nowhere); the
 * feature's history shows the AI did it.
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
