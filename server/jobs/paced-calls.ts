import { setTimeout as delay } from 'node:timers/promises'

/** Waits `ms` unless the signal aborts first (then rejects). Tests replace it so Retry-After costs no real time. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>

export const realSleep: Sleep = (ms, signal) => delay(ms, undefined, { signal })

/** The rest of a sync job waits `seconds` (a long Retry-After): it is queued again to start then. */
export class ContinueLaterError extends Error {
  override name = 'ContinueLaterError'
  constructor(readonly seconds: number) {
    super(`Continue in ${seconds} seconds.`)
  }
}

export interface PacedCallOptions {
  signal: AbortSignal
  /** When the job's time is up (ms since the epoch). */
  deadline: number
  sleep: Sleep
  /** How many seconds the service asked us to wait, when the error is a rate limit; undefined for other errors. */
  waitSecondsOf: (error: unknown) => number | undefined
}

/**
 * Calls a rate-limited service; on a rate limit waits what it asked (Retry-After) and repeats the same call, or, when
 * the wait would run past the job's deadline, throws ContinueLaterError so a continuation starts after the wait.
 * A sync stores its place with every page, so waiting loses nothing.
 */
export async function pacedCall<T>(request: () => Promise<T>, options: PacedCallOptions): Promise<T> {
  const { signal, deadline, sleep, waitSecondsOf } = options
  for (;;) {
    signal.throwIfAborted()
    try {
      return await request()
    } catch (error) {
      const wait = waitSecondsOf(error)
      if (wait === undefined) throw error
      if (Date.now() + wait * 1000 > deadline) throw new ContinueLaterError(wait)
      await sleep(wait * 1000, signal)
    }
  }
}
