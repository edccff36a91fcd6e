import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A table of records: DataTable (React Aria's Table, with keyboard grid navigation) and plain tables whose rows hold
 * their own controls (the member list) both use it. Styles key off React Aria's state attributes:
 * `[data-focus-visible]` on the row or cell the arrow keys reached, `[data-hovered]` on a row; `[data-inactive]` dims
 * a row (a deactivated person).
 */
export const dataTableRecipe = defineSlotRecipe({
  className: 'data-table',
  description: 'A scrolling table of records with a sticky header row and keyboard grid navigation',
  slots: ['viewport', 'table', 'header', 'column', 'body', 'row', 'cell', 'secondary', 'empty'],
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
      '&[data-inactive]': { color: 'fg.muted' },
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
    /** A second, quieter line in a cell (an email under a name). */
    secondary: { display: 'block', color: 'fg.muted', fontSize: 'xs' },
    empty: { px: '3', py: '4', textAlign: 'center', color: 'fg.muted' },
  },
})
