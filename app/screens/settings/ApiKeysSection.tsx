import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import { can, type ApiKey, type CreatedApiKey } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Chip } from '../../../src/components/Chip'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { CopyButton } from '../../../src/components/CopyButton'
import { EmptyState } from '../../../src/components/EmptyState'
import { Link } from '../../../src/components/Link'
import { Skeleton } from '../../../src/components/Skeleton'
import { TextField } from '../../../src/components/TextField'
import { useApi, useAuthState } from '../../state/auth'
import { displayDate } from '../../state/display-date'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { LoadFailed } from '../shared/LoadFailed'
import { Loading } from '../shared/Loading'
import { listRow, rowList } from '../shared/layout'

export const apiKeyMessages = {
  loadFailed: 'The API keys could not be loaded. Try again.',
  createFailed: 'The key could not be created. Try again.',
  revokeFailed: 'The key could not be revoked. Try again.',
  revokeQuestion: 'Every tool that sends feedback with this key is refused from now on. This cannot be undone: give those tools a new key.',
  shownOnce: 'Copy this key now: it is shown only once. Send it as Authorization: Bearer <key>.',
  intro:
    'Other tools (Zapier, n8n, your own scripts) send feedback to POST /api/v1/feedback with a key: it may write ' +
    'feedback and nothing else, and is analysed like Slack and Gmail messages.',
} as const

/** Where the section is, so that the API Webhook connector can lead to it. */
export const API_KEYS_SECTION_ID = 'api-keys'

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const intro = css({ fontSize: 'sm', color: 'fg.muted', m: '0' })
const facts = css({ flex: '1', minW: '[14rem]', display: 'flex', flexDir: 'column', gap: '0.5' })
const name = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })
const detail = css({ fontSize: 'sm', color: 'fg.muted' })
const mono = css({ fontFamily: 'mono' })
const keyRow = css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' })
const keyText = css({
  flex: '1',
  minW: '[14rem]',
  m: '0',
  p: '1',
  fontFamily: 'mono',
  fontSize: 'sm',
  overflowWrap: 'anywhere',
  bg: 'bg.subtle',
  borderRadius: 'card',
})
const createForm = css({ display: 'flex', alignItems: 'flex-start', gap: '1', flexWrap: 'wrap', '& > :first-child': { flex: '1', minW: '[14rem]' } })
const formButton = css({ mt: '[1.75rem]' })

