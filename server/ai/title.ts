/**
 * Feature titles a product manager would write ("Scheduled PDF reports", "Export dashboards to PDF", "Okta single
 * sign-on"), built offline from the clause that asks (extract.ts finds it) with part-of-speech tags and noun phrases
 * (nlp.ts). The rules every title obeys live in title-rules.ts.
 *
 * 1. Clean: emoji, quotes, parentheses, mentions and links go.
 * 2. Drop the ask: openers ("It would be great if we could", "Please add", "Can you"), a relayed ask ("Acme is asking
 *    for", "customer wants to", "they need") and a condition ("we'd renew if you had" → what follows).
 * 3. Reshape with the tags: a clause with a subject becomes an imperative ("the calendar synced with Outlook" → "Sync
 *    calendar with Outlook", "could reports be emailed as PDF" → "Email reports as PDF"); possessives go ("my", "our").
 * 4. At most MAX_TITLE_WORDS words, cut before a new phrase, no dangling word at the end, first letter capitalised.
 * 5. A result that still breaks a rule (a pronoun-led statement, the customer's whole sentence) gives way to the
 *    message's main noun phrase ("We're moving our warehouse to Snowflake" → "Snowflake support").
 */
import { joinWords, nounPhraseSpans, tagWords, type TaggedWord } from './nlp'
import { DANGLING_WORDS, MAX_TITLE_WORDS, PRONOUNS, isValidTitle } from './title-rules'
import { leading } from './text'
import type { Extraction } from './types'

