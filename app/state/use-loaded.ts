import { useCallback, useEffect, useState } from 'react'
import { serverDetail } from '../api/error-detail'
import type { LoadStatus } from './load-status'

export interface Loaded<T> {
  status: LoadStatus
  /** The answer of the current load; null until it arrives. */
  data: T | null
  /** The server's sentence, or the fallback, when the load failed. */
  error: string | null
  /** Loads again, showing the loading state. */
  reload: () => void
  /** Replaces the data with what an action answered, without a new call. */
  set: (data: T) => void
}

interface Answer<T> {
  /** The load and attempt it answers: an answer to an earlier one is not shown. */
  load: () => Promise<T>
  attempt: number
  status: Exclude<LoadStatus, 'loading'>
  data: T | null
  error: string | null
}

/**
 * One call's answer as a section shows it: loading, loaded or failed (with the server's sentence, else `fallback`).
 * `load` is called again whenever it changes (give a stable callback: it names what is loaded, e.g. a feature's id);
 * an answer that arrives after the next load started is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, fallback: string): Loaded<T> {
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<Answer<T> | null>(null)

  useEffect(() => {
    let current = true
    load().then(
      (data) => current && setAnswer({ load, attempt, status: 'loaded', data, error: null }),
      (failure: unknown) =>
        current && setAnswer({ load, attempt, status: 'failed', data: null, error: serverDetail(failure) ?? fallback }),
    )
    return () => {
      current = false
    }
  }, [load, fallback, attempt])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  const set = useCallback(
    (data: T) => setAnswer({ load, attempt, status: 'loaded', data, error: null }),
    [load, attempt],
  )
  const shown = answer && answer.load === load && answer.attempt === attempt ? answer : null
  return { status: shown?.status ?? 'loading', data: shown?.data ?? null, error: shown?.error ?? null, reload, set }
}
