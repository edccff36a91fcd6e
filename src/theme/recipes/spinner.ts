import { defineSlotRecipe } from '@pandacss/dev'

export const spinnerRecipe = defineSlotRecipe({
  className: 'spinner',
  description: 'A spinning ring in a status role, named by a visually hidden label',
  slots: ['root', 'ring', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 },
    ring: {
      display: 'inline-block',
      boxSize: 'full',
      borderRadius: 'full',
      borderStyle: 'solid',
      borderColor: 'primary.solid',
      borderTopColor: 'transparent',
      animation: 'spin 0.8s linear infinite',
    },
    label: { srOnly: true },
  },
  variants: {
    size: {
      sm: { root: { boxSize: 'box.sm' }, ring: { borderWidth: 'thick' } },
      md: { root: { boxSize: 'box.lg' }, ring: { borderWidth: 'thick' } },
      lg: { root: { boxSize: 'box.2xl' }, ring: { borderWidth: '[3px]' } },
    },
  },
  defaultVariants: { size: 'md' },
})
