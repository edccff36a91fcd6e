/**
 * Hostile text: inputs built to make a backtracking pattern rescan the rest of the input from every position (each
 * attack repeats a short unit, optionally closed by a tail that makes the last match fail). Shared by the linear-time
 * tests and bench/hostile-text.ts.
 */

export interface HostileAttack {
  name: string
  /** Written once before the repetitions. */
  head?: string
  /** The repeated unit. */
  unit: string
  /** Appended once after the repetitions. */
  tail?: string
}

export const KB = 1024

/** `attack` repeated to `size` characters (head and tail included). */
export function hostileText(attack: HostileAttack, size: number): string {
  const head = attack.head ?? ''
  const tail = attack.tail ?? ''
  const body = Math.max(0, size - head.length - tail.length)
  return head + attack.unit.repeat(Math.ceil(body / attack.unit.length)).slice(0, body) + tail
}

const attack = (name: string, unit: string, tail = '', head = ''): HostileAttack => ({ name, unit, tail, head })

/** Slack markup: unclosed links, mentions, channels and broadcasts (the 19.5 s freeze was `<http:` × 40,000). */
export const SLACK_ATTACKS: readonly HostileAttack[] = [
  attack('"<http:" repeated', '"<http:'),
  attack('<http: repeated', '<http:'),
  attack('<http://x| repeated', '<http://x|'),
  attack('<@ repeated', '<@'),
  attack('<@U1| repeated', '<@U1|'),
  attack('<#C1| repeated', '<#C1|'),
  attack('<! repeated', '<!'),
  attack('< repeated', '<'),
  attack('nested angle brackets', '<<<>'),
]

/** HTML: unclosed tags, comments and invisible elements, entity starts (the 20 s email was `<br` × 40,000). */
export const HTML_ATTACKS: readonly HostileAttack[] = [
  attack('<br repeated', '<br'),
  attack('< repeated', '<'),
  attack('<a  repeated', '<a '),
  attack('<!-- repeated', '<!--'),
  attack('<style> repeated', '<style>'),
  attack('<head> repeated', '<head>x'),
  attack('</p repeated', '</p '),
  attack('&# repeated', '&#'),
  attack('&#1 digits', '&#', '1'.repeat(64)),
  attack('& letters', '&abcdefgh'),
]

/** Plain text that targets word, whitespace, quote and punctuation patterns. */
export const TEXT_ATTACKS: readonly HostileAttack[] = [
  attack('whitespace run', ' ', 'x'),
  attack('tabs and spaces', ' \t', 'x'),
  attack('long word', 'a'),
  attack('long capitals', 'A', '_'),
  attack('quotes', '"'),
  attack('quoted words', '"a" '),
  attack('nested brackets', '(([['),
  attack('emoji colons', ':a'),
  attack('formatting marks', ' *a_'),
  attack('backticks', '`a'),
  attack('comma runs', ' ,', 'x'),
  attack('abbreviations', 'etc. '),
  attack('dots', '.'),
  attack('digit groups', '1 ', 'a'),
  attack('numbered dots', ' 1.'),
  attack('at signs', 'a@'),
  attack('ys', 'y'),
  attack('sentence-like', 'we would love to add '),
  attack('line separators', 'sent via a', '\u2028'),
  attack('reply-like lines', 'On Mon wrote: le a écrit '),
]

/** Header values: From/To/Reply-To addresses and names, subjects with encoded words and reply prefixes. */
export const HEADER_ATTACKS: readonly HostileAttack[] = [
  attack('<a@ repeated', '<a@'),
  attack('a@ repeated', 'a@', '>'),
  attack('< then a@ repeated', 'a@', ' x', '<'),
  attack('quoted name', '"a\\"', '<a@b.c>'),
  attack('=? repeated', '=?'),
  attack('=?a?b? repeated', '=?a?b?'),
  attack('encoded words with spaces', '=?a?b?x?= '),
  attack('re: repeated', 're: ', 'x'),
  attack('whitespace run', ' ', 'x'),
  attack('parentheses', 'a@b (', 'x'),
]
