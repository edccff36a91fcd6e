import type { ReactNode } from 'react'
import { Button } from '../../../src/components/Button'
import { Dialog } from '../../../src/components/Dialog'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** Choices that shape what confirming does, shown between the description and the buttons. */
  children?: ReactNode
  /** The confirming button's text, e.g. 'Delete'. */
  confirmLabel: string
  onConfirm: () => void
  busy?: boolean | undefined
  /** The element to focus on closing; by default the element focused before opening. */
  finalFocusEl?: (() => HTMLElement | null) | undefined
}

/** A question that needs an answer before something is undone or removed (an alertdialog: Cancel or confirm). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
  busy = false,
  finalFocusEl,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      size="sm"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Header>
        {children ? <Dialog.Body>{children}</Dialog.Body> : null}
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button palette="secondary" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
