import { useCallback, useState } from 'react'
import { Send } from 'lucide-react'
import { css } from '@styled-system/css'
import {
  featureStatusStyles,
  tellChannelLabels,
  tellMessageStyles,
  type TellMessage,
  type TellMessageList,
} from '../../../api'
import { Button } from '../../../src/components/Button'
import { Chip } from '../../../src/components/Chip'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { Skeleton } from '../../../src/components/Skeleton'
import { useApi, usePermission } from '../../state/auth'
import { displayDate } from '../../state/display-date'
import { tellMessages } from '../../state/trackers'
import { useLoaded } from '../../state/use-loaded'
import { LoadFailed } from '../shared/LoadFailed'
import { Loading } from '../shared/Loading'
import { listRow, rowList } from '../shared/layout'
import { TellRequestersDialog } from './TellRequestersDialog'

const heading = css({ fontSize: 'md', fontWeight: 'bold', m: '0' })
const head = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1',
  flexWrap: 'wrap',
  mb: '1',
})
const stack = css({ display: 'flex', flexDir: 'column', gap: '1.5' })
const facts = css({ flex: '1', minW: '[14rem]', display: 'flex', flexDir: 'column', gap: '0.5' })
const name = css({ fontWeight: 'semibold' })
const detail = css({ fontSize: 'sm', color: 'fg.muted' })
const failure = css({ fontSize: 'sm', m: '0' })

/** How and when a message went, or when it was recorded while it waits: 'Slack thread reply · Completed · sent 3 Mar 2025 by Dana'. */
function howAndWhen(message: TellMessage): string {
  const when = message.sent_at ? `sent ${displayDate(message.sent_at)}` : `recorded ${displayDate(message.created_at)}`
  const by = message.sent_by_name ? `by ${message.sent_by_name}` : 'automatically'
  return `${tellChannelLabels[message.channel]} · ${featureStatusStyles[message.status].label} · ${when} ${by}`
}

function MessageRow({ message }: { message: TellMessage }) {
  const state = tellMessageStyles[message.state]
  return (
    <li className={listRow}>
      <div className={facts}>
        <span>
          <span className={name}>{message.name}</span>
          {message.company ? <span className={detail}> · {message.company}</span> : null}
        </span>
        <span className={detail}>{howAndWhen(message)}</span>
        {message.state === 'failed' && message.error ? <p className={failure}>{message.error}</p> : null}
      </div>
      <Chip tone={state.tone} size="sm">
        {state.label}
      </Chip>
    </li>
  )
}

/** Who was told about the feature, when and how (newest first, with each message's state), and Tell requesters. */
export function FeatureTell({ featureId, featureTitle }: { featureId: string; featureTitle: string }) {
  const api = useApi()
  const tell = usePermission('requester.tell')
  const messages = useLoaded<TellMessageList>(
    useCallback(() => api.listTellMessages({ id: featureId }), [api, featureId]),
    tellMessages.messagesFailed,
  )
  const [open, setOpen] = useState(false)
  const items = messages.data?.items ?? []

  return (
    <section aria-labelledby="feature-tell-heading" className={stack}>
      <div className={head}>
        <h4 id="feature-tell-heading" className={heading}>
          Requesters told
        </h4>
        <DisabledReason reason={tell.reason}>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <Send size={16} aria-hidden="true" />
            Tell requesters
          </Button>
        </DisabledReason>
      </div>
      {messages.status === 'loading' ? (
        <Loading label="Loading who was told">
          <Skeleton lines={2} />
        </Loading>
      ) : messages.status === 'failed' ? (
        <LoadFailed
          title="Not loaded"
          message={messages.error ?? tellMessages.messagesFailed}
          onRetry={messages.reload}
        />
      ) : items.length === 0 ? (
        <p className={detail}>No one has been told about this feature yet.</p>
      ) : (
        <ul className={rowList} aria-label="Messages to requesters">
          {items.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </ul>
      )}
      <TellRequestersDialog
        open={open}
        onOpenChange={setOpen}
        featureId={featureId}
        featureTitle={featureTitle}
        onSent={(sent) => {
          messages.set({ items: [...sent, ...items] })
          setOpen(false)
        }}
      />
    </section>
  )
}
