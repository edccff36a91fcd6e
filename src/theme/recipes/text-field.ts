import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import {
  fieldAdornment,
  fieldControl,
  fieldErrorText,
  fieldHelperText,
  fieldInput,
  fieldLabel,
  fieldRequiredIndicator,
  fieldRoot,
} from './field-parts'

/**
 * Text, text area and password fields (Ark Field, Ark PasswordInput): the slots are Ark's field anatomy plus the
 * outlined box.
 */
export const textFieldRecipe = defineSlotRecipe({
  className: 'text-field',
  description: 'A labelled text input or text area with helper and error text, a start adornment and an end action',
  slots: fieldAnatomy.extendWith('control', 'adornment', 'action').keys(),
  base: {
    root: fieldRoot,
    label: fieldLabel,
    requiredIndicator: fieldRequiredIndicator,
    control: fieldControl,
    adornment: fieldAdornment,
    input: fieldInput,
    // A text area is its own outlined box, as tall as its rows, that the person can make taller.
    textarea: {
      ...fieldControl,
      display: 'block',
      h: 'auto',
      py: '1',
      fontSize: 'md',
      resize: 'vertical',
      _placeholder: { color: 'fg.muted', opacity: 1 },
    },
    // An icon button at the end of the box (show/hide password): pulled towards the border.
    action: { me: '-1' },
    helperText: fieldHelperText,
    errorText: fieldErrorText,
  },
})
