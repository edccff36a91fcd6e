import { defineSlotRecipe } from '@pandacss/dev'

export const dataTableRecipe = defineSlotRecipe({
  className: 'data-table',
  description: 'A table of records with a header row, one row per record and controls in the last cells',
  slots: ['root', 'table', 'head', 'header', 'row', 'cell', 'secondary'],
  base: {
    root: { w: 'full', overflowX: 'auto' },
    table: { w: 'full', borderCollapse: 'collapse', fontSize: 'sm' },
    head: {},
    header: {
      textAlign: 'start',
      fontWeight: 'semibold',
      color: 'fg.muted',
      px: '1.5',
      py: '1',
      borderBottomWidth: 'thin',
      borderColor: 'border',
      whiteSpace: 'nowrap',
    },
    row: {
      borderBottomWidth: 'thin',
      borderColor: 'border',
      _last: { borderBottomWidth: '0' },
      '&[data-inactive]': { color: 'fg.muted' },
    },
    cell: { px: '1.5', py: '1', verticalAlign: 'middle' },
    secondary: { display: 'block', color: 'fg.muted', fontSize: 'xs' },
  },
})
