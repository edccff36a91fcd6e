import { describe, expect, it } from 'vitest'
import { BASELINE_WEEKS, type MentionHistory, mentionHistory, negativeBinomialUpperTail, riseOf, risingTest } from './rising'

describe('negativeBinomialUpperTail', () => {
  // P(X >= k) from SciPy 1.17 (nbinom.sf(k - 1, r, p)); the same parametrisation as R's pnbinom and stdlib.
  it.each([
    [6, 20, 0.8, 0.3833105882206306],
    [22, 20, 0.5, 0.3776143287523155],
    [6, 10, 0.4, 0.966166697115648],
    [1, 10, 0.9, 0.6513215599],
    [22, 15.5, 0.5, 0.14092093200853054],
    [6, 7.4, 0.4, 0.8689819234770512],
    [12, 10, 0.5, 0.33181190490722656],
  ])('P(X >= %d | r = %d, p = %d) = %d', (k, r, p, expected) => {
    expect(negativeBinomialUpperTail(k, r, p)).toBeCloseTo(expected, 10)
  })

  it('is a geometric tail for r = 1, and 1 at k = 0', () => {
    expect(negativeBinomialUpperTail(7, 1, 0.5)).toBeCloseTo(0.5 ** 7, 12)
    expect(negativeBinomialUpperTail(0, 3, 0.5)).toBe(1)
  })

  // SciPy: nbinom.sf(1, 5000, 0.999).
  it('does not underflow for a large history (r in the thousands)', () => {
    expect(negativeBinomialUpperTail(2, 5000, 0.999)).toBeCloseTo(0.9596733282408064, 10)
    expect(negativeBinomialUpperTail(40, 5000, 0.999)).toBeLessThan(1e-12)
  })
})

const history = (thisWeek: number, baseline: number, baselineWeeks = BASELINE_WEEKS): MentionHistory => ({
  thisWeek,
  baseline,
  baselineWeeks,
})

describe('riseOf', () => {
  it.each([
    ['a silent feature asked 3 times this week', history(3, 0), 0.001],
    ['a brand-new feature asked 7 times in its first week', history(7, 0, 0), 0.0078125],
    ['about 2 a week, now 7', history(7, 16), 0.005772635477226824],
    ['about 9 a week, now 20', history(20, 80), 0.001978560865771225],
  ])('rises: %s', (_, figures, pValue) => {
    const rise = riseOf(figures)
    expect(rise).not.toBeNull()
    expect(rise!.p_value).toBeCloseTo(pValue, 10)
    expect(rise!.this_week).toBe(figures.thisWeek)
  })

  it.each([
    ['steady at about 9 a week', history(10, 80)],
    ['steady at about 2 a week, a busy week of 5', history(5, 16)],
    ['declining: 9 a week before, 2 now', history(2, 72)],
    ['one or two mentions are noise, even out of silence', history(2, 0)],
    ['a brand-new feature with 6 mentions in its first week', history(6, 0, 0)],
    ['3 this week after 3 in two months', history(3, 3)],
    ['a week-old feature with 1 mention, now 5 (p = 0.018; a plain Poisson test says 0.004)', history(5, 1, 1)],
    ['nothing at all', history(0, 0, 0)],
  ])('does not rise: %s', (_, figures) => {
    expect(riseOf(figures)).toBeNull()
  })

  it('explains itself in a sentence with the figures of the test', () => {
    expect(riseOf(history(7, 16))).toEqual({
      this_week: 7,
      expected: 1.9,
      p_value: expect.closeTo(0.00577, 5),
      sentence: '7 mentions this week, against about 1.9 a week before (p = 0.006).',
    })
    expect(riseOf(history(25, 80))?.sentence).toBe('25 mentions this week, against about 9 a week before (p < 0.001).')
  })

  it('expects the prior alone for a brand-new feature, and the history once it outweighs it', () => {
    expect(risingTest(history(0, 0, 0)).expected).toBe(1)
    expect(risingTest(history(0, 80)).expected).toBe(9)
  })
})

describe('mentionHistory', () => {
  const now = new Date('2026-06-30T12:00:00Z')
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

  it('counts the last 7 days, the 8 weeks before, and the weeks of history after the first mention', () => {
    const posted = [daysAgo(1), daysAgo(6.9), daysAgo(7.1), daysAgo(20), daysAgo(62.9), daysAgo(63.1), daysAgo(-1)]
    expect(mentionHistory(posted, now)).toEqual({ thisWeek: 2, baseline: 3, baselineWeeks: BASELINE_WEEKS })
  })

  it('gives a feature first mentioned 3 weeks ago 2 weeks of history (whole days), and one of this week none', () => {
    expect(mentionHistory([daysAgo(21.5), daysAgo(2)], now).baselineWeeks).toBe(2)
    expect(mentionHistory([daysAgo(2)], now).baselineWeeks).toBe(0)
    expect(mentionHistory([], now)).toEqual({ thisWeek: 0, baseline: 0, baselineWeeks: 0 })
  })
})
