import { useCallback, useState } from 'react'
import { css } from '@styled-system/css'
import {
  FEATURE_STATUSES,
  ISSUE_STATES,
  featureStatusStyles,
  issueStateStyles,
  type StatusMapping,
  type TrackerConnection,
} from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { EmptyState } from '../../../src/components/EmptyState'
import { Select } from '../../../src/components/Select'
import { Skeleton } from '../../../src/components/Skeleton'
import { useLoaded } from '../../state/use-loaded'
import { useApi, usePermission } from '../../state/auth'
import { LoadFailed } from '../shared/LoadFailed'
import { Loading } from '../shared/Loading'

export const trackerMappingMessages = {
  intro:
    'When a linked issue moves, its feature moves to the status chosen here; a person can still change it, until the ' +
    'issue moves again.',
  loadFailed: 'The issue trackers could not be loaded. Try again.',
  saveFailed: 'The status mapping could not be saved. Try again.',
  saved: 'Status mapping saved.',
  none: 'No issue tracker is connected.',
} as const

/** The choice that leaves a feature as it is. */
const LEAVE = 'leave'
const statusItems = [
  { value: LEAVE, label: 'Leave the status as it is' },
  ...FEATURE_STATUSES.map((status) => ({ value: status, label: featureStatusStyles[status].label })),
]

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const caption = css({ fontSize: 'sm', color: 'fg.muted', m: '0' })
const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', py: '1', pr: '2', verticalAlign: 'middle', borderBottomWidth: 'thin', borderColor: 'border' },
  '& th': { fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' },
})
const actionsRow = css({ display: 'flex', justifyContent: 'flex-end' })

function MappingForm({ tracker, onSaved }: { tracker: TrackerConnection; onSaved: (tracker: TrackerConnection) => void }) {
  const api = useApi()
  const manage = usePermission('tracker.manage')
  const [mapping, setMapping] = useState<StatusMapping>(tracker.status_mapping)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)
  const changed = ISSUE_STATES.some((state) => mapping[state] !== tracker.status_mapping[state])

  const save = async () => {
    setBusy(true)
    setNotice(null)
    try {
      const saved = await api.updateTrackerStatusMapping({ provider: tracker.provider }, { status_mapping: mapping })
      onSaved(saved)
      setNotice({ severity: 'success', text: trackerMappingMessages.saved })
    } catch (failure) {
      setNotice({ severity: 'error', text: serverDetail(failure) ?? trackerMappingMessages.saveFailed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={stack}>
      <p className={caption}>
        GitHub repository <strong>{tracker.project}</strong>. {trackerMappingMessages.intro}
      </p>
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <table className={table} aria-label={`Status mapping of ${tracker.project}`}>
        <thead>
          <tr>
            <th scope="col">When the issue is</th>
            <th scope="col">The feature becomes</th>
          </tr>
        </thead>
        <tbody>
          {ISSUE_STATES.map((state) => (
            <tr key={state}>
              <th scope="row">{issueStateStyles[state].label}</th>
              <td>
                <Select
                  label={<span className={css({ srOnly: true })}>Status when the issue is {issueStateStyles[state].label.toLowerCase()}</span>}
                  items={statusItems}
                  value={mapping[state] ?? LEAVE}
                  disabled={!manage.allowed || busy}
                  onValueChange={(value) =>
                    setMapping((current) => ({
                      ...current,
                      [state]: value === null || value === LEAVE ? null : (value as (typeof FEATURE_STATUSES)[number]),
                    }))
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={actionsRow}>
        <DisabledReason reason={manage.reason}>
          <Button loading={busy} disabled={!changed || !manage.allowed} onClick={() => void save()}>
            Save mapping
          </Button>
        </DisabledReason>
      </div>
    </div>
  )
}

export interface TrackerMappingSectionProps {
  /**
   * Whether the section starts open.
   * @default false
   */
  defaultOpen?: boolean | undefined
}

/**
 * Workspace Settings' issue tracker status mapping (issue 20): for the connected GitHub repository, the feature status
 * each issue state moves a linked feature to. Admins change it; everyone else reads it.
 */
export function TrackerMappingSection({ defaultOpen = false }: TrackerMappingSectionProps) {
  const api = useApi()
  const { status, data, error, reload, set } = useLoaded(
    useCallback(() => api.listTrackers(), [api]),
    trackerMappingMessages.loadFailed,
  )
  const trackers = data?.items ?? []

  return (
    <CollapsibleSection title="Issue tracker status mapping" headingLevel={3} defaultOpen={defaultOpen}>
      {status === 'loading' ? (
        <Loading label="Loading the issue trackers">
          <Skeleton lines={4} />
        </Loading>
      ) : status === 'failed' ? (
        <LoadFailed title="Could not load the issue trackers" message={error ?? trackerMappingMessages.loadFailed} onRetry={reload} />
      ) : trackers.length === 0 ? (
        <EmptyState
          size="sm"
          titleAs="p"
          title={trackerMappingMessages.none}
          description="Once an admin connects GitHub Issues, choose here what each issue state does to a linked feature."
        />
      ) : (
        trackers.map((tracker) => (
          <MappingForm
            key={tracker.id}
            tracker={tracker}
            onSaved={(saved) => set({ items: trackers.map((each) => (each.id === saved.id ? saved : each)) })}
          />
        ))
      )}
    </CollapsibleSection>
  )
}
