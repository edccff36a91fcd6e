import { comboboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import {
  fieldAdornment,
  fieldControl,
  fieldHelperText,
  fieldInput,
  fieldLabel,
  fieldRoot,
  listItem,
  listItemIndicator,
  listItemText,
  listPopup,
} from './field-parts'

/** Ark Combobox inside an Ark Field: a labelled text box that filters a list box, with a status line for the search. */
export const comboboxRecipe = defineSlotRecipe({
  className: 'combobox',
  description: 'A labelled text box whose typing searches a list of options, its popup rendered in place',
  slots: comboboxAnatomy.extendWith('field', 'requiredIndicator', 'helperText', 'errorText', 'status').keys(),
  base: {
    field: fieldRoot,
    root: { ...fieldRoot, position: 'relative' },
    label: fieldLabel,
    control: { ...fieldControl, pe: '0.5' },
    input: fieldInput,
    trigger: {
      ...fieldAdornment,
      justifyContent: 'center',
      w: 'control.sm',
      h: 'control.sm',
      borderRadius: 'sm',
      cursor: 'pointer',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      _open: { transform: 'rotate(180deg)' },
      _focusVisible: { outline: 'none' },
      _disabled: { cursor: 'not-allowed' },
    },
    positioner: {},
    // Nothing matches: the status line says so, and an empty popup would only cover the dialog.
    content: { ...listPopup, '&[data-empty]': { display: 'none' } },
    item: listItem,
    itemText: listItemText,
    itemIndicator: listItemIndicator,
    status: fieldHelperText,
  },
})
