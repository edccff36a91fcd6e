import { tooltipAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  description: 'A short text label shown on hover and keyboard focus (Ark Tooltip)',
  slots: tooltipAnatomy.keys(),
  base: {
    positioner: {},
    content: {
      // Inverted colours so the label stands off the page in both modes.
      bg: 'fg',
      color: 'bg.paper',
      px: '1',
      py: '0.5',
      borderRadius: 'sm',
      fontSize: 'xs',
      fontWeight: 'medium',
      lineHeight: 'tight',
      maxW: '[280px]',
      boxShadow: 'md',
      zIndex: 'tooltip',
    },
    trigger: {},
    arrow: {},
    arrowTip: {},
  },
})
