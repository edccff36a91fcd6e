/**
 * The feedback pipeline: normalise → classify → extract → match → place in a theme, as one pure function that returns
 * decisions for a database layer to apply. No I/O of its own (a remote provider does network calls through the
 * provider interface), no clock, no randomness: the same items, existing state and provider give the same decisions.
 *
 * Decisions reference features as `{kind: 'existing', id}` or `{kind: 'new', key}`; a new feature's key is
 * `new:<id of the item that created it>`, a suggested theme's key is `suggested:<key or id of its first feature>`,
 * so applying the same decisions twice can be made idempotent.
 *
 * Scoring is separate (api/feature-scoring.ts): it needs every mention of a feature, which the database has.
 */
import { STARTER_AREAS } from '../../api/product-areas'
import type { ProductArea } from '../../api/schemas/themes'
import { CONFIDENT_PLACEMENT, placementOutcome } from '../../api/theme-placement'
import { analysedText } from './analysed-text'
import { MAX_THEME_EXAMPLES, NO_EXAMPLES, RequestExamples, type CompanyExamples } from './company-layer'
import type { AiInput, AiProvider, CallOptions } from './provider'
import { directionOf, opposite } from './request-terms'
import { groupIntoThemes } from './theme-groups'
import { newFeatureTitle } from './title'
import type { Classification, ExistingFeature, ExistingTheme, Extraction, FeedbackItem, Urgency } from './types'
import { detectUrgency } from './urgency'
import { dot, isSparse, normalised, termsOf, topBuckets, type TextVector } from './vectors'

export type FeatureRef = { kind: 'existing'; id: string } | { kind: 'new'; key: string }

export interface SimilarityThresholds {
  /** A request joins a feature when its similarity (cosine) is at least this. */
  match: number
  /**
   * A feature's theme placement is confident (api/theme-placement.ts CONFIDENT_PLACEMENT) at this similarity to the
   * theme; from `themeSuggest` up to it the theme is only suggested, and at `themeCertain` the confidence is 1.
   */
  theme: number
  themeSuggest: number
  themeCertain: number
  /** Unthemed features group into a suggested theme while their average similarity is at least this. */
  cluster: number
  /** A group of features is a starter product area when their mean similarity to its examples is at least this. */
  area: number
}

/**
 * Thresholds for the local provider's vectors (sparse: hashed tf-idf of request terms for matching, tf-idf with the
 * sentence encoder for themes) and for dense vectors from an embedding endpoint. The local match threshold is the one
 * with the best pairwise F1 of same-request grouping on the tuning part of data/request-groups.jsonl, averaged with
 * its neighbours 0.02 apart (0.681 at 0.36; the figures are in README.md, "Matching repeats"); the dense one is not
 * measured there (no embedding endpoint). The local theme and cluster thresholds come from a sample of Banking77's
 * train split: placement F1 peaks at 0.45 to 0.5, and average linkage at 0.45 gives about as
 * many groups as tf-idf alone did at its 0.25, with better NMI and ARI (0.759 / 0.357 against 0.750 / 0.337).
 * The area thresholds are provisional: the local one was chosen on the demo's feedback, the dense one is untuned; so
 * are the suggestion floors and the similarities of certainty (the ends of the confidence scale).
 */
export const LOCAL_THRESHOLDS: SimilarityThresholds = { match: 0.36, theme: 0.45, themeSuggest: 0.3, themeCertain: 0.7, cluster: 0.45, area: 0.45 }
export const DENSE_THRESHOLDS: SimilarityThresholds = { match: 0.62, theme: 0.42, themeSuggest: 0.3, themeCertain: 0.65, cluster: 0.5, area: 0.5 }

/**
 * The AI's confidence (0-1) that a feature belongs in a theme, from its similarity to the theme: piecewise linear
 * through (themeSuggest, 0), (theme, CONFIDENT_PLACEMENT) and (themeCertain, 1), so that the provider's placement
 * threshold is exactly where api/theme-placement.ts places instead of suggesting.
 */
export function placementConfidence(similarity: number, thresholds: SimilarityThresholds): number {
  const { themeSuggest, theme, themeCertain } = thresholds
  if (similarity <= themeSuggest) return 0
  if (similarity < theme) return round((CONFIDENT_PLACEMENT * (similarity - themeSuggest)) / (theme - themeSuggest))
  if (similarity >= themeCertain) return 1
  return round(CONFIDENT_PLACEMENT + ((1 - CONFIDENT_PLACEMENT) * (similarity - theme)) / (themeCertain - theme))
}

