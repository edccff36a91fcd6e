import { createContext, useContext, type ReactNode, type RefObject } from 'react'
import { Portal as ArkPortal } from '@ark-ui/react/portal'

const PortalContainerContext = createContext<RefObject<HTMLElement | null> | undefined>(undefined)

export interface PortalContainerProviderProps {
  /** The element the library's layers (dialogs) mount into, instead of the end of the document's body. */
  container: RefObject<HTMLElement | null>
  children?: ReactNode
}

/**
 * Mounts the library's layers inside one element: a page that embeds Headway in a region, or a story frame that keeps
 * its dialogs inside its screenshot.
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
}

/** Ark's Portal, into the container of the nearest `PortalContainerProvider` or else the end of the body. */
export function Portal({ children }: { children?: ReactNode }) {
  const container = useContext(PortalContainerContext)
  return <ArkPortal container={container}>{children}</ArkPortal>
}
