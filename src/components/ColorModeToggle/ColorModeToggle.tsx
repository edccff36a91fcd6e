import { forwardRef } from 'react'
import { Moon, Sun } from 'lucide-react'
import { IconButton } from '../IconButton'

export type ColorMode = 'light' | 'dark'

export interface ColorModeToggleProps {
  /** The mode in force. The button is pressed (aria-pressed) while it is dark. */
  mode: ColorMode
  /** Called when the person asks for the other mode. */
  onToggle: () => void
  /** Accessible name of the toggle. @default "Dark mode" */
  label?: string
  /** Width and height of the square button. @default "md" */
  size?: 'sm' | 'md'
}

/**
 * A toggle button between light and dark mode. It is a native button with aria-pressed, kept free of any
 * state machine because it sits on the landing page, whose JavaScript budget is tight.
 */
export const ColorModeToggle = forwardRef<HTMLButtonElement, ColorModeToggleProps>(function ColorModeToggle(
  { mode, onToggle, label = 'Dark mode', size = 'md' },
  ref,
) {
  const dark = mode === 'dark'
  return (
    <IconButton ref={ref} label={label} size={size} aria-pressed={dark} onClick={onToggle}>
      {dark ? <Moon size={20} aria-hidden="true" /> : <Sun size={20} aria-hidden="true" />}
    </IconButton>
  )
})

ColorModeToggle.displayName = 'ColorModeToggle'
