/** Where the app shell remembers whether the sidebar is collapsed. */
export const sidebarStorageKey = 'headway-sidebar-collapsed'

export function readSidebarCollapsed(): boolean {
  try {
    return window.localStorage.getItem(sidebarStorageKey) === 'true'
  } catch (error) {
    console.warn('Error reading the sidebar state from localStorage', error)
    return false
  }
}

export function storeSidebarCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(sidebarStorageKey, String(collapsed))
  } catch (error) {
    console.warn('Error saving the sidebar state to localStorage', error)
  }
}
