import { STARTER_AREAS } from '../../../api/product-areas'
import type { ProductArea } from '../../../api/schemas/themes'
import { placementOutcome } from '../../../api/theme-placement'
import { MAX_THEME_EXAMPLES } from '../company-layer'
import type { AiProvider, CallOptions } from '../provider'
import { dot, normalised, type TextVector } from '../vectors'
import { areaExamples, exampleEmbeddings } from './area-examples'
import { at, withVectors } from './at'
import type { PipelineOptions } from './options'
import { suggestThemes, type UnthemedFeature } from './suggest-themes'
import { featureProfile } from './texts'
import { placementConfidence, round, thresholdsFor } from './thresholds'
import type { ExistingState, NewFeatureDecision, PipelineResult, ThemePlacement } from './types'

export type ThemeDecisions = Pick<PipelineResult, 'themePlacements' | 'themeSuggestions' | 'suggestedThemes'>

/** A product area, with the existing theme it is (its index in the themes; -1 when the team has none of it). */
interface Area {
  area: ProductArea
  theme: number
  /** Its index among the areas no theme is yet (-1 when a theme is it): those a suggested theme may be. */
  free: number
}

/**
 * Stage 5: the provider places each feature without a theme (the existing ones, then those created) in an existing
 * theme; what is left groups into suggested themes (a product area, or a cluster it names), and a placement below the
 * confidence rule of a feature left ungrouped is only suggested on the feature.
 */