const OPENERS: RegExp[] = [
  /^(?:hey|hi|hello|morning|yo)(?: (?:team|all|guys|folks|there|everyone|again))?[,!.:\s]+/i,
  /^(?:ok|okay|so|also|and|but|one more thing|another thing|oh|btw|fyi)[,!:\s]+/i,
  /^(?:a )?(?:small |quick |big |new |one )?(?:feature request|feature idea|feature suggestion|request|suggestion|idea|wishlist item|wish|nice to have|nice-to-have)(?: from [^:]{1,40})?\s*[:–—-]\s*/i,
  /^(?:it(?:'d| would)|that(?:'d| would)|would(?: it)?|it will) (?:really |also |be )?(?:be )?(?:really |so |super |very |extremely |incredibly )?(?:great|nice|awesome|amazing|cool|helpful|useful|handy|good|ideal|fantastic|lovely|brilliant|better|possible)(?: to have| to see| to get)?(?: (?:if|to)\b)?\s*/i,
  /^(?:is|are) (?=.{3,80}\b(?:on the roadmap|planned|coming|in the works|on your radar)\b)/i,
  /^(?:is it possible|would it be possible|will it be possible)(?: to| for (?:you|us) to)?\s*/i,
  /^(?:is|are) there (?:any |a )?(?:chance|way|plans?|options?)(?: (?:of|for|to|that|you could|we could))?\s+/i,
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
  /^(?:(?:can|could|would|will) (?:you|we|u|i)\b(?: guys| folks)?(?: please| maybe| possibly| also| just)?|any (?:chance|way)(?: (?:you|we) (?:could|can)| of| that)?|is there any plan(?:s)? to|are there (?:any )?plans (?:to|for)|any plans (?:to|for|on)|have you (?:considered|thought about))\s*/i,
  /^(?:what i (?:really )?(?:miss|want|need) is|the (?:one |only )?thing (?:i|we)? ?(?:miss|missing|need)(?: for us)? is|the one thing missing(?: for us)? is|we(?:'re| are) missing|we lack|i keep wishing i could|requesting|consider|considering)\s*/i,
  /^(?:to be able to|be able to|being able to|able to)\s*/i,
  /^(?:to )?(?:have|see|get|add|adding|support|supporting|allow|provide|introduce|implement|include|offer|build|give us|give me|bring|enable)\b\s+(?=\S)/i,
  // "there a way to…" is what an inverted question leaves ("Why isn't there a way to…").
  /^(?:there (?:was|were|is|be)|there's|there(?= (?:a|an|any|some) ))\s*/i,
  /^(?:an?|the|some|more|better)? ?(?:ability|option|possibility|way|feature|setting|button|toggle|functionality|support) (?:to|for)\s*/i,
  /^(?:let|allow|enable|help) (?:me|us|users|people|admins|everyone|guests|them)(?: to)?\s*/i,
  /^(?:you|we|i|u|it) (?:could|can|would|to|were able to|had|have|added|supported)\s*/i,
  /^(?:to|of|for|if|that)\s+/i,
  /^(?:an?|the|some|our|my)\s+/i,
]

const TRAILING = /\s+(?:on the roadmap|planned|coming soon|coming|in the works|on your radar|possible)$|\s+(?:would be|'d be|is|will be) (?:really |so |super )?(?:great|nice|awesome|amazing|cool|helpful|useful|handy|good|ideal|great to have)$|(?:\s+(?:too|as well|also|please|pls|plz|soon|asap|someday|one day|in the future|for us|for me|natively|already|maybe|thanks|thx))+\s*$|[\s!?.…,;:)]+$/i
const TRAILING_WORDS = new Set(['to', 'for', 'of', 'the', 'a', 'an', 'and', 'or', 'with', 'in', 'on', 'at', 'by', 'from', 'that', 'if', 'our', 'my', 'your'])

/** The characters of a request a rule title is made from at most. */
const TITLE_SOURCE_MAX_CHARS = 500

/**
 * The rule-based title of a request clause, without the tagger: "Would love to be able to export dashboards to PDF" →
 * "Export dashboards to PDF". Cheap, so every request is matched by it (pipeline.ts); shown titles come from
 * newFeatureTitle, and the eval measures this as its baseline.
 */
export function titleFromRequest(fullRequest: string): string {
  // A title is a few words from the start: this many characters are enough, and a long request (hostile text with
  // brackets for the patterns below) costs no more than a short one.
  const request = leading(fullRequest, TITLE_SOURCE_MAX_CHARS)
  let title = stripOpeners(request)
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

/** A request without the words that ask: "Would love to be able to export dashboards" → "export dashboards". */
export function stripOpeners(request: string): string {
  let text = request.replace(/["“”‘]|(^|\s)'|'(?=\s|$)/g, '$1').replace(/’/g, "'").replace(/\s+/g, ' ').trim()
  for (let pass = 0; pass < 8; pass++) {
    const before = text
    for (const opener of OPENERS) text = text.replace(opener, '')
    text = text.trim()
    if (text === before) break
  }
  return text
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

/** The title of a feature request when nothing in it names a feature (only emoji, only "+1"). */
export const UNTITLED_FEATURE = 'Untitled feature request'

/**
 * The title of a new feature, the one place it is decided (the pipeline's new features, `headway ai extract`): the
 * provider's title when it gave one, else featureTitle of the clause that asks, else of the whole request, else
 * UNTITLED_FEATURE. Called only for a title that is shown: the tagger costs far more than the rest of extraction, and
 * most requests join a feature that already has a title.
 */
export function newFeatureTitle(extraction: Extraction): string {
  if (extraction.title) return extraction.title
  const asking = extraction.asking ?? { clause: extraction.request, sentence: extraction.request }
  // A clause that only says how much it matters ("Blocker for the enterprise deal with us") names nothing: the request does.
  const { clause, sentence } = STAKES_ONLY.test(asking.clause) ? { clause: extraction.request, sentence: extraction.request } : asking
  const tagged = featureTitle(clause, sentence)
  if (tagged) return tagged
  // The whole request is tagged only when it is not what was just tagged.
  const whole = clause === extraction.request && sentence === extraction.request ? '' : featureTitle(extraction.request)
  if (whole) return whole
  const ruleTitle = titleFromRequest(extraction.request)
  return isValidTitle(ruleTitle, sentence) ? ruleTitle : UNTITLED_FEATURE
}

/**
 * The title of a request clause; `sentence` is the sentence it comes from: it is never the title, and its main noun
 * phrase names the request when the clause cannot. '' when nothing names a feature.
 */
export function featureTitle(clause: string, sentence = clause): string {
  const core = withoutAsk(clean(clause))
  const reshaped = core ? finish(reshape(tagWords(lowerFirst(core)))) : ''
  if (reshaped && isValidTitle(reshaped, sentence)) return reshaped
  const fallback = nounPhraseTitle(tagWords(clean(sentence)))
  return fallback && isValidTitle(fallback, sentence) ? fallback : ''
}

/**
 * "dark mode pls 🙏 my eyes after 10pm": a "please" followed by an emoji or a stop ends the request (one followed by a
 * word, as in "can you please add", does not).
 */
const PLEASE_END = /(?<!\s)\s+(?:please|pls|plz)\s*(?:\p{Extended_Pictographic}|[!.,;:]).*$/isu

/** Emoji and their joiners, flags, links, @mentions and #channels, parentheses and quotes go. */
function clean(text: string): string {
  return text
    .replace(PLEASE_END, '')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(^|\s)@-?(mention)\b/gi, '$1$2')
    .replace(/(^|\s)[@#][\w.-]+/g, '$1')
    .replace(/\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}|[\u{E0020}-\u{E007F}]/gu, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/["“”‘]|(^|\s)'|'(?=\s|$)/g, '$1')
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** "we'd renew if you had SSO", "I'd give 5 stars if it had CarPlay": the condition names the feature. */
const CONDITION =
  /^.*?\b(?:if|once) (?:only )?(?:we|you|u|it|they|there|the app|your (?:app|tool|product|platform)|this app) (?:would |could |finally |just )?(?:had|has|have|was|were|got|get|supported|support|offered|offer|added|add|provided|provide|included|include|integrated with)\b\s*/i

/** Verbs that relay an ask: "Acme is asking for", "customer wants", "they keep requesting", "blocker is missing". */
const ASK_LEMMAS = new Set(['want', 'need', 'ask', 'request', 'require', 'miss', 'wish', 'mention', 'suggest', 'hope', 'expect', 'prefer', 'wonder', 'like', 'love', 'appreciate'])
/** "like", "love" and "appreciate" relay an ask only after "would" ("Stark would love..."). */
const POLITE_LEMMAS = new Set(['like', 'love', 'appreciate'])
const AFTER_ASK = new Set(['for', 'about', 'if', 'whether', 'that', 'again', 'us', 'me', 'them', 'also', 'really', 'still', 'to'])
const MAX_RELAY_POSITION = 12
/** "main ask is", "the only thing missing is", "key requirement:". */
const NAMED_ASK = /^(?:the |my |our |their |a )?(?:main|only|one|big|biggest|key|#1|top|first|real|number one) (?:ask|request|requirement|need|wish|thing (?:missing|i miss|we miss|i want|we need)|missing piece|objection|blocker)(?: is| was| would be|:)?\s+/i

/**
 * "there's no way to attach files", "lack of an API", "no SAML SSO means procurement says no": what is missing (a
 * leading "no" only before what it means for them).
 */
const MISSING = /^.*?\b(?:there(?:'s| is) no (?:way|option|button|setting) to|no (?:way|option) to|there(?:'s| is) no|lack of)\s+|^no\s+(?=.+\smeans\s)/i
/** "Blocker for the enterprise deal: …", "Must-have for our rollout: …": what stands before the colon only says how much it matters. */
const STAKES = /^[^:]{0,80}?\b(?:blocker|deal[- ]?breaker|must[- ]have|requirement|priority|showstopper)\b[^:]{0,60}:\s+/i
/** "Blocker for the enterprise deal", "A must-have for us", "Top priority for Q3": a clause of stakes alone. */
const STAKES_ONLY =
  /^(?:(?:a|the|this is a|it's a|big|huge|real|major|total|absolute|top|main|key|#1|number one|biggest|highest)\s+)*(?:blocker|deal[- ]?breaker|must[- ]have|showstopper|priority|requirement)(?:\s+(?:for|to|with|in|on|of)\b[^:]{0,60})?$/i
/** "Any update on connecting to Snowflake?", "ETA on dark mode?": the request is what the news is about. */
const NEWS_ON = /^(?:any )?(?:updates?|news|progress|eta|word) on\s+/i
/** "competitor X has a Chrome extension", "their vendor lets them brand the app": what the other has. */
const COMPETITOR = /^.*?\b(?:competitor|rival|vendor|alternative)s?\b.*?\b(?:has|have|offers?|lets? (?:them|us|you|users))\s+/i
/** Asides after the request: "…so students can't submit late", "…for when I'm on the subway". */
const AFTERTHOUGHT = /\s+(?:(?:so|so that|because|since|whenever) (?:[\p{L}']+ ){0,3}?(?:can|can't|cannot|could|would|will|won't|don't|doesn't|isn't|aren't|is|are|get|know|have|need|see|keep)\b|for when\b|would be (?:much |greatly |really |very much )?(?:appreciated|welcome|a (?:huge |big )?(?:help|plus|win))\b|not just\b).*$/iu

/**
 * Reasons, consequences, alternatives and deadlines after the request: "…so that", "…because", "…means procurement
 * says no", "…instead of", "…before security will approve".
 */
const REASON = /(?<!\s)\s+(?:so that|because|since|although|though|instead of|rather than|means)\b.*$|(?<!\s)\s+before (?:(?:we|i|you|they|our|end|next|q[1-4])\b|(?:[\p{L}']+ ){1,3}?(?:will|can|could|would|is|are|signs?|approves?|goes|rolls?|renews?)\b).*$/iu
/**
 * A verdict on a named feature: "A calendar heatmap would be great for…", "Snowflake integration would let us…", "An
 * audit log is required for…" → what is named; not "It would be great to…", whose subject names nothing.
 */
const VERDICT =
  /(?<!\b(?:it|that|this|which|there|i|we|you|they|he|she|one|really|also|just))\s+(?:would|will|could)\s+(?:really\s+|definitely\s+|also\s+)?(?:let|make|help|save|allow|mean|give|close|solve|unblock|change|be (?:really |so |super |very |extremely )?(?:great|nice|amazing|awesome|helpful|useful|perfect|ideal|fantastic|cool|handy|valuable|welcome|appreciated|a (?:huge |big |great |massive )?(?:help|win|plus|game[- ]changer)))\b.*$|(?<!\b(?:it|that|this|which|there))\s+(?:is|are)\s+(?:required|needed|necessary|mandatory|essential|critical|a must(?:-have)?|a (?:hard )?requirement|a blocker)\b.*$/iu

/** The request without the words that ask for it, relay it or set a condition on it. */
function withoutAsk(text: string): string {
  let core = stripOpeners(text.replace(STAKES, '').replace(NEWS_ON, '').replace(CONDITION, '').replace(MISSING, '').replace(COMPETITOR, '').replace(AFTERTHOUGHT, '').replace(REASON, '').replace(VERDICT, ''))
  core = stripOpeners(core.replace(NAMED_ASK, ''))
  const words = tagWords(core)
  for (let i = 0; i < Math.min(words.length - 1, MAX_RELAY_POSITION); i++) {
    const word = words[i] as TaggedWord
    // Not a second verb of the ask: "comment on a dashboard and mention a teammate".
    if (!ASK_LEMMAS.has(word.lemma) || word.pos === 'ADP' || word.pos === 'DET' || words[i - 1]?.pos === 'CCONJ') continue
    if (POLITE_LEMMAS.has(word.lemma) && !/^(?:would|'d)$/i.test(words[i - 1]?.text ?? '')) continue
    let start = i + 1
    while (start < words.length && AFTER_ASK.has((words[start] as TaggedWord).lemma)) start++
    if (start >= words.length) continue
    return stripOpeners(joinWords(words.slice(start)))
  }
  return core
}

const FILLERS = new Set(['really', 'just', 'also', 'honestly', 'basically', 'seriously', 'literally', 'please', 'pls', 'plz', 'lol', 'fwiw', 'btw', 'still', 'again', 'actually', 'maybe', 'ideally', 'definitely', 'so', 'ok', 'okay', 'kindly', 'yes', 'yeah', 'hey', 'hi', 'only'])
const QUESTION_WORDS = new Set(['why', 'how', 'when', 'what', 'where', 'which'])
/** Subjects that stand for the product itself: "the app should remember my filter" → "Remember filter". */
const PRODUCT_SUBJECTS = new Set(['app', 'application', 'product', 'tool', 'platform', 'system', 'software', 'site', 'website', 'it', 'you', 'u', 'we'])
const POSSESSIVES = new Set(['my', 'our', 'your', 'their', 'his', 'her', 'its'])
const SUBJECT_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PRON', 'PART'])

/** Tagged words of a request → the words of a title: questions and clauses become imperatives or noun phrases. */
function reshape(input: readonly TaggedWord[]): TaggedWord[] | null {
  let words = input.filter((word) => word.pos !== 'PUNCT' || /^[-/&+]$/.test(word.text))
  while (words.length > 0 && FILLERS.has((words[0] as TaggedWord).lemma)) words = words.slice(1)
  // "Why can't I export...", "When will you support...", "How about..." → what follows.
  if (words.length > 0 && QUESTION_WORDS.has((words[0] as TaggedWord).lemma)) {
    words = words.slice(1)
    if (words[0]?.lemma === 'about') words = words.slice(1)
  }
  // "Could the digest include...", "can't I export..." → "the digest include...", "export...".
  let inverted = false
  // "Do not disturb", "don't email me on weekends": a negative imperative, not a question.
  const negativeImperative = words[0]?.lemma === 'do' && ['not', "n't"].includes(words[1]?.lemma ?? '')
  if (!negativeImperative) {
    while (words.length > 0 && (words[0]?.pos === 'AUX' || words[0]?.lemma === 'not' || words[0]?.lemma === "n't")) {
      words = words.slice(1)
      inverted = true
    }
  }
  // Tagged again without the auxiliary, which makes the tagger read "can power users" as a verb; without it, what asks
  // may lead again and goes ("isn't there a way to save…" → "save…").
  if (inverted) words = tagWords(stripOpeners(joinWords(words).trim()))
  if (inverted && words[0]?.pos === 'PRON' && ASKERS.has((words[0] as TaggedWord).lemma)) words = words.slice(1)
  // "do we have anything for a status page" → "anything for a status page" (a pronoun: the noun phrase names it).
  if (inverted && (words[0]?.lemma === 'have' || words[0]?.lemma === 'get')) words = words.slice(1)
  words = firstAsk(asImperative(words, inverted) ?? [])
  // "read from it", "add them": the thing asked for is named elsewhere in the sentence ("…when someone mentions them"
  // is about someone else).
  if (words.length === 0 || mainClause(words).some((word) => word.pos === 'PRON' && POINTERS.has(word.lemma))) return null
  // "our", "my": gone, or "the" after a preposition ("along my route" → "along the route").
  words = words.flatMap((word, i) => {
    if (word.lemma === 'own' && POSSESSIVES.has(words[i - 1]?.text.toLowerCase() ?? '')) return []
    if (!POSSESSIVES.has(word.text.toLowerCase()) || word.pos !== 'PRON') return [word]
    return i > 0 && words[i - 1]?.pos === 'ADP' ? [{ ...word, text: 'the', pos: 'DET' as const, lemma: 'the' }] : []
  })
  // A leading article, conjunction or preposition goes, not the "per" of "per-seat".
  while (words.length > 1 && ['DET', 'CCONJ', 'ADP'].includes(words[0]?.pos ?? '') && !glued(words[1] as TaggedWord)) words = words.slice(1)
  return withSupport(words)
}

/** The words before a subordinate clause ("when…", "if…", "who…"). */
function mainClause(words: readonly TaggedWord[]): readonly TaggedWord[] {
  const end = words.findIndex((word) => word.pos === 'SCONJ' || SUBORDINATORS.has(word.lemma))
  return end < 0 ? words : words.slice(0, end)
}
const SUBORDINATORS = new Set(['when', 'whenever', 'where', 'while', 'who', 'which', 'if', 'unless', 'until'])

/**
 * The first of two asks joined by "and": "comment on a dashboard and mention a teammate" → "comment on a dashboard"
 * (a noun before "and", a verb after it); "export and share dashboards" stays whole.
 */
function firstAsk(words: TaggedWord[]): TaggedWord[] {
  const split = words.findIndex((word, i) => i >= 2 && word.lemma === 'and' && ['NOUN', 'PROPN'].includes(words[i - 1]?.pos ?? '') && words[i + 1]?.pos === 'VERB')
  return split > 0 ? words.slice(0, split) : words
}

/** A proper noun alone names a product to work with: "CarPlay" → "CarPlay support". */
function withSupport(words: TaggedWord[]): TaggedWord[] {
  if (words.length !== 1 || words[0]?.pos !== 'PROPN') return words
  return [...words, { text: 'support', pos: 'NOUN', lemma: 'support', spaceBefore: true }]
}

/** "-" and "seat" in "per-seat": written against the word before. */
function glued(word: TaggedWord): boolean {
  return !word.spaceBefore
}

/** A word moved to the front, or away from what it was written against, gets a space before it. */
function spaced(word: TaggedWord): TaggedWord {
  return word.spaceBefore ? word : { ...word, spaceBefore: true }
}

const ARRIVALS = new Set(['come', 'happen', 'arrive', 'land', 'ship', 'release', 'plan'])
const POINTERS = new Set(['it', 'this', 'that', 'these', 'those', 'they', 'them', 'one'])

/** Who asks in an inverted question: "can't I export" → "export". */
const ASKERS = new Set(['i', 'we', 'you', 'u'])

/**
 * A clause with a subject as an imperative: "the calendar synced with Outlook" → "sync calendar with Outlook",
 * "reports could be emailed as PDF" → "email reports as PDF", "the app had a sleep timer" → "a sleep timer".
 * Words that are not such a clause come back as they are; null for a statement that names nothing ("recipes are great").
 */
function asImperative(words: readonly TaggedWord[], inverted: boolean): TaggedWord[] | null {
  const verb = words.findIndex((word) => word.pos === 'VERB' || (word.pos === 'AUX' && ['have', 'be'].includes(word.lemma) && !words.slice(words.indexOf(word) + 1).some((w) => w.pos === 'VERB')))
  if (verb <= 0) return [...words]
  let subjectEnd = verb
  while (subjectEnd > 0 && (words[subjectEnd - 1]?.pos === 'AUX' || words[subjectEnd - 1]?.pos === 'PART' || words[subjectEnd - 1]?.lemma === 'not' || words[subjectEnd - 1]?.pos === 'ADV')) subjectEnd--
  const subject = words.slice(0, subjectEnd)
  const auxiliaries = words.slice(subjectEnd, verb)
  if (subject.length === 0 || !subject.every((word) => SUBJECT_TAGS.has(word.pos))) return [...words]
  const pronoun = subject.length === 1 && subject[0]?.pos === 'PRON'
  const determined = subject[0]?.pos === 'DET' || POSSESSIVES.has(subject[0]?.text.toLowerCase() ?? '')
  const finite = /(?:s|ed)$/i.test(words[verb]?.text ?? '')
  const past = /ed$/i.test(words[verb]?.text ?? '')
  if (!pronoun && !inverted && auxiliaries.length === 0 && !((determined && finite) || past)) return [...words]
  const head = words[verb] as TaggedWord
  const rest = words.slice(verb + 1)
  // "could the menu be at the bottom" → "menu at the bottom", "could the sidebar be collapsible" → "collapsible
  // sidebar": a place or quality asked for the thing named.
  if (head.lemma === 'be' && inverted && !pronoun) {
    const named = subject.filter((word) => word.pos !== 'DET')
    if (rest[0]?.pos === 'ADP') return [...named, ...rest]
    if (rest.length === 1 && rest[0]?.pos === 'ADJ') return [{ ...(rest[0] as TaggedWord), spaceBefore: false }, ...named.map(spaced)]
  }
  if (head.lemma === 'be' || (pronoun && !PRODUCT_SUBJECTS.has(subject[0]?.lemma ?? '') && !['have', 'get'].includes(head.lemma))) return null
  if (head.lemma === 'have' || head.lemma === 'get') return rest.length > 0 ? rest : null
  // "when is dark mode coming" → "dark mode".
  if (ARRIVALS.has(head.lemma) && !pronoun) return subject.filter((word) => word.pos !== 'DET')
  const productSubject = pronoun || subject.some((word) => PRODUCT_SUBJECTS.has(word.lemma))
  const passive = auxiliaries.some((word) => word.lemma === 'be')
  const intransitive = rest.length === 0 || ((rest[0]?.pos === 'ADP' || rest[0]?.pos === 'ADV') && !(rest[1] && glued(rest[1])))
  const imperative = { ...head, text: head.lemma, spaceBefore: false }
  const kept = [...rest]
  while (kept.length > 0 && ['too', 'also', 'please', 'pls', 'either'].includes(kept[kept.length - 1]?.lemma ?? '')) kept.pop()
  const tail = kept.length > 0 ? [spaced(kept[0] as TaggedWord), ...kept.slice(1)] : []
  if (productSubject) return [imperative, ...tail]
  const named = subject.filter((word) => word.pos !== 'DET' && !POSSESSIVES.has(word.text.toLowerCase())).map((word, i) => (i === 0 ? spaced(word) : word))
  if (passive || intransitive) return [imperative, ...named, ...tail]
  // "the export should include the comments" → "include the comments in export"; a place already named stays alone.
  if (tail.some((word) => word.pos === 'ADP')) return [imperative, ...tail]
  return [imperative, ...tail, { text: 'in', pos: 'ADP', lemma: 'in', spaceBefore: true }, ...named]
}

/** Tagged words → title text: trailing asides and dangling words gone, at most MAX_TITLE_WORDS words, capitalised. */
function finish(words: readonly TaggedWord[] | null): string {
  if (!words || words.length === 0) return ''
  let title = joinWords(words).replace(/\s+/g, ' ').trim()
  for (let pass = 0; pass < 4; pass++) title = title.replace(TRAILING, '').trim()
  let parts = title.split(' ').filter(Boolean)
  if (parts.length > MAX_TITLE_WORDS) parts = cutAtBoundary(parts)
  while (parts.length > 1 && dangles(parts[parts.length - 1] ?? '')) parts.pop()
  title = parts.join(' ')
  return title ? capitalise(title) : ''
}

/** A last word to drop: one the title rules call dangling, or a preposition ("in", "on", "at"). */
function dangles(word: string): boolean {
  const lower = word.toLowerCase()
  return TRAILING_WORDS.has(lower) || DANGLING_WORDS.has(lower)
}

/** Heads of noun phrases that never name a feature on their own. */
const VAGUE_HEADS = new Set([
  ...['app', 'application', 'product', 'tool', 'thing', 'way', 'lot', 'today', 'week', 'month', 'year', 'day', 'time', 'morning'],
  ...['customer', 'user', 'people', 'team', 'guy', 'everyone', 'star', 'company', 'org', 'roadmap', 'chance', 'plan', 'idea'],
  ...['feature', 'request', 'question', 'issue', 'problem', 'update', 'hour', 'minute', 'reason', 'one', 'bit', 'call', 'note'],
])
const MAX_PHRASE_WORDS = 6

/**
 * The message's main noun phrase as a title, with the prepositional phrase that follows it when short ("custom
 * fields on contacts"): phrases with a proper noun and longer ones first, vague ones ("next month", "the app") last.
 * A proper noun alone becomes "<name> support" ("Snowflake support").
 */
function nounPhraseTitle(words: readonly TaggedWord[]): string {
  let best: { start: number; end: number; score: number } | undefined
  const spans = nounPhraseSpans(words)
  spans.forEach(([first, last], i) => {
    // "any chance Headway", "Snowflake next month": vague words at either end are not part of what is named.
    let start = first
    let end = last
    while (start < end - 1 && VAGUE_HEADS.has((words[start] as TaggedWord).lemma)) start++
    while (end - 1 > start && (VAGUE_HEADS.has((words[end - 1] as TaggedWord).lemma) || !['NOUN', 'PROPN'].includes((words[end - 1] as TaggedWord).pos))) end--
    const phrase = words.slice(start, end)
    const head = phrase[phrase.length - 1] as TaggedWord
    const score = phrase.length + (phrase.some((word) => word.pos === 'PROPN') ? 2 : 0) - (VAGUE_HEADS.has(head.lemma) ? 5 : 0) - i * 0.01
    if (!best || score > best.score) best = { start, end, score }
  })
  if (!best) return ''
  let end = best.end
  const next = spans.find(([start]) => start === best!.end + 1)
  if (next && words[best.end]?.pos === 'ADP' && next[1] - best.start <= MAX_PHRASE_WORDS) end = next[1]
  // "120 dashboards" → "dashboards"; "4-4-5 retail calendar" keeps its number.
  const phrase = words
    .slice(best.start, end)
    .filter((word, i, all) => !PRONOUNS.has(word.text.toLowerCase()) && !(i === 0 && (word.lemma === 'own' || (/^\d+$/.test(word.text) && all[1]?.spaceBefore))))
  if (phrase.length === 0) return ''
  return finish(withSupport(phrase))
}

/** Lower-cases the first letter for the tagger ("Export dashboards" reads as a proper noun otherwise), not of "PDF" or "iPad". */
function lowerFirst(text: string): string {
  return /^\p{Lu}[\p{Ll}'\s-]/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
}
