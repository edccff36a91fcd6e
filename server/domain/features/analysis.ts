import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { batchNames, type ExistingFeature, type FeatureRef, type FeedbackItem, type PipelineResult } from '../../ai'
import { ANALYSED_TEXT_MAX_CHARS } from '../../ai/analysed-text'
import type { AnalysisWorkers, ItemOutcome } from '../../ai/workers/pool'
import { type Db, queryRows } from '../../db/client'
import { companies, corrections, featureComments, featureHistory, features, feedback, mentions, themes } from '../../db/schema'
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
  /** Items analysed for the first time. */
  analysed: number
  /** Items of the batch analysed in an earlier pass and again now (nextBatch). */
  reanalysed: number
  /** Items whose own analysis failed this time (they wait for another attempt, or were set aside). */
  failed: number
  setAside: number
  /** Links added, less those the batch's messages had before. */
  mentionsAdded: number
  featuresCreated: number
  /** True when feedback is still waiting (the batch was full). */
  more: boolean
}

/**
 * Runs the feedback pipeline over the company's next batch of feedback and stores what it decided, all in one
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
 * The batch is the next one of the company's canonical order (nextBatch), so the features and mentions found do not
 * depend on when messages arrived, how the work was shared between processes, or which items failed on the way.
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
  const { items: batch, provisional } = await nextBatch(db, companyId, now)
  if (batch.length === 0) return { analysed: 0, reanalysed: 0, failed: 0, setAside: 0, mentionsAdded: 0, featuresCreated: 0, more: false }
  const first = batch[0]!.id
  const last = batch[batch.length - 1]!.id

  // What came before the batch in the canonical order, in that order: the features people made or corrected (a person's
  // decisions stand whatever the order) and those the AI made from an earlier message (one made by a later message, or
  // whose message now joins another, is not there yet), and their quotes. Person-made links always count.
  const candidates = await queryRows<Pick<ExistingFeature, 'id' | 'title' | 'description' | 'themeId' | 'dismissedThemeIds'>>(
    db,
    sql`
      select f.id, f.title, f.description, f.theme_id as "themeId", f.dismissed_theme_ids as "dismissedThemeIds"
      from ${features} f
      left join lateral (
        select ${sql.raw(orderKeyOf('fb'))} from ${mentions} m join ${feedback} fb on fb.id = m.feedback_id
        where m.feature_id = f.id and m.linked_by = 'ai' and m.similarity is null
        order by ${sql.raw(orderKeyOf('fb'))} limit 1
      ) as creator (posted_at, channel_id, ts, gmail_message_id, id) on true
      where f.company_id = ${companyId} and f.merged_into_id is null
        and (${personsFeature('f', companyId)} or (${sql.raw(orderKeyOf('creator'))}) < ${keyOfItem(first)})
      order by coalesce(creator.posted_at, f.created_at), creator.channel_id, creator.ts, creator.gmail_message_id, f.created_at, f.id`,
  )
  const quotes = await queryRows<{ featureId: string; quote: string }>(
    db,
    sql`
      select m.feature_id as "featureId", m.quote from ${mentions} m join ${feedback} fb on fb.id = m.feedback_id
      where m.company_id = ${companyId} and m.unlinked_at is null
        and (m.linked_by = 'person' or m.feature_id in (select f.id from ${features} f where f.company_id = ${companyId} and ${personsFeature('f', companyId)})
          or (${sql.raw(orderKeyOf('fb'))}) < ${keyOfItem(first)})
      order by ${sql.raw(orderKeyOf('fb'))}`,
  )
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

  const authors: Pick<FeedbackItem, 'id' | 'author'>[] = batch.map((item) => ({
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
  const failuresBefore = new Map(batch.map((item) => [item.id, item.analysisFailures]))
  const failed = outcomes.filter((outcome): outcome is Extract<ItemOutcome, { ok: false }> => !outcome.ok)
  const stored = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    let setAside = 0
    for (const outcome of failed) {
      const record = recordFailure(outcome, failuresBefore.get(outcome.itemId) ?? 0, now)
      if (record.analysisSetAsideAt) setAside++
      await tx
        .update(feedback)
        .set({ ...record, analysedAt: null })
        .where(and(eq(feedback.companyId, companyId), eq(feedback.id, outcome.itemId)))
    }
    // The batch's decisions replace those its messages had from an earlier pass (the feature a message created is
    // kept for it, unless a person unlinked the message from it), and every later message waits to be analysed again
    // after them.
    const ids = batch.map((item) => item.id)
    const previous = await tx
      .select({ itemId: mentions.feedbackId, featureId: mentions.featureId })
      .from(mentions)
      .where(
        and(
          eq(mentions.companyId, companyId),
          inArray(mentions.feedbackId, ids),
          eq(mentions.linkedBy, 'ai'),
          isNull(mentions.similarity),
          isNull(mentions.unlinkedAt),
        ),
      )
    await tx.execute(sql`
      update ${feedback} fb set analysed_at = null
      where fb.company_id = ${companyId} and fb.analysed_at is not null and (${sql.raw(orderKeyOf('fb'))}) > ${keyOfItem(last)}`)
    const decided = await store(tx, companyId, result, themeNames, now, {
      ids,
      creators: new Map(previous.map((row) => [row.itemId, row.featureId])),
    })
    const emptied = decided.unlinkedFrom.filter((id) => !decided.touched.includes(id))
    const removed = await removeUnusedFeatures(tx, companyId, emptied)
    await rescoreFeatures(tx, companyId, emptied.filter((id) => !removed.has(id)), now)
    // A batch analysed ahead of being full is analysed again as a whole once no feedback came for a while (or when
    // full); a whole batch that ends the company's feedback leaves nothing to do so.
    if (provisional) {
      await tx
        .update(companies)
        .set({ analysisConsolidateAfter: new Date(now.getTime() + CONSOLIDATE_AFTER_MS) })
        .where(eq(companies.id, companyId))
    } else {
      await tx.execute(sql`
        update ${companies} set analysis_consolidate_after = null
        where id = ${companyId} and analysis_consolidate_after is not null and not exists (
          select 1 from ${feedback} fb
          where fb.company_id = ${companyId} and fb.analysis_set_aside_at is null and (${sql.raw(orderKeyOf('fb'))}) > ${keyOfItem(last)})`)
    }
    return { mentionsAdded: decided.mentionsAdded, featuresCreated: decided.featuresCreated, setAside }
  })
  const more = batch.length === ANALYSIS_BATCH
  // Once the waiting feedback is analysed, the themes are reviewed against their features (rename, merge proposals).
  if (!more) await proposeThemeChanges(db, companyId, (reviewed) => workers.reviewThemes(reviewed, signal))
  const waitedBefore = new Set(batch.filter((item) => !item.analysed).map((item) => item.id))
  const newlyAnalysed = analyses.filter((analysis) => waitedBefore.has(analysis.itemId)).length
  return { analysed: newlyAnalysed, reanalysed: analyses.length - newlyAnalysed, failed: failed.length, ...stored, more }
}

/**
 * A feature a person made, or one the team corrected (corrections.ts: linked to or unlinked from, merged, renamed,
 * placed in a theme), as the row of `features` under `alias`. A link a person made or unlinked counts as a correction
 * even with no row of corrections naming it: the link row is the record of that decision (a link unlinked before
 * corrections were recorded). Such a feature is a candidate whatever the order, so the messages that joined it join
 * it again, and a message a person unlinked from it never makes a new one with them.
 */
