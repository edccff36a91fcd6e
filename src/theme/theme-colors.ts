/**
 * The colours a product theme can take (ThemeDialog's swatches, ThemeCard's accent). Each name is a semantic token
 * `swatch.<name>` (semantic-tokens.ts) with a light and a dark value that keep 3:1 against the paper.
 */
export const themeColors = ['blue', 'pink', 'green', 'orange', 'purple', 'teal', 'red'] as const

export type ThemeColor = (typeof themeColors)[number]

/** The colour a new theme starts with (the spec names a default without its value). */
export const DEFAULT_THEME_COLOR: ThemeColor = 'blue'

/** The swatch's accessible name. */
export const themeColorLabels: Record<ThemeColor, string> = {
  blue: 'Blue',
  pink: 'Pink',
  green: 'Green',
  orange: 'Orange',
  purple: 'Purple',
  teal: 'Teal',
  red: 'Red',
}
