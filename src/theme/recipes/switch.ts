import { switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  description: 'An on/off switch with its label and an optional description (Ark Switch)',
  slots: switchAnatomy.extendWith('text', 'description').keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '1.5',
      color: 'fg',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      w: '[36px]',
      h: '[20px]',
      p: '[2px]',
      borderRadius: 'full',
      bg: 'fg.muted',
      transitionProperty: 'background-color',
      transitionDuration: 'fast',
      _checked: { bg: 'primary.solid' },
      _invalid: { outlineWidth: 'thin', outlineStyle: 'solid', outlineColor: 'danger.solid' },
      _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'focusRing', outlineOffset: '[2px]' },
      _disabled: { opacity: 0.5 },
    },
    thumb: {
      boxSize: '[16px]',
      borderRadius: 'full',
      bg: 'bg.paper',
      boxShadow: 'sm',
      transitionProperty: 'transform, background-color',
      transitionDuration: 'fast',
      _checked: { transform: 'translateX(16px)', bg: 'primary.contrast' },
    },
    text: { display: 'flex', flexDir: 'column', minW: '0' },
    label: { fontSize: 'md', _disabled: { color: 'fg.muted' } },
    description: { fontSize: 'xs', color: 'fg.muted' },
  },
})
