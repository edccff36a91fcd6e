import { useCallback, useEffect, useState } from 'react'
import { MAX_EXPORT_BYTES, type SlackImport } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { useApi } from '../auth'
import { useIntegrationActions } from './IntegrationsProvider'

/** Milliseconds between two reads of an import under way. */
export const IMPORT_POLL_INTERVAL_MS = 1000

export type SlackImportStep =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string }
  | { step: 'importing'; slackImport: SlackImport }
  | { step: 'failed'; fileName: string; error: string }

const tooLarge = `The file is larger than ${MAX_EXPORT_BYTES / (1024 * 1024)} MB, the most one upload may send.`

/** What an ended import did, as one sentence (its invalid records named when there were any). */
export function importSummary(slackImport: SlackImport): string {
  const { messages_stored, messages_skipped, channels, invalid } = slackImport
  const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
  const invalidCount = invalid.channels + invalid.users + invalid.messages + invalid.files
  return (
    `Imported ${plural(messages_stored, 'new message', 'new messages')} from ${plural(channels, 'channel', 'channels')}; ` +
    `${plural(messages_skipped, 'message', 'messages')} skipped (already stored, bots, joins).` +
    (invalidCount > 0 ? ` ${plural(invalidCount, 'invalid record', 'invalid records')} skipped.` : '')
  )
}

/**
 * Uploading a Slack export and following its import: the upload answers the queued import at once, which is read
 * again every IMPORT_POLL_INTERVAL_MS until it is done or failed; once done the data-source list is read again.
 * A file past MAX_EXPORT_BYTES is refused before it is sent.
 */
export function useSlackImport() {
  const api = useApi()
  const actions = useIntegrationActions()
  const [current, setCurrent] = useState<SlackImportStep>({ step: 'idle' })

  const start = useCallback(
    async (file: File) => {
      if (file.size > MAX_EXPORT_BYTES) {
        setCurrent({ step: 'failed', fileName: file.name, error: tooLarge })
        return
      }
      setCurrent({ step: 'uploading', fileName: file.name })
      try {
        setCurrent({ step: 'importing', slackImport: await api.importSlackExport(file, { file_name: file.name }) })
      } catch (error) {
        setCurrent({ step: 'failed', fileName: file.name, error: serverDetail(error) ?? 'The export could not be uploaded.' })
      }
    },
    [api],
  )

  const underWay = current.step === 'importing' && (current.slackImport.state === 'queued' || current.slackImport.state === 'running')
  const importId = current.step === 'importing' ? current.slackImport.id : null
  useEffect(() => {
    if (!underWay || !importId) return
    const timer = window.setInterval(() => {
      api.getSlackImport({ id: importId }).then(
        (slackImport) => {
          setCurrent({ step: 'importing', slackImport })
          if (slackImport.state === 'done') void actions.poll()
        },
        // A failed read is tried again at the next tick.
        () => undefined,
      )
    }, IMPORT_POLL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [underWay, importId, api, actions])

  return { current, start }
}