function personsFeature(alias: string, companyId: string): SQL {
  const f = sql.raw(alias)
  // Uncorrelated, so the corrections are read once for all the features (a hashed subplan), not once per feature.
  return sql`(${f}.source = 'manual' or ${f}.id in (
    select c.feature_id from ${corrections} c where c.company_id = ${companyId} and c.feature_id is not null
    union all select c.target_feature_id from ${corrections} c where c.company_id = ${companyId} and c.target_feature_id is not null
    union all select m.feature_id from ${mentions} m
      where m.company_id = ${companyId} and (m.linked_by = 'person' or m.unlinked_at is not null)))`
}

/**
 * The canonical order of a company's feedback, as the columns of a row of `feedback` under `alias`: when it was
 * posted, then its place in its source (Slack channel and ts, Gmail message id), then its id. The same messages have
 * the same order in every run and process, whatever order they were stored in.
 */
function orderKeyOf(alias: string): string {
  return `${alias}.posted_at, coalesce(${alias}.channel_id, ''), coalesce(${alias}.ts, ''), coalesce(${alias}.gmail_message_id, ''), ${alias}.id`
}

const ORDER_DESCENDING = `fb.posted_at desc, coalesce(fb.channel_id, '') desc, coalesce(fb.ts, '') desc, coalesce(fb.gmail_message_id, '') desc, fb.id desc`

/** The canonical key of one feedback item, to compare a row's key with. */
function keyOfItem(id: string): SQL {
  return sql`(select ${sql.raw(orderKeyOf('pivot'))} from ${feedback} pivot where pivot.id = ${id})`
}

interface BatchItem {
  id: string
  authorId: string | null
  authorName: string | null
  analysisFailures: number
  /** Analysed in an earlier pass: it is analysed again. */
  analysed: boolean
}

/** How long after the last feedback analysed ahead of a full batch that batch is analysed again as a whole. */
export const CONSOLIDATE_AFTER_MS = 5_000

