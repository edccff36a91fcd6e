import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useControllableState } from './useControllableState'

describe('useControllableState', () => {
  it('holds the value itself when uncontrolled and reports changes', () => {
    const onChange = vi.fn<(value: string | undefined) => void>()
    const { result } = renderHook(() => useControllableState<string | undefined>(undefined, 'a', onChange))
    expect(result.current[0]).toBe('a')
    act(() => result.current[1]('b'))
    expect(result.current[0]).toBe('b')
    expect(onChange).toHaveBeenCalledWith('b')
  })

  it('follows the value prop when controlled', () => {
    const onChange = vi.fn<(value: string) => void>()
    const { result, rerender } = renderHook(({ value }) => useControllableState(value, 'x', onChange), {
      initialProps: { value: 'a' },
    })
    act(() => result.current[1]('b'))
    expect(onChange).toHaveBeenCalledWith('b')
    expect(result.current[0]).toBe('a')
    rerender({ value: 'c' })
    expect(result.current[0]).toBe('c')
  })

  it('keeps the setter stable across renders', () => {
    const { result, rerender } = renderHook(({ onChange }) => useControllableState(undefined, 0, onChange), {
      initialProps: { onChange: () => {} },
    })
    const first = result.current[1]
    rerender({ onChange: () => {} })
    expect(result.current[1]).toBe(first)
  })
})