/** The thresholds that fit these vectors: dense ones come from an embedding endpoint, sparse ones from the local provider. */
export function thresholdsFor(vectors: readonly TextVector[]): SimilarityThresholds {
  return vectors.some((vector) => !isSparse(vector)) ? DENSE_THRESHOLDS : LOCAL_THRESHOLDS
}

export interface PipelineOptions extends CallOptions {
  /** A message counts as a feature request when classified so with at least this confidence. Default 0.5. */
  minConfidence?: number
  /** Overrides of the similarity thresholds (defaults depend on the kind of vectors). */
  thresholds?: Partial<SimilarityThresholds>
  /** A suggested theme needs at least this many features. Default 3. */
  minThemeSize?: number
  /** Mention texts per existing feature used for matching (the first ones given). Default 20. */
  maxMentionTexts?: number
  /** Unthemed features clustered at most (the first ones: existing in the given order, then new). Default 2,000. */
  maxClusterFeatures?: number
  /** The product areas a suggested theme may be named after: the company's. Default the starter set (api/product-areas.ts). */
  areas?: readonly ProductArea[]
}

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

interface FeatureState {
  ref: FeatureRef
  /** Indices into `vectors` of the documents that describe the feature. */
  documents: number[]
}

export type ExistingState = {
  features: readonly ExistingFeature[]
  themes: readonly ExistingTheme[]
  /** The team's corrections, which later passes follow (company-layer.ts); none when absent. */
  examples?: CompanyExamples
}

/** Runs every stage over a batch: the items' own analysis (analyseItems), then matching and themes (decideFeatures). */
export async function analyseFeedback(
  items: readonly FeedbackItem[],
  existing: ExistingState,
  provider: AiProvider,
  options: PipelineOptions = {},
): Promise<PipelineResult> {
  const names = batchNames(items)
  return decideFeatures(await analyseItems(items, names, provider, options), names, existing, provider, options)
}

/** Every author's name of the batch: remote providers redact them all from every text (people quote each other). */
export function batchNames(items: readonly Pick<FeedbackItem, 'author'>[]): string[] {
  return [...new Set(items.flatMap(namesOf))]
}

/**
 * Stages 1 to 3, which read each item alone: normalise, classify, extract. An item's result does not depend on the
 * other items given with it, so items can be analysed one by one (each within a time budget, server/ai/workers/pool.ts).
 */
export async function analyseItems(
  items: readonly FeedbackItem[],
  names: readonly string[],
  provider: AiProvider,
  options: PipelineOptions = {},
): Promise<ItemAnalysis[]> {
  const call = options.signal ? { signal: options.signal } : {}
  const minConfidence = options.minConfidence ?? 0.5

  // 1. normalise (the first ANALYSED_TEXT_MAX_CHARS characters)
  const analyses: ItemAnalysis[] = items.map((item) => {
    const text = analysedText(item.text)
    return { itemId: item.id, text, classification: null, urgency: detectUrgency(text), extraction: null, feature: null }
  })
  const inputOf = (i: number): AiInput => ({ text: (analyses[i] as ItemAnalysis).text, names })
  const present = analyses.map((_, i) => i).filter((i) => (analyses[i] as ItemAnalysis).text !== '')

  // 2. classify
  const classifications = present.length > 0 ? await provider.classify(present.map(inputOf), call) : []
  present.forEach((i, k) => {
    ;(analyses[i] as ItemAnalysis).classification = classifications[k] ?? null
  })

  // 3. extract the requests
  const requests = present.filter((i) => {
    const classification = (analyses[i] as ItemAnalysis).classification
    return classification?.label === 'feature_request' && classification.confidence >= minConfidence
  })
  await extractRequests(
    requests.map((i) => analyses[i] as ItemAnalysis),
    names,
    provider,
    call,
  )
  return analyses
}

