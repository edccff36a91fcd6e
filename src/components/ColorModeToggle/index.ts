export { ColorModeToggle, type ColorModeToggleProps, type ColorMode } from './ColorModeToggle'
