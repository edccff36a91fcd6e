import { TREND_DAYS } from './schemas/features'

const DAY_MS = 86_400_000

/** The ISO dates (UTC) of the trend window that ends on the day of `now`, oldest first. */
export function trendDays(now: Date, days = TREND_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10))
}

/** Counts per day of the window from (day, count) pairs; days outside the window are left out. */
export function countsByDay(days: readonly string[], entries: Iterable<{ day: string; count: number }>): number[] {
  const position = new Map(days.map((day, index) => [day, index]))
  const counts = days.map(() => 0)
  for (const { day, count } of entries) {
    const index = position.get(day)
    if (index !== undefined) counts[index] = (counts[index] ?? 0) + count
  }
  return counts
}