/** Stage 3 for the given analyses: the request each makes (its first words when the provider finds no clause). */
async function extractRequests(analyses: readonly ItemAnalysis[], names: readonly string[], provider: AiProvider, call: CallOptions) {
  const extractions = analyses.length > 0 ? await provider.extract(analyses.map((analysis) => ({ text: analysis.text, names })), call) : []
  analyses.forEach((analysis, k) => {
    const extraction = extractions[k] ?? { title: '', request: '' }
    analysis.extraction = extraction.request ? extraction : { title: extraction.title, request: firstWords(analysis.text, 40) }
  })
}

/**
 * The company's layer over the classification (company-layer.ts): a message very close to one the team labelled
 * takes the team's label, so a request the model missed is extracted now and a text the team said asks for nothing
 * is no request.
 */
async function followTeamLabels(
  analyses: readonly ItemAnalysis[],
  examples: CompanyExamples['requests'],
  names: readonly string[],
  provider: AiProvider,
  options: PipelineOptions,
): Promise<void> {
  if (examples.length === 0) return
  const minConfidence = options.minConfidence ?? 0.5
  const team = RequestExamples.of(examples)
  const asks = (classification: Classification | null) => classification?.label === 'feature_request' && classification.confidence >= minConfidence
  const newRequests: ItemAnalysis[] = []
  for (const analysis of analyses) {
    if (!analysis.classification) continue
    const followed = team.follow(analysis.text, analysis.classification)
    if (followed === analysis.classification) continue
    analysis.classification = followed
    if (!asks(followed)) analysis.extraction = null
    else if (!analysis.extraction) newRequests.push(analysis)
  }
  await extractRequests(newRequests, names, provider, options.signal ? { signal: options.signal } : {})
}

/** Stages 4 and 5 over the batch's item analyses (from analyseItems): match the requests to features, place in themes. */
export async function decideFeatures(
  analyses: ItemAnalysis[],
  names: readonly string[],
  existing: ExistingState,
  provider: AiProvider,
  options: PipelineOptions = {},
): Promise<PipelineResult> {
  const call = options.signal ? { signal: options.signal } : {}
  const maxMentionTexts = options.maxMentionTexts ?? 20
  const examples = existing.examples ?? NO_EXAMPLES
  await followTeamLabels(analyses, examples.requests, names, provider, options)
  const requests = analyses.flatMap((analysis, i) => (analysis.extraction ? [i] : []))

  // 4. match: one embedding call for every text compared (the local provider weighs terms by this collection)
  const documents: AiInput[] = []
  const features: FeatureState[] = existing.features.map((feature) => {
    const indices = [documents.length]
    documents.push({ text: featureProfile(feature.title, feature.description), names })
    for (const mention of (feature.mentionTexts ?? []).slice(0, maxMentionTexts)) {
      const text = analysedText(mention)
      if (!text) continue
      indices.push(documents.length)
      documents.push({ text, names })
    }
    return { ref: { kind: 'existing', id: feature.id }, documents: indices }
  })
  // The team's texts of a feature are its documents; those they took out of it refuse it to requests like them.
  const featureOf = new Map(existing.features.map((feature, f) => [feature.id, f]))
  const refusals = new Map<number, number[]>()
  for (const example of examples.features) {
    const f = featureOf.get(example.featureId)
    if (f === undefined || !example.text) continue
    if (example.same) (features[f] as FeatureState).documents.push(documents.length)
    else refusals.set(f, [...(refusals.get(f) ?? []), documents.length])
    documents.push({ text: example.text, names })
  }
  const requestDocument = new Map<number, number>()
  for (const i of requests) {
    const extraction = (analyses[i] as ItemAnalysis).extraction as Extraction
    requestDocument.set(i, documents.length)
    documents.push({ text: matchingText(extraction), names })
  }
  const vectors = documents.length > 0 ? (await provider.embed(documents, { ...call, purpose: 'matching' })).map((vector) => normalised(vector)) : []
  const thresholds = { ...thresholdsFor(vectors), ...options.thresholds }
  const directions = documents.map((document) => directionOf(document.text))
  const index = new FeatureIndex(vectors, (document, other) => !opposite(directions[document] as string, directions[other] as string))
  features.forEach((feature, f) => {
    for (const document of feature.documents) index.add(document, f)
  })

  const mentions: MentionDecision[] = []
  const featuresToCreate: NewFeatureDecision[] = []
  const matches: MatchDecision[] = []
  const created = new Map<string, NewFeatureDecision>()
  for (const i of requests) {
    const analysis = analyses[i] as ItemAnalysis
    const extraction = analysis.extraction as Extraction
    const document = requestDocument.get(i) as number
    const best = index.best(document, (feature, similarity) =>
      (refusals.get(feature) ?? []).some((refused) => dot(vectors[document] as TextVector, vectors[refused] as TextVector) >= similarity),
    )
    const confidence = analysis.classification?.confidence ?? 0
    if (best && best.similarity >= thresholds.match) {
      const feature = features[best.feature] as FeatureState
      // The first mentions describe a feature well enough; more documents would only slow the search down.
      if (feature.documents.length <= maxMentionTexts) {
        feature.documents.push(document)
        index.add(document, best.feature)
      }
      analysis.feature = feature.ref
      const similarity = round(best.similarity)
      mentions.push({ itemId: analysis.itemId, feature: feature.ref, quote: extraction.request, similarity, confidence, urgency: analysis.urgency })
      if (feature.ref.kind === 'existing') matches.push({ itemId: analysis.itemId, featureId: feature.ref.id, similarity })
      else created.get(feature.ref.key)?.itemIds.push(analysis.itemId)
    } else {
      const ref: FeatureRef = { kind: 'new', key: `new:${analysis.itemId}` }
      const decision = { key: ref.key, title: newFeatureTitle(extraction), description: extraction.request, itemIds: [analysis.itemId] }
      featuresToCreate.push(decision)
      created.set(ref.key, decision)
      features.push({ ref, documents: [document] })
      index.add(document, features.length - 1)
      analysis.feature = ref
      mentions.push({ itemId: analysis.itemId, feature: ref, quote: extraction.request, similarity: null, confidence, urgency: analysis.urgency })
    }
  }

  // 5. themes: existing themes first, then clusters of what is left become suggestions
  const { themePlacements, themeSuggestions, suggestedThemes } = await placeInThemes(existing, featuresToCreate, names, provider, options, call)

  const featureEmbeddings: PipelineResult['featureEmbeddings'] = []
  if (provider.stableEmbeddings) {
    for (const decision of featuresToCreate) {
      const vector = vectors[requestDocument.get(requests.find((i) => analyses[i]?.itemId === decision.itemIds[0]) ?? -1) ?? -1]
      if (vector && !isSparse(vector)) featureEmbeddings.push({ feature: { kind: 'new', key: decision.key }, embedding: Array.from(vector) })
    }
  }

  return {
    provider: provider.name,
    items: analyses,
    mentions,
    featuresToCreate,
    matches,
    themePlacements,
    themeSuggestions,
    suggestedThemes,
    featureEmbeddings,
  }
}

