import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import { can, type AiPreview } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { CollapsibleSection } from '../../../src/components/CollapsibleSection'
import { EmptyState } from '../../../src/components/EmptyState'
import { Skeleton } from '../../../src/components/Skeleton'
import { TextField } from '../../../src/components/TextField'
import { useApi, useAuthState } from '../../state/auth'
import { LoadFailed } from '../shared/LoadFailed'
import { Loading } from '../shared/Loading'
import { rowList } from '../shared/layout'

export const aiPreviewMessages = {
  loadFailed: 'The preview could not be made. Try again.',
  local: 'Feedback is analysed on this machine: nothing is sent to an AI provider.',
} as const

const PURPOSES: Record<AiPreview['requests'][number]['purpose'], string> = {
  classify: 'Classification (every message)',
  extract: 'Request and title (feature requests only)',
  embed: 'Embeddings',
  place: 'Theme placement (features without a theme)',
  name: 'Theme name (features grouped into a suggested theme)',
}

const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const intro = css({ fontSize: 'sm', color: 'fg.muted', m: '0' })
const subheading = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' })
const itemRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '1.5', p: '1.5', borderWidth: 'thin', borderColor: 'border', borderRadius: 'card' })
const label = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', m: '0' })
const quote = css({ m: '0', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' })
const code = css({
  m: '0',
  p: '1.5',
  fontFamily: 'mono',
  fontSize: 'xs',
  bg: 'bg.subtle',
  color: 'fg',
  borderRadius: 'card',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})
const requestHead = css({ m: '0', fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' })
const pasteForm = css({ display: 'flex', alignItems: 'flex-start', gap: '1', flexWrap: 'wrap', '& > :first-child': { flex: '1', minW: '[14rem]' } })
const formButton = css({ mt: '[1.75rem]' })

function Preview({ preview }: { preview: AiPreview }) {
  if (!preview.leaves_machine) return <Alert severity="success">{aiPreviewMessages.local}</Alert>
  return (
    <div className={stack}>
      <p className={intro}>
        Messages are sent to <strong>{preview.endpoint_host}</strong> (model {preview.model}) after emails, phone numbers,
        Slack user ids and the authors&apos; names are replaced by placeholders. This preview sends nothing.
      </p>
      {preview.items.length === 0 ? (
        <EmptyState size="sm" titleAs="p" title="No feedback yet." description="Paste a message below to see what would be sent." />
      ) : (
        <ul className={rowList} aria-label="Messages and what would be sent">
          {preview.items.map((item, index) => (
            <li key={item.feedback_id ?? `pasted-${index}`} className={itemRow}>
              <div>
                <p className={label}>Message</p>
                <p className={quote}>{item.text}</p>
              </div>
              <div>
                <p className={label}>Sent</p>
                <p className={quote}>{item.sent ?? 'Nothing: no text is left once quotes and signatures are removed.'}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {preview.requests.length > 0 ? <h4 className={subheading}>Requests</h4> : null}
      {preview.requests.map((request, index) => (
        <div key={index} className={stack}>
          <p className={requestHead}>
            {PURPOSES[request.purpose]}: {request.method} {request.url}
          </p>
          <pre className={code} aria-label={`Body of request ${index + 1}, ${PURPOSES[request.purpose]}`}>
            {JSON.stringify(request.body, null, 2)}
          </pre>
        </div>
      ))}
    </div>
  )
}

export interface AiPreviewSectionProps {
  /**
   * Whether the section starts open.
   * @default false
   */
  defaultOpen?: boolean | undefined
}

/**
 * Workspace Settings' AI provider (not in the spec; issue 17): what the analysis would send to the configured AI
 * provider for the most recent feedback, or for a message an admin pastes, exactly as it would leave the machine
 * (redacted), without sending it. With the local provider, that nothing leaves the machine. Admins only.
 */
export function AiPreviewSection({ defaultOpen = false }: AiPreviewSectionProps) {
  const { user } = useAuthState()
  const api = useApi()
  const allowed = can(user?.role ?? null, 'ai.inspect')
  const [preview, setPreview] = useState<AiPreview | null>(null)
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const [error, setError] = useState<string | null>(null)
  const [text, setText] = useState('')

  const show = useCallback((answer: AiPreview) => {
    setPreview(answer)
    setError(null)
    setStatus('loaded')
  }, [])
  const fail = useCallback((failure: unknown) => {
    setError(serverDetail(failure) ?? aiPreviewMessages.loadFailed)
    setStatus('failed')
  }, [])
  const load = (pasted?: string) => {
    setStatus('loading')
    api.previewAiRequests(pasted ? { text: pasted } : {}).then(show, fail)
  }

  useEffect(() => {
    if (!allowed) return
    let current = true
    api.previewAiRequests({}).then(
      (answer) => current && show(answer),
      (failure: unknown) => current && fail(failure),
    )
    return () => {
      current = false
    }
  }, [allowed, api, show, fail])

  if (!allowed) return null

  const onPreview = (event: FormEvent) => {
    event.preventDefault()
    void load(text.trim())
  }

  return (
    <CollapsibleSection
      title="AI provider"
      subtitle={preview ? (preview.leaves_machine ? `${preview.endpoint_host} · ${preview.model}` : 'Local: nothing leaves this machine') : undefined}
      headingLevel={3}
      defaultOpen={defaultOpen}
    >
      <div className={stack}>
        {status === 'loading' ? (
          <Loading label="Loading the AI preview">
            <Skeleton lines={3} />
          </Loading>
        ) : status === 'failed' ? (
          <LoadFailed title="No preview" message={error ?? aiPreviewMessages.loadFailed} onRetry={() => void load(text.trim() || undefined)} />
        ) : preview ? (
          <Preview preview={preview} />
        ) : null}
        {/* Only a remote provider sends anything: with the local one there is nothing to preview. */}
        {preview?.leaves_machine ? (
          <form className={pasteForm} onSubmit={onPreview} noValidate aria-label="Preview a message">
            <TextField
              label="Message to preview"
              placeholder="Paste a customer message"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" className={formButton} variant="outline" disabled={text.trim() === '' || status === 'loading'}>
              Preview
            </Button>
          </form>
        ) : null}
      </div>
    </CollapsibleSection>
  )
}
