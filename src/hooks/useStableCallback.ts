import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A function with a stable identity that always calls the latest `fn` (the "useEvent" pattern): for event handlers
 * passed to memoised children, which then re-render only when their data changes. Not for use during render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
