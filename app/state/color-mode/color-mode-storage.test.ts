import { afterEach, describe, expect, it, vi } from 'vitest'
import { colorModeStorageKey, readStoredColorMode, storeColorMode } from './color-mode-storage'

afterEach(() => window.localStorage.clear())

describe('colour mode storage', () => {
  it('reads only the exact values light and dark', () => {
    window.localStorage.setItem(colorModeStorageKey, 'dark')
    expect(readStoredColorMode()).toBe('dark')
    window.localStorage.setItem(colorModeStorageKey, 'Dark')
    expect(readStoredColorMode()).toBeNull()
  })

  it('logs the spec warnings when storage fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied')
    })
    expect(readStoredColorMode()).toBeNull()
    storeColorMode('dark')
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'Error reading theme from localStorage',
      'Error saving theme to localStorage',
    ])
  })
})
