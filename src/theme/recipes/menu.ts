import { menuAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { popupSurface } from './popup-parts'

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'A menu of actions opened from a trigger, its popup rendered in place (Ark Menu)',
  slots: menuAnatomy.extendWith('itemIcon', 'itemText', 'itemDescription').keys(),
  base: {
    positioner: {},
    content: {
      display: 'flex',
      flexDir: 'column',
      minW: '[200px]',
      p: '0.5',
      ...popupSurface,
      zIndex: 'overlay',
      // The highlighted item shows where the keyboard is; the menu itself needs no ring.
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '1.5',
      px: '1.5',
      py: '1',
      borderRadius: 'sm',
      fontSize: 'md',
      cursor: 'pointer',
      userSelect: 'none',
      _highlighted: { bg: 'bg.subtle' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
      '&[data-tone=danger]:not([data-disabled])': { color: 'danger.text' },
    },
    itemIcon: {
      display: 'inline-flex',
      flexShrink: 0,
      color: 'fg.muted',
      '[data-tone=danger]:not([data-disabled]) &': { color: 'danger.text' },
    },
    itemText: { display: 'flex', flexDir: 'column', minW: '0' },
    itemDescription: { fontSize: 'sm', color: 'fg.muted' },
    separator: { my: '0.5', borderTopWidth: 'thin', borderColor: 'border' },
  },
})
