import { describe, expect, it } from 'vitest'
import {
  bucketTrend,
  countsOn,
  fittingBucket,
  formatTrendDate,
  niceTicks,
  summarizeTrend,
  tickIndexes,
  trendDates,
  type TrendSeries,
} from './trend'

/** 1 to 30 Sep 2024: 42 mentions, at most 7 on the 12th. */
const september: TrendSeries = {
  label: 'Mentions',
  points: Array.from({ length: 30 }, (_, i) => ({
    date: `2024-09-${String(i + 1).padStart(2, '0')}`,
    count: i === 11 ? 7 : [0, 1, 2][i % 3] ?? 0,
  })),
}

/** `days` days from 2024-09-04 (a Wednesday), zero but for the given day indexes. */
const window = (days: number, counts: Record<number, number>): TrendSeries => ({
  label: 'Mentions',
  points: Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2024, 8, 4 + i)).toISOString().slice(0, 10),
    count: counts[i] ?? 0,
  })),
})

describe('trend helpers', () => {
  it('formats dates as day and short month, with the year when asked', () => {
    expect(formatTrendDate('2024-09-01')).toBe('1 Sep')
    expect(formatTrendDate('2024-12-31', true)).toBe('31 Dec 2024')
  })

  it('summarises one series as in the brief', () => {
    const total = september.points.reduce((sum, p) => sum + p.count, 0)
    expect(summarizeTrend('Mentions per day', [september])).toBe(
      `Mentions per day, 1 Sep to 30 Sep: total ${total}, peak 7 on 12 Sep`,
    )
  })

  it('summarises several series one after another, and says when there is no data', () => {
    const slack: TrendSeries = { label: 'Slack', points: [{ date: '2024-09-01', count: 3 }, { date: '2024-09-02', count: 5 }] }
    const email: TrendSeries = { label: 'Email', points: [{ date: '2024-09-02', count: 0 }] }
    expect(summarizeTrend('Mentions', [slack, email])).toBe(
      'Mentions, 1 Sep to 2 Sep: Slack total 8, peak 5 on 2 Sep; Email total 0',
    )
    expect(summarizeTrend('Mentions', [])).toBe('Mentions: no data')
    expect(summarizeTrend('Mentions', [{ label: 'Slack', points: [] }])).toBe('Mentions: no data')
  })

  it('names the years when the range crosses one', () => {
    const series: TrendSeries = { label: 'x', points: [{ date: '2024-12-31', count: 1 }, { date: '2025-01-01', count: 2 }] }
    expect(summarizeTrend('Mentions', [series])).toBe('Mentions, 31 Dec 2024 to 1 Jan 2025: total 3, peak 2 on 1 Jan 2025')
  })

  it('merges and sorts the dates of all series, counting missing days as 0', () => {
    const a: TrendSeries = { label: 'a', points: [{ date: '2024-09-03', count: 1 }, { date: '2024-09-01', count: 2 }] }
    const b: TrendSeries = { label: 'b', points: [{ date: '2024-09-02', count: 4 }] }
    const dates = trendDates([a, b])
    expect(dates).toEqual(['2024-09-01', '2024-09-02', '2024-09-03'])
    expect(countsOn(a, dates)).toEqual([2, 0, 1])
    expect(countsOn(b, dates)).toEqual([0, 4, 0])
  })

  it('rounds the y axis up to steps of 1, 2 or 5', () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(niceTicks(3)).toEqual([0, 1, 2, 3])
    expect(niceTicks(42)).toEqual([0, 20, 40, 60])
    expect(niceTicks(0)).toEqual([0, 1])
  })

  it('labels dates at a regular step, first and last included', () => {
    expect(tickIndexes(3)).toEqual([0, 1, 2])
    expect(tickIndexes(7)).toEqual([0, 2, 4, 6])
    expect(tickIndexes(30)).toEqual([0, 8, 16, 24, 29])
    expect(tickIndexes(27)).toEqual([0, 7, 14, 21, 26])
    expect(tickIndexes(11)).toEqual([0, 3, 6, 10])
    expect(tickIndexes(0)).toEqual([])
  })

  it('groups by week a long chart whose days are mostly empty, and by day a short or busy one', () => {
    const sparse = Object.fromEntries([3, 17, 40, 41, 70].map((day) => [day, 1]))
    expect(fittingBucket([window(90, sparse)])).toBe('week')
    // Five weeks or less read well day by day, however empty.
    expect(fittingBucket([window(35, { 3: 1 })])).toBe('day')
    expect(fittingBucket([window(36, { 3: 1 })])).toBe('week')
    // Half of the days with a count: the daily line says more.
    const busy = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [i * 2, 1]))
    expect(fittingBucket([window(90, busy)])).toBe('day')
    // Days with a count in any series count.
    const other = { ...window(90, Object.fromEntries(Array.from({ length: 45 }, (_, i) => [i * 2 + 1, 1]))), label: 'Other' }
    expect(fittingBucket([window(90, sparse), other])).toBe('day')
    expect(fittingBucket([])).toBe('day')
  })

  it('sums each Monday-to-Sunday week onto its first day in the chart', () => {
    // 4 Sep 2024 is a Wednesday: the first week is 4-8 Sep, then 9-15, then 16-17.
    const [weekly] = bucketTrend([window(14, { 0: 1, 4: 2, 5: 3, 11: 4, 12: 5 })], 'week')
    expect(weekly?.points).toEqual([
      { date: '2024-09-04', count: 3 },
      { date: '2024-09-09', count: 7 },
      { date: '2024-09-16', count: 5 },
    ])
    const days = [window(3, { 1: 2 })]
    expect(bucketTrend(days, 'day')).toBe(days)
  })

  it('summarises a weekly chart over its days, with the peak week', () => {
    expect(summarizeTrend('Mentions', [window(14, { 0: 1, 4: 2, 5: 3, 11: 4, 12: 5 })], 'week')).toBe(
      'Mentions, 4 Sep to 17 Sep: total 15, peak 7 in the week of 9 Sep',
    )
  })
})
