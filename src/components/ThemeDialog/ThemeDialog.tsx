import { useState, type FormEvent, type Ref } from 'react'
import { DEFAULT_THEME_COLOR, themeColorLabels, themeColors, type ThemeColor } from '../../theme/theme-colors'
import { Button } from '../Button'
import { Dialog } from '../Dialog'
import { SegmentGroup } from '../SegmentGroup'
import { SwatchGroup } from '../SwatchGroup'
import { TextAreaField, TextField } from '../TextField'
import { formatTags, parseTags } from './parseTags'

/** What the dialog submits. Name and description are trimmed; tags are parsed from the comma-separated text. */
export interface ThemeFormValue<P extends string = string, S extends string = string> {
  name: string
  description: string
  color: ThemeColor
  priority: P
  status: S
  tags: string[]
}

/** The values of one segmented choice, in order, with their labels, and the one a new theme starts on. */
export interface ThemeChoices<T extends string> {
  options: ReadonlyArray<{ value: T; label: string }>
  defaultValue: T
}

export interface ThemeDialogProps<P extends string = string, S extends string = string> {
  /** Whether the dialog is open (controlled). */
  open: boolean
  /** Called with `false` when Cancel, the close icon, Escape or the backdrop closes the dialog, and after Save. */
  onOpenChange: (open: boolean) => void
  /**
   * 'create' titles the dialog 'Create Theme'; 'edit' titles it 'Edit Theme'.
   * @default 'create'
   */
  mode?: 'create' | 'edit' | undefined
  /** The theme being edited, or defaults for a new one. The form starts from it each time the dialog opens. */
  initialValue?: Partial<ThemeFormValue<P, S>> | undefined
  /** The priorities to choose from (e.g. High, Medium, Low). */
  priorities: ThemeChoices<P>
  /** The statuses to choose from (e.g. Active, Planning, Archived). */
  statuses: ThemeChoices<S>
  /** Called with the form's value when Save is pressed; the dialog then asks to close. */
  onSubmit: (value: ThemeFormValue<P, S>) => void
  /** Extra class names for the dialog's content. */
  className?: string | undefined
  /** The dialog's content element. */
  ref?: Ref<HTMLDivElement> | undefined
}

/** Whether Save is allowed: name and description must not be empty after trimming (spec section 5). */
export function canSaveTheme(value: Pick<ThemeFormValue, 'name' | 'description'>): boolean {
  return value.name.trim() !== '' && value.description.trim() !== ''
}

/** The swatches, named by their colour; the default one says so. */
const swatches = themeColors.map((color) => ({
  value: color,
  label: `${themeColorLabels[color]}${color === DEFAULT_THEME_COLOR ? ' (default)' : ''}`,
}))

interface FormProps<P extends string, S extends string> {
  mode: 'create' | 'edit'
  initialValue: Partial<ThemeFormValue<P, S>> | undefined
  priorities: ThemeChoices<P>
  statuses: ThemeChoices<S>
  onSubmit: (value: ThemeFormValue<P, S>) => void
  onClose: () => void
}

/** The form, mounted each time the dialog opens so it starts from `initialValue`. */
function ThemeForm<P extends string, S extends string>(props: FormProps<P, S>) {
  const { mode, initialValue, priorities, statuses, onSubmit, onClose } = props
  const [name, setName] = useState(initialValue?.name ?? '')
  const [description, setDescription] = useState(initialValue?.description ?? '')
  const [color, setColor] = useState<ThemeColor>(initialValue?.color ?? DEFAULT_THEME_COLOR)
  const [priority, setPriority] = useState<P>(initialValue?.priority ?? priorities.defaultValue)
  const [status, setStatus] = useState<S>(initialValue?.status ?? statuses.defaultValue)
  const [tagsText, setTagsText] = useState(formatTags(initialValue?.tags ?? []))
  const canSave = canSaveTheme({ name, description })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSave) return
    onSubmit({ name: name.trim(), description: description.trim(), color, priority, status, tags: parseTags(tagsText) })
    onClose()
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{mode === 'edit' ? 'Edit Theme' : 'Create Theme'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Form onSubmit={submit} noValidate>
        <Dialog.Body>
          <TextField
            label="Name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
          <TextAreaField
            label="Description"
            required
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={3}
          />
          <SwatchGroup label="Colour" options={swatches} value={color} onValueChange={setColor} />
          <SegmentGroup label="Priority" options={priorities.options} value={priority} onValueChange={setPriority} />
          <SegmentGroup label="Status" options={statuses.options} value={status} onValueChange={setStatus} />
          <TextField
            label="Tags"
            value={tagsText}
            onChange={(event) => setTagsText(event.target.value)}
            placeholder="e.g. mobile, performance, ux"
            helperText="Separate tags with commas"
            autoComplete="off"
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button type="submit" disabled={!canSave}>
            Save
          </Button>
        </Dialog.Footer>
      </Dialog.Form>
    </>
  )
}

/**
 * The dialog that creates or edits a product theme, built from the library's Dialog, TextField, TextAreaField,
 * SwatchGroup and SegmentGroup: name, description, colour, priority, status and comma-separated tags. Save stays
 * disabled until name and description hold text.
 */
export function ThemeDialog<P extends string, S extends string>(props: ThemeDialogProps<P, S>) {
  const { open, onOpenChange, mode = 'create', initialValue, priorities, statuses, onSubmit, className, ref } = props
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content ref={ref} className={className}>
        <ThemeForm
          mode={mode}
          initialValue={initialValue}
          priorities={priorities}
          statuses={statuses}
          onSubmit={onSubmit}
          onClose={() => onOpenChange(false)}
        />
      </Dialog.Content>
    </Dialog.Root>
  )
}
