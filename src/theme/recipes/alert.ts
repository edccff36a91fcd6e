import { defineSlotRecipe } from '@pandacss/dev'

export const alertRecipe = defineSlotRecipe({
  className: 'alert',
  description: 'An inline message with a severity colour, an icon, an optional title and an optional close button',
  slots: ['root', 'icon', 'content', 'title', 'description', 'closeTrigger'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1.5',
      w: 'full',
      py: '1.5',
      px: '2',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'colorPalette.subtle',
      bg: 'colorPalette.subtle',
      color: 'fg',
      fontSize: 'md',
      lineHeight: 'normal',
    },
    icon: {
      display: 'inline-flex',
      flexShrink: 0,
      color: 'colorPalette.text',
      // Centres the icon on the first line of text (line height 1.5 at the body size).
      mt: '[1px]',
      '& svg': { boxSize: 'box.md' },
    },
    content: { display: 'flex', flexDir: 'column', gap: '0.5', flex: '1', minW: '0' },
    title: { fontWeight: 'bold', color: 'colorPalette.text' },
    description: { color: 'fg' },
    closeTrigger: { flexShrink: 0, mt: '-0.5', me: '-1', color: 'fg' },
  },
  variants: {
    severity: {
      error: { root: { colorPalette: 'danger' } },
      warning: { root: { colorPalette: 'warning' } },
      info: { root: { colorPalette: 'info' } },
      success: { root: { colorPalette: 'success' } },
    },
  },
  defaultVariants: { severity: 'info' },
})
