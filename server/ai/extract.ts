/**
 * Stage 3: extract the request from a (normalised) message: the sentence or clause that asks, and a short feature
 * title such as "Export dashboards to PDF".
 *
 * Rules, not a model: every sentence is scored by request cues ("would love", "please add", "any chance",
 * "ability to"...); the best one (the earliest on ties) is the request, cut before its justification ("so that...",
 * "because..."). The clause of that sentence that asks most is kept for the feature's title (title.ts).
 */
import { splitSentences } from './text'
import { titleFromRequest } from './title'
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

/**
 * Ways of asking that the classifier's cues above do not weigh (they are its features: changing them means
 * retraining), used only to pick the sentence and clause that ask: "is it possible to...", "needs...", "if we had...".
 */
const EXTRA_ASK = /\b(?:is it possible|would it be possible|is there (?:a|any) way|needs?|missing|lack of|if only|no way to|there(?:'s| is) no|how about|what about|when (?:is|will)|main ask|wish|ask(?:ed|ing) (?:for|about|if|whether)|would be (?:\w+ )?better|(?:competitor|rival|vendor)s? .{0,40}\b(?:has|have|offers?|lets?)|(?:would|'d) (?:renew|switch|sign|buy|expand|pay|upgrade|give)|if (?:we|you|u|it|they|there|your \w+) (?:had|has|was|were|got|supported|offered|added|could))\b/i
/** A yes/no question with "can" or "could" asks for what it names: "Can funnels be broken down by cohort?". */
const CAN_QUESTION = /^(?:can|could)\s[^?]*\?\s*$/i
/** What the asker wants to learn, the reason for a request: "We want to see if the new onboarding converts better". */
const PURPOSE = /\b(?:want|need)s? to (?:see|know|check|understand|find out|tell) (?:if|whether|how|what|which|when)\b/i
const GREETING = /^(?:dear|hi|hello|hey|yo|fyi|fwiw|btw|lol|kudos|thanks|thank you|good (?:morning|afternoon|evening|day)|to whom)\b[^.!?]{0,30}[.!?,]?$/i
/** A clause that only announces what follows: "Feature request", "My only request", "Request from Acme", "Asked for". */
const LABEL = /^(?:(?:a|my|our|one|the|quick|small|big|new|only|main|another)\s+)*(?:feature request|feature idea|request|suggestion|idea|ask|asked for|wish|missing|note|subject|body|follow[- ]up)s?(?:\s+from\s+[^,;:]{1,40})?$/i

/** How strongly a sentence or clause asks, to choose where the request is: the classifier's cues and a few more. */
export function askScore(sentence: string): number {
  if (GREETING.test(sentence.trim())) return -1
  return requestScore(sentence) + (EXTRA_ASK.test(sentence) || CAN_QUESTION.test(sentence.trim()) ? 2 : 0) - (PURPOSE.test(sentence) ? 2 : 0)
}

/** How strongly a sentence asks for something (0 = not at all). */
export function requestScore(sentence: string): number {
  let score = 0
  for (const cue of CUES) if (cue.pattern.test(sentence)) score += cue.weight
  for (const cue of NEGATIVE_CUES) if (cue.pattern.test(sentence)) score -= cue.weight
  return score
}

/** Justifications and asides that follow the ask. */
const TAIL = /[,;]\s+(?:my|i|i'm|i've|it's|this is|that's|these|they|since|as|which|otherwise|thanks|thank you|cheers)\b|(?:\s*[,;:–—-]\s*|\s+)(?:before (?:our|the|we|i|end|next|q[1-4])\b|so that|so (?:i|we|you|they|our|it|people|customers|that)\b|because\b|since\b|as (?:it|we|i|our|that|this)\b|which (?:would|will|is|makes)\b|otherwise\b|instead of\b|right now\b|currently\b|at the moment\b|for example\b|e\.g\.|like in\b|just like\b|similar to\b|the way\b|our (?:team|customers|security|finance|execs|sales|support|users|auditors|legal)\b|it(?:'s| is) (?:required|needed|painful|annoying|a pain|hard)\b|we (?:hit|keep|use|want|need|have|can't|cannot|are|were)\b|so (?:that )?(?:others|people|everyone|users|customers|they|he|she|it|we|i|you|our \w+|the \w+) (?:can|can't|cannot|could|would|will|won't|don't|doesn't|have|get|need|know|see|only)\b|i (?:keep|can't|cannot|have)\b|half (?:of )?our\b|doing it\b|staring\b|if not\b|that would\b|this would\b|would save\b|would help\b|saves? (?:us|me|them|everyone|people|hours|time|a lot|tons)\b|small thing\b|but\b|and (?:that|it|this) would\b)/i

/**
 * The request clause of a message and the clause that asks most, with no title: newFeatureTitle (title.ts) names the
 * request when it becomes a feature. An empty request means nothing asks.
 */
export function extractRequest(text: string): Extraction {
  const sentences = splitSentences(text)
  if (sentences.length === 0) return { title: '', request: '' }
  let best = sentences[0] as string
  let bestScore = askScore(best)
  for (const sentence of sentences.slice(1)) {
    const score = askScore(sentence)
    if (score > bestScore) {
      best = sentence
      bestScore = score
    }
  }
  let request = requestClause(best)
  // "Can you add that?" points back: the sentence before says what "that" is.
  const index = sentences.indexOf(best)
  if (PRONOUN_TITLE.test(titleFromRequest(request)) && index > 0) {
    best = sentences[index - 1] as string
    request = requestClause(best)
  }
  return { title: '', request, asking: { clause: askingClause(best), sentence: best } }
}

/** Where a sentence turns to a new clause: commas, semicolons, colons, dashes between words, "but". */
const CLAUSE_BREAK = /\s*[,;:]\s+|\s+[–—-]+\s+|\s*—\s*|,?\s+but\s+/i

/** The clause of a sentence that asks most (the earliest on ties), without its justification. */
export function askingClause(sentence: string): string {
  const parts = sentence.split(CLAUSE_BREAK).filter((clause) => /\p{L}/u.test(clause))
  const clauses = parts.length > 1 ? parts.filter((clause) => !LABEL.test(clause.trim())) : parts
  let best = clauses[0] ?? sentence
  let bestScore = askScore(best)
  for (const clause of clauses.slice(1)) {
    const score = askScore(clause)
    if (score > bestScore) {
      best = clause
      bestScore = score
    }
  }
  return requestClause(best)
}

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

