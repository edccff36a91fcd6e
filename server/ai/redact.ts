/**
 * PII redaction for text that leaves the machine (the OpenAI-compatible provider): email addresses → [email],
 * phone numbers → [phone], Slack user mentions (<@U123ABC>, <@W123|name>) and bare Slack user ids → [user], and the
 * names of the people given (from the feedback's author fields) → [name].
 *
 * Names: the full name matches in any case; each part of it (first name, last name, at least two letters) matches
 * when written capitalised, so "Will" the person is redacted but "we will" stays. A first name that is also a common
 * word at the start of a sentence ("Will you add...") is redacted too: privacy wins over that word.
 */

/*
 * Every pattern runs in time linear in the text: a match is tried only from the start of a run (the lookbehinds), or
 * reads a bounded stretch, so no run is rescanned from each of its characters.
 */
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu
/** Slack escapes `<` in what people type, so a mention's label never holds one. */
const SLACK_MENTION = /<@[UW][A-Z0-9]{2,}(?:\|[^<>]*)?>/g
const SLACK_USER_ID = /\b[UW][A-Z0-9]{8,}\b/g
/**
 * Candidates: an optional +, then digits with spaces, dots, dashes or parentheses between them, at most 40 characters
 * from first to last digit (15 digits, the most a phone number has, and their separators fit; a longer run of numbers
 * is read as several candidates).
 */
const PHONE_CANDIDATE = /(?<![\w.])(?:\+|00)?\(?\d[\d\s().-]{6,36}\d(?![\w.])/g
/** Longer "names" are not a person's name: they are not redacted (a pattern of them would be read at every position). */
const NAME_MAX_CHARS = 100
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export interface RedactionOptions {
  /** People's names to redact (authors of the feedback, people on the account). */
  names?: readonly (string | null | undefined)[]
}

export function redact(text: string, options: RedactionOptions = {}): string {
  let result = text.replace(SLACK_MENTION, '[user]').replace(EMAIL, '[email]')
  result = result.replace(PHONE_CANDIDATE, (match) => (isPhone(match) ? '[phone]' : match))
  result = result.replace(SLACK_USER_ID, (match) => (/\d/.test(match) ? '[user]' : match))
  for (const pattern of namePatterns(options.names ?? [])) result = result.replace(pattern, '[name]')
  return result
}

function isPhone(candidate: string): boolean {
  const trimmed = candidate.trim()
  if (ISO_DATE.test(trimmed)) return false
  const digits = trimmed.replace(/\D/g, '').length
  if (/^(?:\+|00)/.test(trimmed)) return digits >= 8 && digits <= 15
  // Without a country prefix: 9 to 15 digits in at most 5 groups (dates and versions have fewer digits).
  return digits >= 9 && digits <= 15 && trimmed.split(/[\s().-]+/).filter(Boolean).length <= 5
}

const cache = new Map<string, RegExp[]>()

/** Two patterns: every full name in any case, and every name part (2+ letters) when capitalised or upper case. */
function namePatterns(names: readonly (string | null | undefined)[]): RegExp[] {
  // Measured before the spaces are collapsed, so a hostile megabyte-long "name" costs one trim, not a rewrite.
  const trimmed = names.map((name) => (name ?? '').trim()).filter((name) => name.length >= 2 && name.length <= NAME_MAX_CHARS)
  const clean = [...new Set(trimmed.map((name) => name.replace(/\s+/g, ' ')))].sort()
  const key = clean.join('\u0000')
  const cached = cache.get(key)
  if (cached) return cached
  const parts = new Set<string>()
  for (const name of clean) {
    for (const part of name.split(/[\s,]+/)) {
      if (part.replace(/[^\p{L}]/gu, '').length < 2) continue
      const capitalised = part.charAt(0).toUpperCase() + part.slice(1)
      parts.add(capitalised)
      parts.add(part.toUpperCase())
      if (/^\p{Lu}/u.test(part)) parts.add(part)
    }
  }
  const longestFirst = (a: string, b: string) => b.length - a.length || a.localeCompare(b)
  const patterns: RegExp[] = []
  if (clean.length > 0) {
    const full = clean.sort(longestFirst).map((name) => escape(name).replace(/ /g, '\\s+'))
    patterns.push(new RegExp(`(?<![\\p{L}\\p{N}])(?:${full.join('|')})(?![\\p{L}\\p{N}])`, 'giu'))
  }
  if (parts.size > 0) {
    const alternatives = [...parts].sort(longestFirst).map(escape)
    patterns.push(new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?:'s)?(?![\\p{L}\\p{N}])`, 'gu'))
  }
  if (cache.size > 1000) cache.clear()
  cache.set(key, patterns)
  return patterns
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
