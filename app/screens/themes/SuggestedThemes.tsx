import type { Theme } from '../../../api'
import { ProposalsCard } from './ProposalsCard'

export interface SuggestedThemesProps {
  themes: readonly Theme[]
  busyId: string | null
  /** Why the person may not accept or dismiss (their role); null when they may. */
  reason?: string | null | undefined
  onAccept: (theme: Theme) => void
  onDismiss: (theme: Theme) => void
}

/** Themes the pipeline proposes for features without one: accept to keep, dismiss to drop. */
export function SuggestedThemes({ themes, busyId, reason, onAccept, onDismiss }: SuggestedThemesProps) {
  const byId = new Map(themes.map((theme) => [theme.id, theme]))
  return (
    <ProposalsCard
      title="Suggested Themes"
      description="Groups the AI found among features without a theme."
      listLabel="Suggested themes"
      proposals={themes.map((theme) => ({
        id: theme.id,
        title: theme.name,
        detail: `${theme.description} ${theme.feature_count} ${theme.feature_count === 1 ? 'feature' : 'features'}.`,
        acceptLabel: `Accept ${theme.name}`,
        dismissLabel: `Dismiss ${theme.name}`,
      }))}
      busyId={busyId}
      reason={reason}
      onAccept={(id) => onAccept(byId.get(id)!)}
      onDismiss={(id) => onDismiss(byId.get(id)!)}
    />
  )
}
