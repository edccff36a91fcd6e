import { useState, type CSSProperties, type ReactNode } from 'react'
import { PortalContainerProvider } from '../src/components/Portal'

export interface PortalFrameProps {
  className?: string | undefined
  style?: CSSProperties | undefined
  children?: ReactNode
}

/**
 * A story's frame that is also where its dialogs mount, so they show in the story and its screenshot. Give it a
 * transform: a transformed frame is the containing block of the layers' fixed backdrop and positioner. The story
 * renders once the frame exists, so its dialogs mount straight into it.
 */
export function PortalFrame({ className, style, children }: PortalFrameProps) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null)
  return (
    <div ref={setFrame} className={className} style={style}>
      {frame ? <PortalContainerProvider container={frame}>{children}</PortalContainerProvider> : null}
    </div>
  )
}
