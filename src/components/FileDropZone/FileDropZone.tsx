import { useState } from 'react'
import { Button as AriaButton, DropZone, FileTrigger, Text, type DropZoneProps } from 'react-aria-components'
import { CircleAlert, FileUp } from 'lucide-react'
import { button, fileDropZone } from '@styled-system/recipes'

export interface FileDropZoneProps {
  /** What the file is, e.g. "Slack export (.zip)": the drop target's accessible name, shown in it. */
  label: string
  /** A sentence under the label, e.g. the largest file taken. */
  hint?: string | undefined
  /**
   * The choose button's text.
   * @default 'Choose a file'
   */
  buttonLabel?: string | undefined
  /** The files taken: extensions (".zip") and MIME types ("application/zip", "text/*"); a file matching one is taken. */
  accept: readonly string[]
  /** Called with the file a person dropped, pasted or chose, once it matches `accept`. */
  onFile: (file: File) => void
  /** The sentence shown when a dropped or pasted file does not match `accept`, from its name. */
  refusedMessage: (fileName: string) => string
  /**
   * Takes no file: the button is disabled and drops are refused (e.g. while the last file is still being read).
   * @default false
   */
  disabled?: boolean | undefined
}

/** Whether a file matches one of the accepted extensions or MIME types (a type ending in "/*" takes its whole family). */
function acceptsFile(accept: readonly string[], file: Pick<File, 'name' | 'type'>): boolean {
  const name = file.name.toLowerCase()
  const type = file.type.toLowerCase()
  return accept.some((entry) => {
    const wanted = entry.toLowerCase()
    if (wanted.startsWith('.')) return name.endsWith(wanted)
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1))
    return type === wanted
  })
}

/**
 * A place to drop a file, paste one (Ctrl+V with the zone focused) or choose one with the button. A person dropping
 * several files gives the first that matches; a file that matches none is refused with `refusedMessage`, and nothing is
 * called. The file picker itself offers only the accepted types.
 */
export function FileDropZone({ label, hint, buttonLabel = 'Choose a file', accept, onFile, refusedMessage, disabled = false }: FileDropZoneProps) {
  const styles = fileDropZone()
  const [refused, setRefused] = useState<string | null>(null)

  function take(files: readonly File[]) {
    const file = files.find((candidate) => acceptsFile(accept, candidate))
    if (file) {
      setRefused(null)
      onFile(file)
    } else if (files[0]) {
      setRefused(refusedMessage(files[0].name))
    }
  }

  async function dropped(event: Parameters<NonNullable<DropZoneProps['onDrop']>>[0]) {
    const files = await Promise.all(event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])))
    take(files)
  }

  return (
    <div className={styles.root}>
      <DropZone className={styles.zone} isDisabled={disabled} onDrop={(event) => void dropped(event)}>
        <FileUp size={28} aria-hidden="true" className={styles.icon} />
        <Text slot="label" className={styles.label}>
          {label}
        </Text>
        {hint ? (
          <Text className={styles.hint}>{hint}</Text>
        ) : null}
        <FileTrigger acceptedFileTypes={accept} onSelect={(list) => take(list ? [...list] : [])}>
          <AriaButton className={button({ variant: 'outline', palette: 'secondary', size: 'sm' })} isDisabled={disabled}>
            {buttonLabel}
          </AriaButton>
        </FileTrigger>
      </DropZone>
      <div aria-live="polite">
        {refused ? (
          <span className={styles.error}>
            <CircleAlert size={14} aria-hidden="true" />
            {refused}
          </span>
        ) : null}
      </div>
    </div>
  )
}
