import { useId, useState } from 'react'
import { GitMerge } from 'lucide-react'
import { css } from '@styled-system/css'
import type { FeatureStatus, FeatureSummary, PersonRef, Theme } from '../../../api'
import { Button } from '../../../src/components/Button'
import { Dialog } from '../../../src/components/Dialog'
import { Select, type SelectProps } from '../../../src/components/Select'
import type { FeatureChanges } from '../../state/features'
import { NONE, fromSelect, memberItems, statusItems, themeItems, withNone } from './options'

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '1',
  minW: '[0]',
  m: '0',
  p: '0',
  border: 'none',
  // Two or three choices a line in the list's column rather than one under the other.
  '& > *': { flex: '[1 1 9rem]' },
})

export interface FeatureBulkActionsProps {
  /** The chosen features, ranked. */
  chosen: readonly FeatureSummary[]
  members: readonly PersonRef[]
  themes: readonly Theme[]
  /** A bulk action is being sent. */
  busy: boolean
  onChange: (changes: FeatureChanges) => void
  /** Merges the other chosen features into this one; whether any was merged. */
  onMerge: (intoId: string) => Promise<boolean>
}

/**
 * The actions on the features chosen in the list: set their status, assignee or theme, or merge them into one. Each
 * select acts as soon as a value is picked and then shows its placeholder again.
 */
export function FeatureBulkActions({ chosen, members, themes, busy, onChange, onMerge }: FeatureBulkActionsProps) {
  const [merging, setMerging] = useState(false)
  return (
    <fieldset className={bar} aria-label="Actions on the selected features">
      <ActionSelect
        label="Set status"
        items={statusItems}
        disabled={busy}
        onChoose={(value) => {
          const status = fromSelect<FeatureStatus>(value)
          if (status) onChange({ status })
        }}
      />
      <ActionSelect
        label="Assign to"
        items={withNone('Unassigned', memberItems(members))}
        disabled={busy}
        onChoose={(value) => onChange({ assignee: members.find((member) => member.id === value) ?? null })}
      />
      <ActionSelect
        label="Move to theme"
        items={withNone('No theme', themeItems(themes))}
        disabled={busy}
        onChoose={(value) => onChange({ theme_id: fromSelect(value) })}
      />
      <Button variant="outline" size="sm" disabled={busy || chosen.length < 2} onClick={() => setMerging(true)}>
        <GitMerge size={16} aria-hidden="true" />
        Merge
      </Button>
      {merging ? (
        <MergeChosenDialog
          chosen={chosen}
          busy={busy}
          onClose={() => setMerging(false)}
          onMerge={async (intoId) => {
            if (await onMerge(intoId)) setMerging(false)
          }}
        />
      ) : null}
    </fieldset>
  )
}

/** A select that acts on each choice and keeps showing its placeholder, so the same value can be chosen again. */
function ActionSelect({ onChoose, ...props }: Pick<SelectProps, 'label' | 'items' | 'disabled'> & { onChoose: (value: string) => void }) {
  return (
    <Select
      {...props}
      placeholder="Choose"
      value={null}
      onValueChange={(value) => {
        if (value !== null) onChoose(value)
      }}
    />
  )
}

interface MergeChosenDialogProps {
  chosen: readonly FeatureSummary[]
  busy: boolean
  onClose: () => void
  onMerge: (intoId: string) => Promise<void>
}

/** Merge: the person picks the feature that stays (the top-ranked one at first); the others become part of it. */
function MergeChosenDialog({ chosen, busy, onClose, onMerge }: MergeChosenDialogProps) {
  const formId = useId()
  const [intoId, setIntoId] = useState(chosen[0]?.id ?? NONE)
  const others = chosen.length - 1
  const merged = others === 1 ? 'The other feature and its mentions' : `The ${others} other features and their mentions`
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{`Merge ${chosen.length} features`}</Dialog.Title>
          <Dialog.Description>
            {merged} become part of the one you keep. A merge can be undone from the kept feature.
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <form
            id={formId}
            onSubmit={(event) => {
              event.preventDefault()
              void onMerge(intoId)
            }}
          >
            <Select
              label="Keep"
              items={chosen.map((feature) => ({ value: feature.id, label: feature.title }))}
              value={intoId}
              onValueChange={(value) => {
                if (value !== null) setIntoId(value)
              }}
            />
          </form>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button type="submit" form={formId} loading={busy}>
            Merge
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
