/** The texts requests and features are compared by. */
import type { Extraction } from '../types'
import { termsOf } from '../vectors'

/**
 * What a request is matched by: the request clause, or the sentence it was cut from when the cut left fewer than two
 * content terms ("would be great to"). A title made from the clause repeats its words (counting some twice made short
 * requests in other words match less: pairwise F1 0.647 against 0.663, each at its best threshold, on the tuning part
 * of data/request-groups.jsonl); the whole sentence brings its reasons in (0.654 against 0.692). A provider's title,
 * when there is one, goes first.
 */
export function matchingText(extraction: Extraction): string {
  const sentence = extraction.asking?.sentence
  const text = sentence && termsOf(extraction.request).length < 2 ? sentence : extraction.request
  return extraction.title ? `${extraction.title}. ${text}` : text
}

/** A feature as its texts are compared: the title (counted twice) and the description. */
export function featureProfile(title: string, description?: string): string {
  return [title, title, description ?? ''].filter(Boolean).join('. ')
}
