/**
 * Stage 3: extract the request from a (normalised) message: the sentence or clause that asks, and a short feature
 * title such as "Export dashboards to PDF".
 *
 * Rules, not a model: every sentence is scored by request cues ("would love", "please add", "any chance",
 * "ability to"...); the best one (the earliest on ties) is the request, cut before its justification ("so that...",
 * "because..."). The title is the request without its opener ("It would be great if we could", "Please add"), without
 * "the ability to" and the like, its first letter capitalised, at most eight words.
 */
import { leading, splitSentences } from './text'
import type { Extraction } from './types'

interface Cue {
  pattern: RegExp
  weight: number
}

const CUES: Cue[] = [
  { pattern: /\bfeature (?:request|idea|suggestion)\b/i, weight: 4 },
  { pattern: /\b(?:would|'d|it'd) (?:really |also |so |be )?(?:love|like|appreciate)\b/i, weight: 3 },
  { pattern: /\b(?:would|'d) be (?:really |so |super |very )?(?:great|nice|awesome|amazing|cool|helpful|useful|handy|good|ideal|fantastic|lovely|brilliant)\b/i, weight: 3 },
  { pattern: /\bplease (?:add|allow|support|let|make|consider|include|expose|provide|give|enable|bring|implement|build)\b/i, weight: 3 },
  { pattern: /\b(?:can|could|would) (?:you|we|u) (?:guys |please |maybe |possibly |also )?(?:add|make|support|have|get|give|allow|include|provide|build|implement|consider|expose|enable|introduce|offer|let)\b/i, weight: 3 },
  { pattern: /\b(?:any chance|is there any plan|are there (?:any )?plans|any plans|have you (?:considered|thought about)|on the roadmap)\b/i, weight: 3 },
  { pattern: /\b(?:i|we) (?:really |just |keep )?wish(?:ing)?\b/i, weight: 3 },
  { pattern: /\b(?:suggestion|request|requesting|wishlist|idea|nice to have)\b/i, weight: 2 },
  { pattern: /\b(?:ability|option|possibility|way|setting) to\b/i, weight: 2 },
  { pattern: /\b(?:need|needs|want|wants|missing|miss)\b/i, weight: 1.5 },
  { pattern: /\b(?:support for|integration|integrate|sync|export|import)\b/i, weight: 1 },
  { pattern: /\b(?:add|allow|let us|let me|enable|should (?:be able|support|have|include|allow))\b/i, weight: 1 },
  { pattern: /\bif (?:you|we) (?:added|had|supported|could)\b/i, weight: 2 },
  { pattern: /\b(?:can|could) (?:we|you|i)\b|^\+1\b/i, weight: 1 },
]

const NEGATIVE_CUES: Cue[] = [
  { pattern: /\b(?:thanks|thank you|love the|great job|kudos|well done)\b/i, weight: 2 },
  { pattern: /\b(?:error|crash(?:es|ed)?|broken|fails?|failed|bug)\b/i, weight: 1 },
]

/** How strongly a sentence asks for something (0 = not at all). */
export function requestScore(sentence: string): number {
  let score = 0
  for (const cue of CUES) if (cue.pattern.test(sentence)) score += cue.weight
  for (const cue of NEGATIVE_CUES) if (cue.pattern.test(sentence)) score -= cue.weight
  return score
}

/** Justifications and asides that follow the ask. */
const TAIL = /[,;]\s+(?:my|i|i'm|i've|it's|this is|that's|these|they|since|as|which|otherwise|thanks|thank you|cheers)\b|(?:\s*[,;:–—-]\s*|\s+)(?:before (?:our|the|we|i|end|next|q[1-4])\b|so that|so (?:i|we|you|they|our|it|people|customers|that)\b|because\b|since\b|as (?:it|we|i|our|that|this)\b|which (?:would|will|is|makes)\b|otherwise\b|instead of\b|right now\b|currently\b|at the moment\b|for example\b|e\.g\.|like in\b|just like\b|similar to\b|the way\b|our (?:team|customers|security|finance|execs|sales|support|users|auditors|legal)\b|it(?:'s| is) (?:required|needed|painful|annoying|a pain|hard)\b|we (?:hit|keep|use|want|need|have|can't|cannot|are|were)\b|so (?:that )?(?:others|people|everyone|users|customers|they|he|she|it|we|i|you|our \w+|the \w+) (?:can|can't|cannot|could|would|will|won't|don't|doesn't|have|get|need|know|see|only)\b|i (?:keep|can't|cannot|have)\b|half (?:of )?our\b|doing it\b|staring\b|if not\b|that would\b|this would\b|would save\b|would help\b|saves?\b|small thing\b|but\b|and (?:that|it|this) would\b)/i

const OPENERS: RegExp[] = [
  /^(?:hey|hi|hello|morning|yo)(?: (?:team|all|guys|folks|there|everyone|again))?[,!.:\s]+/i,
  /^(?:ok|okay|so|also|and|but|one more thing|another thing|oh|btw|fyi)[,!:\s]+/i,
  /^(?:a )?(?:small |quick |big |new |one )?(?:feature request|feature idea|feature suggestion|request|suggestion|idea|wishlist item|wish|nice to have|nice-to-have)(?: from [^:]{1,40})?\s*[:–—-]\s*/i,
  /^(?:it(?:'d| would)|that(?:'d| would)|would(?: it)?|it will) (?:really |also |be )?(?:be )?(?:really |so |super |very |extremely |incredibly )?(?:great|nice|awesome|amazing|cool|helpful|useful|handy|good|ideal|fantastic|lovely|brilliant|better|possible)(?: to have| to see| to get)?(?: (?:if|to)\b)?\s*/i,
  /^(?:is|are) (?=.{3,80}\b(?:on the roadmap|planned|coming|in the works|on your radar)\b)/i,
  /^(?:is it possible|would it be possible|will it be possible)(?: to| for (?:you|us) to)?\s*/i,
  /^(?:i|we)(?:'d| would)? (?:really |also |just |so |definitely )?(?:love|like|appreciate|want|need|wish|wanted)\b(?: (?:it )?if)?\s*/i,
  /^(?:i|we) (?:really |also |keep |just )?wish(?:ing)?\b(?: (?:that )?(?:there (?:was|were|is)|i could|we could|you had|you would|you'd|it had))?\s*/i,
  /^(?:would|'d) (?:really |also |so )?(?:love|like|appreciate)\s*/i,
  /^(?:our|my) [a-z ]{0,30}?(?:team|folks|customers|users|execs|clients|people|department|staff)s? (?:would |keep |really |all |have |has |also |been |are )*(?:love|like|ask(?:ing|ed)?|want|need|benefit from|request(?:ed|ing)?)\b(?: for| about)?\s*/i,
  /^(?:customers|users|clients|people|everyone|prospects|our users|our customers) (?:keep |are |have |been |always |often )*(?:ask(?:ing|ed)?|request(?:ing|ed)?)\b(?: for| about)?\s*/i,
  /^(?:i|we) (?:would |'d )?(?:happily |gladly )?pay (?:extra |more )?for\s*/i,
  /^(?:really |just |still )?hoping (?:you(?:'ll| will| can| could)? (?:add|support|build|ship|get)|for)\b\s*/i,
  /^(?:it(?:'d| would)|that(?:'d| would)|this would) (?:really )?(?:help(?: us)?(?: a lot| so much| a ton)?(?: if| to)?|save us [a-z ]{0,25}? if)\b\s*/i,
  /^(?:is there (?:a|any) way to|make it possible(?: for (?:us|me|users))? to)\b\s*/i,
  /^(?:please|pls|plz|kindly)[,!\s]+/i,
  /^\+1(?: (?:for|on|to))?\s*/i,
  /^(?:(?:can|could|would|will) (?:you|we|u|i)(?: guys| folks)?(?: please| maybe| possibly| also| just)?|any (?:chance|way)(?: (?:you|we) (?:could|can)| of| that)?|is there any plan(?:s)? to|are there (?:any )?plans (?:to|for)|any plans (?:to|for|on)|have you (?:considered|thought about))\s*/i,
  /^(?:what i (?:really )?(?:miss|want|need) is|the (?:one |only )?thing (?:i|we)? ?(?:miss|missing|need)(?: for us)? is|the one thing missing(?: for us)? is|we(?:'re| are) missing|we lack|i keep wishing i could|requesting|consider|considering)\s*/i,
  /^(?:to be able to|be able to|being able to|able to)\s*/i,
  /^(?:to )?(?:have|see|get|add|adding|support|supporting|allow|provide|introduce|implement|include|offer|build|give us|give me|bring|enable)\b\s+(?=\S)/i,
  /^(?:there (?:was|were|is|be)|there's)\s*/i,
  /^(?:an?|the|some|more|better)? ?(?:ability|option|possibility|way|feature|setting|button|toggle|functionality|support) (?:to|for)\s*/i,
  /^(?:let|allow|enable|help) (?:me|us|users|people|admins|everyone|guests|them)(?: to)?\s*/i,
  /^(?:you|we|i|u|it) (?:could|can|would|to|were able to|had|have|added|supported)\s*/i,
  /^(?:to|of|for|if|that)\s+/i,
  /^(?:an?|the|some|our|my)\s+/i,
]

const TRAILING = /\s+(?:on the roadmap|planned|coming soon|coming|in the works|on your radar|possible)$|\s+(?:would be|'d be|is|will be) (?:really |so |super )?(?:great|nice|awesome|amazing|cool|helpful|useful|handy|good|ideal|great to have)$|(?:\s+(?:too|as well|also|please|pls|plz|soon|asap|someday|one day|in the future|for us|for me|natively|already|maybe|thanks|thx))+\s*$|[\s!?.…,;:)]+$/i
const TRAILING_WORDS = new Set(['to', 'for', 'of', 'the', 'a', 'an', 'and', 'or', 'with', 'in', 'on', 'at', 'by', 'from', 'that', 'if', 'our', 'my', 'your'])
const MAX_TITLE_WORDS = 8

/** The request clause of a message and its title. An empty title means nothing asks. */
export function extractRequest(text: string): Extraction {
  const sentences = splitSentences(text)
  if (sentences.length === 0) return { title: '', request: '' }
  let best = sentences[0] as string
  let bestScore = requestScore(best)
  for (const sentence of sentences.slice(1)) {
    const score = requestScore(sentence)
    if (score > bestScore) {
      best = sentence
      bestScore = score
    }
  }
  let request = requestClause(best)
  let title = titleFromRequest(leading(request, TITLE_SOURCE_MAX_CHARS))
  // "Can you add that?" points back: the sentence before says what "that" is.
  const index = sentences.indexOf(best)
  if (PRONOUN_TITLE.test(title) && index > 0) {
    request = requestClause(sentences[index - 1] as string)
    title = titleFromRequest(leading(request, TITLE_SOURCE_MAX_CHARS))
  }
  return { title, request }
}

/** A title is a few words from the start of the request: it is made from this many characters of it at most (a long
 * request costs no more to title than a short one). */
const TITLE_SOURCE_MAX_CHARS = 500

const PRONOUN_TITLE = /^(?:that|it|this|these|those|them|so|one|not.*|)$/i

/** The asking part of a sentence: a "Label: request" header is skipped; a justification after it is cut. */
export function requestClause(sentence: string): string {
  let clause = sentence.trim()
  const colon = clause.indexOf(':')
  if (colon > 0 && colon < clause.length - 3 && clause.slice(0, colon).split(/\s+/).length <= 9 && !/\d$/.test(clause.slice(0, colon))) {
    const head = clause.slice(0, colon)
    if (!/\b(?:add|support|need|want|please|could|would|can)\b/i.test(head) || /\b(?:request|idea|suggestion)\b/i.test(head)) {
      clause = clause.slice(colon + 1).trim()
    }
  }
  const match = TAIL.exec(clause)
  // Keep the clause whole when cutting would leave almost nothing.
  if (match && match.index >= 12) clause = clause.slice(0, match.index)
  // The trailing run is matched from its first character only (the lookbehind), not from each of its characters.
  return clause.replace(/(?<![\s,;:–—.!…-])[\s,;:–—.!…-]+$/, '').trim()
}

/** A short title from a request clause: "Would love to be able to export dashboards to PDF" → "Export dashboards to PDF". */
export function titleFromRequest(request: string): string {
  let title = request.replace(/["“”‘]|(^|\s)'|'(?=\s|$)/g, '$1').replace(/’/g, "'").replace(/\s+/g, ' ').trim()
  for (let pass = 0; pass < 8; pass++) {
    const before = title
    for (const opener of OPENERS) title = title.replace(opener, '')
    title = title.trim()
    if (title === before) break
  }
  if (!title) title = request.trim()
  title = title.replace(/[?!.]+.*$/, (tail) => (tail.length > 1 && /[a-z]/i.test(tail.slice(1)) ? '' : ''))
  title = title.replace(/\s*\(([^)]*)\)\s*/g, ' ').replace(/\s+/g, ' ').trim()
  title = title.replace(/\s*(?:[,;]|\s[–—-]\s).*$/, '')
  for (let pass = 0; pass < 4; pass++) title = title.replace(TRAILING, '').trim()
  let words = title.split(' ').filter(Boolean)
  if (words.length > MAX_TITLE_WORDS) words = cutAtBoundary(words)
  while (words.length > 1 && TRAILING_WORDS.has((words[words.length - 1] ?? '').toLowerCase())) words.pop()
  title = words.join(' ')
  return title ? capitalise(title) : ''
}

/** At most MAX_TITLE_WORDS words, preferring to stop before a preposition or conjunction that starts a new phrase. */
function cutAtBoundary(words: string[]): string[] {
  const limit = MAX_TITLE_WORDS
  for (let i = limit; i >= 4; i--) {
    if (/^(?:and|or|but|with|when|where|that|which|who|while|for|in|on|from|by|at|like|than|without|using)$/i.test(words[i] ?? '')) {
      return words.slice(0, i)
    }
  }
  return words.slice(0, limit)
}

function capitalise(text: string): string {
  const first = text.charAt(0)
  // Leave "iPad" and "eBay" alone.
  if (/^[a-z][A-Z]/.test(text)) return text
  return first.toUpperCase() + text.slice(1)
}
