import { useState } from 'react'
import { Mail, MessageSquare, RefreshCw, Trash2 } from 'lucide-react'
import { css } from '@styled-system/css'
import { Chip } from '../../../src/components/Chip'
import { EmptyState } from '../../../src/components/EmptyState'
import { Skeleton } from '../../../src/components/Skeleton'
import { Checkbox } from '../../../src/components/Checkbox'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { IconButton } from '../../../src/components/IconButton'
import { usePermission } from '../../state/auth'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { ProgressBar } from '../../../src/components/ProgressBar'
import { connectionStyles, type IntegrationView, type SyncActivity } from '../../../api'
import {
  selectIntegrationViews,
  selectIsListLoading,
  useIntegrationActions,
  useIntegrationsState,
  usePollWhileSyncing,
} from '../../state/integrations'

/** The spec's empty message of the Connected Data Sources section. */
export const noDataSourcesMessage =
  'No data sources connected. Add your first source to start collecting feedback in this workspace.'

const list = css({ display: 'flex', flexDir: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' })
const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  p: '2',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'bg.paper',
})
const icon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: 'box.2xl',
  h: 'box.2xl',
  borderRadius: 'md',
  bg: 'primary.subtle',
  color: 'primary.text',
})
const text = css({ flex: '1', minW: '[0]', display: 'flex', flexDir: 'column', gap: '0.5' })
const name = css({ fontWeight: 'semibold', truncate: true })
const note = css({ fontSize: 'sm', color: 'fg.muted' })
const syncFailed = css({ fontSize: 'sm', color: 'danger.text' })
const skeletonRow = css({ display: 'flex', alignItems: 'center', gap: '2', p: '2', borderWidth: 'thin', borderColor: 'border', borderRadius: 'md' })

const followedNoun = { slack: ['channel', 'channels'], gmail: ['label', 'labels'] } as const

/** '3 channels' for a Slack workspace, '1 label' for a Gmail mailbox. */
function followedNote(view: IntegrationView): string {
  const [one, many] = followedNoun[view.type]
  return `${view.channels.length} ${view.channels.length === 1 ? one : many}`
}

const disconnectDescription = {
  slack: 'Headway stops reading its channels and forgets its token. You can connect it again later.',
  gmail: 'Headway stops reading its labels and forgets its access to the mailbox. You can connect it again later.',
} as const

/** The row's sync line: what a sync under way is doing (with its channels or labels as a bar), or why it stopped. */
function SyncNote({ sourceName, activity }: { sourceName: string; activity: SyncActivity }) {
  return (
    <>
      <span className={activity.state === 'error' ? syncFailed : note}>{activity.message}</span>
      {activity.state === 'running' && activity.channelsTotal > 0 ? (
        <ProgressBar
          size="sm"
          label={`Sync of ${sourceName}`}
          showLabel={false}
          showValueText={false}
          value={activity.channelsDone}
          max={activity.channelsTotal}
          formatValue={(done, total) => `${done} of ${total} ${activity.unit}`}
        />
      ) : null}
    </>
  )
}

/**
 * The data sources of the workspace: name, status chip and 'Last sync' note per row, with the progress of a sync under
 * way (read again every few seconds until it ends) or why it stopped; two skeleton rows while loading; the empty
 * message; a Sync now icon on the sources Headway reads itself; and a delete icon on every row that disconnects after a
 * confirmation.
 */
export function DataSourceList() {
  const state = useIntegrationsState()
  const actions = useIntegrationActions()
  const [confirming, setConfirming] = useState<IntegrationView | null>(null)
  const [purge, setPurge] = useState(false)
  const views = selectIntegrationViews(state)
  const manage = usePermission('source.manage')
  const sync = usePermission('source.sync')
  usePollWhileSyncing()

  if (selectIsListLoading(state)) {
    return (
      <ul aria-busy="true" aria-label="Data sources" className={list}>
        {[0, 1].map((index) => (
          <li key={index} className={skeletonRow}>
            <Skeleton variant="rect" className={css({ w: 'box.2xl', h: 'box.2xl', flexShrink: 0 })} />
            <Skeleton lines={2} className={css({ flex: '1' })} />
          </li>
        ))}
      </ul>
    )
  }

  if (views.length === 0) return <EmptyState size="sm" title={noDataSourcesMessage} />

  return (
    <>
      <ul className={list} aria-label="Data sources">
        {views.map((view) => (
          <li key={view.id} className={row}>
            <span className={icon} aria-hidden="true">
              {view.type === 'slack' ? <MessageSquare size={20} /> : <Mail size={20} />}
            </span>
            <div className={text}>
              <span className={name}>{view.name}</span>
              <span className={note}>
                {followedNote(view)} · Last sync: {view.lastSync ?? 'Never'}
              </span>
              {view.sync ? <SyncNote sourceName={view.name} activity={view.sync} /> : null}
            </div>
            <Chip tone={connectionStyles[view.status].tone} size="sm">
              {connectionStyles[view.status].label}
            </Chip>
            {view.canSync ? (
              <DisabledReason reason={sync.reason}>
                <IconButton label={`Sync ${view.name} now`} size="sm" onClick={() => void actions.syncNow(view)}>
                  <RefreshCw size={18} aria-hidden="true" />
                </IconButton>
              </DisabledReason>
            ) : null}
            <DisabledReason reason={manage.reason}>
              <IconButton
                label={`Disconnect ${view.name}`}
                size="sm"
                disabled={state.removing === view.id}
                onClick={() => {
                  setPurge(false)
                  setConfirming(view)
                }}
              >
                <Trash2 size={18} aria-hidden="true" />
              </IconButton>
            </DisabledReason>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null)
        }}
        title={`Disconnect ${confirming?.name ?? 'this source'}?`}
        description={disconnectDescription[confirming?.type ?? 'slack']}
        confirmLabel="Disconnect"
        busy={confirming !== null && state.removing === confirming.id}
        onConfirm={async () => {
          if (!confirming) return
          await actions.remove(confirming, { purge })
          setConfirming(null)
        }}
      >
        <Checkbox
          label="Also delete the feedback collected from it"
          helperText="Otherwise the feedback stays in your features and themes."
          checked={purge}
          onCheckedChange={setPurge}
        />
      </ConfirmDialog>
    </>
  )
}
