/**
 * Small text utilities shared by every stage of the local pipeline: a tokeniser, English stop words, a Porter stemmer,
 * a sentence splitter, 32-bit string hashing (for the hashing trick) and a seeded random number generator.
 * Everything here is pure and deterministic.
 */

/** Lower-cased word tokens: runs of letters and digits (any script), keeping inner apostrophes ("don't") and dots in
 * version-like tokens out. Fast path for ASCII. */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  let start = -1
  const lower = text.toLowerCase()
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : 32
    const word =
      (code >= 97 && code <= 122) ||
      (code >= 48 && code <= 57) ||
      (code > 127 && isWordChar(lower[i] ?? ' ')) ||
      ((code === 39 || code === 8217) && start >= 0 && isAsciiLetter(lower.charCodeAt(i + 1)))
    if (word) {
      if (start < 0) start = i
    } else if (start >= 0) {
      tokens.push(lower.slice(start, i).replace(/\u2019/g, "'"))
      start = -1
    }
  }
  return tokens
}

function isAsciiLetter(code: number): boolean {
  return code >= 97 && code <= 122
}

const WORD_CHAR = /[\p{L}\p{N}]/u
function isWordChar(char: string): boolean {
  return WORD_CHAR.test(char)
}

/** Common English function words; dropped for matching and clustering (kept for classification, where "how" or "can"
 * carry meaning). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being below between both
  but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had
  hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd
  i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once
  only or other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some such
  than that that's the their theirs them themselves then there there's these they they'd they'll they're they've this
  those through to too under until up very was wasn't we we'd we'll we're we've were weren't what what's when when's
  where where's which while who who's whom why why's will with won't would wouldn't you you'd you'll you're you've your
  yours yourself yourselves also just really please thanks thank hi hello hey get got would like want wanted need
  needs able lot one way us us's still yet even much many via etc ok okay im ive dont cant wont`.split(/\s+/),
)

// ---------------------------------------------------------------------------------------------------------------
// Porter stemmer (M. F. Porter, 1980), the original algorithm. Cached: feedback vocabularies are small.

const stemCache = new Map<string, string>()
const STEM_CACHE_LIMIT = 200_000

/** The Porter stem of a lower-case word ("exporting" → "export", "dashboards" → "dashboard"). */
export function stem(word: string): string {
  const cached = stemCache.get(word)
  if (cached !== undefined) return cached
  const result = word.length <= 2 || !/^[a-z]+$/.test(word) ? word : porter(word)
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear()
  stemCache.set(word, result)
  return result
}

/** Porter's consonant: a letter other than a, e, i, o and u, and other than a y after a consonant (`previous`: whether the
 * letter before, at i - 1, is one). */
function consonant(c: string | undefined, i: number, previous: boolean): boolean {
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false
  return c === 'y' ? i === 0 || !previous : true
}

/** consonant() of word[i], read back over the run of y's it may end (no recursion: a word of y's is a hostile input too). */
function isConsonant(word: string, i: number): boolean {
  let before = i
  while (before >= 0 && word[before] === 'y') before--
  if (before === i) return consonant(word[i], i, false)
  // word[before + 1..i] are y's: the first is a consonant at the start or after a vowel, then they alternate.
  const first = before < 0 || !consonant(word[before], before, false)
  return (i - before - 1) % 2 === 0 ? first : !first
}

/** m(): the number of vowel-consonant sequences in word[0..end), that is of consonants right after a vowel (one pass). */
function measure(word: string, end: number): number {
  let n = 0
  let previous = true
  for (let i = 0; i < end; i++) {
    const current = consonant(word[i], i, previous)
    if (i > 0 && current && !previous) n++
    previous = current
  }
  return n
}

function hasVowel(word: string, end: number): boolean {
  let previous = true
  for (let i = 0; i < end; i++) {
    previous = consonant(word[i], i, previous)
    if (!previous) return true
  }
  return false
}

function endsDoubleConsonant(word: string): boolean {
  const n = word.length
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1)
}

/** cvc: consonant-vowel-consonant ending where the last consonant is not w, x or y. */
function endsCvc(word: string, end: number): boolean {
  if (end < 3) return false
  if (!isConsonant(word, end - 1) || isConsonant(word, end - 2) || !isConsonant(word, end - 3)) return false
  const c = word[end - 1]
  return c !== 'w' && c !== 'x' && c !== 'y'
}

