import type { ProductArea } from '../../../api/schemas/themes'
import type { AiProvider, CallOptions } from '../provider'
import { groupIntoThemes } from '../theme-groups'
import { dot, type TextVector } from '../vectors'
import { at } from './at'
import type { PipelineOptions } from './options'
import { placementConfidence, round, type SimilarityThresholds } from './thresholds'
import type { FeatureRef, SuggestedTheme } from './types'

/** A feature without a theme, as theme placement compares it. */
export interface UnthemedFeature {
  ref: FeatureRef
  title: string
  text: string
  /** Ids of the themes a person refused for it. */
  refused: ReadonlySet<string>
}

interface Run {
  names: readonly string[]
  provider: AiProvider
  options: PipelineOptions
  call: CallOptions
}

/**
 * Groups the features no theme took into suggested themes: a group close enough to a product area no theme is yet
 * is that area's theme; another group is named by the provider from its features' titles.
 */
export async function suggestThemes(
  pool: readonly (UnthemedFeature & { vector: TextVector })[],
  areas: readonly ProductArea[],
  /** Each example title's vector, with the index of its area in `areas` (-1 when a theme is that area). */
  examples: readonly { area: number; vector: TextVector }[],
  thresholds: SimilarityThresholds,
  { names, provider, options, call }: Run,
): Promise<SuggestedTheme[]> {
  // A feature's affinity to an area: its similarity to the closest of the area's example titles.
  const affinity = pool.map((feature) => {
    const row = new Array<number>(areas.length).fill(Number.NEGATIVE_INFINITY)
    for (const example of examples) {
      if (example.area >= 0) row[example.area] = Math.max(at(row, example.area), dot(feature.vector, example.vector))
    }
    return row
  })
  const similarity = (a: number, b: number) => dot(at(pool, a).vector, at(pool, b).vector)
  const groups = groupIntoThemes(pool.length, similarity, affinity, {
    clusterThreshold: thresholds.cluster,
    areaThreshold: thresholds.area,
    minSize: options.minThemeSize ?? 3,
  })
  const unnamed = groups.filter((group) => group.area === null)
  const titlesOf = (members: readonly number[]) =>
    members.map((position) => ({ text: at(pool, position).title, names }))
  const clusterNames =
    unnamed.length > 0
      ? await provider.nameClusters(
          unnamed.map((group) => titlesOf(group.members)),
          call,
        )
      : []
  let unnamedSeen = 0
  return groups.map((group) => {
    const first = at(pool, at(group.members, 0)).ref
    let total = 0
    let pairs = 0
    for (let a = 0; a < group.members.length; a++) {
      for (let b = a + 1; b < group.members.length; b++) {
        total += similarity(at(group.members, a), at(group.members, b))
        pairs++
      }
    }
    const area = group.area
    return {
      key: `suggested:${first.kind === 'existing' ? first.id : first.key}`,
      name: area !== null ? at(areas, area).name : clusterNames[unnamedSeen++] ?? 'Suggested theme',
      features: group.members.map((position) => at(pool, position).ref),
      cohesion: round(pairs > 0 ? total / pairs : 1),
      ...(area !== null && {
        areaConfidences: group.members.map((position) =>
          placementConfidence(at(at(affinity, position), area), thresholds),
        ),
      }),
    }
  })
}
