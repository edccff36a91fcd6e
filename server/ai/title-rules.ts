/**
 * What makes a feature title valid, the one rule used by the title builder (title.ts), the model's titles
 * (providers/openai.ts), the tests and `npm run eval`. A title names a capability the way a product manager would
 * ("Scheduled PDF reports", "Snowflake as a data source", "Export dashboards to PDF"):
 *
 * - not empty, and at most MAX_TITLE_WORDS words;
 * - not a question: no question mark, and not opening like one ("Can you…", "Is there…", "Why…");
 * - not led by a pronoun ("We're moving…", "It would…", "Our team…", "There should…");
 * - not the customer's sentence copied whole (a sentence of the message of MIN_COPIED_WORDS words or more) when it
 *   reads as speech: a pronoun, an auxiliary or modal verb, or a polite word in it ("Add a bulk export for old invoices
 *   please"); a customer who wrote a name ("Home screen widgets for Android.") wrote a title;
 * - not cut off mid-phrase (ending in "to", "for", "the", "and", "below", "would"…);
 * - not one vague word: a single word names a feature only as a name ("SSO", "CarPlay", "2FA") or a plural noun
 *   ("Webhooks"), never as a verb or a general noun ("Plan", "Show", "Support", "Feature");
 * - no redaction placeholder ("[name]", "[email]").
 */
import { splitSentences } from './text'

export const MAX_TITLE_WORDS = 8
/** A title identical to a sentence of the message this long or longer is the customer's sentence, not a name for it. */
export const MIN_COPIED_WORDS = 5

export type TitleProblem = 'empty' | 'too_long' | 'question' | 'pronoun_start' | 'whole_sentence' | 'dangling_end' | 'vague_word' | 'placeholder'

/** Personal, possessive, demonstrative, indefinite and expletive pronouns that cannot open a title. */
export const PRONOUNS = new Set([
  ...['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', 'ourselves', 'you', 'your', 'yours', 'u', 'ya'],
  ...['he', 'him', 'his', 'she', 'her', 'hers', 'it', 'its', 'they', 'them', 'their', 'theirs'],
  ...['this', 'that', 'these', 'those', 'there', 'here'],
  ...['someone', 'somebody', 'everyone', 'everybody', 'anyone', 'anybody', 'something', 'anything', 'everything', 'nothing', 'nobody'],
])

/** A question word, or an auxiliary or modal before its subject ("Could exports be faster"); not "Do not disturb". */
const QUESTION_START =
  /^(?:(?:why|how|what|when|where|who|whom|whose|which)\b(?!-)|(?:can|could|would|will|shall|should|may|might|do|does|did|is|are|was|were|has|have|had)(?:n't)? (?!not\b)\S|any (?:chance|plans?|way)\b)/i

/** Words that leave a title hanging when they end it: prepositions, articles, conjunctions, auxiliaries, objects. */
export const DANGLING_WORDS = new Set([
  ...['to', 'for', 'of', 'the', 'a', 'an', 'and', 'or', 'with', 'from', 'by', 'into', 'than', 'that', 'if', 'when', 'which', 'so', 'because'],
  ...['below', 'above', 'under', 'between', 'within', 'without', 'via', 'per', 'like', 'about', 'before', 'after', 'until', 'during', 'across'],
  ...['my', 'our', 'your', 'their', 'is', 'are', 'be', 'would', 'will', 'could', 'should', 'can', 'let', 'it', 'them', 'us', 'me'],
])

/** Words that make a copied sentence speech rather than a name: auxiliaries, modals and polite words. */
const SPEECH_WORDS = new Set([
  ...['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'do', 'does', 'did', 'has', 'have', 'had', "isn't", "aren't"],
  ...["don't", "doesn't", "didn't", "can't", "won't", 'would', 'could', 'should', 'can', 'will', 'shall', 'may', 'might', 'must'],
  ...['please', 'pls', 'plz', 'thanks', 'thank', 'thx', 'hi', 'hey', 'hello', 'really', 'just', 'also', 'too', 'asap'],
])

/** Single words too general to name a feature, plural ones included ("Features", "Options"). */
const VAGUE_WORDS = new Set([
  ...['feature', 'features', 'support', 'request', 'requests', 'improvement', 'improvements', 'option', 'options', 'setting', 'settings'],
  ...['thing', 'things', 'update', 'updates', 'change', 'changes', 'idea', 'ideas', 'plans', 'issues', 'problems', 'tools', 'help', 'access'],
])

/** Lower-case words without punctuation at their edges: "Can't log in!" → ["can't", "log", "in"]. */
export function titleWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
}

/** Every rule a title breaks, in a fixed order; [] for a valid title. `source` is the message it names, when known. */
export function titleProblems(title: string, source?: string): TitleProblem[] {
  const words = titleWords(title)
  if (words.length === 0) return ['empty']
  const problems: TitleProblem[] = []
  if (words.length > MAX_TITLE_WORDS) problems.push('too_long')
  if (title.includes('?') || QUESTION_START.test(title.trim())) problems.push('question')
  if (PRONOUNS.has((words[0] as string).split("'")[0] as string)) problems.push('pronoun_start')
  if (source && copiesSentence(words, source)) problems.push('whole_sentence')
  if (DANGLING_WORDS.has(words[words.length - 1] as string)) problems.push('dangling_end')
  if (words.length === 1 && isVagueWord(title.trim())) problems.push('vague_word')
  if (/\[(?:name|email|phone|user|url)\]/i.test(title)) problems.push('placeholder')
  return problems
}

export function isValidTitle(title: string, source?: string): boolean {
  return titleProblems(title, source).length === 0
}

/** A lone word that is not a name (a capital or digit after its first letter: "SSO", "iOS", "2FA") nor a plural noun. */
function isVagueWord(word: string): boolean {
  if (VAGUE_WORDS.has(word.toLowerCase()) || !/\p{L}/u.test(word)) return true
  if (/[\p{Lu}\p{N}]/u.test(word.slice(1)) || /^\p{N}/u.test(word)) return false
  return !/[^sui]s$/i.test(word)
}

function copiesSentence(words: readonly string[], source: string): boolean {
  if (words.length < MIN_COPIED_WORDS || !words.some((word) => SPEECH_WORDS.has(word) || PRONOUNS.has(word.split("'")[0] as string))) {
    return false
  }
  const joined = words.join(' ')
  return [source, ...splitSentences(source)].some((sentence) => titleWords(sentence).join(' ') === joined)
}
