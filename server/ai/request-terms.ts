/**
 * The terms a request is matched by (the local provider's matching vectors): customers ask for one thing in many
 * words, so before hashing
 * - the ways of asking go ("please add", "would love", "pls", "any chance of", "feature", "option"): they say that
 *   something is asked, not what, and on short messages they weigh as much as the request;
 * - the words customers use for one thing become one term ("night mode" and "dark theme" → dark mode, "synchronise"
 *   → sync, "spreadsheet" and "Excel" → CSV, "SAML" and "single sign-on" → SSO): a small lexicon of product
 *   vocabulary, stemmed like the terms;
 * - a misspelt word becomes the word of the collection it is one edit away from ("dakr" → dark, "integation" →
 *   integration): see TypoCorrector.
 * Character n-grams of the resulting terms still catch what the lexicon and the corrector miss (compounds, plurals).
 */
import { stem } from './text'
import { termsOf } from './vectors'

/** Stems of the words that only say that something is asked. */
const ASKING = new Set(
  `add adding added love loving great nice awesome amazing cool super handy useful helpful perfect please pls plz plzz
  asap soon feature features option options ability possibility possible chance support supporting supported allow
  enable make let wish hope request requested ask asked idea suggestion consider implement introduce provide offer
  include thing something missing lack star stars rating appreciated appreciate must huge`
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => stem(word)),
)

/**
 * Words and phrases customers use for the same thing, each written as it is asked for, then its canonical form.
 * Phrases are matched on content terms, so stop words in them ("no", "on") do not count.
 */
const SYNONYMS: readonly [phrases: string, canonical: string][] = [
  ['night mode, night theme, dark theme, black theme, darker theme, darker colour scheme, dark colour scheme, night', 'dark mode'],
  ['theme, colour scheme, color scheme', 'mode'],
  ['synchronise, synchronize, synchronisation, synchronization, synced, syncing', 'sync'],
  ['download, save as', 'export'],
  ['upload, transfer, bring over', 'import'],
  ['spreadsheet, excel, xls, xlsx', 'csv'],
  ['repeat, repeating, recurring, recurrence', 'recur'],
  ['text size, font size, bigger text, larger text, bigger font, larger font, bigger fonts', 'font size'],
  ['text message, by text, sms', 'sms'],
  ['without internet, no internet, no signal, no wifi', 'offline'],
  ['single sign on, single sign-on, saml, sso', 'sso'],
  ['two factor, two-factor, 2fa, mfa, multi factor, multi-factor', '2fa'],
  ['remove, unsend, erase', 'delete'],
  ['modify', 'edit'],
  ['gcal, google calender', 'google calendar'],
  ['microsoft, office 365, o365', 'outlook'],
  ['kilometres, kilometers, km, kg, kilograms, miles, units, unit', 'metric'],
  ['eq, equaliser, equalizer, bass, treble', 'equalizer'],
  ['fade, fading, gapless', 'crossfade'],
  ['bulk, in bulk', 'batch'],
  ['dedupe, deduplicate, duplicates', 'duplicate'],
  ['properties, property', 'custom field'],
  ['time zone, time zones, timezones', 'timezone'],
  ['split test, split testing, ab test, a/b test, a/b tests', 'ab test'],
  ['opt out, opts out, unsub', 'unsubscribe'],
  ['grocery, groceries, shopping', 'shop'],
  ['portion, portions, servings', 'serving'],
  ['url, link, web page, website', 'url'],
  ['calories, calorie, macros, protein, carbs', 'nutrition'],
  ['away, busy, out of office, out-of-office', 'status'],
  ['attachments, attachment', 'file'],
  ['threaded, threading', 'thread'],
]

const MAX_PHRASE = 3

/**
 * Terms that make a request the opposite of another about the same thing: "export tasks to CSV" and "import tasks from
 * CSV" share every other term, yet are two pieces of work.
 */
const OPPOSED = new Set(['export', 'import', 'archive', 'restore', 'delete'].map((word) => stem(word)))

