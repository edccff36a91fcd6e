import { forwardRef, type ReactElement, type ReactNode } from 'react'
import {
  DialogBackdrop,
  DialogCloseTrigger,
  DialogContent,
  DialogDescription,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
  type DialogOpenChangeDetails,
} from '@ark-ui/react/dialog'
import { Portal } from '../Portal'
import { X } from 'lucide-react'
import { cx } from '@styled-system/css'
import { dialog } from '@styled-system/recipes'
import { IconButton } from '../IconButton'

export interface DialogBaseProps {
  /** The dialog's name, shown as its heading. */
  title: ReactNode
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode
  /** The actions at the bottom, e.g. Cancel and Next buttons. Wrap a button in `DialogCloseTrigger` to close. */
  footer?: ReactNode
  /** One element that opens the dialog (rendered as Ark's trigger, so focus returns to it on close). */
  trigger?: ReactElement
  /** Whether it is open, when the caller controls it (with `onOpenChange`). */
  open?: boolean | undefined
  /**
   * Whether it starts open, when it controls itself.
   * @default false
   */
  defaultOpen?: boolean | undefined
  /** Called when it asks to open or close: the trigger, the close icon, Escape or a click outside. */
  onOpenChange?: ((details: DialogOpenChangeDetails) => void) | undefined
  /**
   * Maximum width: 400, 560 or 720 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | undefined
  /**
   * Accessible name of the close icon in the header.
   * @default 'Close'
   */
  closeLabel?: string | undefined
  /**
   * `alertdialog` for a confirmation that needs an answer.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog' | undefined
  /**
   * The element to focus on opening; by default the first focusable element after the close icon, so a form's first
   * field is ready for typing.
   */
  initialFocusEl?: (() => HTMLElement | null) | undefined
  /** The element to focus on closing; by default the trigger or the element focused before opening. */
  finalFocusEl?: (() => HTMLElement | null) | undefined
  /**
   * Whether a click outside closes it.
   * @default true
   */
  closeOnInteractOutside?: boolean | undefined
}

export interface DialogProps extends Omit<DialogContentProps, 'title' | 'role'>, DialogBaseProps {}

/**
 * A modal dialog (Ark Dialog): focus moves in and is trapped, Escape and the close icon close it, and focus returns
 * to what opened it. Body content is the children; actions go in `footer`.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(props, ref) {
  const {
    title,
    description,
    footer,
    trigger,
    open,
    defaultOpen,
    onOpenChange,
    size,
    closeLabel = 'Close',
    role,
    initialFocusEl,
    finalFocusEl,
    closeOnInteractOutside,
    className,
    children,
    ...rest
  } = props
  const styles = dialog({ size })
  const layer = (
    <>
      <DialogBackdrop className={styles.backdrop} />
      <DialogPositioner className={styles.positioner}>
        <DialogContent ref={ref} {...rest} className={cx(styles.content, className)}>
          <div className={styles.header}>
            <div>
              <DialogTitle className={styles.title}>{title}</DialogTitle>
              {description ? <DialogDescription className={styles.description}>{description}</DialogDescription> : null}
            </div>
            <DialogCloseTrigger asChild>
              <IconButton label={closeLabel} size="sm" className={styles.closeTrigger} data-no-autofocus="">
                <X size={20} aria-hidden="true" />
              </IconButton>
            </DialogCloseTrigger>
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogContent>
      </DialogPositioner>
    </>
  )
  return (
    <DialogRoot
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      role={role}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      closeOnInteractOutside={closeOnInteractOutside}
      lazyMount
      unmountOnExit
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <Portal>{layer}</Portal>
    </DialogRoot>
  )
})

Dialog.displayName = 'Dialog'

/** Wraps one element (e.g. a Cancel button in the footer) so that it closes the dialog it is in. */
export { DialogCloseTrigger }
