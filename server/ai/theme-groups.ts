/**
 * Groups unthemed features into suggested themes at the granularity of a backlog's product areas (about 5 to 15
 * themes for 100 features), and tells which starter product area (api/product-areas.ts) a group is, when it clearly is one:
 *
 * 1. average-linkage clustering of the features down to `clusterThreshold`;
 * 2. a cluster is an area when its features' mean affinity to that area is at least `areaThreshold` and the area is
 *    the closest one of at least half of them (a feature's affinity to an area: its highest similarity to one of
 *    the area's example titles);
 * 3. clusters of the same area are one group;
 * 4. a feature left in a cluster too small to be a theme joins the area it is itself clearly close to;
 * 5. only groups of at least `minSize` features are kept.
 *
 * Pure and deterministic: similarities in, member indices out.
 */
import { agglomerative } from './cluster'

export interface ThemeGroupOptions {
  clusterThreshold: number
  areaThreshold: number
  minSize: number
}

export interface ThemeGroup {
  /** Feature indices, in input order. */
  members: number[]
  /** The index of the product area it is, or null for a group to be named from its features. */
  area: number | null
}

/**
 * `similarity(i, j)`: of features i and j; `affinity[i][a]`: of feature i to area a (an empty row when there are no
 * areas).
 */
export function groupIntoThemes(
  count: number,
  similarity: (i: number, j: number) => number,
  affinity: readonly (readonly number[])[],
  options: ThemeGroupOptions,
): ThemeGroup[] {
  const { assignments, clusters } = agglomerative(count, similarity, { threshold: options.clusterThreshold })
  const clustered: number[][] = Array.from({ length: clusters }, () => [])
  for (let i = 0; i < count; i++) (clustered[assignments[i] as number] as number[]).push(i)

  const byArea = new Map<number, number[]>()
  const unnamed: number[][] = []
  const loose: number[] = []
  for (const members of clustered) {
    const area = clusterArea(members, affinity, options.areaThreshold)
    if (area !== null) byArea.set(area, [...(byArea.get(area) ?? []), ...members])
    else if (members.length >= options.minSize) unnamed.push(members)
    else loose.push(...members)
  }
  for (const i of loose) {
    const area = closestArea(affinity[i] ?? [])
    if (area !== null && (affinity[i]?.[area] ?? 0) >= options.areaThreshold) byArea.set(area, [...(byArea.get(area) ?? []), i])
  }
  const groups: ThemeGroup[] = [
    ...[...byArea.entries()].map(([area, members]) => ({ members: members.sort((a, b) => a - b), area })),
    ...unnamed.map((members) => ({ members, area: null })),
  ]
  return groups.filter((group) => group.members.length >= options.minSize).sort((a, b) => (a.members[0] as number) - (b.members[0] as number))
}

/** The area a cluster clearly is (see the module comment), or null. */
function clusterArea(members: readonly number[], affinity: readonly (readonly number[])[], threshold: number): number | null {
  const areas = affinity[members[0] as number]?.length ?? 0
  let best = -1
  let bestMean = Number.NEGATIVE_INFINITY
  for (let a = 0; a < areas; a++) {
    const mean = members.reduce((total, i) => total + (affinity[i]?.[a] ?? 0), 0) / members.length
    if (mean > bestMean) {
      bestMean = mean
      best = a
    }
  }
  if (best < 0 || bestMean < threshold) return null
  const votes = members.filter((i) => closestArea(affinity[i] ?? []) === best).length
  return 2 * votes >= members.length ? best : null
}

function closestArea(row: readonly number[]): number | null {
  let best: number | null = null
  for (let a = 0; a < row.length; a++) if (best === null || (row[a] as number) > (row[best] as number)) best = a
  return best
}
