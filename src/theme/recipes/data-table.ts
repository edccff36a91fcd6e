import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A table of records with keyboard grid navigation (React Aria's Table). Styles key off React Aria's state
 * attributes: `[data-focus-visible]` on the row or cell the arrow keys reached, `[data-hovered]` on a row.
 */
export const dataTableRecipe = defineSlotRecipe({
  className: 'data-table',
  description: 'A scrolling table of records with a sticky header row and keyboard grid navigation',
  slots: ['viewport', 'table', 'header', 'column', 'body', 'row', 'cell', 'empty'],
  base: {
    viewport: {
      overflow: 'auto',
      borderWidth: 'thin',
      borderColor: 'border',
      borderRadius: 'card',
      bg: 'bg.paper',
    },
    table: { w: 'full', borderCollapse: 'separate', borderSpacing: '0', fontSize: 'sm', color: 'fg' },
    header: { position: 'sticky', top: '0', zIndex: '1', bg: 'bg.subtle' },
    column: {
      textAlign: 'start',
      fontWeight: 'bold',
      color: 'fg.muted',
      px: '1.5',
      py: '1',
      whiteSpace: 'nowrap',
      borderBottomWidth: 'thin',
      borderColor: 'border',
      outline: 'none',
      '&[data-focus-visible]': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
    body: {},
    row: {
      outline: 'none',
      '&[data-hovered]': { bg: 'bg.subtle' },
      '&[data-focus-visible]': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      '&:not(:last-child) > td': { borderBottomWidth: 'thin', borderColor: 'border' },
    },
    cell: {
      px: '1.5',
      py: '1',
      verticalAlign: 'top',
      overflowWrap: 'anywhere',
      outline: 'none',
      '&[data-focus-visible]': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
    empty: { px: '3', py: '4', textAlign: 'center', color: 'fg.muted' },
  },
})
