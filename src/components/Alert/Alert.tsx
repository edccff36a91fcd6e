import { forwardRef, type ReactNode } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react'
import { cx } from '@styled-system/css'
import { alert } from '@styled-system/recipes'
import { IconButton } from '../IconButton'

/** How serious the message is: sets the colour, the icon and the ARIA role. */
export type AlertSeverity = 'error' | 'warning' | 'info' | 'success'

const icons: Record<AlertSeverity, ReactNode> = {
  error: <CircleAlert />,
  warning: <TriangleAlert />,
  info: <Info />,
  success: <CircleCheck />,
}

export interface AlertBaseProps {
  /**
   * Colour, icon and role: `error` is announced at once (role="alert"), the others politely (role="status").
   * @default 'info'
   */
  severity?: AlertSeverity | undefined
  /** A short bold line above the message. */
  title?: ReactNode
  /** Replaces the severity's icon; `null` shows none. The icon is decorative. */
  icon?: ReactNode
  /** Called by the close button; without it there is no close button. */
  onClose?: (() => void) | undefined
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string | undefined
}

export interface AlertProps extends Omit<HTMLArkProps<'div'>, 'title'>, AlertBaseProps {}

/** An inline message in the flow of the page, e.g. a failed request inside a form or a dialog. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(props, ref) {
  const { severity = 'info', title, icon, onClose, closeLabel = 'Close', className, children, ...rest } = props
  const styles = alert({ severity })
  const shownIcon = icon === undefined ? icons[severity] : icon
  return (
    <ark.div
      ref={ref}
      role={severity === 'error' ? 'alert' : 'status'}
      data-severity={severity}
      {...rest}
      className={cx(styles.root, className)}
    >
      {shownIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      <div className={styles.content}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children ? <div className={styles.description}>{children}</div> : null}
      </div>
      {onClose ? (
        <IconButton label={closeLabel} size="sm" onClick={onClose} className={styles.closeTrigger}>
          <X size={18} aria-hidden="true" />
        </IconButton>
      ) : null}
    </ark.div>
  )
})

Alert.displayName = 'Alert'
