import { useId, useState, type FormEvent } from 'react'
import { css } from '@styled-system/css'
import type { CreateFeatureRequest, Priority, Theme } from '../../../api'
import { Button } from '../../../src/components/Button'
import { Dialog } from '../../../src/components/Dialog'
import { Select } from '../../../src/components/Select'
import { TextField } from '../../../src/components/TextField'
import { NONE, fromSelect, priorityItems, themeItems, withNone } from './options'

const form = css({ display: 'flex', flexDir: 'column', gap: '2' })

export interface AddFeatureDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  themes: readonly Theme[]
  /** The theme chosen at first: the one of the first column. */
  defaultThemeId: string | null
  busy: boolean
  onSubmit: (request: CreateFeatureRequest) => void | Promise<void>
}

/** The fields, mounted each time the dialog opens so they start empty. */
function AddFeatureForm({
  formId,
  themes,
  defaultThemeId,
  onSubmit,
}: Pick<AddFeatureDialogProps, 'themes' | 'defaultThemeId' | 'onSubmit'> & { formId: string }) {
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [themeId, setThemeId] = useState<string | null>(defaultThemeId)
  const [priority, setPriority] = useState<Priority>('medium')
  const [tried, setTried] = useState(false)
  const titleMissing = title.trim() === ''

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setTried(true)
    if (titleMissing) return
    void onSubmit({ title: title.trim(), description: description.trim(), theme_id: themeId, priority })
  }

  return (
    <form id={formId} className={form} onSubmit={submit} noValidate>
      <TextField
        label="Title"
        required
        errorText={tried && titleMissing ? 'Enter a title for the feature.' : undefined}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        autoComplete="off"
      />
      <TextField
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        autoComplete="off"
      />
      <Select
        label="Theme"
        items={withNone('No theme', themeItems(themes))}
        value={themeId ?? NONE}
        onValueChange={(value) => setThemeId(fromSelect(value))}
      />
      <Select
        label="Priority"
        items={priorityItems}
        value={priority}
        onValueChange={(value) => setPriority(fromSelect<Priority>(value) ?? 'medium')}
      />
    </form>
  )
}

/** Add Feature: a feature request someone heard outside the connected sources (source 'manual'). */
export function AddFeatureDialog({ open, onOpenChange, busy, ...formProps }: AddFeatureDialogProps) {
  const formId = useId()
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Add Feature</Dialog.Title>
          <Dialog.Description>Record a feature request by hand.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <AddFeatureForm formId={formId} {...formProps} />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button type="submit" form={formId} loading={busy}>
            Add Feature
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
