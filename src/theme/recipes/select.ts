import { selectAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import {
  fieldControl,
  fieldErrorText,
  fieldHelperText,
  fieldLabel,
  fieldRequiredIndicator,
  fieldRoot,
  listItem,
  listItemIndicator,
  listItemText,
  listPopup,
} from './field-parts'

/** Ark Select inside an Ark Field: Ark's select anatomy plus the field's wrapper and messages. */
export const selectRecipe = defineSlotRecipe({
  className: 'select',
  description: 'A labelled single-choice list box with helper and error text, its popup rendered in place',
  slots: selectAnatomy.extendWith('field', 'requiredIndicator', 'helperText', 'errorText').keys(),
  base: {
    field: fieldRoot,
    root: { display: 'flex', flexDir: 'column', gap: '0.5', position: 'relative' },
    label: fieldLabel,
    requiredIndicator: fieldRequiredIndicator,
    control: { position: 'relative' },
    trigger: {
      ...fieldControl,
      justifyContent: 'space-between',
      textAlign: 'start',
      fontSize: 'md',
      cursor: 'pointer',
      outlineOffset: '0',
      _disabled: { cursor: 'not-allowed' },
    },
    valueText: {
      flex: '1',
      minW: '0',
      truncate: true,
      '[data-placeholder-shown] &': { color: 'fg.muted' },
    },
    indicator: {
      display: 'inline-flex',
      flexShrink: 0,
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      _open: { transform: 'rotate(180deg)' },
    },
    positioner: {},
    content: listPopup,
    item: listItem,
    itemText: listItemText,
    itemIndicator: listItemIndicator,
    helperText: fieldHelperText,
    errorText: fieldErrorText,
  },
})
