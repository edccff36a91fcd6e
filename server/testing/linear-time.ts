/**
 * Does a function's time grow linearly with its input? Measured so that a loaded 2-core machine does not change the
 * answer:
 * - times are CPU time of this process (process.cpuUsage), not wall time: waiting for a core costs nothing;
 * - the times that decide are the least of a few samples (interference only ever adds time), each sample repeating
 *   the call until it has run at least SAMPLE_MIN_MS, so timer resolution does not matter;
 * - a linear baseline (one pass over every character) is timed on the same inputs in the same run, so the function's
 *   growth is also read against what a linear pass grows by on this machine now (cache effects included);
 * - the small input must finish within SMALL_BUDGET_MS first, so a quadratic function fails in seconds instead of
 *   running for minutes on the large input.
 * Linear: 10× the input takes about 10× the time (growth ≈ 10, relative growth ≈ 1); quadratic: about 100× (relative
 * growth ≈ 10). The limits below sit in between with room for noise, and a function is non-linear only past both: on a
 * loaded machine a linear function's growth alone has reached 7× linear while the baseline's grew 2× too.
 */

/** A call on the small input that takes longer than this is not linear (a linear pass over 100 KB takes well under 10 ms). */
export const SMALL_BUDGET_MS = 1_000
/** The large input may take at most this many times (size ratio × small time): room for the garbage collector and
 * caches, which cost more per character on 1 MB than on 100 KB. */
export const GROWTH_TOLERANCE = 5
/** …and its growth may be at most this many times the baseline's growth. */
export const RELATIVE_GROWTH_LIMIT = 4
const SAMPLE_MIN_MS = 10
const SAMPLES = 3

export interface LinearityMeasure {
  smallChars: number
  largeChars: number
  /** CPU ms per call, the least of the samples. */
  smallMs: number
  largeMs: number
  baselineSmallMs: number
  baselineLargeMs: number
  /** largeMs / smallMs. */
  growth: number
  /** growth / the baseline's growth: about 1 when linear. */
  relativeGrowth: number
}

let sink = 0

/** The baseline: one pass over every character (what any linear text function does at least). */
export function baselineScan(text: string): number {
  let hash = 0
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0
  return hash
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

function consume(result: unknown): void {
  sink = (sink + (typeof result === 'string' ? result.length : result === undefined ? 0 : 1)) | 0
}

/** CPU ms of one call: at least one call, repeated until SAMPLE_MIN_MS have run. */
function sample(fn: (text: string) => unknown, text: string): number {
  const start = cpuMs()
  let calls = 0
  let elapsed = 0
  do {
    consume(fn(text))
    calls++
    elapsed = cpuMs() - start
  } while (elapsed < SAMPLE_MIN_MS)
  return elapsed / calls
}

/** The least of `samples` samples; stops early once one is within `goodEnough` ms (more samples only lower it). */
function leastOf(fn: (text: string) => unknown, text: string, samples: number, goodEnough = 0): number {
  let least = Number.POSITIVE_INFINITY
  for (let i = 0; i < samples && least > goodEnough; i++) least = Math.min(least, sample(fn, text))
  return least
}

/**
 * Times `fn` and the baseline on both inputs; throws a sentence when the small input is already over budget. Load
 * only adds time: the times that would make a linear function look worse when inflated (the large input's, the
 * baseline's on the small one) are the least of SAMPLES samples; the others, which would only make it look better,
 * take fewer.
 */
export function measureLinearity(fn: (text: string) => unknown, small: string, large: string): LinearityMeasure {
  consume(fn(small)) // warm up: compile the function and its patterns
  const first = sample(fn, small)
  if (first > SMALL_BUDGET_MS) {
    throw new Error(`${small.length} characters took ${first.toFixed(0)} ms (budget ${SMALL_BUDGET_MS} ms): not linear`)
  }
  const smallMs = Math.min(first, sample(fn, small))
  const baselineSmallMs = leastOf(baselineScan, small, SAMPLES)
  const baselineLargeMs = sample(baselineScan, large)
  const ratio = large.length / small.length
  const baselineGrowth = baselineLargeMs / baselineSmallMs
  const allowed = smallMs * Math.max(ratio * GROWTH_TOLERANCE, baselineGrowth * RELATIVE_GROWTH_LIMIT)
  const largeMs = leastOf(fn, large, SAMPLES, allowed)
  const growth = largeMs / smallMs
  return {
    smallChars: small.length,
    largeChars: large.length,
    smallMs,
    largeMs,
    baselineSmallMs,
    baselineLargeMs,
    growth,
    relativeGrowth: growth / baselineGrowth,
  }
}

/** Why the measure is not linear, or undefined when it is. */
export function nonLinearity(measure: LinearityMeasure): string | undefined {
  const ratio = measure.largeChars / measure.smallChars
  const figures =
    `${measure.largeChars} characters took ${measure.largeMs.toFixed(2)} ms against ${measure.smallMs.toFixed(2)} ms for ` +
    `${measure.smallChars} (growth ${measure.growth.toFixed(1)}× for ${ratio.toFixed(1)}× the input; a linear scan grew ` +
    `${(measure.baselineLargeMs / measure.baselineSmallMs).toFixed(1)}×)`
  if (measure.growth <= ratio * GROWTH_TOLERANCE || measure.relativeGrowth <= RELATIVE_GROWTH_LIMIT) return undefined
  return `${figures}: more than ${GROWTH_TOLERANCE}× linear growth and ${RELATIVE_GROWTH_LIMIT}× the baseline's growth`
}