async function placeInThemes(
  existing: ExistingState,
  created: readonly NewFeatureDecision[],
  names: readonly string[],
  provider: AiProvider,
  options: PipelineOptions,
  call: CallOptions,
): Promise<Pick<PipelineResult, 'themePlacements' | 'themeSuggestions' | 'suggestedThemes'>> {
  const unthemed: { ref: FeatureRef; title: string; text: string; refused: ReadonlySet<string> }[] = [
    ...existing.features
      .filter((feature) => !feature.themeId)
      .map((feature) => ({
        ref: { kind: 'existing', id: feature.id } as FeatureRef,
        title: feature.title,
        text: featureProfile(feature.title, feature.description),
        refused: new Set(feature.dismissedThemeIds ?? []),
      })),
    ...created.map((feature) => ({
      ref: { kind: 'new', key: feature.key } as FeatureRef,
      title: feature.title,
      text: featureProfile(feature.title, feature.description),
      refused: new Set<string>(),
    })),
  ]
  if (unthemed.length === 0) return { themePlacements: [], themeSuggestions: [], suggestedThemes: [] }
  const themes = existing.themes.map((theme) => {
    const members = existing.features.filter((feature) => feature.themeId === theme.id).map((feature) => feature.title)
    return { id: theme.id, name: theme.name, description: theme.description, members, text: [theme.name, theme.name, theme.description ?? '', ...members].filter(Boolean).join('. ') }
  })
  // An area the team already has a theme of is that theme: its features are placed there, never suggested again, and
  // the area's example titles recognise them as well as the theme's own name and members do (a theme accepted from a
  // suggestion, or named after an area, places features before it has many members).
  const allAreas = options.areas ?? STARTER_AREAS
  const themeOfArea = allAreas.map((area) => existing.themes.findIndex((theme) => theme.name.trim().toLowerCase() === area.name.toLowerCase()))
  const areas = allAreas.filter((_, a) => themeOfArea[a] === -1)
  const freeArea = allAreas.map((area) => areas.indexOf(area))
  const examples = allAreas.flatMap((area, a) => areaExamples(area).map((text) => ({ area: a, text })))
  const vectors = (
    await provider.embed(
      [...themes.map((theme) => ({ text: theme.text, names })), ...unthemed.map((feature) => ({ text: feature.text, gist: feature.title, names }))],
      { ...call, purpose: 'themes' },
    )
  ).map((vector) => normalised(vector))
  const thresholds = { ...thresholdsFor(vectors), ...options.thresholds }
  const themeVectors = vectors.slice(0, themes.length)
  const featureVectors = vectors.slice(themes.length)
  const exampleVectors = await exampleEmbeddings(provider, examples.map((example) => example.text), call)
  // The team's placements (company-layer.ts): features they put in a theme or took out of it.
  const themeIndex = new Map(existing.themes.map((theme, t) => [theme.id, t]))
  const teamPlacements = (existing.examples?.themes ?? [])
    .filter((example) => example.text && themeIndex.has(example.themeId))
    .slice(-MAX_THEME_EXAMPLES)
  const teamVectors = await exampleEmbeddings(provider, teamPlacements.map((example) => example.text), call)

  // Each feature's similarity to each theme: to the theme's text, or to the closest example of the area the theme is,
  // or to the closest feature the team put there. A theme is refused for a feature when a person refused it for that
  // feature, or when a feature the team took out of the theme is at least as close to it as the theme.
  const refused: Set<number>[] = []
  const similarities = unthemed.map((feature, f) => {
    const row = themeVectors.map((vector) => dot(featureVectors[f] as TextVector, vector))
    examples.forEach((example, e) => {
      const t = themeOfArea[example.area] as number
      if (t >= 0) row[t] = Math.max(row[t] as number, dot(featureVectors[f] as TextVector, exampleVectors[e] as TextVector))
    })
    const teamSimilarities = teamVectors.map((vector) => dot(featureVectors[f] as TextVector, vector))
    teamPlacements.forEach((example, e) => {
      const t = themeIndex.get(example.themeId) as number
      if (example.same) row[t] = Math.max(row[t] as number, teamSimilarities[e] as number)
    })
    refused.push(
      new Set([
        ...themes.flatMap((theme, t) => (feature.refused.has(theme.id) ? [t] : [])),
        ...teamPlacements.flatMap((example, e) => {
          const t = themeIndex.get(example.themeId) as number
          return !example.same && (teamSimilarities[e] as number) >= (row[t] as number) ? [t] : []
        }),
      ]),
    )
    return row
  })
  const similarity = (f: number, t: number) => similarities[f]?.[t] as number
  // The provider chooses each feature's theme: placed, or else grouped with the other features left (a group that is
  // an area or names a new theme), or else only suggested.
  const choices = await provider.placeInThemes(
    unthemed.map((feature, f) => ({ text: feature.text, gist: feature.title, names, refused: refused[f] as Set<number> })),
    themes.map((theme, t) => ({
      name: theme.name,
      description: theme.description ?? undefined,
      examples: [...theme.members, ...allAreas.flatMap((area, a) => (themeOfArea[a] === t ? areaExamples(area) : []))],
    })),
    { ...call, similarity, confidence: (value) => placementConfidence(value, thresholds) },
  )
  const themePlacements: ThemePlacement[] = []
  const weakSuggestions = new Map<number, ThemePlacement>()
  const leftover: number[] = []
  unthemed.forEach((feature, f) => {
    const choice = choices[f] ?? null
    const outcome = choice ? placementOutcome(choice.confidence) : 'none'
    if (choice && outcome !== 'none') {
      const { id } = themes[choice.theme] as { id: string }
      const placement = { feature: feature.ref, themeId: id, similarity: round(similarity(f, choice.theme)), confidence: choice.confidence }
      if (outcome === 'place') return themePlacements.push(placement)
      weakSuggestions.set(f, placement)
    }
    leftover.push(f)
  })

  const pool = leftover.slice(0, options.maxClusterFeatures ?? 2000)
  const vectorOf = (position: number) => featureVectors[pool[position] as number] as TextVector
  // A feature's affinity to an area: its similarity to the closest of the area's example titles.
  const affinity = pool.map((_, position) => {
    const row = new Array<number>(areas.length).fill(Number.NEGATIVE_INFINITY)
    examples.forEach((example, e) => {
      const a = freeArea[example.area] as number
      if (a >= 0) row[a] = Math.max(row[a] as number, dot(vectorOf(position), exampleVectors[e] as TextVector))
    })
    return row
  })
  const groups = groupIntoThemes(pool.length, (a, b) => dot(vectorOf(a), vectorOf(b)), affinity, {
    clusterThreshold: thresholds.cluster,
    areaThreshold: thresholds.area,
    minSize: options.minThemeSize ?? 3,
  })
  const unnamed = groups.filter((group) => group.area === null)
  const titlesOf = (members: readonly number[]) => members.map((position) => ({ text: (unthemed[pool[position] as number] as { title: string }).title, names }))
  const clusterNames = unnamed.length > 0 ? await provider.nameClusters(unnamed.map((group) => titlesOf(group.members)), call) : []
  let unnamedSeen = 0
  const suggestedThemes = groups.map((group) => {
    const first = (unthemed[pool[group.members[0] as number] as number] as { ref: FeatureRef }).ref
    let total = 0
    let pairs = 0
    for (let a = 0; a < group.members.length; a++) {
      for (let b = a + 1; b < group.members.length; b++) {
        total += dot(vectorOf(group.members[a] as number), vectorOf(group.members[b] as number))
        pairs++
      }
    }
    const area = group.area
    return {
      key: `suggested:${first.kind === 'existing' ? first.id : first.key}`,
      name: area !== null ? (areas[area] as ProductArea).name : (clusterNames[unnamedSeen++] ?? 'Suggested theme'),
      features: group.members.map((position) => (unthemed[pool[position] as number] as { ref: FeatureRef }).ref),
      cohesion: round(pairs > 0 ? total / pairs : 1),
      ...(area !== null && {
        areaConfidences: group.members.map((position) => placementConfidence((affinity[position] as number[])[area] as number, thresholds)),
      }),
    }
  })
  const grouped = new Set(groups.flatMap((group) => group.members.map((position) => pool[position] as number)))
  const themeSuggestions = [...weakSuggestions].filter(([f]) => !grouped.has(f)).map(([, placement]) => placement)
  return { themePlacements, themeSuggestions, suggestedThemes }
}

