import { useCallback, useId, useState, type FormEvent } from 'react'
import { CircleDot } from 'lucide-react'
import { css } from '@styled-system/css'
import {
  trackerConnectionStyles,
  type ConnectedTracker,
  type TrackerConnection,
  type TrackerConnectionList,
} from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Chip } from '../../../src/components/Chip'
import { CopyButton } from '../../../src/components/CopyButton'
import { Dialog } from '../../../src/components/Dialog'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { PasswordField } from '../../../src/components/PasswordField'
import { Skeleton } from '../../../src/components/Skeleton'
import { TextField } from '../../../src/components/TextField'
import { useApi, usePermission } from '../../state/auth'
import { displayDate } from '../../state/display-date'
import { trackerMessages } from '../../state/trackers'
import { useLoaded } from '../../state/use-loaded'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { Loading } from '../shared/Loading'
import {
  connectorActions,
  connectorCard,
  connectorHead,
  connectorIcon,
  connectorName,
  connectorText,
} from './connector-card'

const form = css({ display: 'flex', flexDir: 'column', gap: '2' })
const secretRow = css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' })
const secretLabel = css({ fontWeight: 'medium', fontSize: 'sm', w: 'full' })
const secretText = css({
  flex: '1',
  minW: '[12rem]',
  m: '0',
  p: '1',
  fontFamily: 'mono',
  fontSize: 'sm',
  overflowWrap: 'anywhere',
  bg: 'bg.subtle',
  borderRadius: 'card',
})
const mono = css({ fontFamily: 'mono' })

