import { within } from './shutdown'

/** The logger part background work needs (pino and Fastify's logger fit). */
export interface TaskLogger {
  error(object: object, message: string): void
}

/**
 * Work that runs after the response was sent (e.g. finding the account and emailing a reset link, so the response
 * time tells nothing about whether the account exists). Failures are logged; `drain()` waits for what is running
 * (for a while), so the app closes its database after the last task.
 */
export function createBackgroundTasks(logger: TaskLogger) {
  const running = new Set<Promise<void>>()
  return {
    run(name: string, task: () => Promise<void>): void {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error }, `Background task failed: ${name}`))
        .finally(() => running.delete(promise))
      running.add(promise)
    },
    /** Waits for the running tasks (and those they start), `timeoutMs` at most. */
    async drain(timeoutMs: number): Promise<void> {
      const all = (async () => {
        while (running.size > 0) await Promise.all([...running])
      })()
      await within(all, timeoutMs)
    },
  }
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>