/** The titles an area is recognised by: its examples, or its name when it has none (an area a team added). */
function areaExamples(area: ProductArea): readonly string[] {
  return area.examples.length > 0 ? area.examples : [area.name]
}

/**
 * Vectors of the areas' example titles, embedded apart from any batch (they neither enter a batch's idf nor cost a
 * call per batch) and once per provider and set of examples; a failed call is forgotten so the next batch retries.
 */
const exampleCache = new WeakMap<AiProvider, Map<string, Promise<TextVector[]>>>()
const EXAMPLE_SETS_KEPT = 16

function exampleEmbeddings(provider: AiProvider, texts: readonly string[], call: CallOptions): Promise<TextVector[]> {
  if (texts.length === 0) return Promise.resolve([])
  let sets = exampleCache.get(provider)
  if (!sets) exampleCache.set(provider, (sets = new Map()))
  const key = JSON.stringify(texts)
  const known = sets.get(key)
  if (known) return known
  const pending = provider
    .embed(
      texts.map((text) => ({ text })),
      { ...call, purpose: 'themes' },
    )
    .then((vectors) => vectors.map((vector) => normalised(vector)))
  pending.catch(() => sets.delete(key))
  if (sets.size >= EXAMPLE_SETS_KEPT) sets.delete(sets.keys().next().value as string)
  sets.set(key, pending)
  return pending
}

