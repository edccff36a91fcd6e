import { useCallback, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { Link2, Plus } from 'lucide-react'
import { css } from '@styled-system/css'
import {
  issueLinkStyles,
  issueStateStyles,
  linkStateDetail,
  type CreateIssueRequest,
  type IssueLink,
  type IssueLinkList,
  type TrackerConnectionList,
  type TrackerIssue,
} from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Chip } from '../../../src/components/Chip'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { EmptyState } from '../../../src/components/EmptyState'
import { Link } from '../../../src/components/Link'
import { Skeleton } from '../../../src/components/Skeleton'
import { paths } from '../../routes/paths'
import { useApi, usePermission } from '../../state/auth'
import { displayDate } from '../../state/display-date'
import { trackerMessages } from '../../state/trackers'
import { useLoaded } from '../../state/use-loaded'
import { LoadFailed } from '../shared/LoadFailed'
import { Loading } from '../shared/Loading'
import { listRow, rowList } from '../shared/layout'
import { CreateIssueDialog, LinkIssueDialog } from './IssueDialogs'

const heading = css({ fontSize: 'md', fontWeight: 'bold', m: '0', mb: '1' })
const stack = css({ display: 'flex', flexDir: 'column', gap: '1.5' })
const facts = css({ flex: '1', minW: '[14rem]', display: 'flex', flexDir: 'column', gap: '0.5' })
const titleLine = css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' })
const issueKey = css({ fontFamily: 'mono', fontSize: 'sm' })
const issueTitle = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })
const detail = css({ fontSize: 'sm', color: 'fg.muted' })
const fault = css({ fontSize: 'sm', m: '0' })
const actions = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })

function IssueRow({
  link,
  reason,
  busy,
  onUnlink,
}: {
  link: IssueLink
  reason: string | null
  busy: boolean
  onUnlink: () => void
}) {
  const state = issueStateStyles[link.state]
  const faultStyle = link.link_state === 'ok' ? null : issueLinkStyles[link.link_state]
  const assignee = link.assignee ? `Assigned to ${link.assignee}` : 'Unassigned'
  const synced = link.last_synced_at ? `synced ${displayDate(link.last_synced_at)}` : 'not synced yet'
  return (
    <li className={listRow}>
      <div className={facts}>
        <span className={titleLine}>
          <Link href={link.url} target="_blank" rel="noreferrer" className={issueKey}>
            {link.key}
          </Link>
          <span className={issueTitle}>{link.title}</span>
        </span>
        <span className={titleLine}>
          <Chip tone={state.tone} size="sm">
            {state.label}
          </Chip>
          {faultStyle ? (
            <Chip tone={faultStyle.tone} size="sm">
              {faultStyle.label}
            </Chip>
          ) : null}
          <span className={detail}>
            {assignee} · {synced}
          </span>
        </span>
        {faultStyle ? <p className={fault}>{link.link_detail ?? linkStateDetail(link.link_state)}</p> : null}
      </div>
      <DisabledReason reason={reason}>
        <Button size="sm" variant="ghost" disabled={busy} aria-label={`Unlink ${link.key}`} onClick={onUnlink}>
          Unlink
        </Button>
      </DisabledReason>
    </li>
  )
}

export interface FeatureIssuesProps {
  featureId: string
  featureTitle: string
}

/**
 * The feature's Issues: its links to tracker issues (key, title, state, assignee, last sync, and a fault in words),
 * Create issue, Link issue and Unlink for members; without a connected tracker, where an admin connects one.
 */
