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

/**
 * The chart in one sentence, for its aria-label:
 * 'Mentions per day, 1 Sep to 30 Sep: total 42, peak 7 on 12 Sep'. Several series are listed after one another.
 */
export function summarizeTrend(title: string, series: readonly TrendSeries[]): string {
  const dates = trendDates(series)
  const first = dates[0]
  const last = dates.at(-1)
  if (first === undefined || last === undefined) return `${title}: no data`
  const withYear = first.slice(0, 4) !== last.slice(0, 4)
  const format = (date: string) => formatTrendDate(date, withYear)
  const range = first === last ? `on ${format(first)}` : `${format(first)} to ${format(last)}`
  const parts = series.map((s) => {
    const counts = countsOn(s, dates)
    const total = counts.reduce((sum, count) => sum + count, 0)
    const peak = Math.max(...counts)
    const peakDate = dates[counts.indexOf(peak)]
    const text = total > 0 && peakDate ? `total ${total}, peak ${peak} on ${format(peakDate)}` : `total ${total}`
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
