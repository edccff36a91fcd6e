import { forwardRef, type ReactNode } from 'react'
import {
  createToaster,
  Toaster as ArkToaster,
  ToastActionTrigger,
  ToastCloseTrigger,
  ToastDescription,
  ToastRoot,
  ToastTitle,
  type CreateToasterReturn,
  type ToasterProps as ArkToasterProps,
  type ToastPlacement,
} from '@ark-ui/react/toast'
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react'
import { cx } from '@styled-system/css'
import { toast as toastRecipe } from '@styled-system/recipes'
import { IconButton } from '../IconButton'

/** The kind of a toast: sets its colour and icon. */
export type ToastType = 'error' | 'success' | 'info' | 'warning'

/** What the app pushes onto the toaster. */
export interface AppToast {
  /** The first, bold line. */
  title: ReactNode
  /** A second line with the details. */
  description?: ReactNode
  /**
   * Colour and icon.
   * @default 'info'
   */
  type?: ToastType | undefined
  /** Milliseconds before it hides itself; the toaster's default when left out. */
  duration?: number | undefined
  /** Pushing again with the same id updates that toast instead of adding one. */
  id?: string | undefined
  /** One button that runs `onClick` and hides the toast. */
  action?: { label: string; onClick: () => void } | undefined
}

/** The toaster the app owns: Ark's toast store plus a typed `push`. Render it with `<Toaster toaster={…} />`. */
export interface AppToaster extends CreateToasterReturn<ReactNode> {
  /** Shows a toast and returns its id (for `dismiss(id)` or `update(id, …)`). */
  push: (toast: AppToast) => string
}

export interface CreateAppToasterOptions {
  /**
   * Corner or edge of the viewport the toasts stack from.
   * @default 'bottom-end'
   */
  placement?: ToastPlacement | undefined
  /**
   * Milliseconds a toast stays before it hides itself (the spec's snackbar auto-hides after 6 seconds).
   * Hovering or focusing the toasts pauses the countdown.
   * @default 6000
   */
  duration?: number | undefined
  /**
   * Toasts shown at once; more wait in a queue.
   * @default 3
   */
  max?: number | undefined
}

/** Default time a toast stays on screen: the spec's error snackbar auto-hides after 6000 ms. */
export const TOAST_DURATION = 6000

/** Creates the toaster the app keeps (one per app, outside React state) and pushes toasts onto. */
export function createAppToaster(options: CreateAppToasterOptions = {}): AppToaster {
  const { placement = 'bottom-end', duration = TOAST_DURATION, max = 3 } = options
  const store = createToaster<ReactNode>({ placement, duration, max, pauseOnPageIdle: true })
  return Object.assign(store, { push: (toast: AppToast) => store.create(toast) })
}

const icons: Record<ToastType, ReactNode> = {
  error: <CircleAlert />,
  warning: <TriangleAlert />,
  info: <Info />,
  success: <CircleCheck />,
}

export interface ToasterProps extends Omit<ArkToasterProps, 'toaster' | 'children'> {
  /** The toaster from `createAppToaster()` whose toasts are shown. */
  toaster: AppToaster
  /**
   * Accessible name of each toast's close button.
   * @default 'Close'
   */
  closeLabel?: string | undefined
}

/**
 * Renders the app's toasts (snackbars) in a polite live region named "Notifications" (Alt+T moves focus to it).
 * Mount it once near the root; each toast pauses while
 * the pointer is over the region or focus is in it, hides on Escape, and has a close button.
 */
export const Toaster = forwardRef<HTMLDivElement, ToasterProps>(function Toaster(props, ref) {
  const { toaster, closeLabel = 'Close', className, ...rest } = props
  const styles = toastRecipe()
  return (
    <ArkToaster ref={ref} toaster={toaster} {...rest} className={cx(styles.group, className)}>
      {(toast) => (
        <ToastRoot className={styles.root}>
          <span className={styles.icon} aria-hidden="true">
            {icons[(toast.type as ToastType | undefined) ?? 'info'] ?? icons.info}
          </span>
          <div className={styles.content}>
            {toast.title ? <ToastTitle className={styles.title}>{toast.title}</ToastTitle> : null}
            {toast.description ? (
              <ToastDescription className={styles.description}>{toast.description}</ToastDescription>
            ) : null}
          </div>
          {toast.action ? (
            <ToastActionTrigger className={styles.actionTrigger}>{toast.action.label}</ToastActionTrigger>
          ) : null}
          <ToastCloseTrigger asChild>
            <IconButton label={closeLabel} size="sm" className={styles.closeTrigger}>
              <X size={18} aria-hidden="true" />
            </IconButton>
          </ToastCloseTrigger>
        </ToastRoot>
      )}
    </ArkToaster>
  )
})

Toaster.displayName = 'Toaster'
