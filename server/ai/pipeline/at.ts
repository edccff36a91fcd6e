/**
 * The element at an index that is in range by construction (one a provider or a grouping answered for the items it
 * was given); an index out of range is a broken provider and throws.
 */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new RangeError(`No item ${index} of ${items.length}`)
  return item
}

/** Each item with its vector: a provider answers one vector per text, in order. */
export function withVectors<T, V>(items: readonly T[], vectors: readonly V[]): (T & { vector: V })[] {
  return items.map((item, i) => ({ ...item, vector: at(vectors, i) }))
}
