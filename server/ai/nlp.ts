/**
 * English part-of-speech tags, lemmas and noun phrases, offline: wink-nlp with its English lite model (MIT, shipped in
 * node_modules, nothing fetched at run time). The library and its model take about a second to load, so they are
 * loaded on first use, once per process, and only the tagger runs (no sentence splitting, entities or sentiment):
 * tens of thousands of short clauses a second on one core.
 *
 * A noun phrase here is a run of adjectives, nouns, proper nouns and numbers that ends in a noun or proper noun
 * ("scheduled PDF reports", "Okta single sign-on"), without the determiners and possessives in front of it.
 */
import { createRequire } from 'node:module'
import type WinkNlp from 'wink-nlp'

/** Universal part-of-speech tags, as the model gives them. */
export type PartOfSpeech =
  | 'ADJ'
  | 'ADP'
  | 'ADV'
  | 'AUX'
  | 'CCONJ'
  | 'DET'
  | 'INTJ'
  | 'NOUN'
  | 'NUM'
  | 'PART'
  | 'PRON'
  | 'PROPN'
  | 'PUNCT'
  | 'SCONJ'
  | 'SYM'
  | 'VERB'
  | 'X'
  | 'SPACE'

export interface TaggedWord {
  /** The word as written. */
  text: string
  pos: PartOfSpeech
  /** Its dictionary form, lower case ("synced" → "sync"). */
  lemma: string
  /** Whether whitespace precedes it in the text (false for "n't", "-on" in "sign-on"...). */
  spaceBefore: boolean
}

type Nlp = ReturnType<typeof WinkNlp>

let nlp: Nlp | undefined

function load(): Nlp {
  if (!nlp) {
    const require = createRequire(import.meta.url)
    const winkNlp = require('wink-nlp') as typeof WinkNlp
    nlp = winkNlp(require('wink-eng-lite-web-model'), ['pos'])
  }
  return nlp
}

/** The words of a text with their part of speech and lemma, in order. */
export function tagWords(text: string): TaggedWord[] {
  if (!text.trim()) return []
  const engine = load()
  const its = engine.its
  const tokens = engine.readDoc(text).tokens()
  // its.lemma is typed as needing the model's add-ons, which readDoc supplies: every column is read the same way.
  const column = (property: unknown) => (tokens.out as (property: unknown) => string[])(property)
  const values = column(its.value)
  const tags = column(its.pos) as PartOfSpeech[]
  const lemmas = column(its.lemma)
  const spaces = column(its.precedingSpaces)
  return values.map((value, i) => ({
    text: value,
    pos: tags[i] as PartOfSpeech,
    lemma: (lemmas[i] ?? value).toLowerCase(),
    spaceBefore: i > 0 && (spaces[i] ?? '') !== '',
  }))
}

const PHRASE_WORD = new Set<PartOfSpeech>(['ADJ', 'NOUN', 'PROPN', 'NUM'])
const PHRASE_HEAD = new Set<PartOfSpeech>(['NOUN', 'PROPN'])

/** Spans [start, end) of the noun phrases among tagged words; a hyphen or a word glued to the one before stays in its phrase. */
export function nounPhraseSpans(words: readonly TaggedWord[]): [start: number, end: number][] {
  const spans: [number, number][] = []
  let start = -1
  let lastHead = -1
  const close = () => {
    if (start >= 0 && lastHead >= start) spans.push([start, lastHead + 1])
    start = -1
    lastHead = -1
  }
  words.forEach((word, i) => {
    const glued = start >= 0 && !word.spaceBefore && (word.text === '-' || words[i - 1]?.text === '-')
    if (PHRASE_WORD.has(word.pos) || glued) {
      if (start < 0) start = i
      if (PHRASE_HEAD.has(word.pos) || glued) lastHead = i
    } else close()
  })
  close()
  return spans
}

/** Joins words back into text with the spacing they had ("sign-on", "don't"). */
export function joinWords(words: readonly TaggedWord[]): string {
  return words.map((word, i) => (i > 0 && word.spaceBefore ? ` ${word.text}` : word.text)).join('')
}

/** The noun phrases of a text, in order, as written: "Can we get scheduled PDF reports?" → ["scheduled PDF reports"]. */
export function nounPhrases(text: string): string[] {
  const words = tagWords(text)
  return nounPhraseSpans(words).map(([start, end]) => joinWords(words.slice(start, end)))
}
