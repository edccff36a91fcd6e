/**
 * A shutdown (SIGTERM or SIGINT, server/main.ts) ends the process within 5 seconds, work in flight included:
 * - at once: new requests are answered 503 with Retry-After (and their connections closed), the job queue claims no
 *   more jobs, and running handlers are told to stop at their next checkpoint (server/jobs/queue.ts);
 * - requests in flight and job handlers get `drainMs` to finish, side by side; then the requests' connections are
 *   closed, and the jobs of handlers still running are given back to the queue: the next start runs them again
 *   (handlers are idempotent, and a sync stores its place with every page), so nothing is lost;
 * - then the analysis threads are terminated (their batch was interrupted with its job), background tasks get what
 *   is left of `drainMs` (at least `backgroundMinMs`), and the database is closed;
 * - at `hardDeadlineMs` the process exits anyway, with a log line, whatever has not finished.
 */
export const SHUTDOWN_LIMITS = {
  drainMs: 3_000,
  backgroundMinMs: 500,
  hardDeadlineMs: 4_500,
}

/** Seconds a client told that Headway is restarting waits before trying again. */
export const RESTART_RETRY_AFTER_SECONDS = 5

/** Waits for the promise, or `ms` at most (whichever comes first; the promise's failure is not raised). */
export async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const settled = promise.then(
    () => undefined,
    () => undefined,
  )
  await Promise.race([settled, new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))))])
  clearTimeout(timer)
}
