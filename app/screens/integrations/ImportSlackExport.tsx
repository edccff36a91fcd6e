import { css } from '@styled-system/css'
import type { SlackImport } from '../../../api'
import { Card } from '../../../src/components/Card'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { FileDropZone } from '../../../src/components/FileDropZone'
import { ProgressBar } from '../../../src/components/ProgressBar'
import { usePermission } from '../../state/auth'
import { importSummary, useSlackImport } from '../../state/integrations'

const note = css({ fontSize: 'sm', color: 'fg.muted' })
const failed = css({ fontSize: 'sm', color: 'danger.text' })
const status = css({ display: 'flex', flexDir: 'column', gap: '1', mt: '3' })

/**
 * Import a Slack export: drop or choose the .zip Slack made; the upload answers at once and the import's progress (day files
 * read) shows as a bar until it ends with what was stored and skipped, or why it failed. Admins only.
 */
export function ImportSlackExport() {
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
      <DisabledReason reason={manage.reason}>
        <FileDropZone
          label="Slack export (.zip)"
          hint="Drop the .zip here, or choose it."
          accept={['.zip', 'application/zip']}
          refusedMessage={(name) => `${name} is not a .zip file: choose the .zip that Slack's export made.`}
          disabled={busy}
          onFile={(file) => void start(file)}
        />
      </DisabledReason>
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
