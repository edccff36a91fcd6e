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

/** Text and password fields (Ark Field, Ark PasswordInput): the slots are Ark's field anatomy plus the outlined box. */
export const textFieldRecipe = defineSlotRecipe({
  className: 'text-field',
  description: 'A labelled text input with helper and error text, an optional start adornment and an end action',
  slots: fieldAnatomy.extendWith('control', 'adornment', 'action').keys(),
  base: {
    root: fieldRoot,
    label: fieldLabel,
    requiredIndicator: fieldRequiredIndicator,
    control: fieldControl,
    adornment: fieldAdornment,
    input: fieldInput,
    // An icon button at the end of the box (show/hide password): pulled towards the border.
    action: { me: '-1' },
    helperText: fieldHelperText,
    errorText: fieldErrorText,
  },
})