/**
 * Nearest-feature search over the documents of every feature; a feature's similarity is that of its closest
 * document. Sparse vectors use an inverted index over each document's highest-weighted buckets (its rarest terms
 * and character n-grams): the documents sharing most of the query's top buckets are the candidates, compared by exact
 * cosine (dot products of unit vectors). Dense vectors are compared with every document.
 */
class FeatureIndex {
  private readonly vectors: readonly TextVector[]
  /** Whether two documents may be of one feature at all, however similar (request-terms.ts opposite). */
  private readonly compatible: (document: number, other: number) => boolean
  private readonly owner = new Map<number, number>()
  private readonly postings = new Map<number, number[]>()
  private readonly dense: number[] = []

  constructor(vectors: readonly TextVector[], compatible: (document: number, other: number) => boolean) {
    this.vectors = vectors
    this.compatible = compatible
  }

  add(document: number, feature: number): void {
    this.owner.set(document, feature)
    const vector = this.vectors[document]
    if (!vector) return
    if (!isSparse(vector)) {
      this.dense.push(document)
      return
    }
    for (const bucket of topBuckets(vector, INDEX_BUCKETS)) {
      const list = this.postings.get(bucket)
      if (list) list.push(document)
      else this.postings.set(bucket, [document])
    }
  }

