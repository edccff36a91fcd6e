import { analysedText } from '../analysed-text'
import type { FeedbackItem } from '../types'
import { detectUrgency } from '../urgency'
import type { ItemAnalysis } from './types'

/** Stage 1: each item's analysed text (normalised, its first ANALYSED_TEXT_MAX_CHARS characters) and its urgency. */
export function normaliseItems(items: readonly FeedbackItem[]): ItemAnalysis[] {
  return items.map((item) => {
    const text = analysedText(item.text)
    return {
      itemId: item.id,
      text,
      classification: null,
      urgency: detectUrgency(text),
      extraction: null,
      feature: null,
    }
  })
}
