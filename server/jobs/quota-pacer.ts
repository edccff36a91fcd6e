import { realSleep, type Sleep } from './paced-calls'

/**
 * Keeps a series of calls within a per-second quota: `spend(units)` resolves when the call may start, so that the
 * units started over any second stay at or under `unitsPerSecond`. Calls start in the order they asked, each waiting
 * for the one before it to have had its share of the second.
 */
export function createQuotaPacer(unitsPerSecond: number, sleep: Sleep = realSleep) {
  let nextStart = 0
  return async function spend(units: number, signal: AbortSignal): Promise<void> {
    const now = performance.now()
    const start = Math.max(now, nextStart)
    nextStart = start + (units / unitsPerSecond) * 1000
    if (start > now) await sleep(start - now, signal)
  }
}

export type QuotaPacer = ReturnType<typeof createQuotaPacer>
