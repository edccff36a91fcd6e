/** The names a remote provider redacts from the texts it is sent. */
import type { FeedbackItem } from '../types'

/** Every author's name of the batch: remote providers redact them all from every text (people quote each other). */
export function batchNames(items: readonly Pick<FeedbackItem, 'author'>[]): string[] {
  return [...new Set(items.flatMap(namesOf))]
}

function namesOf(item: Pick<FeedbackItem, 'author'>): string[] {
  return [item.author?.name, item.author?.email?.split('@')[0]?.replace(/[._]/g, ' ')].filter(
    (name): name is string => !!name,
  )
}
