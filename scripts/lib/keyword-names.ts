/**
 * The former local theme names, kept as the baseline `npm run eval` prints next to the names of server/ai/naming.ts:
 * a cluster named by its top terms, the stems that occur in most of its texts weighted by idf, in the surface form
 * people wrote most often ("Export, PDF, dashboards").
 */
import { LocalEmbedder } from '../../server/ai/embed'
import { STOP_WORDS, stem } from '../../server/ai/text'

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}]/gu

export interface NamedCluster {
  name: string
  /** The top terms, most distinctive first. */
  terms: string[]
}

/**
 * Names every cluster (a list of texts) by up to `maxTerms` top terms: "Export, PDF, dashboards". `embedder` holds
 * the idf of the whole collection (defaults to one fitted on the clusters' texts).
 */
export function nameClusters(clusters: readonly (readonly string[])[], maxTerms = 3, embedder?: LocalEmbedder): NamedCluster[] {
  const allTexts = clusters.flat()
  const idfSource = embedder ?? new LocalEmbedder(undefined, { charWeight: 0 }).fit(allTexts)
  return clusters.map((texts) => nameCluster(texts, maxTerms, idfSource))
}

function nameCluster(texts: readonly string[], maxTerms: number, embedder: LocalEmbedder): NamedCluster {
  const documentCount = new Map<string, number>()
  const firstSeen = new Map<string, number>()
  const surfaces = new Map<string, Map<string, number>>()
  let position = 0
  for (const text of texts) {
    const seen = new Set<string>()
    for (const match of text.matchAll(WORD)) {
      const surface = match[0].replace(/’/g, "'")
      const lower = surface.toLowerCase()
      if (lower.length < 2 || STOP_WORDS.has(lower) || /^\d+$/.test(lower)) continue
      const term = stem(lower)
      const forms = surfaces.get(term) ?? new Map<string, number>()
      forms.set(surface, (forms.get(surface) ?? 0) + 1)
      surfaces.set(term, forms)
      if (!firstSeen.has(term)) firstSeen.set(term, position++)
      if (!seen.has(term)) {
        seen.add(term)
        documentCount.set(term, (documentCount.get(term) ?? 0) + 1)
      }
    }
  }
  const ranked = [...documentCount.entries()]
    .map(([term, count]) => ({ term, weight: (count / Math.max(1, texts.length)) * embedder.termIdf(term) }))
    .sort((a, b) => b.weight - a.weight || (firstSeen.get(a.term) ?? 0) - (firstSeen.get(b.term) ?? 0))
    .slice(0, maxTerms)
  const words = ranked.map(({ term }) => displayForm(surfaces.get(term) ?? new Map()))
  if (words.length === 0) return { name: 'Other', terms: [] }
  const [first, ...rest] = words as [string, ...string[]]
  const name = [capitalise(first), ...rest].join(', ')
  return { name, terms: ranked.map(({ term }) => term) }
}

/** The most frequent way of writing a term; lower case unless people write it in capitals (PDF, SSO, iOS). */
function displayForm(forms: Map<string, number>): string {
  let best = ''
  let bestCount = -1
  for (const [form, count] of [...forms.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const key = /^\p{Lu}\p{Ll}+$/u.test(form) ? form.toLowerCase() : form // sentence-initial capitals are not names
    const total = (key === form ? count : (forms.get(key) ?? 0) + count)
    if (total > bestCount) {
      best = key
      bestCount = total
    }
  }
  return best
}

function capitalise(word: string): string {
  return /^\p{Ll}/u.test(word) ? word.charAt(0).toUpperCase() + word.slice(1) : word
}
