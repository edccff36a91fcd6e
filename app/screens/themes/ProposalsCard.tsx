import type { ReactNode } from 'react'
import { Check, X } from 'lucide-react'
import { css } from '@styled-system/css'
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
const heading = css({ fontWeight: 'semibold', m: '0', fontSize: 'md' })
const muted = css({ color: 'fg.muted', fontSize: 'sm', m: '0' })
const actions = css({ display: 'flex', gap: '1' })

/** One proposal: its heading, what backs it, and the names of its two buttons. */
export interface Proposal {
  id: string
  title: string
  detail: ReactNode
  acceptLabel: string
  dismissLabel: string
}

export interface ProposalsCardProps {
  title: string
  description: string
  /** The list's accessible name. */
  listLabel: string
  proposals: readonly Proposal[]
  busyId: string | null
  /** Why the person may not accept or dismiss (their role); null when they may. */
  reason?: string | null | undefined
  onAccept: (id: string) => void
  onDismiss: (id: string) => void
}

/** What the AI proposes on the Themes screen, each accepted or dismissed by a person (a button busy while it is decided). */
export function ProposalsCard({ title, description, listLabel, proposals, busyId, reason, onAccept, onDismiss }: ProposalsCardProps) {
  return (
    <Card title={title} description={description}>
      <ul className={list} aria-label={listLabel}>
        {proposals.map((proposal) => (
          <li key={proposal.id} className={item}>
            <div className={text}>
              <h4 className={heading}>{proposal.title}</h4>
              <p className={muted}>{proposal.detail}</p>
            </div>
            <div className={actions}>
              <DisabledReason reason={reason}>
                <Button size="sm" loading={busyId === proposal.id} aria-label={proposal.acceptLabel} onClick={() => onAccept(proposal.id)}>
                  <Check size={16} aria-hidden="true" />
                  Accept
                </Button>
              </DisabledReason>
              <DisabledReason reason={reason}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busyId === proposal.id}
                  aria-label={proposal.dismissLabel}
                  onClick={() => onDismiss(proposal.id)}
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
