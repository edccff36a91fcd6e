import type { Database, StopListening } from './client'

/** The channel of migration 0006's triggers: every commit that changes a company's features says so with its id. */
const CHANNEL = 'backlog_changed'

export interface BacklogVersions {
  /**
   * The version of the company's backlog as this process knows it: it changes whenever the company's features,
   * mentions or members change. Null while changes cannot be watched (not started yet, or the connection is lost).
   */
  of: (companyId: string) => number | null
  /** Marks the company's backlog changed by this process, before the database's notice of it comes back. */
  touch: (companyId: string) => void
  start: () => Promise<void>
  stop: () => Promise<void>
}

/**
 * Backlog versions kept from the database's `backlog_changed` notices, so that cached reads can tell whether they
 * still hold without asking the database. One counter orders every change; a company's version is the counter at its
 * last change, and never less than `floor`, which moves up when notices may have been missed.
 */
export function createBacklogVersions(database: Pick<Database, 'listen'>): BacklogVersions {
  let counter = 0
  let floor = 0
  let watching = false
  let stopListening: StopListening | undefined
  const lastChange = new Map<string, number>()

  function changed(companyId: string): void {
    counter += 1
    lastChange.set(companyId, counter)
  }

  /** Everything known so far may be stale: every company's version moves past it. */
  function forgetAll(): void {
    counter += 1
    floor = counter
    lastChange.clear()
  }

  return {
    of: (companyId) => (watching ? Math.max(lastChange.get(companyId) ?? 0, floor) : null),
    touch: changed,
    async start() {
      stopListening = await database.listen(CHANNEL, {
        notice: changed,
        lost() {
          watching = false
          forgetAll()
        },
        listening() {
          forgetAll()
          watching = true
        },
      })
    },
    async stop() {
      watching = false
      await stopListening?.()
    },
  }
}