export async function placeInThemes(
  existing: ExistingState,
  created: readonly NewFeatureDecision[],
  names: readonly string[],
  provider: AiProvider,
  options: PipelineOptions,
  call: CallOptions,
): Promise<ThemeDecisions> {
  const unthemed = unthemedFeatures(existing, created)
  if (unthemed.length === 0) return { themePlacements: [], themeSuggestions: [], suggestedThemes: [] }
  const themes = existing.themes.map((theme) => {
    const members = existing.features.filter((feature) => feature.themeId === theme.id).map((feature) => feature.title)
    return {
      id: theme.id,
      name: theme.name,
      description: theme.description,
      members,
      text: [theme.name, theme.name, theme.description ?? '', ...members].filter(Boolean).join('. '),
    }
  })
  // An area the team already has a theme of is that theme: its features are placed there, never suggested again, and
  // the area's example titles recognise them as well as the theme's own name and members do (a theme accepted from a
  // suggestion, or named after an area, places features before it has many members).
  const areas = productAreas(existing, options)
  const examples = areas.flatMap((area) => areaExamples(area.area).map((text) => ({ area, text })))
  const vectors = (
    await provider.embed(
      [
        ...themes.map((theme) => ({ text: theme.text, names })),
        ...unthemed.map((feature) => ({ text: feature.text, gist: feature.title, names })),
      ],
      { ...call, purpose: 'themes' },
    )
  ).map((vector) => normalised(vector))
  const thresholds = { ...thresholdsFor(vectors), ...options.thresholds }
  const themeVectors = vectors.slice(0, themes.length)
  const features = withVectors(unthemed, vectors.slice(themes.length))
  const areaExampleVectors = withVectors(
    examples,
    await exampleEmbeddings(
      provider,
      examples.map((example) => example.text),
      call,
    ),
  )
  // The team's placements (company-layer.ts): features they put in a theme or took out of it.
  const themeIndex = new Map(existing.themes.map((theme, t) => [theme.id, t]))
  const teamPlacements = (existing.examples?.themes ?? [])
    .flatMap((example) => {
      const theme = themeIndex.get(example.themeId)
      return example.text && theme !== undefined ? [{ ...example, theme }] : []
    })
    .slice(-MAX_THEME_EXAMPLES)
  const team = withVectors(
    teamPlacements,
    await exampleEmbeddings(
      provider,
      teamPlacements.map((example) => example.text),
      call,
    ),
  )

  // Each feature's similarity to each theme: to the theme's text, or to the closest example of the area the theme is,
  // or to the closest feature the team put there. A theme is refused for a feature when a person refused it for that
  // feature, or when a feature the team took out of the theme is at least as close to it as the theme.
  const rows = features.map((feature) => {
    const row = themeVectors.map((vector) => dot(feature.vector, vector))
    const closer = (t: number, similarity: number) => {
      row[t] = Math.max(at(row, t), similarity)
    }
    for (const example of areaExampleVectors) {
      if (example.area.theme >= 0) closer(example.area.theme, dot(feature.vector, example.vector))
    }
    const teamSimilarities = team.map((example) => dot(feature.vector, example.vector))
    team.forEach((example, e) => {
      if (example.same) closer(example.theme, at(teamSimilarities, e))
    })
    const refused = new Set([
      ...themes.flatMap((theme, t) => (feature.refused.has(theme.id) ? [t] : [])),
      ...team.flatMap((example, e) =>
        !example.same && at(teamSimilarities, e) >= at(row, example.theme) ? [example.theme] : [],
      ),
    ])
    return { similarities: row, refused }
  })
  const similarity = (f: number, t: number) => at(at(rows, f).similarities, t)
  // The provider chooses each feature's theme: placed, or else grouped with the other features left (a group that is
  // an area or names a new theme), or else only suggested.
  const choices = await provider.placeInThemes(
    features.map((feature, f) => ({ text: feature.text, gist: feature.title, names, refused: at(rows, f).refused })),
    themes.map((theme, t) => ({
      name: theme.name,
      description: theme.description ?? undefined,
      examples: [...theme.members, ...areas.flatMap((area) => (area.theme === t ? areaExamples(area.area) : []))],
    })),
    { ...call, similarity, confidence: (value) => placementConfidence(value, thresholds) },
  )
  const themePlacements: ThemePlacement[] = []
  const weakSuggestions = new Map<UnthemedFeature, ThemePlacement>()
  const leftover: (UnthemedFeature & { vector: TextVector })[] = []
  features.forEach((feature, f) => {
    const choice = choices[f] ?? null
    const outcome = choice ? placementOutcome(choice.confidence) : 'none'
    if (choice && outcome !== 'none') {
      const { id } = at(themes, choice.theme)
      const placement = {
        feature: feature.ref,
        themeId: id,
        similarity: round(similarity(f, choice.theme)),
        confidence: choice.confidence,
      }
      if (outcome === 'place') return themePlacements.push(placement)
      weakSuggestions.set(feature, placement)
    }
    leftover.push(feature)
  })

  const freeAreas = areas.filter((area) => area.theme === -1).map((area) => area.area)
  const suggestedThemes = await suggestThemes(
    leftover.slice(0, options.maxClusterFeatures ?? 2000),
    freeAreas,
    areaExampleVectors.map((example) => ({ area: example.area.free, vector: example.vector })),
    thresholds,
    { names, provider, options, call },
  )
  const grouped = new Set(suggestedThemes.flatMap((theme) => theme.features))
  const themeSuggestions = [...weakSuggestions]
    .filter(([feature]) => !grouped.has(feature.ref))
    .map(([, placement]) => placement)
  return { themePlacements, themeSuggestions, suggestedThemes }
}

/** The features without a theme: the existing ones (with the themes a person refused for each), then those created. */
function unthemedFeatures(existing: ExistingState, created: readonly NewFeatureDecision[]): UnthemedFeature[] {
  return [
    ...existing.features
      .filter((feature) => !feature.themeId)
      .map(
        (feature): UnthemedFeature => ({
          ref: { kind: 'existing', id: feature.id },
          title: feature.title,
          text: featureProfile(feature.title, feature.description),
          refused: new Set(feature.dismissedThemeIds ?? []),
        }),
      ),
    ...created.map(
      (feature): UnthemedFeature => ({
        ref: { kind: 'new', key: feature.key },
        title: feature.title,
        text: featureProfile(feature.title, feature.description),
        refused: new Set<string>(),
      }),
    ),
  ]
}

/** The company's product areas (the starter set by default), each with the existing theme that is it. */
function productAreas(existing: ExistingState, options: PipelineOptions): Area[] {
  const areas = (options.areas ?? STARTER_AREAS).map((area) => ({
    area,
    theme: existing.themes.findIndex((theme) => theme.name.trim().toLowerCase() === area.name.toLowerCase()),
  }))
  const free = areas.filter((area) => area.theme === -1)
  return areas.map((area) => ({ ...area, free: free.indexOf(area) }))
}
