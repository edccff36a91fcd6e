import { createContext, forwardRef, useContext, useMemo, type ComponentProps } from 'react'
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { X } from 'lucide-react'
import { cx } from '@styled-system/css'
import { dialog } from '@styled-system/recipes'
import { IconButton } from '../IconButton'
import { Portal } from '../Portal'

type DialogStyles = ReturnType<typeof dialog>

const DialogStylesContext = createContext<DialogStyles | null>(null)

function useDialogStyles(part: string): DialogStyles {
  const styles = useContext(DialogStylesContext)
  if (!styles) throw new Error(`Dialog.${part} must be inside Dialog.Root.`)
  return styles
}

export interface RootProps extends ArkDialog.RootProps {
  /**
   * Maximum width: 400, 560 or 720 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | undefined
}

/**
 * A modal dialog (Ark Dialog): focus moves in and is trapped, Escape and the close icon close it, and focus returns
 * to what opened it. Controlled with `open` and `onOpenChange`, or uncontrolled with `defaultOpen`; `role` may be
 * `alertdialog` for a confirmation. By default the first focusable element after the close icon takes focus, so a
 * form's first field is ready for typing. Its content mounts when it opens and unmounts when it closes.
 */
export function Root({ size, lazyMount = true, unmountOnExit = true, ...props }: RootProps) {
  const styles = useMemo(() => dialog({ size }), [size])
  return (
    <DialogStylesContext.Provider value={styles}>
      <ArkDialog.Root lazyMount={lazyMount} unmountOnExit={unmountOnExit} {...props} />
    </DialogStylesContext.Provider>
  )
}

/** Wraps one element (`asChild`) that opens the dialog; focus returns to it on close. */
export const Trigger = ArkDialog.Trigger

/** Wraps one element (`asChild`), e.g. a Cancel button in the footer, so that it closes the dialog it is in. */
export const CloseTrigger = ArkDialog.CloseTrigger

export type ContentProps = ArkDialog.ContentProps

/**
 * The dialog itself, with its layer: it mounts in the nearest portal container, over a backdrop, in a positioner that
 * centres it and scrolls when it is taller than the viewport. The ref points at the element with the dialog role.
 */
export const Content = forwardRef<HTMLDivElement, ContentProps>(function Content({ className, ...props }, ref) {
  const styles = useDialogStyles('Content')
  return (
    <Portal>
      <ArkDialog.Backdrop className={styles.backdrop} />
      <ArkDialog.Positioner className={styles.positioner}>
        <ArkDialog.Content ref={ref} {...props} className={cx(styles.content, className)} />
      </ArkDialog.Positioner>
    </Portal>
  )
})

export interface HeaderProps extends ComponentProps<'div'> {
  /**
   * Accessible name of the close icon at the end of the header.
   * @default 'Close'
   */
  closeLabel?: string | undefined
}

/** The top row: its children (the Title and an optional Description) and the close icon. */
export function Header({ closeLabel = 'Close', className, children, ...props }: HeaderProps) {
  const styles = useDialogStyles('Header')
  return (
    <div {...props} className={cx(styles.header, className)}>
      <div>{children}</div>
      <ArkDialog.CloseTrigger asChild>
        <IconButton label={closeLabel} size="sm" className={styles.closeTrigger} data-no-autofocus="">
          <X size={20} aria-hidden="true" />
        </IconButton>
      </ArkDialog.CloseTrigger>
    </div>
  )
}

/** The dialog's name, shown as its heading. */
export const Title = forwardRef<HTMLHeadingElement, ArkDialog.TitleProps>(function Title({ className, ...props }, ref) {
  const styles = useDialogStyles('Title')
  return <ArkDialog.Title ref={ref} {...props} className={cx(styles.title, className)} />
})

/** A line under the title, read as the dialog's description. */
export const Description = forwardRef<HTMLParagraphElement, ArkDialog.DescriptionProps>(function Description(
  { className, ...props },
  ref,
) {
  const styles = useDialogStyles('Description')
  return <ArkDialog.Description ref={ref} {...props} className={cx(styles.description, className)} />
})

/** The content between header and footer, stacked, scrolling when the dialog is taller than the viewport. */
export function Body({ className, ...props }: ComponentProps<'div'>) {
  const styles = useDialogStyles('Body')
  return <div {...props} className={cx(styles.body, className)} />
}

/** The actions at the bottom, e.g. Cancel and Save, at the end of the row. */
export function Footer({ className, ...props }: ComponentProps<'div'>) {
  const styles = useDialogStyles('Footer')
  return <div {...props} className={cx(styles.footer, className)} />
}

/**
 * A form around the Body and the Footer, so that Enter in a field submits it through the footer's submit button. It
 * lays out as if the Body and Footer were the content's own.
 */
export function Form({ className, ...props }: ComponentProps<'form'>) {
  const styles = useDialogStyles('Form')
  return <form {...props} className={cx(styles.form, className)} />
}
