/**
 * Noun phrases of short texts (feature titles), by wink-nlp's part-of-speech tagger with its English lite model:
 * a noun phrase is a run of adjectives, nouns, proper nouns and numbers ("Two-factor authentication", "Slack
 * alerts"), words joined by a hyphen staying one word. The model loads once, on first use.
 */
import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

export interface NounPhrase {
  /** The words as written. */
  words: string[]
  /** Their lemmas, lower case ("alerts" → "alert"), for counting the same phrase however it is inflected. */
  lemmas: string[]
  /** The part of speech of each word: ADJ, NOUN, PROPN (a product or company name: "Slack", "Okta") or NUM. */
  tags: string[]
}

const PHRASE_TAGS = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM'])

let nlp: WinkMethods | undefined

export function nounPhrases(text: string): NounPhrase[] {
  nlp ??= winkNLP(model, ['sbd', 'pos'])
  const { its } = nlp
  const tokens = nlp.readDoc(text).tokens()
  const words = tokens.out(its.value)
  const tags = tokens.out(its.pos)
  // wink-nlp's types give its.lemma the signature of an internal helper; at run time it is a token property like pos.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>)
  const spaces = tokens.out(its.precedingSpaces)
  const phrases: NounPhrase[] = []
  let current: NounPhrase | undefined
  const close = () => {
    if (current && current.words.length > 0) phrases.push(current)
    current = undefined
  }
  for (let t = 0; t < words.length; t++) {
    const word = words[t] as string
    const tag = tags[t] as string
    // "anomaly-alert" style compounds: a hyphen with no space on either side joins the words around it.
    if (word === '-' && current && !spaces[t] && !spaces[t + 1] && t + 1 < words.length) {
      const next = words[t + 1] as string
      current.words[current.words.length - 1] += `-${next}`
      current.lemmas[current.lemmas.length - 1] += `-${(lemmas[t + 1] as string).toLowerCase()}`
      t++
      continue
    }
    if (PHRASE_TAGS.has(tag) || isPluralNoun(word, tag, current)) {
      current ??= { words: [], lemmas: [], tags: [] }
      current.words.push(word)
      current.lemmas.push((lemmas[t] as string).toLowerCase())
      current.tags.push(PHRASE_TAGS.has(tag) ? tag : 'NOUN')
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
