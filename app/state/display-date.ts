import { formatTrendDate } from '../../src/components/TrendChart'

/** A timestamp as a fixed date ('12 Mar 2025'), the same in every locale and every screenshot. */
export function displayDate(timestamp: string): string {
  return formatTrendDate(timestamp.slice(0, 10), true)
}
