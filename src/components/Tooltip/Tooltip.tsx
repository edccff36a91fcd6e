import { forwardRef, type ReactElement, type ReactNode } from 'react'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { cx } from '@styled-system/css'
import { tooltip } from '@styled-system/recipes'

export interface TooltipProps {
  /** The tooltip's text. It describes the trigger (`aria-describedby`) while shown; keep it short and non-interactive. */
  content: ReactNode
  /**
   * The element it describes: one focusable element that forwards its ref and props (e.g. `IconButton`, `Button`).
   */
  children: ReactElement
  /**
   * Milliseconds of hover before it shows. Keyboard focus shows it at once.
   * @default 300
   */
  openDelay?: number | undefined
  /**
   * Milliseconds before it hides once the pointer leaves.
   * @default 150
   */
  closeDelay?: number | undefined
  /**
   * Where it shows relative to the trigger.
   * @default 'top'
   */
  placement?: 'top' | 'bottom' | 'left' | 'right' | undefined
  /** Whether it is shown (controlled). Pair with `onOpenChange`. */
  open?: boolean | undefined
  /**
   * Whether it starts shown when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean | undefined
  /** Called when it shows or hides. */
  onOpenChange?: ((open: boolean) => void) | undefined
  /**
   * Whether it never shows.
   * @default false
   */
  disabled?: boolean | undefined
  /** Class names for the tooltip bubble. */
  className?: string | undefined
}

/**
 * A tooltip (Ark Tooltip): shown on hover after `openDelay` and on keyboard focus, hidden on Escape, blur or pointer
 * leave. It renders in place (no portal). The ref points at the bubble.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(props, ref) {
  const {
    content,
    children,
    openDelay = 300,
    closeDelay = 150,
    placement = 'top',
    open,
    defaultOpen,
    onOpenChange,
    disabled,
    className,
  } = props
  const classes = tooltip()

  return (
    <ArkTooltip.Root
      openDelay={openDelay}
      closeDelay={closeDelay}
      positioning={{ placement, gutter: 6 }}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      disabled={disabled}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <ArkTooltip.Positioner className={classes.positioner}>
        <ArkTooltip.Content ref={ref} className={cx(classes.content, className)}>
          {content}
        </ArkTooltip.Content>
      </ArkTooltip.Positioner>
    </ArkTooltip.Root>
  )
})

Tooltip.displayName = 'Tooltip'
