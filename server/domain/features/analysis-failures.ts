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
  return {
    analysisFailures: failures,
    analysisError: outcome.overBudget ? outcome.reason : failureSentence(outcome.reason, failures),
    analysisSetAsideAt: setAside ? now : null,
  }
}

/** "Its analysis failed 3 times: <the error's message>." (the message cut to 300 characters). */
function failureSentence(message: string, failures: number): string {
  const said = message.trim().slice(0, 300) || 'an unknown error'
  return `Its analysis failed${failures > 1 ? ` ${failures} times` : ''}: ${/[.!?]$/.test(said) ? said : `${said}.`}`
}
