/** Pure helpers of TrendChart: dates, summary text and scales. No DOM, no clock, no randomness. */

/** One day's count. */
export interface TrendPoint {
  /** The day, as 'YYYY-MM-DD'. */
  date: string
  /** How many on that day. */
  count: number
}

/** One line (or one bar per day) of the chart. */
export interface TrendSeries {
  /** The series' name, e.g. 'Slack'. */
  label: string
  /** The counts, in any order; days missing from a series count as 0 where another series has them. */
  points: readonly TrendPoint[]
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * 'YYYY-MM-DD' as '12 Sep' (with the year when asked). Written out rather than left to Intl, whose English month
 * abbreviations differ between ICU versions ('Sep' / 'Sept'), so text and screenshots stay the same everywhere.
 */
export function formatTrendDate(date: string, withYear = false): string {
  const [year, month, day] = date.split('-').map(Number)
  const name = months[(month ?? 1) - 1] ?? ''
  return withYear ? `${day} ${name} ${year}` : `${day} ${name}`
}

/** Every date of every series, sorted and without repeats. */
export function trendDates(series: readonly TrendSeries[]): string[] {
  return [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort()
}

/** The counts of a series on the given dates (0 where it has none). */
export function countsOn(series: TrendSeries, dates: readonly string[]): number[] {
  const byDate = new Map<string, number>()
  for (const point of series.points) byDate.set(point.date, (byDate.get(point.date) ?? 0) + point.count)
  return dates.map((date) => byDate.get(date) ?? 0)
}

/** How a chart groups its counts: a point a day, or a point a week (Monday to Sunday). */
export type TrendBucket = 'day' | 'week'

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
/** Charts spanning up to five weeks read well day by day, whatever their counts. */
const DAILY_UP_TO_DAYS = 35

/**
 * The grouping that fits the counts: by week when the chart spans more than five weeks and fewer than half of its days
 * have any count (a row of spiky 0s and 1s reads better as weekly totals), by day otherwise.
 */
export function fittingBucket(series: readonly TrendSeries[]): TrendBucket {
  const dates = trendDates(series)
  const first = dates[0]
  const last = dates.at(-1)
  if (first === undefined || last === undefined) return 'day'
  const spanDays = dayNumber(last) - dayNumber(first) + 1
  if (spanDays <= DAILY_UP_TO_DAYS) return 'day'
  const activeDays = new Set(series.flatMap((s) => s.points.filter((point) => point.count > 0).map((point) => point.date))).size
  return activeDays * 2 < spanDays ? 'week' : 'day'
}

/**
 * The series grouped by `bucket`. A week's counts are summed onto its first date in the chart (a week cut by the
 * chart's start is labelled by the chart's first day), so every label is a day the chart covers.
 */
export function bucketTrend(series: readonly TrendSeries[], bucket: TrendBucket): readonly TrendSeries[] {
  if (bucket === 'day') return series
  const bucketOf = new Map<string, string>()
  const weekStarts = new Map<number, string>()
  for (const date of trendDates(series)) {
    // 1970-01-01 was a Thursday: day 4 of its Monday-to-Sunday week.
    const week = Math.floor((dayNumber(date) + 3) / 7)
    const start = weekStarts.get(week) ?? date
    weekStarts.set(week, start)
    bucketOf.set(date, start)
  }
  return series.map((s) => {
    const totals = new Map<string, number>()
    for (const point of s.points) {
      const start = bucketOf.get(point.date) ?? point.date
      totals.set(start, (totals.get(start) ?? 0) + point.count)
    }
    return { label: s.label, points: [...totals].map(([date, count]) => ({ date, count })) }
  })
}

/**
 * The chart in one sentence, for its aria-label:
 * 'Mentions per day, 1 Sep to 30 Sep: total 42, peak 7 on 12 Sep' (by week: 'peak 19 in the week of 9 Sep'). Several
 * series are listed after one another.
 */
export function summarizeTrend(title: string, series: readonly TrendSeries[], bucket: TrendBucket = 'day'): string {
  const dates = trendDates(series)
  const first = dates[0]
  const last = dates.at(-1)
  if (first === undefined || last === undefined) return `${title}: no data`
  const withYear = first.slice(0, 4) !== last.slice(0, 4)
  const format = (date: string) => formatTrendDate(date, withYear)
  const range = first === last ? `on ${format(first)}` : `${format(first)} to ${format(last)}`
  const grouped = bucketTrend(series, bucket)
  const groupDates = trendDates(grouped)
  const parts = grouped.map((s) => {
    const counts = countsOn(s, groupDates)
    const total = counts.reduce((sum, count) => sum + count, 0)
    const peak = Math.max(...counts)
    const peakDate = groupDates[counts.indexOf(peak)]
    const when = peakDate && (bucket === 'week' ? `in the week of ${format(peakDate)}` : `on ${format(peakDate)}`)
    const text = total > 0 && when ? `total ${total}, peak ${peak} ${when}` : `total ${total}`
    return series.length > 1 ? `${s.label} ${text}` : text
  })
  return `${title}, ${range}: ${parts.join('; ')}`
}

/** A round top for the y axis and its ticks: 0 to max in 4 or 5 steps of 1, 2 or 5 times a power of ten. */
export function niceTicks(max: number): number[] {
  if (max <= 0) return [0, 1]
  const raw = max / 4
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power)
  const top = Math.ceil(max / step) * step
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step)
}

/**
 * Indexes of the dates to label: every `step`-th from the first, `step` chosen so that about `count` fit, plus the
 * last when it is not too close to the previous label (otherwise the last takes that label's place).
 */
export function tickIndexes(length: number, count = 5): number[] {
  if (length <= count) return Array.from({ length }, (_, index) => index)
  const step = Math.ceil((length - 1) / (count - 1))
  const indexes = Array.from({ length: Math.floor((length - 1) / step) + 1 }, (_, k) => k * step)
  const lastLabelled = indexes.at(-1) ?? 0
  if (lastLabelled !== length - 1) {
    if (length - 1 - lastLabelled >= step / 2) indexes.push(length - 1)
    else indexes[indexes.length - 1] = length - 1
  }
  return indexes
}
