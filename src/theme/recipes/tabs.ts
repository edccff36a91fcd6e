import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Tabs with an underlined selected tab (Ark Tabs)',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDir: 'column', w: 'full', color: 'fg' },
    list: {
      display: 'flex',
      gap: '0.5',
      borderBottomWidth: 'thin',
      borderColor: 'border',
      overflowX: 'auto',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      flexShrink: 0,
      h: 'control.md',
      px: '2',
      // Sits on the list's bottom border, so the selected underline replaces it.
      mb: '[-1px]',
      borderBottomWidth: 'thick',
      borderColor: 'transparent',
      color: 'fg.muted',
      fontSize: 'md',
      fontWeight: 'medium',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transitionProperty: 'color, border-color, background-color',
      transitionDuration: 'fast',
      _hover: { color: 'fg', bg: 'bg.subtle' },
      _selected: { color: 'primary.text', borderColor: 'primary.solid', _hover: { color: 'primary.text' } },
      _focusVisible: { outlineOffset: '[-2px]' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'transparent', color: 'fg.disabled' } },
    },
    content: {
      pt: '2',
      _focusVisible: { outlineOffset: '[2px]' },
    },
    indicator: {},
  },
})
