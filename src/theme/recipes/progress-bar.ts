import { progressAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const progressBarRecipe = defineSlotRecipe({
  className: 'progress-bar',
  description: 'A labelled linear progress bar (Ark Progress) with a value text such as "2 of 3"',
  slots: progressAnatomy.extendWith('header').keys(),
  base: {
    root: { display: 'flex', flexDir: 'column', gap: '0.5', w: 'full' },
    header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '1' },
    label: { fontSize: 'md', fontWeight: 'medium', color: 'fg' },
    valueText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    track: { position: 'relative', w: 'full', overflow: 'hidden', borderRadius: 'full', bg: 'bg.muted' },
    range: {
      h: 'full',
      borderRadius: 'full',
      bg: 'primary.solid',
      transitionProperty: 'width',
      transitionDuration: 'normal',
    },
  },
  variants: {
    size: {
      sm: { track: { h: '[4px]' } },
      md: { track: { h: '[8px]' } },
    },
  },
  defaultVariants: { size: 'md' },
})