  /**
   * The closest feature to the document that is compatible and not `refused` (given each feature's similarity); a
   * refused feature leaves the choice to the next closest.
   */
  best(document: number, refused?: (feature: number, similarity: number) => boolean): { feature: number; similarity: number } | undefined {
    const query = this.vectors[document]
    if (!query) return undefined
    let candidates: Iterable<number> = this.dense
    if (isSparse(query)) {
      // Documents sharing the most of the query's rarest buckets; exact cosine for the best MAX_CANDIDATES of them.
      const overlap = new Map<number, number>()
      for (const bucket of topBuckets(query, QUERY_BUCKETS)) {
        for (const other of this.postings.get(bucket) ?? []) overlap.set(other, (overlap.get(other) ?? 0) + 1)
      }
      const ranked = [...overlap.entries()]
      if (ranked.length > MAX_CANDIDATES) ranked.sort((a, b) => b[1] - a[1] || a[0] - b[0])
      candidates = [...this.dense, ...ranked.slice(0, MAX_CANDIDATES).map(([other]) => other)]
    }
    // Each feature's similarity is its closest document's; ties go to the earlier feature, so the visiting order does
    // not matter.
    const closest = new Map<number, number>()
    for (const other of candidates) {
      if (other === document || !this.compatible(document, other)) continue
      const feature = this.owner.get(other) as number
      const similarity = dot(query, this.vectors[other] as TextVector)
      if (similarity > (closest.get(feature) ?? Number.NEGATIVE_INFINITY)) closest.set(feature, similarity)
    }
    let best: { feature: number; similarity: number } | undefined
    for (const [feature, similarity] of closest) {
      if (best && (similarity < best.similarity || (similarity === best.similarity && feature > best.feature))) continue
      if (refused?.(feature, similarity)) continue
      best = { feature, similarity }
    }
    return best
  }
}

const INDEX_BUCKETS = 24
const QUERY_BUCKETS = 24
const MAX_CANDIDATES = 48

/**
 * What a request is matched by: the request clause, or the sentence it was cut from when the cut left fewer than two
 * content terms ("would be great to"). A title made from the clause repeats its words (counting some twice made short
 * requests in other words match less: pairwise F1 0.647 against 0.663, each at its best threshold, on the tuning part
 * of data/request-groups.jsonl); the whole sentence brings its reasons in (0.654 against 0.692). A provider's title,
 * when there is one, goes first.
 */
function matchingText(extraction: Extraction): string {
  const sentence = extraction.asking?.sentence
  const text = sentence && termsOf(extraction.request).length < 2 ? sentence : extraction.request
  return extraction.title ? `${extraction.title}. ${text}` : text
}

function featureProfile(title: string, description?: string): string {
  return [title, title, description ?? ''].filter(Boolean).join('. ')
}

function namesOf(item: Pick<FeedbackItem, 'author'>): string[] {
  return [item.author?.name, item.author?.email?.split('@')[0]?.replace(/[._]/g, ' ')].filter((name): name is string => !!name)
}

function firstWords(text: string, count: number): string {
  return text.split(/\s+/).slice(0, count).join(' ')
}

function round(value: number): number {
  return Number(value.toFixed(4))
}
