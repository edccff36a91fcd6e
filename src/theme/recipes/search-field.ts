import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldAdornment, fieldControl, fieldInput, fieldLabel, fieldRoot } from './field-parts'

export const searchFieldRecipe = defineSlotRecipe({
  className: 'search-field',
  description: 'A search input with a leading search icon and a clear button (Ark Field)',
  slots: fieldAnatomy.extendWith('control', 'icon', 'clearTrigger').keys(),
  base: {
    root: fieldRoot,
    label: fieldLabel,
    control: fieldControl,
    icon: fieldAdornment,
    input: {
      ...fieldInput,
      // The clear button replaces the browser's own.
      '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
    },
    clearTrigger: { me: '-1' },
  },
  variants: {
    hideLabel: {
      true: { label: { srOnly: true } },
    },
  },
  defaultVariants: { hideLabel: false },
})
