import { defineRecipe } from '@pandacss/dev'

export const chipRecipe = defineRecipe({
  className: 'chip',
  description: 'A small label (a.k.a. badge) in one of the semantic tones',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5',
    flexShrink: 0,
    maxW: 'full',
    borderRadius: 'full',
    fontWeight: 'semibold',
    lineHeight: 'tight',
    whiteSpace: 'nowrap',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.text',
    '& [data-part=icon]': { display: 'inline-flex', flexShrink: 0 },
  },
  variants: {
    /** Each tone is a semantic colour pair, `<tone>.text` on `<tone>.subtle`: AA in light and dark. */
    tone: {
      neutral: { colorPalette: 'neutral' },
      primary: { colorPalette: 'primary' },
      info: { colorPalette: 'info' },
      success: { colorPalette: 'success' },
      warning: { colorPalette: 'warning' },
      danger: { colorPalette: 'danger' },
      accent: { colorPalette: 'accent' },
    },
    size: {
      sm: { h: 'box.md', px: '1', fontSize: 'xs', '& svg': { boxSize: 'box.xs' } },
      md: { h: 'box.lg', px: '1.5', fontSize: 'sm', '& svg': { boxSize: 'box.sm' } },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
})
