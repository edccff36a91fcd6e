import { avatarAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  description: 'A round picture of a person (Ark Avatar): the image when it loads, otherwise the initials of the name',
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      overflow: 'hidden',
      borderRadius: 'full',
      bg: 'primary.solid',
      color: 'primary.contrast',
      fontWeight: 'bold',
      userSelect: 'none',
      verticalAlign: 'middle',
    },
    image: { w: 'full', h: 'full', objectFit: 'cover' },
    fallback: { lineHeight: '1', textTransform: 'uppercase' },
  },
  variants: {
    size: {
      sm: { root: { boxSize: 'box.xl', fontSize: 'sm' } },
      md: { root: { boxSize: 'box.2xl', fontSize: 'lg' } },
      lg: { root: { boxSize: 'box.3xl', fontSize: 'xl' } },
    },
  },
  defaultVariants: { size: 'md' },
})
