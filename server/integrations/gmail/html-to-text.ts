/**
 * An HTML email body as plain text, in one pass over the HTML (time linear in its length, whatever it holds: an email
 * of a thousand unclosed `<br` or `<!--` costs no more than one of text).
 *
 * Comments and invisible elements (head, style, script, title: what a person never reads) go, `<br>`, `<hr>` and the
 * ends of blocks become new lines, the other tags go, and entities are decoded. A `<` that does not start a tag (not
 * followed by a letter, `/`, `!` or `?`) is text, as browsers read it; a tag or comment left open runs to the end,
 * an invisible element without its end tag loses only its tag.
 * Quoting and signatures are left to the feedback normaliser.
 */

/** Tags that are a line break. */
const LINE_BREAKS = new Set(['br', 'hr'])
/** Blocks whose end is a line break. */
const BLOCKS = new Set(['p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'ul', 'ol'])
/** Elements whose content is never text a person reads in the email. */
const INVISIBLE = new Set(['head', 'style', 'script', 'title'])
/** An entity: bounded, so a run of `&#` digits is read once. */
const ENTITY = /&(#x[0-9a-f]{1,8}|#\d{1,10}|[a-z]{1,32});/gi

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
}

export function htmlToText(html: string): string {
  return decodeEntities(stripTags(html))
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * The text between the tags, with line breaks for `<br>`, `<hr>` and block ends. Each search for an end (of a tag, a
 * comment, an invisible element) moves forward only and is remembered while its answer is still ahead, so the HTML is
 * read a bounded number of times whatever it holds.
 */
function stripTags(html: string): string {
  const out: string[] = []
  const tagEnd = forwardSearch(html, />/g)
  const commentEnd = forwardSearch(html, /-->/g)
  const elementEnd = new Map([...INVISIBLE].map((name) => [name, forwardSearch(html, new RegExp(`</${name}(?![a-z0-9])`, 'gi'))]))
  let at = 0 // the start of the text not copied yet
  let from = 0 // where the next '<' is looked for
  while (from < html.length) {
    const open = html.indexOf('<', from)
    if (open === -1) break
    if (html.startsWith('<!--', open)) {
      out.push(html.slice(at, open))
      const close = commentEnd(open + 4)
      at = from = close === -1 ? html.length : close + 3
      continue
    }
    const tag = readTag(html, open, tagEnd(open))
    if (!tag) {
      from = open + 1 // a '<' that is text
      continue
    }
    out.push(html.slice(at, open))
    at = from = tag.end
    if (tag.closing) {
      if (BLOCKS.has(tag.name)) out.push('\n')
    } else if (LINE_BREAKS.has(tag.name)) {
      out.push('\n')
    } else {
      const close = elementEnd.get(tag.name)?.(at) ?? -1
      if (close !== -1) at = from = (readTag(html, close, tagEnd(close)) as Tag).end
    }
  }
  out.push(html.slice(at))
  return out.join('')
}

/**
 * Where `pattern` (global) next matches at or after a position (-1: nowhere). The last answer is reused while it is
 * still ahead of the position asked about, so the searches of one pattern together read the text once.
 */
function forwardSearch(text: string, pattern: RegExp): (from: number) => number {
  let found: number | undefined
  return (from) => {
    if (found !== undefined && (found === -1 || found >= from)) return found
    pattern.lastIndex = from
    found = pattern.exec(text)?.index ?? -1
    return found
  }
}

interface Tag {
  /** Lower case ('' for `<!doctype>` and `<?xml?>`). */
  name: string
  closing: boolean
  /** The index after its `>` (the end of the HTML when it has none). */
  end: number
}

/** The tag starting at `open` (a `<`) and ending at `close` (its `>`, -1 when there is none); undefined when that `<` is text. */
function readTag(html: string, open: number, close: number): Tag | undefined {
  const first = html.charCodeAt(open + 1)
  const closing = first === 47 // '/'
  if (!closing && first !== 33 && first !== 63 && !isLetter(first)) return undefined // '!', '?'
  let nameEnd = open + (closing ? 2 : 1)
  const nameStart = nameEnd
  while (nameEnd < html.length && (isLetter(html.charCodeAt(nameEnd)) || isDigit(html.charCodeAt(nameEnd)))) nameEnd++
  return { name: html.slice(nameStart, nameEnd).toLowerCase(), closing, end: close === -1 ? html.length : close + 1 }
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, name: string) => decodeEntity(name) ?? entity)
}

function decodeEntity(name: string): string | undefined {
  if (name.startsWith('#')) {
    const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined
  }
  return NAMED_ENTITIES[name.toLowerCase()]
}
