import { defineRecipe } from '@pandacss/dev'

export const iconButtonRecipe = defineRecipe({
  className: 'icon-button',
  description: 'Square buttons that hold one icon and carry an accessible label',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: 'full',
    color: 'fg.muted',
    bg: 'transparent',
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: 'fast',
    _hover: { bg: 'bg.subtle', color: 'fg' },
    _disabled: { cursor: 'not-allowed', opacity: 0.5 },
  },
  variants: {
    size: {
      sm: { w: '32px', h: '32px' },
      md: { w: '40px', h: '40px' },
    },
  },
  defaultVariants: { size: 'md' },
})
