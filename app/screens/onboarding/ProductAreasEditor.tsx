import { useState } from 'react'
import { Plus, X } from 'lucide-react'
import { css } from '@styled-system/css'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { IconButton } from '../../../src/components/IconButton'
import { Skeleton } from '../../../src/components/Skeleton'
import { TextField } from '../../../src/components/TextField'
import type { ProductAreasEditor as Editor } from './use-product-areas'

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '1',
  listStyle: 'none',
  m: '0',
  p: '0',
})
const row = css({ display: 'flex', alignItems: 'flex-end', gap: '0.5' })
const grow = css({ flex: '1', minW: '[0]' })
const addRow = css({ display: 'flex', alignItems: 'flex-end', gap: '1', mt: '1.5' })
const hidden = css({ srOnly: true })

export interface ProductAreasEditorProps {
  editor: Editor
  /** Why the person may not edit them (their role): the list is read only, with this reason. Null when they may. */
  reason?: string | null | undefined
}

/** The themes a new company starts from, each renamed in place, removed, or added at the end. */
export function ProductAreasEditor({ editor, reason }: ProductAreasEditorProps) {
  const [adding, setAdding] = useState('')
  const { areas } = editor
  const add = () => {
    if (!adding.trim()) return
    editor.add(adding)
    setAdding('')
  }
  return (
    <div>
      {editor.error ? (
        <Alert severity="error" className={css({ mb: '1.5' })}>
          {editor.error}
        </Alert>
      ) : null}
      {reason ? (
        <Alert severity="info" className={css({ mb: '1.5' })}>
          {reason}
        </Alert>
      ) : null}
      {areas === null ? (
        editor.error ? null : <Skeleton variant="text" lines={4} />
      ) : (
        <ul className={list} aria-label="Starter themes">
          {areas.map((area, index) => (
            // oxlint-disable-next-line react/no-array-index-key -- the position is an area's identity: a rename changes its name
            <li key={index} className={row}>
              <TextField
                className={grow}
                label={<span className={hidden}>Theme {index + 1}</span>}
                value={area.name}
                readOnly={!!reason}
                onChange={(event) => editor.rename(index, event.currentTarget.value)}
              />
              {reason ? null : (
                <IconButton label={`Remove ${area.name || `theme ${index + 1}`}`} size="sm" onClick={() => editor.remove(index)}>
                  <X />
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {areas === null || reason ? null : (
        <form
          className={addRow}
          onSubmit={(event) => {
            event.preventDefault()
            add()
          }}
        >
          <TextField className={grow} label="Add a theme" value={adding} onChange={(event) => setAdding(event.currentTarget.value)} />
          <Button type="submit" variant="outline" disabled={!adding.trim()}>
            <Plus size={16} aria-hidden="true" />
            Add
          </Button>
        </form>
      )}
    </div>
  )
}
