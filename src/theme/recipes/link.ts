import { defineRecipe } from '@pandacss/dev'

export const linkRecipe = defineRecipe({
  className: 'link',
  description: 'Styled anchors: inline links inside text and standalone links that stand on their own',
  base: {
    color: 'primary.text',
    cursor: 'pointer',
    borderRadius: 'sm',
    textUnderlineOffset: '0.2em',
    transitionProperty: 'color, text-decoration-color',
    transitionDuration: 'fast',
    _hover: { color: 'primary.hover' },
    '&[aria-disabled=true]': { color: 'fg.disabled', cursor: 'not-allowed', pointerEvents: 'none' },
  },
  variants: {
    variant: {
      /** Inside running text: always underlined so it is not told apart by colour alone. */
      inline: { textDecoration: 'underline' },
      /** On its own (e.g. "Forgot password?", footer links): bold, underlined on hover and focus. */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.5',
        fontWeight: 'bold',
        textDecoration: 'none',
        _hover: { textDecoration: 'underline' },
        _focusVisible: { textDecoration: 'underline' },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
})
