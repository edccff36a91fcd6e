import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { themeColors } from '../theme-colors'
import { fieldLabel } from './field-parts'

/** Each swatch paints its own semantic colour: `[data-color=blue]` gets `swatch.blue`, and so on. */
const swatchColors = Object.fromEntries(
  themeColors.map((color) => [`&[data-color=${color}]`, { bg: `swatch.${color}` }]),
)

/** Ark RadioGroup drawn as round colour swatches; the names are for screen readers and tooltips only. */
export const swatchGroupRecipe = defineSlotRecipe({
  className: 'swatch-group',
  description: 'A labelled choice of one colour among round swatches (a radio group)',
  slots: radioGroupAnatomy.extendWith('items').keys(),
  base: {
    root: { display: 'flex', flexDir: 'column', gap: '1' },
    label: fieldLabel,
    items: { display: 'flex', flexWrap: 'wrap', gap: '1' },
    item: { display: 'inline-flex', cursor: 'pointer' },
    itemControl: {
      display: 'inline-flex',
      w: 'box.xl',
      h: 'box.xl',
      borderRadius: 'full',
      ...swatchColors,
      // The checked swatch gets a ring, set off from the colour by a gap of the paper.
      _checked: { boxShadow: '[0 0 0 2px var(--colors-bg-paper), 0 0 0 4px var(--colors-fg)]' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '6px' },
    },
    itemText: { srOnly: true },
  },
})
