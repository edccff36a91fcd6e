/** Tags typed as comma-separated text: split on commas, each trimmed, empty ones dropped (spec section 5). */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
}

/** The text field's content for a list of tags, the inverse of `parseTags` for tags without commas. */
export function formatTags(tags: readonly string[]): string {
  return tags.join(', ')
}
