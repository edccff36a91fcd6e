/**
 * How much of a message is analysed: its first ANALYSED_TEXT_MAX_CHARS characters, normalised. The whole message is
 * still stored and shown; only the analysis (classification, urgency, the request and its title, matching, themes)
 * reads no further. About 3,000 words: more than any request needs (a reply chain after it is cut by normalise anyway),
 * and it bounds the time one message can take whatever a stranger sends.
 */
import { normalise } from './normalise'
import { leading } from './text'

export const ANALYSED_TEXT_MAX_CHARS = 20_000

/** The text the pipeline analyses of a raw message. */
export function analysedText(raw: string): string {
  return normalise(leading(raw, ANALYSED_TEXT_MAX_CHARS))
}