function KeyRow({ apiKey, busy, onRevoke }: { apiKey: ApiKey; busy: boolean; onRevoke: (apiKey: ApiKey) => void }) {
  const created = `Created ${displayDate(apiKey.created_at)}${apiKey.created_by_name ? ` by ${apiKey.created_by_name}` : ''}`
  const used = apiKey.last_used_at ? `last used ${displayDate(apiKey.last_used_at)}` : 'never used'
  return (
    <li className={listRow}>
      <div className={facts}>
        <span className={name}>{apiKey.name}</span>
        <span className={detail}>
          <span className={mono}>{apiKey.prefix}…</span> · {created} · {used}
        </span>
      </div>
      {apiKey.revoked_at ? (
        <Chip tone="neutral" size="sm">
          Revoked {displayDate(apiKey.revoked_at)}
        </Chip>
      ) : (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Revoke ${apiKey.name}`}
          data-revoke-key={apiKey.id}
          disabled={busy}
          onClick={() => onRevoke(apiKey)}
        >
          Revoke
        </Button>
      )}
    </li>
  )
}

export interface ApiKeysSectionProps {
  /**
   * Whether the section starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean | undefined
  /** Whether the section is open (controlled, e.g. by the API Webhook connector). Pair with `onOpenChange`. */
  open?: boolean | undefined
  onOpenChange?: ((open: boolean) => void) | undefined
}

/**
 * Workspace Settings' API keys (issue 21.1): the keys other tools send feedback with. An admin names and creates a key
 * (shown once, with Copy), sees each key's first characters, who made it and when it was last used, and revokes it.
 * Owners and admins only.
 */
export function ApiKeysSection({ defaultOpen = false, open, onOpenChange }: ApiKeysSectionProps) {
  const { user } = useAuthState()
  const api = useApi()
  const allowed = can(user?.role ?? null, 'api-key.manage')
  const [keys, setKeys] = useState<ApiKey[]>([])
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const [error, setError] = useState<string | null>(null)
  const [newName, setNewName] = useState('')
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const [busy, setBusy] = useState(false)
  // Revoking cannot be undone (the tools using the key stop at once), so it is asked first.
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const lastRevokingId = useRef<string | null>(null)
  const nameFieldId = useId()

  const show = useCallback((items: ApiKey[]) => {
    setKeys(items)
    setStatus('loaded')
  }, [])
  const fail = useCallback((failure: unknown) => {
    setError(serverDetail(failure) ?? apiKeyMessages.loadFailed)
    setStatus('failed')
  }, [])
  const load = () => {
    setStatus('loading')
    return api.listApiKeys().then((answer) => show(answer.items), fail)
  }

  useEffect(() => {
    if (!allowed) return
    let current = true
    api.listApiKeys().then(
      (answer) => current && show(answer.items),
      (failure: unknown) => current && fail(failure),
    )
    return () => {
      current = false
    }
  }, [allowed, api, show, fail])

  if (!allowed) return null

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

  const onCreate = (event: FormEvent) => {
    event.preventDefault()
    void act(async () => {
      const key = await api.createApiKey({ name: newName.trim() })
      setCreated(key)
      setNewName('')
      const { key: _shownOnce, ...listed } = key
      setKeys((current) => [listed, ...current])
    }, apiKeyMessages.createFailed)
  }

  const askToRevoke = (apiKey: ApiKey) => {
    lastRevokingId.current = apiKey.id
    setRevoking(apiKey)
  }
  const revoke = (apiKey: ApiKey) =>
    void act(async () => {
      await api.revokeApiKey({ id: apiKey.id })
      if (created?.id === apiKey.id) setCreated(null)
      show((await api.listApiKeys()).items)
    }, apiKeyMessages.revokeFailed).finally(() => setRevoking(null))

  const live = keys.filter((apiKey) => apiKey.revoked_at === null).length
  return (
    <CollapsibleSection
      id={API_KEYS_SECTION_ID}
      title="API keys"
      subtitle={status === 'loaded' ? `${live} live ${live === 1 ? 'key' : 'keys'}` : undefined}
      headingLevel={3}
      defaultOpen={defaultOpen}
      open={open}
      onOpenChange={onOpenChange}
    >
      <div className={stack}>
        <p className={intro}>
          {apiKeyMessages.intro}{' '}
          <Link href="/api/docs#ingestFeedback">API reference with curl, Zapier and n8n examples</Link>
        </p>
        {created ? (
          <>
            <Alert severity="success" title={`Key “${created.name}” created`} onClose={() => setCreated(null)} closeLabel="Hide the key">
              {apiKeyMessages.shownOnce}
            </Alert>
            <div className={keyRow}>
              <p className={keyText} aria-label="New API key">
                {created.key}
              </p>
              <CopyButton value={created.key} label="Copy key" size="sm" />
            </div>
          </>
        ) : null}
        {status !== 'failed' && error ? <Alert severity="error">{error}</Alert> : null}
        <form className={createForm} onSubmit={onCreate} noValidate aria-label="Create an API key">
          <TextField id={nameFieldId} label="Key name" placeholder="e.g. Zapier: Typeform survey" value={newName} onChange={(event) => setNewName(event.target.value)} />
          <Button type="submit" className={formButton} disabled={newName.trim() === '' || busy}>
            Create key
          </Button>
        </form>
        {status === 'loading' ? (
          <Loading label="Loading the API keys">
            <Skeleton lines={2} />
          </Loading>
        ) : status === 'failed' ? (
          <LoadFailed title="No API keys" message={error ?? apiKeyMessages.loadFailed} onRetry={() => void load()} />
        ) : keys.length === 0 ? (
          <EmptyState size="sm" titleAs="p" title="No API keys yet." description="Create one for each tool that sends feedback." />
        ) : (
          <ul className={rowList} aria-label="API keys">
            {keys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} busy={busy} onRevoke={askToRevoke} />
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={revoking !== null}
          onOpenChange={(questionOpen) => {
            if (!questionOpen) setRevoking(null)
          }}
          title={`Revoke “${revoking?.name ?? ''}”?`}
          description={apiKeyMessages.revokeQuestion}
          confirmLabel="Revoke key"
          busy={busy}
          onConfirm={() => {
            if (revoking) revoke(revoking)
          }}
          // Back to the key's Revoke button when it stayed (Cancel), else to the field that names a new key.
          finalFocusEl={() =>
            document.querySelector<HTMLElement>(`[data-revoke-key="${lastRevokingId.current}"]`) ??
            document.getElementById(nameFieldId)
          }
        />
      </div>
    </CollapsibleSection>
  )
}
