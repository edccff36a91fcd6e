import type { ColorMode } from '../../../src/components/ColorModeToggle'

export const colorModeStorageKey = 'headway-theme-mode'

/** The stored mode when it is exactly 'light' or 'dark'; anything else counts as nothing stored. */
export function readStoredColorMode(): ColorMode | null {
  try {
    const value = window.localStorage.getItem(colorModeStorageKey)
    return value === 'light' || value === 'dark' ? value : null
  } catch (error) {
    console.warn('Error reading theme from localStorage', error)
    return null
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(colorModeStorageKey, mode)
  } catch (error) {
    console.warn('Error saving theme to localStorage', error)
  }
}

const darkQuery = '(prefers-color-scheme: dark)'

export function systemColorMode(): ColorMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light'
  return window.matchMedia(darkQuery).matches ? 'dark' : 'light'
}

/** Calls back with the system mode whenever the operating system's preference changes. */
export function watchSystemColorMode(onChange: (mode: ColorMode) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(darkQuery)
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light')
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** Dark mode is one attribute on <html>; the Panda preset keys every semantic token off it. */
export function applyColorMode(mode: ColorMode): void {
  document.documentElement.dataset.colorMode = mode
}
