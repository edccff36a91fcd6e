import { useCallback, useId, useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import {
  featureStatusStyles,
  tellChannelLabels,
  TellDetail,
  type TellDraft,
  type TellDrafts,
  type TellMessage,
} from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Checkbox } from '../../../src/components/Checkbox'
import { Dialog } from '../../../src/components/Dialog'
import { EmptyState } from '../../../src/components/EmptyState'
import { Skeleton } from '../../../src/components/Skeleton'
import { TextField } from '../../../src/components/TextField'
import { useApi } from '../../state/auth'
import { tellMessages } from '../../state/trackers'
import { useLoaded } from '../../state/use-loaded'
import { LoadFailed } from '../shared/LoadFailed'
import { Loading } from '../shared/Loading'
import { listRow, rowList } from '../shared/layout'

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const noteForm = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '1',
  flexWrap: 'wrap',
  '& > :first-child': { flex: '1', minW: '[14rem]' },
})
const formButton = css({ mt: '[1.75rem]' })
const draftRow = css({ flexDir: 'column', alignItems: 'stretch', gap: '1' })
const who = css({ fontSize: 'sm', color: 'fg.muted' })
const message = css({
  m: '0',
  p: '1',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  bg: 'bg.subtle',
  borderRadius: 'card',
})
const blocked = css({ fontSize: 'sm', m: '0' })
const name = css({ fontWeight: 'semibold' })

const personLine = (draft: TellDraft) =>
  `${draft.company ? `${draft.company} · ` : ''}${tellChannelLabels[draft.channel]}`

function DraftRow({
  draft,
  checked,
  onCheckedChange,
}: {
  draft: TellDraft
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  return (
    <li className={`${listRow} ${draftRow}`}>
      {draft.blocked_reason ? (
        <>
          <span>
            <span className={name}>{draft.name}</span> <span className={who}>{personLine(draft)}</span>
          </span>
          <p className={blocked}>Cannot be told: {draft.blocked_reason}</p>
        </>
      ) : (
        <>
          <Checkbox
            label={<span className={name}>{draft.name}</span>}
            helperText={personLine(draft)}
            checked={checked}
            onCheckedChange={onCheckedChange}
          />
          <p className={message} aria-label={`Message to ${draft.name}`}>
            {draft.text}
          </p>
        </>
      )}
    </li>
  )
}

export interface TellRequestersDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  featureId: string
  featureTitle: string
  /** The messages just recorded (queued), to show who is being told. */
  onSent: (messages: readonly TellMessage[]) => void
}

/** The dialog's parts, mounted each time it opens (its content unmounts on closing) so the drafts load afresh. */
function TellRequestersContent({
  featureId,
  featureTitle,
  onSent,
}: Omit<TellRequestersDialogProps, 'open' | 'onOpenChange'>) {
  const api = useApi()
  const formId = useId()
  const drafts = useLoaded<TellDrafts>(
    useCallback(() => api.listTellDrafts({ id: featureId }), [api, featureId]),
    tellMessages.draftsFailed,
  )
  const [releaseNote, setReleaseNote] = useState<string | null>(null)
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const noteValue = releaseNote ?? drafts.data?.release_note_url ?? ''
  const sendable = (drafts.data?.items ?? []).filter((draft) => draft.blocked_reason === null)
  const chosen = sendable.filter((draft) => !unchecked.has(draft.requester_key)).map((draft) => draft.requester_key)
  const all = chosen.length === sendable.length

  const act = async (action: () => Promise<void>, fallback: string) => {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (failure) {
      setError(serverDetail(failure) ?? fallback)
    } finally {
      setBusy(false)
    }
  }
  const saveNote = (event: FormEvent) => {
    event.preventDefault()
    const url = noteValue.trim()
    void act(async () => {
      drafts.set(await api.setReleaseNote({ id: featureId }, { release_note_url: url === '' ? null : url }))
      setReleaseNote(null)
    }, tellMessages.releaseNoteFailed)
  }
  // Every draft that can be sent goes without naming them, so one that appeared meanwhile is not left out.
  const send = () =>
    void act(async () => {
      onSent((await api.sendTell({ id: featureId }, all ? {} : { requester_keys: chosen })).items)
    }, tellMessages.sendFailed)

  const toggle = (key: string, checked: boolean) =>
    setUnchecked((current) => {
      const next = new Set(current)
      if (checked) next.delete(key)
      else next.add(key)
      return next
    })

  const body = () => {
    if (drafts.status === 'loading') {
      return (
        <Loading label="Loading the messages">
          <Skeleton lines={4} />
        </Loading>
      )
    }
    if (drafts.status === 'failed' || !drafts.data) {
      return (
        <LoadFailed title="No messages" message={drafts.error ?? tellMessages.draftsFailed} onRetry={drafts.reload} />
      )
    }
    const { status, triggered, items } = drafts.data
    return (
      <div className={stack}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <form id={formId} className={noteForm} onSubmit={saveNote} noValidate aria-label="Release note">
          <TextField
            label="Release note link"
            placeholder="https://"
            helperText="Messages that mention {release_note_url} carry it."
            value={noteValue}
            onChange={(event) => setReleaseNote(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="outline" className={formButton} disabled={busy || releaseNote === null}>
            Save link
          </Button>
        </form>
        {!triggered ? (
          <Alert severity="info" title={`Status: ${featureStatusStyles[status].label}`}>
            {TellDetail.notTriggered}
          </Alert>
        ) : items.length === 0 ? (
          <EmptyState
            size="sm"
            titleAs="p"
            title="Everyone who asked has been told."
            description={`No requester is waiting to hear that the feature is ${featureStatusStyles[status].label}.`}
          />
        ) : (
          <ul className={rowList} aria-label="Messages to send">
            {items.map((draft) => (
              <DraftRow
                key={draft.requester_key}
                draft={draft}
                checked={!unchecked.has(draft.requester_key)}
                onCheckedChange={(checked) => toggle(draft.requester_key, checked)}
              />
            ))}
          </ul>
        )}
      </div>
    )
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Tell requesters</Dialog.Title>
        <Dialog.Description>The people who asked for “{featureTitle}”, and what each will be told.</Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>{body()}</Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="ghost">Cancel</Button>
        </Dialog.CloseTrigger>
        <Button disabled={chosen.length === 0} loading={busy} onClick={send}>
          {chosen.length === 0 ? 'Send' : all ? `Send to all (${chosen.length})` : `Send to ${chosen.length} selected`}
        </Button>
      </Dialog.Footer>
    </>
  )
}

/**
 * Tell requesters: the message each person who asked would get at the feature's status (a Slack thread reply or an
 * email), those who cannot be reached and why, the release note link, and Send for all or the ones ticked.
 */
export function TellRequestersDialog({ open, onOpenChange, ...content }: TellRequestersDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg">
      <Dialog.Content>
        <TellRequestersContent {...content} />
      </Dialog.Content>
    </Dialog.Root>
  )
}
