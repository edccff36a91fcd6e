import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { Portal as ArkPortal } from '@ark-ui/react/portal'

const PortalContainerContext = createContext<HTMLElement | null>(null)

export interface PortalContainerProviderProps {
  /** The element the library's layers (dialogs) mount into, instead of the end of the document's body. */
  container: HTMLElement | null
  children?: ReactNode
}

/**
 * Mounts the library's layers inside one element: a page that embeds Headway in a region, or a story frame that keeps
 * its dialogs inside its screenshot.
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
}

/** Ark's Portal, into the element of the nearest `PortalContainerProvider` or else the end of the body. */
export function Portal({ children }: { children?: ReactNode }) {
  const element = useContext(PortalContainerContext)
  // Ark's Portal takes a ref and re-reads it when the ref object changes, so the ref changes only with the element.
  const container = useMemo(() => (element ? { current: element } : undefined), [element])
  return <ArkPortal container={container}>{children}</ArkPortal>
}