/** The opposed terms a request asks for (after synonyms: "download" is export), in the order of OPPOSED; '' if none. */
export function directionOf(text: string): string {
  const found = new Set(requestTerms(text).filter((term) => OPPOSED.has(term)))
  return [...OPPOSED].filter((term) => found.has(term)).join(' ')
}

/**
 * Two requests that each name opposed terms and share none (export against import, archive against delete) are never
 * the same request, however alike the rest of their words.
 */
export function opposite(direction: string, other: string): boolean {
  if (direction === '' || other === '' || direction === other) return false
  const terms = new Set(direction.split(' '))
  return !other.split(' ').some((term) => terms.has(term))
}

/** Stem sequence (joined by spaces) → canonical stems. */
const LEXICON: ReadonlyMap<string, readonly string[]> = new Map(
  SYNONYMS.flatMap(([phrases, canonical]) => {
    const target = termsOf(canonical)
    return phrases.split(',').map((phrase) => [termsOf(phrase.trim()).join(' '), target] as const)
  }),
)

/** The request's content terms (termsOf: stemmed, stop words out), synonyms made one, ways of asking left out. */
export function requestTerms(text: string): string[] {
  const terms = termsOf(text)
  const out: string[] = []
  let i = 0
  while (i < terms.length) {
    let matched = 0
    for (let length = Math.min(MAX_PHRASE, terms.length - i); length >= 1 && matched === 0; length--) {
      const canonical = LEXICON.get(terms.slice(i, i + length).join(' '))
      if (canonical) {
        out.push(...canonical)
        matched = length
      }
    }
    if (matched === 0) {
      const term = terms[i] as string
      if (!ASKING.has(term)) out.push(term)
      matched = 1
    }
    i += matched
  }
  return out
}

/** Terms shorter than this are never corrected nor used as a correction (too many real words are one edit apart). */
const MIN_CORRECTED_LENGTH = 4
/** Nor terms longer than this (no word is): a term's deletions cost the square of its length. */
const MAX_CORRECTED_LENGTH = 30

/**
 * Spelling correction within a collection: a term seen once that is not a known word (`known`, e.g. frequent in the
 * background text) becomes the term one edit away (a letter dropped, added, changed or two swapped) that is known or
 * more frequent in the collection; the most frequent one, then the first in alphabetical order. Candidates are found
 * through their one-letter deletions (symmetric delete), so building and correcting are linear in the terms' length.
 */
export class TypoCorrector {
  private readonly counts = new Map<string, number>()
  private readonly byDeletion = new Map<string, string[]>()
  private readonly known: (term: string) => boolean

  constructor(collection: readonly (readonly string[])[], known: (term: string) => boolean) {
    this.known = known
    for (const terms of collection) for (const term of new Set(terms)) this.counts.set(term, (this.counts.get(term) ?? 0) + 1)
    for (const term of this.counts.keys()) {
      if (!correctable(term)) continue
      for (const variant of [term, ...deletions(term)]) {
        const list = this.byDeletion.get(variant)
        if (list) list.push(term)
        else this.byDeletion.set(variant, [term])
      }
    }
  }

  correct(term: string): string {
    const count = this.counts.get(term) ?? 0
    if (!correctable(term) || count > 1 || this.known(term)) return term
    let best = term
    let bestCount = count
    for (const variant of [term, ...deletions(term)]) {
      for (const candidate of this.byDeletion.get(variant) ?? []) {
        if (candidate === term) continue
        const candidateCount = this.counts.get(candidate) ?? 0
        if (!this.known(candidate) && candidateCount <= count) continue
        if (best === term || candidateCount > bestCount || (candidateCount === bestCount && candidate < best)) {
          best = candidate
          bestCount = candidateCount
        }
      }
    }
    return best
  }
}

function correctable(term: string): boolean {
  return term.length >= MIN_CORRECTED_LENGTH && term.length <= MAX_CORRECTED_LENGTH
}

/** The term with each one of its letters left out in turn. */
function deletions(term: string): string[] {
  const out: string[] = []
  for (let i = 0; i < term.length; i++) out.push(term.slice(0, i) + term.slice(i + 1))
  return out
}
