import type { Rise } from './schemas/features'

/**
 * What is rising: a feature or theme whose mentions this week stand out against its own history.
 *
 * The test is a Gamma-Poisson (negative binomial) upper-tail test. Mentions of one feature are counted as a Poisson
 * process whose weekly rate is unknown; the rate gets a Gamma prior worth PRIOR_WEEKS week(s) at PRIOR_RATE mentions a
 * week, updated with the feature's own previous weeks (at most BASELINE_WEEKS, fewer when its first mention is more
 * recent). The count expected this week is then negative binomial, and the p-value is the chance of at least this
 * week's count under it. The feature is rising when that chance is below SIGNIFICANCE and the count reaches MIN_COUNT.
 *
 * Why negative binomial rather than a plain Poisson test on the mean: with a few weeks of history the rate itself is
 * uncertain. A feature seen once in its one week of history, with 5 mentions now, is p = 0.004 for the plain test
 * (rising) but p = 0.018 here (not yet); and a brand-new feature has no mean at all for the plain test. The prior keeps
 * a brand-new feature (no history) from rising on a handful of mentions: it needs 7 in its first week (p = 0.5^7).
 */

const DAY_MS = 86_400_000
export const RISING_WEEK_MS = 7 * DAY_MS
/** The history a week is compared with: two months follow a change of pace and smooth out one busy week. */
export const BASELINE_WEEKS = 8
/** The prior on the weekly rate: as if seen for one week with one mention (weak, and soon outweighed by history). */
export const PRIOR_WEEKS = 1
export const PRIOR_RATE = 1
/** One chance in a hundred that a steady feature is shown as rising in a given week. */
export const SIGNIFICANCE = 0.01
/** One or two mentions are an anecdote whatever the history: a rise needs at least three in the week. */
export const MIN_COUNT = 3

/** A feature's (or theme's) mentions as the test reads them. */
export interface MentionHistory {
  /** Mentions posted in the last 7 days. */
  thisWeek: number
  /** Mentions posted in the BASELINE_WEEKS weeks before that. */
  baseline: number
  /** How many of those weeks the feature existed (from its first mention), 0 to BASELINE_WEEKS, may be fractional. */
  baselineWeeks: number
}

/**
 * P(X >= k) for X negative binomial with `r` > 0 "successes" and success probability `p` (X counts the failures:
 * pmf(x) = Γ(x + r) / (Γ(r) x!) p^r (1 - p)^x, mean r (1 - p) / p). Sums the k terms below k in log space (no underflow
 * for large r), so it is linear in k.
 */
export function negativeBinomialUpperTail(k: number, r: number, p: number): number {
  if (k <= 0) return 1
  let logTerm = r * Math.log(p)
  let logMax = logTerm
  const logTerms = [logTerm]
  for (let x = 0; x < k - 1; x++) {
    logTerm += Math.log((x + r) / (x + 1)) + Math.log1p(-p)
    logTerms.push(logTerm)
    if (logTerm > logMax) logMax = logTerm
  }
  const below = Math.exp(logMax) * logTerms.reduce((sum, term) => sum + Math.exp(term - logMax), 0)
  return Math.min(1, Math.max(0, 1 - below))
}

/** The test's figures for one feature: the expected weekly count and the p-value of this week's. */
export function risingTest(history: MentionHistory): { expected: number; pValue: number } {
  const { thisWeek, baseline, baselineWeeks } = history
  const shape = PRIOR_WEEKS * PRIOR_RATE + baseline
  const rate = PRIOR_WEEKS + Math.min(Math.max(baselineWeeks, 0), BASELINE_WEEKS)
  return { expected: shape / rate, pValue: negativeBinomialUpperTail(thisWeek, shape, rate / (rate + 1)) }
}

const mentionsText = (count: number) => `${count} ${count === 1 ? 'mention' : 'mentions'}`

function pValueText(pValue: number): string {
  return pValue < 0.001 ? 'p < 0.001' : `p = ${pValue.toFixed(3)}`
}

/** The rise of a feature or theme, or null when its week does not stand out. */
export function riseOf(history: MentionHistory): Rise | null {
  if (history.thisWeek < MIN_COUNT) return null
  const { expected, pValue } = risingTest(history)
  if (pValue >= SIGNIFICANCE) return null
  const rounded = Math.round(expected * 10) / 10
  return {
    this_week: history.thisWeek,
    expected: rounded,
    p_value: pValue,
    sentence:
      `${mentionsText(history.thisWeek)} this week, against about ${rounded} a week before (${pValueText(pValue)}).`,
  }
}

/**
 * The history of mentions posted at `postedAt` (ISO timestamps) as of `now`: the last 7 days, the BASELINE_WEEKS weeks
 * before, and how much of that baseline followed the first mention. The server counts the same windows in SQL.
 */
export function mentionHistory(postedAt: readonly string[], now: Date): MentionHistory {
  const weekStart = now.getTime() - RISING_WEEK_MS
  const baselineStart = weekStart - BASELINE_WEEKS * RISING_WEEK_MS
  let thisWeek = 0
  let baseline = 0
  let first = Infinity
  for (const text of postedAt) {
    const at = Date.parse(text)
    if (at > now.getTime()) continue
    first = Math.min(first, at)
    if (at >= weekStart) thisWeek++
    else if (at >= baselineStart) baseline++
  }
  return { thisWeek, baseline, baselineWeeks: baselineWeeksSince(first, now) }
}

/**
 * The weeks of the baseline window after the first mention at `firstAt` (epoch ms; Infinity for none), in whole days
 * so that the figures hold still within a day.
 */
export function baselineWeeksSince(firstAt: number, now: Date): number {
  const days = Math.floor((now.getTime() - RISING_WEEK_MS - firstAt) / DAY_MS)
  return Math.min(BASELINE_WEEKS, Math.max(0, days / 7))
}

/** Rising items in the order shown: least likely first, then the most mentions this week. */
export const byRise = (a: { rise: Rise }, b: { rise: Rise }) =>
  a.rise.p_value - b.rise.p_value || b.rise.this_week - a.rise.this_week
