/**
 * Theme suggestions as `npm run eval` measures them, the pipeline's way (default mode: no fixed number of themes) next
 * to the former method in the same run: average linkage at the cluster threshold, suggestions of 2 or more features,
 * named by their top terms (keyword-names.ts).
 */
import { agglomerative } from '../../server/ai/cluster'
import { MAX_THEME_NAME_WORDS } from '../../server/ai/naming'
import { analyseFeedback, LOCAL_THRESHOLDS } from '../../server/ai/pipeline'
import type { LocalProvider } from '../../server/ai/providers/local'
import { dot, normalised } from '../../server/ai/vectors'
import { nameClusters } from './keyword-names'

export interface ThemeOutcome {
  /** Suggested themes: names and the indices of their features. */
  themes: { name: string; members: number[] }[]
  /** Cluster of every feature: its theme's number, or a number of its own when in no theme. */
  assignments: number[]
}

/** The pipeline's suggestions for features with these titles, none of them in a theme yet. */
export async function pipelineThemes(titles: readonly string[], provider: LocalProvider): Promise<ThemeOutcome> {
  const features = titles.map((title, i) => ({ id: String(i), title, themeId: null }))
  const result = await analyseFeedback([], { features, themes: [] }, provider, { maxClusterFeatures: titles.length })
  return outcome(
    titles.length,
    result.suggestedThemes.map((theme) => ({ name: theme.name, members: theme.features.map((ref) => Number(ref.kind === 'existing' ? ref.id : -1)) })),
  )
}

/** The former suggestions: average linkage down to the cluster threshold, 2 features or more, top-term names. */
export async function formerThemes(titles: readonly string[], provider: LocalProvider): Promise<ThemeOutcome> {
  const vectors = (await provider.embed(titles.map((title) => ({ text: `${title}. ${title}`, gist: title })), { purpose: 'themes' })).map((vector) => normalised(vector))
  const { assignments, clusters } = agglomerative(titles.length, (i, j) => dot(vectors[i]!, vectors[j]!), { threshold: LOCAL_THRESHOLDS.cluster })
  const groups: number[][] = Array.from({ length: clusters }, () => [])
  assignments.forEach((cluster, i) => groups[cluster]!.push(i))
  const kept = groups.filter((members) => members.length >= 2)
  const names = nameClusters(kept.map((members) => members.map((i) => titles[i]!)), 3, provider.embedder(titles)).map((named) => named.name)
  return outcome(
    titles.length,
    kept.map((members, g) => ({ name: names[g]!, members })),
  )
}

function outcome(count: number, themes: ThemeOutcome['themes']): ThemeOutcome {
  const assignments = Array.from({ length: count }, (_, i) => -1 - i)
  themes.forEach((theme, t) => theme.members.forEach((i) => (assignments[i] = t)))
  return { themes, assignments }
}

/** A name a product manager would not keep: a list of keywords, or longer than a short phrase. */
export function isPoorName(name: string): boolean {
  return name.includes(',') || name.trim().split(/\s+/).length > MAX_THEME_NAME_WORDS
}
