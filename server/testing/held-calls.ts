/** A call a fake holds back, as a network that stalls (or a worker that dies waiting) would. */
export interface HeldCall {
  /** Resolves when the held call has arrived. */
  reached: Promise<void>
  /** Lets the held call be answered normally. */
  release(): void
}

/**
 * The holds of a fake server, by the name of what it answers: `hold(name, n)` holds the call of `name` that comes after
 * `n` more calls of it; the fake awaits `pass(name)` before answering each call.
 */
export function createHeldCalls() {
  const holds: Array<{ name: string; remaining: number; arrived: () => void; released: Promise<void> }> = []
  return {
    hold(name: string, afterCalls: number): HeldCall {
      let arrived!: () => void
      let release!: () => void
      const reached = new Promise<void>((resolve) => (arrived = resolve))
      const released = new Promise<void>((resolve) => (release = resolve))
      holds.push({ name, remaining: afterCalls, arrived, released })
      return { reached, release }
    },
    async pass(name: string): Promise<void> {
      const hold = holds.find((candidate) => candidate.name === name)
      if (!hold) return
      if (hold.remaining > 0) {
        hold.remaining -= 1
        return
      }
      holds.splice(holds.indexOf(hold), 1)
      hold.arrived()
      await hold.released
    },
    /** The fake closes: nothing waits any longer for a held call to arrive. */
    end(): void {
      for (const hold of holds.splice(0)) hold.arrived()
    },
  }
}
