import type { ItemOutcome } from '../../ai/workers/pool'

/**
 * When a feedback item is set aside as "could not be analysed": at once when its analysis ran past its time budget
 * (it would only take that long again), or at its MAX_ANALYSIS_FAILURES-th failed attempt. Until then it waits with
 * the rest and is tried again in the next batch; set aside, it no longer holds up its company's later feedback, and
 * admins see it with the reason and can send it back to wait (Retry).
 */
export const MAX_ANALYSIS_FAILURES = 3

export interface FailureRecord {
  analysisFailures: number
  analysisError: string
  analysisSetAsideAt: Date | null
}

/** The item's failure columns after a failed attempt (`failuresBefore` attempts had failed already). */
export function recordFailure(
  outcome: Extract<ItemOutcome, { ok: false }>,
  failuresBefore: number,
  now: Date,
): FailureRecord {
  const failures = failuresBefore + 1
  const setAside = outcome.overBudget || failures >= MAX_ANALYSIS_FAILURES
  const reason = outcome.overBudget || failures === 1 ? outcome.reason : `${outcome.reason} (${failures} attempts)`
  return {
    analysisFailures: failures,
    analysisError: reason.slice(0, 500),
    analysisSetAsideAt: setAside ? now : null,
  }
}
