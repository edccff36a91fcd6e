import { useState, type ReactNode } from 'react'
import type { FeatureSummary } from '../../../api'
import { Button } from '../../../src/components/Button'
import { Dialog, DialogCloseTrigger } from '../../../src/components/Dialog'
import { Select } from '../../../src/components/Select'

export interface ChooseFeatureDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** The choice's label, e.g. 'Merge into'. */
  label: string
  /** The confirming button's text, e.g. 'Merge'. */
  confirmLabel: string
  /** The features to choose from; null while they load. */
  candidates: readonly FeatureSummary[] | null
  /** @default false */
  busy?: boolean | undefined
  onChoose: (feature: FeatureSummary) => void
  /** The element to focus on closing; by default the element focused before opening. */
  finalFocusEl?: (() => HTMLElement | null) | undefined
  portalled?: boolean | undefined
}

/** Asks for another feature to act on: the one to merge into, or to move a piece of feedback to. */
export function ChooseFeatureDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  confirmLabel,
  candidates,
  busy = false,
  onChoose,
  finalFocusEl,
  portalled,
}: ChooseFeatureDialogProps) {
  const [chosenId, setChosenId] = useState<string | null>(null)
  const chosen = candidates?.find((candidate) => candidate.id === chosenId)
  return (
    <Dialog
      open={open}
      onOpenChange={(details) => {
        if (!details.open) setChosenId(null)
        onOpenChange(details.open)
      }}
      title={title}
      description={description}
      finalFocusEl={finalFocusEl}
      portalled={portalled}
      footer={
        <>
          <DialogCloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogCloseTrigger>
          <Button disabled={!chosen} loading={busy} onClick={() => chosen && onChoose(chosen)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Select
        label={label}
        placeholder={candidates ? 'Choose a feature' : 'Loading features…'}
        disabled={!candidates}
        items={(candidates ?? []).map((candidate) => ({ value: candidate.id, label: candidate.title }))}
        value={chosenId}
        onValueChange={setChosenId}
      />
    </Dialog>
  )
}
