import { css } from '@styled-system/css'
import { CONFIDENT_PLACEMENT, confidenceLabel } from '../../../api'
import type { ThemeSuggestion } from '../../../api'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { DisabledReason } from '../../../src/components/DisabledReason'

const buttons = css({ display: 'flex', gap: '1', mt: '1', flexWrap: 'wrap' })

export interface ThemeSuggestionNoticeProps {
  suggestion: ThemeSuggestion
  busy: boolean
  /** Why the person may not decide (their role); null when they may. */
  reason?: string | null | undefined
  onAccept: () => void
  onDismiss: () => void
}

/**
 * A theme the AI suggests for the feature without placing it there (api/theme-placement.ts), with its confidence:
 * the person moves the feature there or dismisses the suggestion for good.
 */
export function ThemeSuggestionNotice({ suggestion, busy, reason, onAccept, onDismiss }: ThemeSuggestionNoticeProps) {
  return (
    <Alert severity="info" title={`Suggested theme: ${suggestion.name}`}>
      The AI is {confidenceLabel(suggestion.confidence)} that this feature belongs there; below{' '}
      {Math.round(CONFIDENT_PLACEMENT * 100)}% it suggests instead of placing.
      <div className={buttons}>
        <DisabledReason reason={reason}>
          <Button size="sm" disabled={busy} onClick={onAccept}>
            Move to {suggestion.name}
          </Button>
        </DisabledReason>
        <DisabledReason reason={reason}>
          <Button size="sm" variant="outline" disabled={busy} onClick={onDismiss} aria-label={`Dismiss the suggestion ${suggestion.name}`}>
            Dismiss
          </Button>
        </DisabledReason>
      </div>
    </Alert>
  )
}
