/**
 * Stage 1: normalise a raw message (Slack, email, a pasted issue) into the plain text the other stages read.
 *
 * - Slack markup: user mentions `<@U123>` and broadcasts `<!here>` go; `<#C123|name>` becomes `#name`;
 *   `<https://x|label>` becomes `label`; bare links (`<https://x>`, `https://x`) go; `:emoji_codes:` go;
 *   `&amp; &lt; &gt;` are unescaped; `*bold*`, `_italic_`, `~strike~` and `inline code` keep their words.
 * - Quoted replies: lines starting with `>` (or Slack's `&gt;`), and everything from an email's
 *   "On <date>, <name> wrote:" (also French, German, Spanish, Italian, Dutch and Scandinavian clients' wording),
 *   "-----Original Message-----" or Outlook's "From: …" / "Sent: …" header block on.
 * - Signatures: everything after a `--` line, "Sent from my iPhone"-style lines, and a closing such as
 *   "Best,\nName" (a closing word alone on its line followed by at most four short lines to the end).
 * - Greetings: a first line that only greets ("Hi team,").
 * - Noise: fenced code blocks, HTML comments (issue templates), Markdown heading marks; whitespace collapsed.
 * Line breaks are kept (one per non-empty line) so sentence splitting still sees them.
 */

const REPLY_HEADER = /^(?:on\b.{0,300}\bwrote:|-{2,}\s*original message\s*-{2,}|-{5,}\s*forwarded message\s*-{5,}|from:\s.+\bsent:\s)/i
const REPLY_HEADER_START = /^on\s.{0,200}$/i
const LOCALISED_REPLY_HEADER = /^(?:le|am|el|il|op|den)\s.{0,300}(?:a écrit|schrieb|escribió|ha scritto|schreef|skrev).{0,120}:$/i
/** Outlook's quoted header: "From: Jane Doe <jane@x.com>" then "Sent: Monday…" (or "Date:") on the next line. */
const OUTLOOK_FROM = /^from:\s/i
const OUTLOOK_SENT = /^(?:sent|date):\s/i
const SENT_FROM = /^(?:sent from my \w[\w ]{0,30}|sent from (?:outlook|mail|gmail|yahoo mail)\b.*|get outlook for \w+.*|sent via \w+.*)$/i
const CLOSING = /^(?:best|best regards|best wishes|regards|kind regards|warm regards|warmly|cheers|thanks|thanks again|thank you|many thanks|thx|ty|sincerely|yours|all the best|br|talk soon|speak soon)[\s,.!]*$/i
/** A greeting alone on its line: "Hi team,", "Hello Jane!", "Hey all". */
const GREETING = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|morning|greetings|yo)(?:\s+[\p{L}.'-]+){0,3}\s*[,!.:]?$/iu
const SIGNATURE_TAIL_MAX_LINES = 4
const SIGNATURE_LINE_MAX_CHARS = 60

export function normalise(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n')
  text = text.replace(/```[\s\S]*?(?:```|$)/g, '\n')
  text = text.replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
  const lines = cutQuotesAndSignatures(text.split('\n'))
  const cleaned: string[] = []
  for (const line of lines) {
    const plain = cleanLine(line)
    if (plain) cleaned.push(plain)
  }
  return cleaned.join('\n')
}

function cutQuotesAndSignatures(input: string[]): string[] {
  const lines: string[] = []
  for (let i = 0; i < input.length; i++) {
    const line = (input[i] ?? '').trim()
    if (REPLY_HEADER.test(line) || LOCALISED_REPLY_HEADER.test(line)) break
    if (OUTLOOK_FROM.test(line) && OUTLOOK_SENT.test((input[i + 1] ?? '').trim())) break
    // "On Mon, 3 Jun 2024 at 10:02, Jane Doe <jane@x.com>\nwrote:" wraps over two lines in many clients.
    if (REPLY_HEADER_START.test(line) && /^wrote:\s*$/i.test((input[i + 1] ?? '').trim())) break
    if (/^--\s*$/.test(line) || /^__+\s*$/.test(line)) break
    if (line.startsWith('>') || line.startsWith('&gt;')) continue
    if (SENT_FROM.test(line)) continue
    if (lines.length === 0 && GREETING.test(line) && i + 1 < input.length) continue
    lines.push(line)
  }
  // A closing word near the end ("Best,", "Thanks!") and the short lines after it (name, title, company).
  for (let i = Math.max(0, lines.length - 1 - SIGNATURE_TAIL_MAX_LINES); i < lines.length; i++) {
    if (i === 0 && lines.length === 1) break
    if (!CLOSING.test(lines[i] ?? '')) continue
    const tail = lines.slice(i + 1)
    if (tail.every((line) => line.length <= SIGNATURE_LINE_MAX_CHARS)) return lines.slice(0, i)
  }
  return lines
}

function cleanLine(line: string): string {
  let text = line
  // Slack angle-bracket markup. Slack escapes `<` in what people type, so markup never holds one: stopping at the next
  // `<` keeps every match attempt within one markup token (an unclosed `<@` or `<http:` cannot rescan the rest of the line).
  text = text.replace(/<([@#!])([^<>|]*)(?:\|([^<>]*))?>/g, (_match, sigil: string, _id: string, label?: string) => {
    if (sigil === '#') return label ? `#${label}` : ' '
    if (sigil === '!' && label && !label.startsWith('@')) return label
    return ' '
  })
  text = text.replace(/<((?:https?|mailto|ftp):[^<>|\s]*)(?:\|([^<>]*))?>/gi, (_match, _url: string, label?: string) =>
    label ? label : ' ',
  )
  text = text.replace(/\b(?:https?:\/\/|www\.)[^\s<>]+/gi, ' ')
  // Emoji codes, including skin tones (:+1::skin-tone-2:)
  text = text.replace(/:[a-z0-9+-][a-z0-9_+'-]*:/gi, (match) => (/^:\d+:$/.test(match) ? match : ' '))
  text = text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
  // Markdown and Slack formatting marks
  text = text.replace(/^#{1,6}\s+/, '')
  text = text.replace(/`([^`]*)`/g, '$1')
  text = text.replace(/(^|[\s(])[*_~]{1,2}([^*_~\n]+?)[*_~]{1,2}(?=[\s).,!?:;]|$)/g, '$1$2')
  text = text.replace(/^[-*•]\s+/, '')
  return text.replace(/\s+/g, ' ').trim()
}
