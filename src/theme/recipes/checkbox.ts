import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const checkboxRecipe = defineSlotRecipe({
  className: 'checkbox',
  description: 'A checkbox with its label and an optional helper line (Ark Checkbox)',
  slots: checkboxAnatomy.extendWith('text', 'helperText').keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '1',
      color: 'fg',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      boxSize: '[18px]',
      // Centre the box on the first line of the label (line height 1.5 of the 14px body text).
      mt: '[2px]',
      borderWidth: 'thick',
      borderColor: 'fg.muted',
      borderRadius: 'sm',
      bg: 'bg.paper',
      color: 'primary.contrast',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      '&:is(:hover, [data-hover]):not([data-state=checked], [data-state=indeterminate], [data-disabled])': { borderColor: 'fg' },
      _checked: { bg: 'primary.solid', borderColor: 'primary.solid' },
      _indeterminate: { bg: 'primary.solid', borderColor: 'primary.solid' },
      _invalid: { borderColor: 'danger.solid' },
      _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'focusRing', outlineOffset: '[2px]' },
      _disabled: { opacity: 0.5 },
    },
    indicator: { display: 'inline-flex', '&[hidden]': { display: 'none' } },
    text: { display: 'flex', flexDir: 'column', minW: '0' },
    label: { fontSize: 'md', _disabled: { color: 'fg.muted' } },
    helperText: { fontSize: 'xs', color: 'fg.muted' },
    group: { display: 'flex', flexDir: 'column', gap: '1' },
  },
})