/** The repository and token fields; once GitHub accepted them, the webhook's Payload URL and secret, shown once. */
function ConnectGithubDialog({
  open,
  onOpenChange,
  current,
  onConnected,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The connection being replaced (Reconnect), whose repository the field starts with. */
  current: TrackerConnection | null
  onConnected: (connection: ConnectedTracker) => void
}) {
  const api = useApi()
  const formId = useId()
  const [repository, setRepository] = useState(current?.project ?? '')
  const [token, setToken] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [connected, setConnected] = useState<ConnectedTracker | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const answer = await api.connectGithubTracker({ repository: repository.trim(), token: token.trim() })
      setConnected(answer)
      setToken('')
      onConnected(answer)
    } catch (failure) {
      setError(serverDetail(failure) ?? trackerMessages.connectFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) {
          // The secret is forgotten on closing: it is shown once.
          setConnected(null)
          setError(null)
          setToken('')
        } else setRepository(current?.project ?? '')
        onOpenChange(details.open)
      }}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{connected ? 'GitHub Issues connected' : 'Connect GitHub Issues'}</Dialog.Title>
          <Dialog.Description>
            {connected ? (
              <>
                Headway creates and searches issues in <span className={mono}>{connected.project}</span>.
              </>
            ) : (
              'A token that can read and write the repository’s issues (a fine-grained token with Issues: read and write).'
            )}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          {connected ? (
            <div className={form}>
              <Alert severity="success">{trackerMessages.secretShownOnce}</Alert>
              <div className={secretRow}>
                <span className={secretLabel}>Payload URL</span>
                <p className={secretText} aria-label="Payload URL">
                  {connected.webhook_url}
                </p>
                <CopyButton value={connected.webhook_url} label="Copy URL" size="sm" />
              </div>
              <div className={secretRow}>
                <span className={secretLabel}>Secret</span>
                <p className={secretText} aria-label="Webhook secret">
                  {connected.webhook_secret}
                </p>
                <CopyButton value={connected.webhook_secret} label="Copy secret" size="sm" />
              </div>
            </div>
          ) : (
            <form id={formId} className={form} onSubmit={(event) => void submit(event)} noValidate>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <TextField
                label="Repository"
                placeholder="owner/repo"
                helperText="Where Headway creates and searches issues, e.g. acme/roadmap."
                required
                value={repository}
                onChange={(event) => setRepository(event.target.value)}
                autoComplete="off"
              />
              <PasswordField
                label="Token"
                required
                helperText="Stored encrypted and never shown again."
                value={token}
                onChange={(event) => setToken(event.target.value)}
                autoComplete="new-password"
              />
            </form>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {connected ? (
            <Dialog.CloseTrigger asChild>
              <Button>Done</Button>
            </Dialog.CloseTrigger>
          ) : (
            <>
              <Dialog.CloseTrigger asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.CloseTrigger>
              <Button
                type="submit"
                form={formId}
                loading={busy}
                disabled={repository.trim() === '' || token.trim() === ''}
              >
                Connect
              </Button>
            </>
          )}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/**
 * GitHub Issues among the Available Connectors: admins connect a repository with a token (then see the webhook's
 * Payload URL and secret once), see the connection's health and disconnect it; others see why they cannot.
 */
export function GithubIssuesConnector() {
  const api = useApi()
  const manage = usePermission('tracker.manage')
  const trackers = useLoaded<TrackerConnectionList>(
    useCallback(() => api.listTrackers(), [api]),
    trackerMessages.loadFailed,
  )
  const [connecting, setConnecting] = useState(false)
  const [disconnecting, setDisconnecting] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const github = trackers.data?.items.find((tracker) => tracker.provider === 'github') ?? null
  const style = github ? trackerConnectionStyles[github.state] : null

  const disconnect = async () => {
    setBusy(true)
    setError(null)
    try {
      await api.disconnectTracker({ provider: 'github' })
      trackers.set({ items: trackers.data?.items.filter((tracker) => tracker.provider !== 'github') ?? [] })
    } catch (failure) {
      setError(serverDetail(failure) ?? trackerMessages.disconnectFailed)
    } finally {
      setBusy(false)
      setDisconnecting(false)
    }
  }

  return (
    <li className={connectorCard} aria-labelledby="github-issues-connector">
      <div className={connectorHead}>
        <span className={connectorIcon} aria-hidden="true">
          <CircleDot />
        </span>
        <h4 id="github-issues-connector" className={connectorName}>
          GitHub Issues
        </h4>
        {trackers.status !== 'loaded' ? null : style ? (
          <Chip tone={style.tone} size="sm">
            {style.label}
          </Chip>
        ) : (
          <Chip tone="success" size="sm">
            Available
          </Chip>
        )}
      </div>
      {trackers.status === 'loading' ? (
        <Loading label="Loading GitHub Issues">
          <Skeleton lines={1} />
        </Loading>
      ) : trackers.status === 'failed' ? (
        <Alert severity="error">{trackers.error}</Alert>
      ) : github ? (
        <p className={connectorText}>
          <span className={mono}>{github.project}</span>, connected {displayDate(github.connected_at)}
          {github.connected_by_name ? ` by ${github.connected_by_name}` : ''}
        </p>
      ) : (
        <p className={connectorText}>Link features to issues and follow their status</p>
      )}
      {github?.state_detail ? (
        <Alert severity={github.state === 'unauthorized' ? 'error' : 'warning'}>{github.state_detail}</Alert>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <div className={connectorActions}>
        {trackers.status === 'failed' ? (
          <Button size="sm" variant="outline" onClick={trackers.reload}>
            Try again
          </Button>
        ) : github ? (
          <>
            <DisabledReason reason={manage.reason}>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDisconnecting(true)}
                aria-label="Disconnect GitHub Issues"
              >
                Disconnect
              </Button>
            </DisabledReason>
            <DisabledReason reason={manage.reason}>
              <Button size="sm" onClick={() => setConnecting(true)} aria-label="Reconnect GitHub Issues">
                Reconnect
              </Button>
            </DisabledReason>
          </>
        ) : (
          <DisabledReason reason={manage.reason}>
            <Button
              size="sm"
              disabled={trackers.status === 'loading'}
              onClick={() => setConnecting(true)}
              aria-label="Connect GitHub Issues"
            >
              Connect
            </Button>
          </DisabledReason>
        )}
      </div>
      <ConnectGithubDialog
        open={connecting}
        onOpenChange={setConnecting}
        current={github}
        onConnected={({ webhook_secret: _shownOnce, ...connection }) =>
          trackers.set({
            items: [...(trackers.data?.items.filter((tracker) => tracker.provider !== 'github') ?? []), connection],
          })
        }
      />
      <ConfirmDialog
        open={disconnecting}
        onOpenChange={setDisconnecting}
        title={`Disconnect ${github?.project ?? 'GitHub'}?`}
        description={trackerMessages.disconnectQuestion}
        confirmLabel="Disconnect"
        busy={busy}
        onConfirm={() => void disconnect()}
      />
    </li>
  )
}
