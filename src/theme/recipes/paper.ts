import { defineRecipe } from '@pandacss/dev'

export const paperRecipe = defineRecipe({
  className: 'paper',
  description: 'The plain surface on the page background: paper colour, radius md, a border or a shadow',
  base: { bg: 'bg.paper', color: 'fg', borderRadius: 'md' },
  variants: {
    variant: {
      outlined: { borderWidth: 'thin', borderColor: 'border' },
      elevated: { boxShadow: 'md' },
      flat: {},
    },
    padding: {
      none: { p: '0' },
      sm: { p: '1' },
      md: { p: '2' },
      lg: { p: '3' },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'md' },
})
