import { useState } from 'react'
import type { FeatureSummary } from '../../../api'
import { Button } from '../../../src/components/Button'
import { Dialog, DialogCloseTrigger } from '../../../src/components/Dialog'
import { Select } from '../../../src/components/Select'

export interface MergeFeatureDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  feature: FeatureSummary
  /** The features it can be merged into. */
  candidates: readonly FeatureSummary[]
  busy: boolean
  onMerge: (intoId: string) => void
  portalled?: boolean | undefined
}

function MergeTarget({
  candidates,
  value,
  onChange,
}: {
  candidates: readonly FeatureSummary[]
  value: string | null
  onChange: (id: string | null) => void
}) {
  return (
    <Select
      label="Merge into"
      placeholder="Choose a feature"
      items={candidates.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
      value={value}
      onValueChange={onChange}
    />
  )
}

/** Merge a duplicate into another feature: its mentions then count there. Unmerge undoes it. */
export function MergeFeatureDialog({
  open,
  onOpenChange,
  feature,
  candidates,
  busy,
  onMerge,
  portalled,
}: MergeFeatureDialogProps) {
  const [intoId, setIntoId] = useState<string | null>(null)
  return (
    <Dialog
      open={open}
      onOpenChange={(details) => {
        if (!details.open) setIntoId(null)
        onOpenChange(details.open)
      }}
      title={`Merge ${feature.title}`}
      description="Its mentions will count for the feature you choose, and it leaves the list. You can unmerge it later."
      portalled={portalled}
      footer={
        <>
          <DialogCloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogCloseTrigger>
          <Button disabled={intoId === null} loading={busy} onClick={() => intoId && onMerge(intoId)}>
            Merge
          </Button>
        </>
      }
    >
      <MergeTarget candidates={candidates} value={intoId} onChange={setIntoId} />
    </Dialog>
  )
}
