import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { UNSAFE_PortalProvider } from 'react-aria'
import { Portal as ArkPortal } from '@ark-ui/react/portal'

const PortalContainerContext = createContext<HTMLElement | null>(null)

export interface PortalContainerProviderProps {
  /** The element the library's layers (dialogs) mount into, instead of the end of the document's body. */
  container: HTMLElement | null
  children?: ReactNode
}

/**
 * Mounts the library's layers (Ark's and React Aria's) inside one element: a page that embeds Headway in a region, or a
 * story frame that keeps its dialogs inside its screenshot.
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  // React Aria's overlays (the date range picker's calendar) read their container from React Aria's own provider.
  const getContainer = useCallback(() => container, [container])
  return (
    <PortalContainerContext.Provider value={container}>
      <UNSAFE_PortalProvider getContainer={container ? getContainer : null}>{children}</UNSAFE_PortalProvider>
    </PortalContainerContext.Provider>
  )
}

/** Ark's Portal, into the element of the nearest `PortalContainerProvider` or else the end of the body. */
export function Portal({ children }: { children?: ReactNode }) {
  const element = useContext(PortalContainerContext)
  // Ark's Portal takes a ref and re-reads it when the ref object changes, so the ref changes only with the element.
  const container = useMemo(() => (element ? { current: element } : undefined), [element])
  return <ArkPortal container={container}>{children}</ArkPortal>
}
