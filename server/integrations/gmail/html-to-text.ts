/** Blocks whose end is a line break in text. */
const BLOCK_END = /<\/(?:p|div|li|tr|h[1-6]|blockquote|pre|table|ul|ol)\s*>/gi
const LINE_BREAK = /<(?:br|hr)\b[^>]*>/gi
/** Elements whose content is never text a person reads in the email. */
const INVISIBLE = /<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi

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

/**
 * An HTML email body as plain text: invisible elements and comments go, line breaks and block ends become new lines,
 * the other tags go, and entities are decoded. Quoting and signatures are left to the feedback normaliser.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(INVISIBLE, '')
    .replace(LINE_BREAK, '\n')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(name) ?? entity)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

function decodeEntity(name: string): string | undefined {
  if (name.startsWith('#')) {
    const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined
  }
  return NAMED_ENTITIES[name.toLowerCase()]
}
