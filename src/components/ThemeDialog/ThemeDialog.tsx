import { useState, type FormEvent, type Ref } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { Field } from '@ark-ui/react/field'
import { Portal } from '../Portal'
import { RadioGroup } from '@ark-ui/react/radio-group'
import { X } from 'lucide-react'
import { cx } from '@styled-system/css'
import { themeDialog } from '@styled-system/recipes'
import { DEFAULT_THEME_COLOR, themeColorLabels, themeColors, type ThemeColor } from '../../theme/theme-colors'
import { Button } from '../Button'
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

type Classes = ReturnType<typeof themeDialog>

/** Whether Save is allowed: name and description must not be empty after trimming (spec section 5). */
export function canSaveTheme(value: Pick<ThemeFormValue, 'name' | 'description'>): boolean {
  return value.name.trim() !== '' && value.description.trim() !== ''
}

interface SegmentsProps<T extends string> {
  label: string
  value: T
  options: ReadonlyArray<{ value: T; label: string }>
  onChange: (value: T) => void
  classes: Classes
}

/** A row of mutually exclusive options (Ark RadioGroup) drawn as a segmented control. */
function Segments<T extends string>({ label, value, options, onChange, classes }: SegmentsProps<T>) {
  return (
    <RadioGroup.Root
      className={classes.group}
      value={value}
      orientation="horizontal"
      onValueChange={(details) => {
        if (details.value) onChange(details.value as T)
      }}
    >
      <RadioGroup.Label className={classes.groupLabel}>{label}</RadioGroup.Label>
      <div className={classes.segments}>
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} className={classes.segment}>
            <RadioGroup.ItemText className={classes.segmentText}>{option.label}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  )
}

interface FormProps<P extends string, S extends string> {
  mode: 'create' | 'edit'
  initialValue: Partial<ThemeFormValue<P, S>> | undefined
  priorities: ThemeChoices<P>
  statuses: ThemeChoices<S>
  onSubmit: (value: ThemeFormValue<P, S>) => void
  onClose: () => void
  classes: Classes
}

/** The form, mounted each time the dialog opens so it starts from `initialValue`. */
function ThemeForm<P extends string, S extends string>(props: FormProps<P, S>) {
  const { mode, initialValue, priorities, statuses, onSubmit, onClose, classes } = props
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
    <form className={classes.form} onSubmit={submit} noValidate>
      <div className={classes.header}>
        <Dialog.Title className={classes.title}>{mode === 'edit' ? 'Edit Theme' : 'Create Theme'}</Dialog.Title>
        <Dialog.CloseTrigger className={classes.closeTrigger} aria-label="Close" data-no-autofocus="">
          <X size={20} aria-hidden="true" />
        </Dialog.CloseTrigger>
      </div>
      <div className={classes.body}>
        <Field.Root className={classes.field} required>
          <Field.Label className={classes.label}>Name</Field.Label>
          <Field.Input className={classes.input} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </Field.Root>
        <Field.Root className={classes.field} required>
          <Field.Label className={classes.label}>Description</Field.Label>
          <Field.Textarea
            className={classes.textarea}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={3}
          />
        </Field.Root>
        <RadioGroup.Root
          className={classes.group}
          value={color}
          orientation="horizontal"
          onValueChange={(details) => {
            if (details.value) setColor(details.value as ThemeColor)
          }}
        >
          <RadioGroup.Label className={classes.groupLabel}>Colour</RadioGroup.Label>
          <div className={classes.swatches}>
            {themeColors.map((option) => (
              <RadioGroup.Item key={option} value={option} className={classes.swatch} title={themeColorLabels[option]}>
                <RadioGroup.ItemControl className={classes.swatchControl} data-color={option} />
                <RadioGroup.ItemText className={classes.srOnly}>
                  {themeColorLabels[option]}
                  {option === DEFAULT_THEME_COLOR ? ' (default)' : ''}
                </RadioGroup.ItemText>
                <RadioGroup.ItemHiddenInput />
              </RadioGroup.Item>
            ))}
          </div>
        </RadioGroup.Root>
        <Segments label="Priority" value={priority} options={priorities.options} onChange={setPriority} classes={classes} />
        <Segments label="Status" value={status} options={statuses.options} onChange={setStatus} classes={classes} />
        <Field.Root className={classes.field}>
          <Field.Label className={classes.label}>Tags</Field.Label>
          <Field.Input
            className={classes.input}
            value={tagsText}
            onChange={(event) => setTagsText(event.target.value)}
            placeholder="e.g. mobile, performance, ux"
            autoComplete="off"
          />
          <Field.HelperText className={classes.helper}>Separate tags with commas</Field.HelperText>
        </Field.Root>
      </div>
      <div className={classes.footer}>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          Save
        </Button>
      </div>
    </form>
  )
}

/**
 * The dialog that creates or edits a product theme (Ark Dialog): name, description, colour (swatches as a radio
 * group), priority, status and comma-separated tags. Save stays disabled until name and description hold text.
 */
export function ThemeDialog<P extends string, S extends string>(props: ThemeDialogProps<P, S>) {
  const { open, onOpenChange, mode = 'create', initialValue, priorities, statuses, onSubmit } = props
  const { className, ref } = props
  const classes = themeDialog()
  const layer = (
    <>
      <Dialog.Backdrop className={classes.backdrop} />
        <Dialog.Positioner className={classes.positioner}>
          <Dialog.Content ref={ref} className={cx(classes.content, className)}>
            <ThemeForm
              mode={mode}
              initialValue={initialValue}
              priorities={priorities}
              statuses={statuses}
              onSubmit={onSubmit}
              onClose={() => onOpenChange(false)}
              classes={classes}
            />
          </Dialog.Content>
        </Dialog.Positioner>
    </>
  )
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>{layer}</Portal>
    </Dialog.Root>
  )
}
