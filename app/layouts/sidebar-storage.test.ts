import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSidebarCollapsed, sidebarStorageKey, storeSidebarCollapsed } from './sidebar-storage'

afterEach(() => localStorage.clear())

describe('sidebar storage', () => {
  it("remembers the collapse under 'headway-sidebar-collapsed'", () => {
    expect(readSidebarCollapsed()).toBe(false)
    storeSidebarCollapsed(true)
    expect(localStorage.getItem(sidebarStorageKey)).toBe('true')
    expect(readSidebarCollapsed()).toBe(true)
    storeSidebarCollapsed(false)
    expect(readSidebarCollapsed()).toBe(false)
  })

  it('treats anything else as expanded and only warns when storage fails', () => {
    localStorage.setItem(sidebarStorageKey, 'yes')
    expect(readSidebarCollapsed()).toBe(false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota')
    })
    storeSidebarCollapsed(true)
    expect(warn).toHaveBeenCalledWith('Error saving the sidebar state to localStorage', expect.any(Error))
  })
})
