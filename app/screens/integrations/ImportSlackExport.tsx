import { useId } from 'react'
import { css } from '@styled-system/css'
import type { SlackImport } from '../../../api'
import { Card } from '../../../src/components/Card'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { ProgressBar } from '../../../src/components/ProgressBar'
import { usePermission } from '../../state/auth'
import { importSummary, useSlackImport } from '../../state/integrations'

const field = css({ display: 'flex', flexDir: 'column', gap: '1', alignItems: 'flex-start' })
const label = css({ fontWeight: 'semibold', fontSize: 'sm' })
const note = css({ fontSize: 'sm', color: 'fg.muted' })
const failed = css({ fontSize: 'sm', color: 'danger.text' })
const status = css({ display: 'flex', flexDir: 'column', gap: '1', mt: '3' })
/** The native file input, its button drawn like the design system's outline buttons. */
const fileInput = css({
  fontSize: 'sm',
  color: 'fg.muted',
  _file: {
    mr: '3',
    px: '3',
    py: '1.5',
    borderWidth: 'thin',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'bg.paper',
    color: 'fg',
    fontWeight: 'semibold',
    cursor: 'pointer',
  },
  _disabled: { opacity: '0.6', _file: { cursor: 'not-allowed' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '[1px]' },
})

/**
 * Import a Slack export: pick the .zip Slack made; the upload answers at once and the import's progress (day files
 * read) shows as a bar until it ends with what was stored and skipped, or why it failed. Admins only.
 */
export function ImportSlackExport() {
  const inputId = useId()
  const manage = usePermission('source.manage')
  const { current, start } = useSlackImport()
  const busy =
    current.step === 'uploading' || (current.step === 'importing' && ['queued', 'running'].includes(current.slackImport.state))

  return (
    <Card
      title="Import a Slack export"
      titleAs="h3"
      description="Bring in a workspace's history from the .zip of Slack's Export data (up to 512 MB)."
    >
      <div className={field}>
        <label htmlFor={inputId} className={label}>
          Slack export (.zip)
        </label>
        <DisabledReason reason={manage.reason}>
          <input
            id={inputId}
            type="file"
            className={fileInput}
            accept=".zip,application/zip"
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              event.currentTarget.value = ''
              if (file) void start(file)
            }}
          />
        </DisabledReason>
      </div>
      <output className={status} aria-live="polite">
        {current.step === 'uploading' ? <span className={note}>Uploading {current.fileName}…</span> : null}
        {current.step === 'failed' ? <span className={failed}>{current.error}</span> : null}
        {current.step === 'importing' ? <ImportProgress slackImport={current.slackImport} /> : null}
      </output>
    </Card>
  )
}

function ImportProgress({ slackImport }: { slackImport: SlackImport }) {
  const name = slackImport.file_name ?? 'the export'
  if (slackImport.state === 'failed') return <span className={failed}>{slackImport.error}</span>
  if (slackImport.state === 'done') return <span className={note}>{importSummary(slackImport)}</span>
  return (
    <>
      <span className={note}>
        {slackImport.state === 'queued'
          ? `Import of ${name} queued…`
          : `Importing ${name}: ${slackImport.messages_stored.toLocaleString('en-US')} messages stored so far.`}
      </span>
      <ProgressBar
        label={`Import of ${name}`}
        value={slackImport.files_done}
        max={Math.max(1, slackImport.files_total)}
        formatValue={(done, total) => `${done} of ${total} day files`}
      />
    </>
  )
}
