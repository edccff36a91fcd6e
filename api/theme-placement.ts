/**
 * When the AI puts a feature in a theme by itself and when it only suggests the theme: the one rule, used by the
 * pipeline (which decides), the mocks (which imitate it) and the app (which shows the confidence).
 *
 * The AI's confidence is a number from 0 to 1 (server/ai calibrates each provider's similarities to it). At
 * CONFIDENT_PLACEMENT or above the feature is placed in the theme and the team sees the confidence it was placed
 * with; above 0 and below it, the theme is only suggested on the feature until a person accepts or dismisses it.
 * A person's choice (a theme set by hand, a feature taken out of a theme, a dismissed suggestion) is never undone by
 * a later automatic pass.
 */
export const CONFIDENT_PLACEMENT = 0.6

export type PlacementOutcome = 'place' | 'suggest' | 'none'

export function placementOutcome(confidence: number): PlacementOutcome {
  if (confidence >= CONFIDENT_PLACEMENT) return 'place'
  return confidence > 0 ? 'suggest' : 'none'
}

/** The confidence as the team reads it, e.g. "72% confident". */
export function confidenceLabel(confidence: number): string {
  return `${Math.round(Math.min(Math.max(confidence, 0), 1) * 100)}% confident`
}
