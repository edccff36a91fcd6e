import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import { createAppToaster, Toaster, type AppToaster } from '../../../src/components/Toaster'

/** How the app raises a snackbar. Errors are the spec's bottom-right snackbars that hide after 6000 ms. */
export interface Toasts {
  error: (message: string) => void
  success: (message: string) => void
  info: (message: string) => void
}

const ToastsContext = createContext<Toasts | null>(null)

export interface ToastsProviderProps {
  children: ReactNode
  /** Tests and stories may pass their own toaster to inspect what was pushed. */
  toaster?: AppToaster
}

/**
 * Owns the app's toaster (the Toaster component's own store: bottom-end, 6000 ms) and renders its live region once.
 * Screens push through `useToasts()`.
 */
export function ToastsProvider({ children, toaster: given }: ToastsProviderProps) {
  const [toaster] = useState(() => given ?? createAppToaster())
  const toasts = useMemo<Toasts>(
    () => ({
      error: (message) => void toaster.push({ title: message, type: 'error' }),
      success: (message) => void toaster.push({ title: message, type: 'success' }),
      info: (message) => void toaster.push({ title: message, type: 'info' }),
    }),
    [toaster],
  )
  return (
    <ToastsContext.Provider value={toasts}>
      {children}
      <Toaster toaster={toaster} />
    </ToastsContext.Provider>
  )
}

export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext)
  if (!toasts) throw new Error('useToasts must be used inside <ToastsProvider>.')
  return toasts
}
