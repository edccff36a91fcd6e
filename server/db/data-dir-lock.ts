import { mkdir } from 'node:fs/promises'
import lockfile from 'proper-lockfile'
import { ConfigError } from '../config'

/** A lock not refreshed for this long belongs to a process that died (kill -9, power loss) and may be taken over. */
const STALE_MS = 10_000

export interface DataDirLockOptions {
  /**
   * How long to keep trying while another process holds the lock: a little longer than STALE_MS, so that a restart
   * right after a crash takes over the dead process's lock instead of failing.
   * @default 12_000
   */
  waitMs?: number
}

/**
 * Takes the embedded database's data directory for this process alone (proper-lockfile: a lock directory refreshed
 * every few seconds, so a crashed holder's lock goes stale), since two processes writing one PGlite directory would
 * each serve their own diverging copy. Answers the release. Throws a ConfigError with a sentence when another
 * Headway holds it.
 */
export async function lockDataDir(dir: string, { waitMs = 12_000 }: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true })
  const attempts = Math.max(0, Math.ceil(waitMs / 1000))
  try {
    return await lockfile.lock(dir, {
      stale: STALE_MS,
      retries: { retries: attempts, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      // The lock lives beside the directory (`<dir>.lock`), so it never mixes with PGlite's own files.
      realpath: false,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new ConfigError(
        `The data directory ${dir} is in use by another Headway process. Stop that process first, or give this one ` +
          'its own HEADWAY_DATA_DIR.',
      )
    }
    throw error
  }
}
