import type { ReactNode } from 'react'
import { Button } from '../../../src/components/Button'
import { Dialog, DialogCloseTrigger } from '../../../src/components/Dialog'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** The confirming button's text, e.g. 'Delete'. */
  confirmLabel: string
  onConfirm: () => void
  busy?: boolean | undefined
  /** @default true */
  portalled?: boolean | undefined
}

/** A question that needs an answer before something is undone or removed (an alertdialog: Cancel or confirm). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  portalled,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      size="sm"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      portalled={portalled}
      title={title}
      description={description}
      footer={
        <>
          <DialogCloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogCloseTrigger>
          <Button palette="secondary" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
}
