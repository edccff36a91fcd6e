export { TrendChart } from './TrendChart'
export type { TrendChartBaseProps, TrendChartProps } from './TrendChart'
export { formatTrendDate, summarizeTrend } from './trend'
export type { TrendPoint, TrendSeries } from './trend'
