import { css } from '@styled-system/css'
import { confidenceLabel } from '../../../api'
import type { FeatureStatus, FeatureSummary, PersonRef, Priority, Theme } from '../../../api'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { Select } from '../../../src/components/Select'
import type { FeatureChanges } from '../../state/features'
import { NONE, fromSelect, memberItems, priorityItems, statusItems, themeItems, withNone } from './options'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '2' })

export interface FeatureEditorProps {
  feature: FeatureSummary
  members: readonly PersonRef[]
  themes: readonly Theme[]
  /** Why the person may not edit the feature (their role): every choice is disabled with it. Null when they may. */
  reason?: string | null | undefined
  onChange: (changes: FeatureChanges) => void
}

/** Status, priority, assignee and theme of the selected feature; each choice is saved at once. */
export function FeatureEditor({ feature, members, themes, reason, onChange }: FeatureEditorProps) {
  // The current assignee stays choosable even when the member list could not be loaded.
  const people =
    feature.assignee && !members.some((member) => member.id === feature.assignee?.id)
      ? [...members, feature.assignee]
      : members
  return (
    <div className={grid}>
      <DisabledReason reason={reason} block>
        <Select
          label="Status"
          items={statusItems}
          value={feature.status}
          onValueChange={(value) => {
            const status = fromSelect<FeatureStatus>(value)
            if (status && status !== feature.status) onChange({ status })
          }}
        />
      </DisabledReason>
      <DisabledReason reason={reason} block>
        <Select
          label="Priority"
          items={priorityItems}
          value={feature.priority}
          onValueChange={(value) => {
            const priority = fromSelect<Priority>(value)
            if (priority && priority !== feature.priority) onChange({ priority })
          }}
        />
      </DisabledReason>
      <DisabledReason reason={reason} block>
        <Select
          label="Assignee"
          items={withNone('Unassigned', memberItems(people))}
          value={feature.assignee?.id ?? NONE}
          onValueChange={(value) => {
            const id = fromSelect(value)
            if (id === (feature.assignee?.id ?? null)) return
            onChange({ assignee: people.find((person) => person.id === id) ?? null })
          }}
        />
      </DisabledReason>
      <DisabledReason reason={reason} block>
        <Select
          label="Theme"
          helperText={feature.theme_confidence === null ? undefined : `Placed by the AI, ${confidenceLabel(feature.theme_confidence)}`}
          items={withNone('No theme', themeItems(themes))}
          value={feature.theme_id ?? NONE}
          onValueChange={(value) => {
            const themeId = fromSelect(value)
            if (themeId !== feature.theme_id) onChange({ theme_id: themeId })
          }}
        />
      </DisabledReason>
    </div>
  )
}
