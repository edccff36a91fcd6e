import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { refreshWhileVisible } from './refresh-while-visible'

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('refreshWhileVisible', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    setVisibility('visible')
  })

  it('refreshes on every interval while visible, not while hidden, and at once on coming back', () => {
    const refresh = vi.fn<() => void>()
    const stop = refreshWhileVisible(refresh, 60_000)
    vi.advanceTimersByTime(59_999)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    setVisibility('hidden')
    vi.advanceTimersByTime(180_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    setVisibility('visible')
    expect(refresh).toHaveBeenCalledTimes(2)
    stop()
    vi.advanceTimersByTime(120_000)
    setVisibility('hidden')
    setVisibility('visible')
    expect(refresh).toHaveBeenCalledTimes(2)
  })
})
