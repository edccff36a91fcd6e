import { Download } from 'lucide-react'
import { css } from '@styled-system/css'
import { AUDIT_ACTIONS, auditActionLabel, deniedReason, type AuditEvent } from '../../../api'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { DataTable, type DataTableColumn } from '../../../src/components/DataTable'
import { Select } from '../../../src/components/Select'
import { Skeleton } from '../../../src/components/Skeleton'
import { TextField } from '../../../src/components/TextField'
import { useAuthState } from '../../state/auth'
import { AuditProvider, selectFiltered, useAuditActions, useAuditState } from '../../state/audit'
import { displayDate } from '../../state/display-date'
import { LoadMore } from '../shared/LoadMore'
import { PageHeader } from './PageHeader'

const ANY = 'any'
const bar = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr)) auto' },
  gap: '2',
  alignItems: 'end',
  mb: '2',
})
const muted = css({ color: 'fg.muted' })
const loading = css({ display: 'block' })
const failure = css({ display: 'flex', flexDir: 'column', gap: '2', alignItems: 'flex-start' })
const more = css({ display: 'flex', justifyContent: 'center', mt: '2' })

export const auditLogTexts = {
  title: 'Audit log',
  subtitle: 'Sign-ins, members, data sources and settings changes in this workspace, newest first',
  empty: 'No events yet.',
  emptyFiltered: 'No events match these filters.',
  tableLabel: 'Audit log events',
} as const

const actionItems = [
  { value: ANY, label: 'Any action' },
  ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
]

/** A recorded time, the same in every locale and screenshot: '15 Jan 2025, 08:48 UTC'. */
export const auditTime = (timestamp: string) => `${displayDate(timestamp)}, ${timestamp.slice(11, 16)} UTC`

const columns: DataTableColumn<AuditEvent>[] = [
  { id: 'time', header: 'Time', cell: (event) => <time dateTime={event.created_at}>{auditTime(event.created_at)}</time> },
  { id: 'who', header: 'Who', cell: (event) => event.actor_email ?? <span className={muted}>System</span> },
  { id: 'what', header: 'What', rowHeader: true, cell: (event) => auditActionLabel(event.action) },
  { id: 'target', header: 'Target', cell: (event) => event.target_label ?? <span className={muted}>—</span> },
  {
    id: 'from',
    header: 'From where',
    cell: (event) =>
      event.ip || event.user_agent ? (
        <>
          <div>{event.ip}</div>
          <div className={muted}>{event.user_agent}</div>
        </>
      ) : (
        <span className={muted}>—</span>
      ),
  },
]

function AuditLog() {
  const state = useAuditState()
  const actions = useAuditActions()
  const { filters } = state
  const people = [
    { value: ANY, label: 'Anyone' },
    ...state.members.map((member) => ({ value: member.id, label: `${member.first_name} ${member.last_name}` })),
  ]
  const filtered = selectFiltered(filters)

  return (
    <>
      <section className={bar} aria-label="Filter the audit log">
        <Select
          label="Action"
          items={actionItems}
          value={filters.action || ANY}
          onValueChange={(value) => void actions.setFilter('action', value === null || value === ANY ? '' : value)}
        />
        <Select
          label="Person"
          items={people}
          value={filters.actorId || ANY}
          onValueChange={(value) => void actions.setFilter('actorId', value === null || value === ANY ? '' : value)}
        />
        <TextField label="From" type="date" value={filters.from} onChange={(event) => void actions.setFilter('from', event.target.value)} />
        <TextField label="To" type="date" value={filters.to} onChange={(event) => void actions.setFilter('to', event.target.value)} />
        <div>
          <Button variant="ghost" disabled={!filtered} onClick={() => void actions.clearFilters()}>
            Clear filters
          </Button>
        </div>
      </section>
      {state.status === 'loading' ? (
        <output className={loading} aria-busy="true" aria-label="Loading the audit log">
          <Skeleton lines={6} />
        </output>
      ) : state.status === 'failed' ? (
        <div className={failure}>
          <Alert severity="error">{state.error}</Alert>
          <div>
            <Button variant="outline" onClick={() => void actions.load()}>
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <>
          <DataTable
            aria-label={auditLogTexts.tableLabel}
            columns={columns}
            rows={state.events}
            emptyState={filtered ? auditLogTexts.emptyFiltered : auditLogTexts.empty}
          />
          {state.error ? <Alert severity="error">{state.error}</Alert> : null}
          <LoadMore
            className={more}
            shown={state.events.length}
            noun="events"
            nextCursor={state.nextCursor}
            loading={state.loadingMore}
            onLoadMore={() => void actions.loadMore()}
            label="Show older events"
          />
        </>
      )}
    </>
  )
}

function ExportButton() {
  const state = useAuditState()
  const actions = useAuditActions()
  return (
    <Button variant="outline" loading={state.exporting} onClick={() => void actions.exportCsv()}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  )
}

export interface AuditLogPageProps {
  /** Receives the exported file instead of the browser's download (stories and tests). */
  save?: ((file: Blob, name: string) => void) | undefined
}

/** /app/settings/audit: the workspace's audit log for its admins, filtered, paged and exported as CSV. */
export default function AuditLogPage({ save }: AuditLogPageProps) {
  const role = useAuthState().user?.role ?? null
  const denied = deniedReason(role, 'audit.read')
  if (denied) {
    return (
      <div>
        <PageHeader title={auditLogTexts.title} subtitle={auditLogTexts.subtitle} />
        <Alert severity="info">{denied}</Alert>
      </div>
    )
  }
  return (
    <AuditProvider {...(save && { save })}>
      <div>
        <PageHeader title={auditLogTexts.title} subtitle={auditLogTexts.subtitle} actions={<ExportButton />} />
        <AuditLog />
      </div>
    </AuditProvider>
  )
}