export function FeatureIssues({ featureId, featureTitle }: FeatureIssuesProps) {
  const api = useApi()
  const edit = usePermission('issue.link')
  const manage = usePermission('tracker.manage')
  const trackers = useLoaded<TrackerConnectionList>(
    useCallback(() => api.listTrackers(), [api]),
    trackerMessages.loadFailed,
  )
  const links = useLoaded<IssueLinkList>(
    useCallback(() => api.listIssueLinks({ id: featureId }), [api, featureId]),
    trackerMessages.linksFailed,
  )
  const [dialog, setDialog] = useState<'create' | 'link' | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [dialogError, setDialogError] = useState<string | null>(null)
  const items = links.data?.items ?? []
  const connected = (trackers.data?.items.length ?? 0) > 0

  const added = async (call: () => Promise<IssueLink>, fallback: string) => {
    setBusy(true)
    setDialogError(null)
    try {
      const link = await call()
      links.set({ items: [...items, link] })
      setDialog(null)
    } catch (failure) {
      setDialogError(serverDetail(failure) ?? fallback)
    } finally {
      setBusy(false)
    }
  }
  const create = (request: CreateIssueRequest) =>
    void added(() => api.createFeatureIssue({ id: featureId }, request), trackerMessages.createFailed)
  const link = (issue: TrackerIssue) =>
    void added(() => api.linkFeatureIssue({ id: featureId }, { key: issue.key }), trackerMessages.linkFailed)
  const unlink = async (target: IssueLink) => {
    setBusy(true)
    setError(null)
    try {
      await api.unlinkFeatureIssue({ id: featureId, link_id: target.id })
      links.set({ items: items.filter((candidate) => candidate.id !== target.id) })
    } catch (failure) {
      setError(serverDetail(failure) ?? trackerMessages.unlinkFailed)
    } finally {
      setBusy(false)
    }
  }
  const open = (which: 'create' | 'link') => {
    setDialogError(null)
    setDialog(which)
  }

  const loading = trackers.status === 'loading' || links.status === 'loading'
  const failed = trackers.status === 'failed' ? trackers : links.status === 'failed' ? links : null

  return (
    <section aria-labelledby="feature-issues-heading" className={stack}>
      <h4 id="feature-issues-heading" className={heading}>
        Issues
      </h4>
      {loading ? (
        <Loading label="Loading the issues">
          <Skeleton lines={2} />
        </Loading>
      ) : failed ? (
        <LoadFailed
          title="No issues"
          message={failed.error ?? trackerMessages.linksFailed}
          onRetry={() => {
            trackers.reload()
            links.reload()
          }}
        />
      ) : (
        <>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {items.length > 0 ? (
            <ul className={rowList} aria-label="Linked issues">
              {items.map((item) => (
                <IssueRow
                  key={item.id}
                  link={item}
                  reason={edit.reason}
                  busy={busy}
                  onUnlink={() => void unlink(item)}
                />
              ))}
            </ul>
          ) : null}
          {connected ? (
            <>
              {items.length === 0 ? <p className={detail}>No issues linked yet.</p> : null}
              <div className={actions}>
                <DisabledReason reason={edit.reason}>
                  <Button size="sm" variant="outline" onClick={() => open('create')}>
                    <Plus size={16} aria-hidden="true" />
                    Create issue
                  </Button>
                </DisabledReason>
                <DisabledReason reason={edit.reason}>
                  <Button size="sm" variant="outline" onClick={() => open('link')}>
                    <Link2 size={16} aria-hidden="true" />
                    Link issue
                  </Button>
                </DisabledReason>
              </div>
            </>
          ) : (
            <EmptyState
              size="sm"
              titleAs="p"
              title={trackerMessages.notConnected}
              description={manage.allowed ? trackerMessages.notConnectedAdmin : trackerMessages.notConnectedOthers}
              action={
                manage.allowed ? (
                  <Link asChild>
                    <RouterLink to={paths.settingsWorkspace}>Go to Workspace Settings</RouterLink>
                  </Link>
                ) : undefined
              }
            />
          )}
        </>
      )}
      <CreateIssueDialog
        open={dialog === 'create'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'create' : null)}
        featureTitle={featureTitle}
        busy={busy}
        error={dialogError}
        onSubmit={create}
      />
      <LinkIssueDialog
        open={dialog === 'link'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'link' : null)}
        linkedKeys={new Set(items.map((item) => item.key))}
        busy={busy}
        error={dialogError}
        onLink={link}
      />
    </section>
  )
}