/**
 * The company's next batch, so that its grouping does not depend on when messages arrived or how they were batched:
 * feedback is analysed in its canonical order (orderKeyOf) in batches of ANALYSIS_BATCH that always start at a multiple
 * of ANALYSIS_BATCH of that order (set-aside items left out). The batch is the one holding the earliest waiting item,
 * from its start: its analysed items (a batch analysed before an earlier message arrived or an item failed) are
 * analysed again with it, and the later ones after it (the store step). Every message thus ends up matched in the same
 * batch, against the same features, as in a run that had all of them from the start.
 *
 * Live feedback would make its batch be analysed again at every message: feedback that comes after all the analysed
 * feedback and does not fill the batch is analysed on its own at once (`provisional`, a quick answer), and the batch is
 * analysed again as a whole once it is full, or CONSOLIDATE_AFTER_MS after the last such pass (companies'
 * analysis_consolidate_after; the due check asks for it).
 */
async function nextBatch(db: Db, companyId: string, now: Date): Promise<{ items: BatchItem[]; provisional: boolean }> {
  const [first] = await queryRows<{ id: string }>(
    db,
    sql`
      select fb.id from ${feedback} fb
      where fb.company_id = ${companyId} and fb.analysed_at is null and fb.analysis_set_aside_at is null
      order by ${sql.raw(orderKeyOf('fb'))} limit 1`,
  )
  const analysed = sql`fb.company_id = ${companyId} and fb.analysed_at is not null and fb.analysis_set_aside_at is null`
  let start: { id: string } | undefined
  let provisional = false
  if (first) {
    const before = sql`${analysed} and (${sql.raw(orderKeyOf('fb'))}) < ${keyOfItem(first.id)}`
    const [counted] = await queryRows<{ count: string | number }>(db, sql`select count(*) as count from ${feedback} fb where ${before}`)
    const back = Number(counted?.count ?? 0) % ANALYSIS_BATCH
    ;[start] = back === 0 ? [first] : await itemBackFrom(db, before, back)
    if (back > 0) {
      const [ahead] = await queryRows<{ waiting: string | number; later: boolean }>(
        db,
        sql`
          select (select count(*) from (select 1 from ${feedback} fb
                  where fb.company_id = ${companyId} and fb.analysed_at is null and fb.analysis_set_aside_at is null
                  limit ${ANALYSIS_BATCH}) waiting) as waiting,
                 exists (select 1 from ${feedback} fb where ${analysed}
                  and (${sql.raw(orderKeyOf('fb'))}) > ${keyOfItem(first.id)}) as later`,
      )
      if (!ahead?.later && back + Number(ahead?.waiting ?? 0) < ANALYSIS_BATCH) {
        start = first
        provisional = true
      }
    }
  } else {
    // Nothing waits: the last batch, when it is due to be analysed again as a whole.
    const [company] = await db
      .select({ after: companies.analysisConsolidateAfter })
      .from(companies)
      .where(eq(companies.id, companyId))
    if (!company?.after || company.after > now) return { items: [], provisional: false }
    const [counted] = await queryRows<{ count: string | number }>(db, sql`select count(*) as count from ${feedback} fb where ${analysed}`)
    const count = Number(counted?.count ?? 0)
    if (count === 0) return { items: [], provisional: false }
    ;[start] = await itemBackFrom(db, analysed, ((count - 1) % ANALYSIS_BATCH) + 1)
  }
  if (!start) return { items: [], provisional: false }
  const items = await queryRows<BatchItem>(
    db,
    sql`
      select fb.id, fb.author_id as "authorId", fb.author_name as "authorName", fb.analysis_failures as "analysisFailures",
        fb.analysed_at is not null as analysed
      from ${feedback} fb
      where fb.company_id = ${companyId} and fb.analysis_set_aside_at is null
        and (${sql.raw(orderKeyOf('fb'))}) >= ${keyOfItem(start.id)}
      order by ${sql.raw(orderKeyOf('fb'))} limit ${ANALYSIS_BATCH}`,
  )
  return { items, provisional }
}

/** The `back`-th item (1: the last) of those `where` keeps, going back in the canonical order. */
function itemBackFrom(db: Db, where: SQL, back: number): Promise<{ id: string }[]> {
  return queryRows<{ id: string }>(
    db,
    sql`select fb.id from ${feedback} fb where ${where} order by ${sql.raw(ORDER_DESCENDING)} offset ${back - 1} limit 1`,
  )
}

/**
 * Removes the features among `ids` that the AI made and that are left with no mention and no trace of a person
 * (status, priority, theme, assignee, tags, competitors, description, comments, history, merges): a message analysed
 * again joined another feature instead of making this one. Answers the removed ones.
 */
