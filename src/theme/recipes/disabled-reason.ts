import { defineRecipe } from '@pandacss/dev'

export const disabledReasonRecipe = defineRecipe({
  className: 'disabled-reason',
  description: 'A focusable wrapper around a disabled control, so its reason (a tooltip) reaches pointer and keyboard',
  base: {
    display: 'inline-flex',
    maxW: 'full',
    borderRadius: 'md',
    cursor: 'not-allowed',
    // The disabled control takes no pointer events: the wrapper gets the hover that opens the tooltip.
    '& > *': { pointerEvents: 'none' },
  },
  variants: {
    block: {
      true: { display: 'flex', w: 'full' },
    },
  },
})
