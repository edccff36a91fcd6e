import { cloneElement, forwardRef, isValidElement, type ReactElement } from 'react'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { cx } from '@styled-system/css'
import { disabledReason, tooltip } from '@styled-system/recipes'

export interface DisabledReasonProps {
  /**
   * Why the control cannot be used. Null or undefined renders the control as it is, enabled; a sentence disables it
   * and shows the sentence in a tooltip on hover and on keyboard focus.
   */
  reason: string | null | undefined
  /** The control: one element that takes a `disabled` prop (Button, IconButton, Switch, Select...). */
  children: ReactElement<{ disabled?: boolean | undefined }>
  /**
   * Where the tooltip shows relative to the control.
   * @default 'top'
   */
  placement?: 'top' | 'bottom' | 'left' | 'right' | undefined
  /**
   * Whether the wrapper fills the width of its container (for full-width controls).
   * @default false
   */
  block?: boolean | undefined
  /** Class names for the wrapper. */
  className?: string | undefined
}

/**
 * A control that may be unavailable to the person, with the reason in a tooltip. A disabled control takes no focus
 * and no pointer events, so its tooltip would reach nobody: this wraps it in a focusable element that the tooltip
 * describes (`aria-describedby` while shown), so keyboard users tab to it and hear why. The ref points at the wrapper.
 */
export const DisabledReason = forwardRef<HTMLSpanElement, DisabledReasonProps>(function DisabledReason(props, ref) {
  const { reason, children, placement = 'top', block, className } = props
  if (!reason || !isValidElement(children)) return children
  const classes = tooltip()
  return (
    <ArkTooltip.Root openDelay={300} closeDelay={150} positioning={{ placement, gutter: 6 }} lazyMount unmountOnExit>
      <ArkTooltip.Trigger asChild>
        {/* A span, not a button (a button around the control would nest two): it only carries focus and the reason. */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus must reach the reason of a disabled control */}
        <span ref={ref} tabIndex={0} className={cx(disabledReason({ block }), className)} data-disabled-reason="">
          {cloneElement(children, { disabled: true })}
        </span>
      </ArkTooltip.Trigger>
      <ArkTooltip.Positioner className={classes.positioner}>
        <ArkTooltip.Content className={classes.content}>{reason}</ArkTooltip.Content>
      </ArkTooltip.Positioner>
    </ArkTooltip.Root>
  )
})

DisabledReason.displayName = 'DisabledReason'
