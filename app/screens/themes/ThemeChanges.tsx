import type { ThemeChangeSuggestion } from '../../../api'
import { ProposalsCard } from './ProposalsCard'

/** What the change does, in one line: "Rename “A” to “B”", "Merge “B” into “A”". */
export function changeTitle(change: ThemeChangeSuggestion): string {
  const [kept, ...others] = change.themes
  if (change.kind === 'rename') return `Rename “${kept?.name ?? ''}” to “${change.name}”`
  return `Merge ${others.map((theme) => `“${theme.name}”`).join(', ')} into “${kept?.name ?? ''}”`
}

export interface ThemeChangesProps {
  changes: readonly ThemeChangeSuggestion[]
  busyId: string | null
  /** Why the person may not accept or dismiss (their role); null when they may. */
  reason?: string | null | undefined
  onAccept: (change: ThemeChangeSuggestion) => void
  onDismiss: (change: ThemeChangeSuggestion) => void
}

/** Renames and merges of themes the AI proposes from the feedback, each with its reason: accept to make it, or dismiss. */
export function ThemeChanges({ changes, busyId, reason, onAccept, onDismiss }: ThemeChangesProps) {
  const byId = new Map(changes.map((change) => [change.id, change]))
  return (
    <ProposalsCard
      title="Suggested Changes"
      description="Renames and merges the AI proposes as your feedback grows."
      listLabel="Suggested changes"
      proposals={changes.map((change) => {
        const label = changeTitle(change)
        return { id: change.id, title: label, detail: change.reason, acceptLabel: `Accept: ${label}`, dismissLabel: `Dismiss: ${label}` }
      })}
      busyId={busyId}
      reason={reason}
      onAccept={(id) => onAccept(byId.get(id)!)}
      onDismiss={(id) => onDismiss(byId.get(id)!)}
    />
  )
}
