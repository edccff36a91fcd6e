/**
 * Changes to a company's themes that its feedback argues for, proposed to the team with a reason (a person accepts or
 * dismisses each; nothing changes by itself):
 *
 * - merge: two themes whose features are, on average, as alike as the features the clustering puts in one theme
 *   (average linkage at the provider's cluster threshold, pipeline.ts): the one with more features is kept;
 * - rename: a theme whose features mostly share a noun phrase (the provider's cluster name, naming.ts for the local
 *   one) that fits more of them than the current name does.
 *
 * Pure apart from the provider's calls: one embedding call for every feature title, one naming call.
 */
import type { AiProvider, CallOptions } from './provider'
import { thresholdsFor, type SimilarityThresholds } from './pipeline'
import { dot, normalised, type TextVector } from './vectors'

export interface ReviewedTheme {
  id: string
  name: string
  /** Titles of its features. */
  features: readonly string[]
}

export interface ThemeChangeProposal {
  kind: 'rename' | 'merge'
  /** A merge keeps the first. */
  themeIds: string[]
  name: string
  reason: string
}

export interface ReviewOptions extends CallOptions {
  /** Only themes with at least this many features are reviewed. Default 3 (the size of a suggested theme). */
  minFeatures?: number
  /** A rename needs its phrase in at least this share of the features. Default 0.6. */
  renameShare?: number
  /** Features of a theme compared at most (the first ones). Default 200. */
  maxFeatures?: number
  thresholds?: Partial<SimilarityThresholds>
}

export async function reviewThemes(themes: readonly ReviewedTheme[], provider: AiProvider, options: ReviewOptions = {}): Promise<ThemeChangeProposal[]> {
  const call = options.signal ? { signal: options.signal } : {}
  const minFeatures = options.minFeatures ?? 3
  const reviewed = themes
    .filter((theme) => theme.features.length >= minFeatures)
    .map((theme) => ({ ...theme, features: theme.features.slice(0, options.maxFeatures ?? 200) }))
  if (reviewed.length === 0) return []

  const names = await provider.nameClusters(
    reviewed.map((theme) => theme.features.map((text) => ({ text }))),
    call,
  )
  const proposals: ThemeChangeProposal[] = []
  reviewed.forEach((theme, t) => {
    const proposed = names[t]?.trim()
    if (!proposed || proposed.toLowerCase() === theme.name.trim().toLowerCase()) return
    const fits = theme.features.filter((title) => mentionsAll(title, proposed)).length
    const fitsNow = theme.features.filter((title) => mentionsAny(title, theme.name)).length
    if (fits < Math.ceil((options.renameShare ?? 0.6) * theme.features.length) || fits <= fitsNow) return
    proposals.push({
      kind: 'rename',
      themeIds: [theme.id],
      name: proposed,
      reason: `${fits} of its ${theme.features.length} features are about “${proposed.toLowerCase()}”; the name “${theme.name}” fits ${fitsNow} of them.`,
    })
  })

  const titles = reviewed.flatMap((theme, t) => theme.features.map((text) => ({ theme: t, text })))
  const vectors = (await provider.embed(titles.map((title) => ({ text: title.text })), { ...call, purpose: 'themes' })).map((vector) => normalised(vector))
  const threshold = { ...thresholdsFor(vectors), ...options.thresholds }.cluster
  const members = reviewed.map((_, t) => titles.flatMap((title, i) => (title.theme === t ? [vectors[i] as TextVector] : [])))
  for (let a = 0; a < reviewed.length; a++) {
    for (let b = a + 1; b < reviewed.length; b++) {
      const similarity = averageLinkage(members[a] as TextVector[], members[b] as TextVector[])
      if (similarity < threshold) continue
      const [kept, other] = (reviewed[b]?.features.length ?? 0) > (reviewed[a]?.features.length ?? 0) ? [reviewed[b]!, reviewed[a]!] : [reviewed[a]!, reviewed[b]!]
      proposals.push({
        kind: 'merge',
        themeIds: [kept.id, other.id],
        name: kept.name,
        reason: `The features of “${kept.name}” and “${other.name}” ask for related things: on average as alike (${similarity.toFixed(2)}) as features the AI groups into one theme (${threshold.toFixed(2)} or more).`,
      })
    }
  }
  return proposals
}

/** Mean similarity over every pair of one feature from each side. */
function averageLinkage(a: readonly TextVector[], b: readonly TextVector[]): number {
  let total = 0
  for (const x of a) for (const y of b) total += dot(x, y)
  return total / (a.length * b.length)
}

/** The words of a name, lower case, without "&" and "and", stemmed. */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && word !== 'and')
    .map(stem)
}

/** "features" and "feature", "searches" and "search" are one word. */
function stem(word: string): string {
  return word.length > 3 ? word.replace(/([^s])s$/, '$1').replace(/e$/, '') : word
}

function titleWords(title: string): Set<string> {
  return new Set(nameWords(title))
}

function mentionsAll(title: string, name: string): boolean {
  const words = titleWords(title)
  return nameWords(name).every((word) => words.has(word))
}

function mentionsAny(title: string, name: string): boolean {
  const words = titleWords(title)
  return nameWords(name).some((word) => words.has(word))
}
