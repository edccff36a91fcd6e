import { defineSlotRecipe } from '@pandacss/dev'

/** Series colours in order; TrendChart sets `data-series` to the series index modulo 4. */
const seriesColours = {
  '&[data-series="0"]': { color: 'chart.1' },
  '&[data-series="1"]': { color: 'chart.2' },
  '&[data-series="2"]': { color: 'chart.3' },
  '&[data-series="3"]': { color: 'chart.4' },
}

export const trendChartRecipe = defineSlotRecipe({
  className: 'trend-chart',
  description: 'A dependency-free SVG line or bar chart of counts per day, with a summary label and a data table',
  slots: ['root', 'header', 'title', 'svg', 'grid', 'axis', 'tick', 'series', 'legend', 'legendItem', 'swatch', 'empty', 'tableWrapper', 'table'],
  base: {
    root: { display: 'flex', flexDir: 'column', gap: '1', w: 'full', minW: '0', color: 'fg' },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1', flexWrap: 'wrap' },
    title: { m: '0', fontSize: 'lg', fontWeight: 'semibold' },
    svg: { display: 'block', w: 'full', h: 'auto', overflow: 'visible' },
    grid: { stroke: 'border', strokeWidth: '1', shapeRendering: 'crispEdges' },
    axis: { stroke: 'border.strong', strokeWidth: '1', shapeRendering: 'crispEdges' },
    tick: { fill: 'fg.muted', fontSize: 'xs', fontFamily: 'body' },
    series: {
      ...seriesColours,
      '& polyline': { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinejoin: 'round', strokeLinecap: 'round' },
      '& circle': { fill: 'currentColor', stroke: 'bg.paper', strokeWidth: '1' },
      '& rect': { fill: 'currentColor' },
    },
    legend: { display: 'flex', flexWrap: 'wrap', gap: '2', m: '0', p: '0', listStyle: 'none', fontSize: 'sm' },
    legendItem: { display: 'inline-flex', alignItems: 'center', gap: '0.5', color: 'fg' },
    swatch: { ...seriesColours, display: 'inline-block', boxSize: 'box.xs', borderRadius: 'sm', bg: 'currentColor' },
    empty: { fill: 'fg.muted', fontSize: 'md', fontFamily: 'body' },
    tableWrapper: { overflowX: 'auto' },
    table: {
      w: 'full',
      borderCollapse: 'collapse',
      fontSize: 'sm',
      fontVariantNumeric: 'tabular-nums',
      '& caption': { textAlign: 'start', fontWeight: 'semibold', pb: '0.5' },
      '& th, & td': { py: '0.5', px: '1', textAlign: 'end', borderBottomWidth: 'thin', borderColor: 'border' },
      '& th:first-child, & td:first-child': { textAlign: 'start' },
      '& thead th': { color: 'fg.muted', fontWeight: 'semibold' },
    },
  },
})
