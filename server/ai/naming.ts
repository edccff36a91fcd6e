/**
 * Names for suggested themes the way a product manager writes them: a short noun phrase in sentence case ("Slack
 * alerts", "SQL queries", "Roles & permissions"), never a list of keywords. A group that is one of the starter
 * product areas takes the area's name (theme-groups.ts); any other is named here from the noun phrase its features'
 * titles share most.
 */
import { nounPhrases, type NounPhrase } from './noun-phrases'

/** A theme name has at most this many words. */
export const MAX_THEME_NAME_WORDS = 4
/** Candidate phrases are one to three words of a noun phrase ending in a noun ("SQL" in "SQL editor", "audit log"). */
const MAX_PHRASE_WORDS = 3

interface Candidate {
  key: string
  words: number
  /** Titles it occurs in. */
  titles: Set<number>
  /** Ways it was written, with counts and which words are names. */
  forms: Map<string, { count: number; proper: boolean[] }>
  first: number
  proper: boolean
}

/** A name for a group of feature titles, from their most shared noun phrase. */
export function nameFromNounPhrases(titles: readonly string[]): string {
  const candidates = new Map<string, Candidate>()
  let order = 0
  titles.forEach((title, t) => {
    for (const phrase of nounPhrases(uncapitalised(title))) {
      for (const span of nounSpans(phrase)) {
        const key = span.lemmas.join(' ')
        const candidate = candidates.get(key) ?? { key, words: span.lemmas.length, titles: new Set(), forms: new Map(), first: order++, proper: span.tags.every(isName) }
        candidate.titles.add(t)
        const form = span.words.join(' ')
        candidate.forms.set(form, { count: (candidate.forms.get(form)?.count ?? 0) + 1, proper: span.words.map((word, w) => isName(span.tags[w] as string) && /\p{Lu}/u.test(word)) })
        candidates.set(key, candidate)
      }
    }
  })
  const ranked = [...candidates.values()].sort((a, b) => b.titles.size - a.titles.size || b.words - a.words || a.first - b.first)
  const best = ranked[0]
  if (!best) return sentenceCase(titles[0]?.split(/\s+/).slice(0, MAX_THEME_NAME_WORDS).join(' ') ?? 'Other')
  // A shared product name leads a shared head noun: "Slack" + "alerts" → "Slack alerts".
  if (best.words === 1) {
    const single = (proper: boolean, minTitles: number) => ranked.find((c) => c.words === 1 && c.proper === proper && c.titles.size >= minTitles)
    const brand = best.proper ? best : single(true, best.titles.size)
    const head = best.proper ? single(false, Math.max(2, titles.length / 2)) : best
    if (brand && head) return sentenceCase(`${surface(brand)} ${surface(head)}`)
  }
  // A second phrase covering other titles makes a pair ("Roles & permissions") when the pair stays short.
  const second = ranked.find(
    (candidate) =>
      candidate.titles.size >= 2 &&
      [...candidate.titles].some((t) => !best.titles.has(t)) &&
      !overlaps(candidate.key, best.key) &&
      candidate.words + best.words + 1 <= MAX_THEME_NAME_WORDS,
  )
  if (second && best.titles.size < titles.length && second.titles.size >= best.titles.size / 2) {
    return sentenceCase(`${surface(best)} & ${surface(second)}`)
  }
  return sentenceCase(surface(best))
}

/** The spans of a noun phrase that end in a noun, one to MAX_PHRASE_WORDS words long. */
function nounSpans(phrase: NounPhrase): NounPhrase[] {
  const spans: NounPhrase[] = []
  for (let end = 1; end <= phrase.words.length; end++) {
    if (!['NOUN', 'PROPN'].includes(phrase.tags[end - 1] as string)) continue
    for (let start = Math.max(0, end - MAX_PHRASE_WORDS); start < end; start++) {
      spans.push({ words: phrase.words.slice(start, end), lemmas: phrase.lemmas.slice(start, end), tags: phrase.tags.slice(start, end) })
    }
  }
  return spans
}

function isName(tag: string): boolean {
  return tag === 'PROPN'
}

function overlaps(a: string, b: string): boolean {
  const words = new Set(a.split(' '))
  return b.split(' ').some((word) => words.has(word))
}

/** The way it was written most often; common words in lower case, names and acronyms as written (Slack, SQL, iOS). */
function surface(candidate: Candidate): string {
  const [form, { proper }] = [...candidate.forms.entries()].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))[0] as [
    string,
    { proper: boolean[] },
  ]
  return form
    .split(' ')
    .map((word, i) => (proper[i] || !/^\p{Lu}[\p{Ll}-]+$/u.test(word) ? word : word.toLowerCase()))
    .join(' ')
}

/** A title's capital first letter says nothing about the word ("Export", "Anomaly"): the tagger reads it in lower case. */
function uncapitalised(title: string): string {
  return /^\p{Lu}\p{Ll}*\b/u.test(title) && !/^\p{Lu}\p{Ll}*\p{Lu}/u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title
}

function sentenceCase(text: string): string {
  return /^\p{Ll}/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text
}
