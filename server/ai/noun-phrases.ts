/**
 * Noun phrases of short texts (feature titles) for naming themes, from the tagger of nlp.ts: a noun phrase is a run of
 * adjectives, nouns, proper nouns and numbers ("Two-factor authentication", "Slack alerts"), words joined by a hyphen
 * staying one word, each with its lemma so that inflections count as one phrase.
 */
import { tagWords, type TaggedWord } from './nlp'

export interface NounPhrase {
  /** The words as written. */
  words: string[]
  /** Their lemmas, lower case ("alerts" → "alert"), for counting the same phrase however it is inflected. */
  lemmas: string[]
  /** The part of speech of each word: ADJ, NOUN, PROPN (a product or company name: "Slack", "Okta") or NUM. */
  tags: string[]
}

const PHRASE_TAGS = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM'])

export function nounPhrases(text: string): NounPhrase[] {
  const words = tagWords(text)
  const phrases: NounPhrase[] = []
  let current: NounPhrase | undefined
  const close = () => {
    if (current && current.words.length > 0) phrases.push(current)
    current = undefined
  }
  for (let t = 0; t < words.length; t++) {
    const word = words[t] as TaggedWord
    const next = words[t + 1]
    // "anomaly-alert" style compounds: a hyphen with no space on either side joins the words around it.
    if (word.text === '-' && current && !word.spaceBefore && next && !next.spaceBefore) {
      current.words[current.words.length - 1] += `-${next.text}`
      current.lemmas[current.lemmas.length - 1] += `-${next.lemma}`
      t++
      continue
    }
    if (PHRASE_TAGS.has(word.pos) || isPluralNoun(word.text, word.pos, current)) {
      current ??= { words: [], lemmas: [], tags: [] }
      current.words.push(word.text)
      current.lemmas.push(word.lemma)
      current.tags.push(PHRASE_TAGS.has(word.pos) ? word.pos : 'NOUN')
    } else close()
  }
  close()
  return phrases
}

/**
 * The lite model tags a plural noun after a noun as a verb ("Slack alerts", "threshold alerts"); in a feature title
 * such a word ends the noun phrase.
 */
function isPluralNoun(word: string, tag: string, current: NounPhrase | undefined): boolean {
  return tag === 'VERB' && current !== undefined && /\p{Ll}s$/u.test(word) && !/ss$/.test(word)
}