function replaceSuffix(word: string, suffix: string, replacement: string, minMeasure: number): string | undefined {
  if (!word.endsWith(suffix)) return undefined
  const stemEnd = word.length - suffix.length
  return measure(word, stemEnd) > minMeasure ? word.slice(0, stemEnd) + replacement : word
}

const STEP2: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['abli', 'able'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'],
]
const STEP3: [string, string][] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
]
const STEP4 = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti',
  'ous', 'ive', 'ize',
]

function porter(input: string): string {
  let w = input
  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (w.endsWith('ies')) w = w.slice(0, -2)
  else if (w.endsWith('ss')) {
    // unchanged
  } else if (w.endsWith('s')) w = w.slice(0, -1)
  // Step 1b
  let extra = false
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1)
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2)
    extra = true
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3)
    extra = true
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e'
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1)
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += 'e'
  }
  // Step 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`
  // Step 2
  for (const [suffix, replacement] of STEP2) {
    if (w.endsWith(suffix)) {
      w = replaceSuffix(w, suffix, replacement, 0) ?? w
      break
    }
  }
  // Step 3
  for (const [suffix, replacement] of STEP3) {
    if (w.endsWith(suffix)) {
      w = replaceSuffix(w, suffix, replacement, 0) ?? w
      break
    }
  }
  // Step 4
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue
    const stemEnd = w.length - suffix.length
    if (measure(w, stemEnd) > 1) {
      if (suffix !== 'ion' || w[stemEnd - 1] === 's' || w[stemEnd - 1] === 't') w = w.slice(0, stemEnd)
    }
    break
  }
  // Step 5a
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1)
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1)
  }
  // Step 5b
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1)
  return w
}

/** Content terms for matching and clustering: tokens without stop words, pure numbers or one-letter words, stemmed. */
export function contentTerms(text: string): string[] {
  const terms: string[] = []
  for (const token of tokenize(text)) {
    if (token.length < 2 || STOP_WORDS.has(token) || /^\d+$/.test(token)) continue
    terms.push(stem(token))
  }
  return terms
}

/** The first `max` UTF-16 code units of `text`, one fewer when the cut would split a surrogate pair (an emoji). */
export function leading(text: string, max: number): string {
  if (text.length <= max) return text
  const last = text.charCodeAt(max - 1)
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max)
}

// ---------------------------------------------------------------------------------------------------------------
// Sentences

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|mr|mrs|ms|dr|inc|ltd|approx|no)\.$/i

/** Splits text into sentences at . ! ? and line breaks, keeping common abbreviations and decimals together. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = []
  for (const line of text.split(/\n+/)) {
    let start = 0
    for (let i = 0; i < line.length; i++) {
      const c = line[i]
      if (c !== '.' && c !== '!' && c !== '?') continue
      while (i + 1 < line.length && /[.!?)"'\u201d]/.test(line[i + 1] ?? '')) i++
      const next = line[i + 1]
      if (next !== undefined && next !== ' ') continue
      const candidate = line.slice(start, i + 1)
      if (c === '.' && ABBREVIATIONS.test(candidate)) continue
      const trimmed = candidate.trim()
      if (trimmed) sentences.push(trimmed)
      start = i + 1
    }
    const rest = line.slice(start).trim()
    if (rest) sentences.push(rest)
  }
  return sentences
}

// ---------------------------------------------------------------------------------------------------------------
// Hashing and randomness

/** FNV-1a over UTF-16 code units of `text[start, end)`, mixed with `seed`, finished with murmur3's fmix32. */
export function hashString(text: string, seed = 0, start = 0, end = text.length): number {
  let h = (0x811c9dc5 ^ Math.imul(seed, 0x9e3779b1)) >>> 0
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return fmix32(h)
}

/** Combines two 32-bit hashes (for word bigrams). */
export function hashPair(a: number, b: number, seed = 0): number {
  return fmix32((Math.imul(a ^ seed, 0x85ebca6b) + Math.imul(b, 0xc2b2ae35) + 0x27d4eb2f) | 0)
}

export function fmix32(value: number): number {
  let h = value
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** mulberry32: a small seeded generator of floats in [0, 1). Same seed, same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Fisher–Yates shuffle of a copy, driven by `random`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = items.slice()
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const tmp = copy[i] as T
    copy[i] = copy[j] as T
    copy[j] = tmp
  }
  return copy
}
