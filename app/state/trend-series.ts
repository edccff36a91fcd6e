import type { TrendSeries } from '../../src/components/TrendChart'

/** Counts per day as the API sends them (`counts[i]` on `days[i]`) as one series of the TrendChart. */
export function toTrendSeries(label: string, days: readonly string[], counts: readonly number[]): TrendSeries {
  return { label, points: days.map((date, index) => ({ date, count: counts[index] ?? 0 })) }
}

/** The last `length` days of a series (the API sends 90; a dashboard chart reads better with fewer). */
export function lastDays(series: TrendSeries, length: number): TrendSeries {
  return { label: series.label, points: series.points.slice(-length) }
}
