import { Check, X } from 'lucide-react'
import { css } from '@styled-system/css'
import type { ThemeChangeSuggestion } from '../../../api'
import { Button } from '../../../src/components/Button'
import { Card } from '../../../src/components/Card'
import { DisabledReason } from '../../../src/components/DisabledReason'

const list = css({ display: 'flex', flexDir: 'column', gap: '1.5', listStyle: 'none', m: '0', p: '0' })
const item = css({
  display: 'flex',
  flexDir: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  gap: '1.5',
  pb: '1.5',
  borderBottomWidth: 'thin',
  borderColor: 'border',
  _last: { borderBottomWidth: '[0]', pb: '0' },
})
const text = css({ flex: '1', minW: '[0]' })
const title = css({ fontWeight: 'semibold', m: '0', fontSize: 'md' })
const muted = css({ color: 'fg.muted', fontSize: 'sm', m: '0' })
const actions = css({ display: 'flex', gap: '1' })

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
  return (
    <Card title="Suggested Changes" description="Renames and merges the AI proposes as your feedback grows.">
      <ul className={list} aria-label="Suggested changes">
        {changes.map((change) => {
          const label = changeTitle(change)
          return (
            <li key={change.id} className={item}>
              <div className={text}>
                <h4 className={title}>{label}</h4>
                <p className={muted}>{change.reason}</p>
              </div>
              <div className={actions}>
                <DisabledReason reason={reason}>
                  <Button size="sm" loading={busyId === change.id} aria-label={`Accept: ${label}`} onClick={() => onAccept(change)}>
                    <Check size={16} aria-hidden="true" />
                    Accept
                  </Button>
                </DisabledReason>
                <DisabledReason reason={reason}>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busyId === change.id}
                    aria-label={`Dismiss: ${label}`}
                    onClick={() => onDismiss(change)}
                  >
                    <X size={16} aria-hidden="true" />
                    Dismiss
                  </Button>
                </DisabledReason>
              </div>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
