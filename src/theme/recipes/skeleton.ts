import { defineSlotRecipe } from '@pandacss/dev'

export const skeletonRecipe = defineSlotRecipe({
  className: 'skeleton',
  description: 'Pulsing placeholders hidden from assistive technology; still under prefers-reduced-motion',
  slots: ['group', 'item'],
  base: {
    group: { display: 'flex', flexDir: 'column', gap: '1', w: 'full' },
    item: {
      display: 'block',
      flexShrink: 0,
      bg: 'bg.muted',
      animation: 'skeletonPulse 1.5s ease-in-out infinite',
      _motionReduce: { animation: 'none' },
    },
  },
  variants: {
    variant: {
      // The last of several lines is shorter, as the end of a paragraph is.
      text: { item: { h: 'box.xs', w: 'full', borderRadius: 'sm', '&:not(:only-child):last-child': { w: '[60%]' } } },
      rect: { item: { w: 'full', borderRadius: 'md' } },
      circle: { item: { borderRadius: 'full' } },
    },
    size: {
      sm: {},
      md: {},
      lg: {},
    },
  },
  compoundVariants: [
    { variant: 'rect', size: 'sm', css: { item: { h: 'box.2xl' } } },
    { variant: 'rect', size: 'md', css: { item: { h: 'box.3xl' } } },
    { variant: 'rect', size: 'lg', css: { item: { h: '[120px]' } } },
    { variant: 'circle', size: 'sm', css: { item: { boxSize: 'box.xl' } } },
    { variant: 'circle', size: 'md', css: { item: { boxSize: 'box.2xl' } } },
    { variant: 'circle', size: 'lg', css: { item: { boxSize: 'box.3xl' } } },
  ],
  defaultVariants: { variant: 'text', size: 'md' },
})
