/**
 * Fixed-window counters in this process's memory: at most `limit` hits per key in each window of `windowMs`.
 * Several API processes behind a load balancer each count on their own (so the effective limit is per process).
 */
export interface RateLimiterOptions {
  limit: number
  windowMs: number
  /** The clock, for tests. */
  now?: () => number
  /** Past this many keys, expired windows are swept on the next hit. */
  maxKeys?: number
}

interface Window {
  count: number
  resetAt: number
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>()
  private readonly now: () => number
  private readonly maxKeys: number

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now
    this.maxKeys = options.maxKeys ?? 100_000
  }

  /** Seconds until `key` may be counted again, or 0 while it is under the limit. Counts nothing. */
  blockedFor(key: string): number {
    const window = this.current(key)
    if (!window || window.count < this.options.limit) return 0
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000))
  }

  /** Counts one hit for `key`; answers the seconds to wait when this hit is over the limit, else 0. */
  hit(key: string): number {
    const now = this.now()
    let window = this.current(key)
    if (!window) {
      if (this.windows.size >= this.maxKeys) this.sweep(now)
      window = { count: 0, resetAt: now + this.options.windowMs }
      this.windows.set(key, window)
    }
    window.count += 1
    if (window.count <= this.options.limit) return 0
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000))
  }

  /** Forgets `key`'s hits (e.g. after a successful login). */
  reset(key: string): void {
    this.windows.delete(key)
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key)
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key)
      return undefined
    }
    return window
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
    // Still full of live windows (a flood of distinct keys): start over rather than grow without bound.
    if (this.windows.size >= this.maxKeys) this.windows.clear()
  }
}
