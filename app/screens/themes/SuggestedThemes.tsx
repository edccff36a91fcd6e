import { Check, X } from 'lucide-react'
import { css } from '@styled-system/css'
import type { Theme } from '../../../api'
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
const name = css({ fontWeight: 'semibold', m: '0', fontSize: 'md' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const actions = css({ display: 'flex', gap: '1' })

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
  return (
    <Card title="Suggested Themes" description="Groups the AI found among features without a theme.">
      <ul className={list} aria-label="Suggested themes">
        {themes.map((theme) => (
          <li key={theme.id} className={item}>
            <div className={text}>
              <h4 className={name}>{theme.name}</h4>
              <p className={muted}>
                {theme.description} {theme.feature_count} {theme.feature_count === 1 ? 'feature' : 'features'}.
              </p>
            </div>
            <div className={actions}>
              <DisabledReason reason={reason}>
                <Button
                  size="sm"
                  loading={busyId === theme.id}
                  aria-label={`Accept ${theme.name}`}
                  onClick={() => onAccept(theme)}
                >
                  <Check size={16} aria-hidden="true" />
                  Accept
                </Button>
              </DisabledReason>
              <DisabledReason reason={reason}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busyId === theme.id}
                  aria-label={`Dismiss ${theme.name}`}
                  onClick={() => onDismiss(theme)}
                >
                  <X size={16} aria-hidden="true" />
                  Dismiss
                </Button>
              </DisabledReason>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}
