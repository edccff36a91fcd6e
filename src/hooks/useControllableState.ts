import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/**
 * A value that is controlled when `value` is defined and held internally otherwise; `onChange` hears every change
 * either way. The setter keeps its identity while `onChange` changes, so memoised children are not re-rendered.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: ((value: T) => void) | undefined,
): readonly [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue)
  const controlled = value !== undefined
  // The latest props for the stable setter, updated after each commit (before any event can call it).
  const latest = useRef({ controlled, onChange })
  useLayoutEffect(() => {
    latest.current = { controlled, onChange }
  })
  const set = useCallback((next: T) => {
    if (!latest.current.controlled) setInternal(next)
    latest.current.onChange?.(next)
  }, [])
  return [controlled ? value : internal, set] as const
}
