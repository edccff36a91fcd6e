import { defineRecipe } from '@pandacss/dev'

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Bold, not upper-cased buttons in the spec look',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    fontWeight: 'bold',
    textTransform: 'none',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: 'fast',
    _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    '& [data-part=spinner]': {
      boxSize: '1em',
      flexShrink: 0,
      borderWidth: '2px',
      borderColor: 'currentColor',
      borderTopColor: 'transparent',
      borderRadius: 'full',
      animation: 'spin 0.8s linear infinite',
    },
  },
  variants: {
    variant: {
      solid: {
        bg: 'colorPalette.solid',
        color: 'colorPalette.contrast',
        _hover: { _enabled: { bg: 'colorPalette.hover' } },
      },
      outline: {
        bg: 'transparent',
        color: 'colorPalette.text',
        borderColor: 'colorPalette.text',
        _hover: { _enabled: { bg: 'colorPalette.subtle' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'colorPalette.text',
        _hover: { _enabled: { bg: 'colorPalette.subtle' } },
      },
    },
    palette: {
      primary: { colorPalette: 'primary' },
      secondary: { colorPalette: 'secondary' },
    },
    size: {
      sm: { h: '32px', px: '1.5', fontSize: 'sm' },
      md: { h: '40px', px: '2', fontSize: 'md' },
      lg: { h: '48px', px: '3', fontSize: 'lg' },
    },
    fullWidth: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'solid', palette: 'primary', size: 'md' },
})