async function removeUnusedFeatures(db: Db, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const removed = await queryRows<{ id: string }>(
    db,
    sql`
      delete from ${features} f
      where f.company_id = ${companyId} and f.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
        and not ${personsFeature('f', companyId)} and f.merged_into_id is null and f.status = 'backlog' and f.priority_set_by is null
        and f.theme_placed_by is distinct from 'person' and f.assignee_id is null and f.tags = '[]'::jsonb
        and f.competitors = '[]'::jsonb and f.full_description = ''
        and not exists (select 1 from ${mentions} m where m.feature_id = f.id)
        and not exists (select 1 from ${features} other where other.merged_into_id = f.id)
        and not exists (select 1 from ${featureHistory} h where h.feature_id = f.id and h.actor_name is not null)
        and not exists (select 1 from ${featureComments} c where c.feature_id = f.id)
      returning f.id`,
  )
  return new Set(removed.map((row) => row.id))
}

/**
 * Stores a batch's decisions (none when no item of it was analysed). They replace the automatic links the batch's
 * messages (`previous.ids`) had from an earlier pass: a link made again stays as it was made (its time) with the new
 * figures, the others go; a new feature whose creating message made one before (`previous.creators`) is that one again.
 */
async function store(
  db: Db,
  companyId: string,
  result: PipelineResult | null,
  themeNames: Map<string, string>,
  now: Date,
  previous: { ids: readonly string[]; creators: ReadonlyMap<string, string> },
): Promise<{ mentionsAdded: number; featuresCreated: number; touched: string[]; unlinkedFrom: string[] }> {
  const created = new Map<string, string>()
  let inserted = 0
  for (const feature of result?.featuresToCreate ?? []) {
    const kept = previous.creators.get(feature.itemIds[0] ?? '')
    if (kept) {
      created.set(feature.key, kept)
      continue
    }
    inserted++
    const [row] = await db
      .insert(features)
      .values({ companyId, title: feature.title, description: feature.description, source: 'ai' })
      .returning({ id: features.id })
    created.set(feature.key, row!.id)
  }
  const idOf = (ref: FeatureRef) => (ref.kind === 'existing' ? ref.id : created.get(ref.key)!)

  const linkOf = (featureId: string, itemId: string) => `${featureId} ${itemId}`
  const decidedLinks = new Set((result?.mentions ?? []).map((mention) => linkOf(idOf(mention.feature), mention.itemId)))
  const before = await db
    .select({ id: mentions.id, featureId: mentions.featureId, itemId: mentions.feedbackId })
    .from(mentions)
    .where(
      and(eq(mentions.companyId, companyId), inArray(mentions.feedbackId, [...previous.ids]), eq(mentions.linkedBy, 'ai'), isNull(mentions.unlinkedAt)),
    )
  const undecided = before.filter((row) => !decidedLinks.has(linkOf(row.featureId, row.itemId)))
  // Only links still automatic and linked go: a person may have unlinked one since it was read (the delete then waits
  // for that person's change and reads the row anew), and the unlinked row is the record of their decision.
  const dropped =
    undecided.length > 0
      ? await db
          .delete(mentions)
          .where(and(inArray(mentions.id, undecided.map((row) => row.id)), eq(mentions.linkedBy, 'ai'), isNull(mentions.unlinkedAt)))
          .returning({ id: mentions.id, featureId: mentions.featureId })
      : []
  const unlinkedFrom = [...new Set(dropped.map((row) => row.featureId))]
  if (!result) return { mentionsAdded: -dropped.length, featuresCreated: 0, touched: [], unlinkedFrom }

  // Links after the pass less links before it.
  let mentionsAdded = -before.length
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
      // The same automatic link made again takes the new figures; one a person unlinked stays as it is.
      .onConflictDoUpdate({
        target: [mentions.featureId, mentions.feedbackId],
        set: {
          quote: sql`excluded.quote`,
          similarity: sql`excluded.similarity`,
          confidence: sql`excluded.confidence`,
          urgency: sql`excluded.urgency`,
          urgencyCues: sql`excluded.urgency_cues`,
        },
        setWhere: sql`${mentions.linkedBy} = 'ai' and ${mentions.unlinkedAt} is null`,
      })
      .returning({ id: mentions.id })
    mentionsAdded += added.length
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
  return { mentionsAdded, featuresCreated: inserted, touched, unlinkedFrom }
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

/** Stores each analysed message's label (one analysed before keeps when it was first analysed), in one statement (one per message would hold PGlite's thread for long). */
async function markAnalysed(db: Db, companyId: string, items: PipelineResult['items'], now: Date): Promise<void> {
  if (items.length === 0) return
  const rows = items.map(
    (item) =>
      sql`(${item.itemId}::uuid, ${item.classification?.label ?? null}::text, ${item.classification?.confidence ?? null}::float8)`,
  )
  await db.execute(sql`
    update ${feedback}
    set analysed_at = coalesce(${feedback.analysedAt}, ${now.toISOString()}::timestamptz), label = labels.label, label_confidence = labels.confidence, analysis_error = null
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
