import type { ProductArea } from '../../../api/schemas/themes'
import type { AiProvider, CallOptions } from '../provider'
import { normalised, type TextVector } from '../vectors'

/** The titles an area is recognised by: its examples, or its name when it has none (an area a team added). */
export function areaExamples(area: ProductArea): readonly string[] {
  return area.examples.length > 0 ? area.examples : [area.name]
}

/**
 * Vectors of the areas' example titles, embedded apart from any batch (they neither enter a batch's idf nor cost a
 * call per batch) and once per provider and set of examples; a failed call is forgotten so the next batch retries.
 */
const exampleCache = new WeakMap<AiProvider, Map<string, Promise<TextVector[]>>>()
const EXAMPLE_SETS_KEPT = 16

export function exampleEmbeddings(
  provider: AiProvider,
  texts: readonly string[],
  call: CallOptions,
): Promise<TextVector[]> {
  if (texts.length === 0) return Promise.resolve([])
  let sets = exampleCache.get(provider)
  if (!sets) exampleCache.set(provider, (sets = new Map()))
  const key = JSON.stringify(texts)
  const known = sets.get(key)
  if (known) return known
  const pending = provider
    .embed(
      texts.map((text) => ({ text })),
      { ...call, purpose: 'themes' },
    )
    .then((vectors) => vectors.map((vector) => normalised(vector)))
  pending.catch(() => sets.delete(key))
  const oldest = sets.keys().next()
  if (sets.size >= EXAMPLE_SETS_KEPT && !oldest.done) sets.delete(oldest.value)
  sets.set(key, pending)
  return pending
}
