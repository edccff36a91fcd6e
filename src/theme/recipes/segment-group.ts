import { segmentGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldLabel } from './field-parts'

/** Ark SegmentGroup drawn as one outlined row of segments; the chosen one is filled with the primary colour. */
export const segmentGroupRecipe = defineSlotRecipe({
  className: 'segment-group',
  description: 'A labelled row of mutually exclusive options (a radio group) drawn as a segmented control',
  slots: segmentGroupAnatomy.extendWith('items').keys(),
  base: {
    root: { display: 'flex', flexDir: 'column', gap: '1' },
    label: fieldLabel,
    items: {
      display: 'inline-flex',
      alignSelf: 'flex-start',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      borderRadius: 'md',
      overflow: 'hidden',
    },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      h: 'control.sm',
      px: '2',
      cursor: 'pointer',
      color: 'fg',
      fontWeight: 'medium',
      '& + &': { borderStartWidth: 'thin', borderColor: 'border.strong' },
      _hover: { bg: 'bg.subtle' },
      _checked: { bg: 'primary.solid', color: 'primary.contrast', _hover: { bg: 'primary.hover' } },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      _disabled: { color: 'fg.muted', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
    },
  },
})
