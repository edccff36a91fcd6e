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
 * A sync stores its place with every page, so waiting loses nothing. When the signal aborts (the job is stopped or
 * cancelled), the call in progress is given up at once, its answer ignored: a service that stalls never holds up a
 * shutdown.
 */
export async function pacedCall<T>(request: () => Promise<T>, options: PacedCallOptions): Promise<T> {
  const { signal, deadline, sleep, waitSecondsOf } = options
  for (;;) {
    signal.throwIfAborted()
    try {
      return await untilAborted(request(), signal)
    } catch (error) {
      if (signal.aborted) throw error
      const wait = waitSecondsOf(error)
      if (wait === undefined) throw error
      if (Date.now() + wait * 1000 > deadline) throw new ContinueLaterError(wait)
      await sleep(wait * 1000, signal)
    }
  }
}

/** The promise's outcome, or the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
