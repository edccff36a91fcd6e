import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A list of selectable rows (react-aria-components GridList): a header with the select-all box, the count and the
 * actions for the selection, then the rows. States come from React Aria's data attributes.
 */
export const gridListRecipe = defineSlotRecipe({
  className: 'grid-list',
  description: 'A keyboard-navigable list of rows with multiple selection (React Aria GridList)',
  slots: ['root', 'header', 'count', 'actions', 'list', 'item', 'content', 'checkbox'],
  base: {
    root: { display: 'flex', flexDir: 'column', gap: '1', minW: '0' },
    header: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: '2',
      rowGap: '1',
      minH: 'box.lg',
      px: '2',
      py: '1',
      borderRadius: 'md',
      bg: 'bg.subtle',
      fontSize: 'sm',
    },
    count: { color: 'fg.muted' },
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', ms: 'auto' },
    list: {
      position: 'relative',
      display: 'flex',
      flexDir: 'column',
      gap: '1',
      maxH: 'listMax',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      // No padding: the virtualiser sizes rows to the list's full width. Rows draw their focus ring inside.
      outline: 'none',
      '&[data-focus-visible]': { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'focusRing' },
    },
    item: {
      display: 'flex',
      // In the list's column a row keeps its content's height instead of shrinking to fit the list's maximum.
      flexShrink: '0',
      alignItems: 'start',
      gap: '1.5',
      px: '2',
      py: '1.5',
      color: 'fg',
      bg: 'bg.paper',
      borderWidth: 'thin',
      borderColor: 'border',
      borderRadius: 'md',
      cursor: 'default',
      outline: 'none',
      overflow: 'hidden',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      '&[data-href]': { cursor: 'pointer' },
      '&[data-hovered]': { bg: 'bg.subtle' },
      '&[data-current]': { borderColor: 'primary.solid' },
      '&[data-selected]': { bg: 'primary.subtle', borderColor: 'primary.solid' },
      '&[data-focus-visible]': { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'focusRing', outlineOffset: '[-2px]' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      // Virtualised, each row sits in a wrapper of the row height: the card fills it, so rows line up.
      '[role=presentation] > &': { h: 'full' },
    },
    content: { flex: '1', minW: '0' },
    // The box itself reuses the checkbox recipe's control; this is the clickable label around it.
    checkbox: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      color: 'fg',
      cursor: 'pointer',
      // In a row the box sits on the first line of the content.
      '[role=row] &': { mt: '[1px]' },
    },
  },
})
