import { useId, type ReactNode } from 'react'
import { Field } from '@ark-ui/react/field'
import { CircleAlert } from 'lucide-react'

/** Whether a node renders anything worth describing the control with. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== ''
}

/** Ids of a field's helper and error texts, derived from the control's id so they are stable across renders. */
function fieldTextIds(id: string) {
  return { helperText: `${id}-helper`, errorText: `${id}-error` }
}

interface FieldDescriptionInput {
  id: string
  invalid: boolean
  helperText?: ReactNode
  errorText?: ReactNode
  /** Ids the caller passed in `aria-describedby`, kept after ours. */
  describedBy?: string | undefined
}

/**
 * What describes the control: the error text while the field is invalid and has one, otherwise the helper text.
 * Ark's Field points at the error with aria-errormessage only; aria-describedby is what screen readers read reliably.
 */
function fieldDescription({ id, invalid, helperText, errorText, describedBy }: FieldDescriptionInput) {
  const ids = fieldTextIds(id)
  const showError = invalid && hasContent(errorText)
  const showHelper = !showError && hasContent(helperText)
  const own = showError ? ids.errorText : showHelper ? ids.helperText : undefined
  return {
    showError,
    showHelper,
    ariaDescribedBy: [own, describedBy].filter(Boolean).join(' ') || undefined,
  }
}

interface FieldMessageProps {
  showError: boolean
  showHelper: boolean
  helperText?: ReactNode
  errorText?: ReactNode
  classes: { helperText: string; errorText: string }
}

/** The helper or the error text under a field, inside an Ark Field.Root (which sets their ids). */
function FieldMessage({ showError, showHelper, helperText, errorText, classes }: FieldMessageProps) {
  if (showError) {
    return (
      <Field.ErrorText className={classes.errorText}>
        <CircleAlert size={14} aria-hidden="true" />
        {errorText}
      </Field.ErrorText>
    )
  }
  if (showHelper) return <Field.HelperText className={classes.helperText}>{helperText}</Field.HelperText>
  return null
}

/** What every form field of the library takes for its frame (label, texts, states), apart from its control's own props. */
export interface FieldFrameProps {
  /** The control's id (from the caller, or made here); the helper and error texts' ids derive from it. */
  id?: string | undefined
  /** The visible label, drawn by Ark's Field.Label; leave it out when the control draws its own (a Select's). */
  label?: ReactNode
  helperText?: ReactNode
  errorText?: ReactNode
  /** Whether the value is invalid; defaults to whether there is an error text. */
  invalid?: boolean | undefined
  required?: boolean | undefined
  disabled?: boolean | undefined
  readOnly?: boolean | undefined
  /** Ids the caller passed in `aria-describedby`, kept after the field's own. */
  'aria-describedby'?: string | undefined
}

const FRAME_KEYS = ['id', 'label', 'helperText', 'errorText', 'invalid', 'required', 'disabled', 'readOnly', 'aria-describedby'] as const

/** A field's props split into its frame's (for FormField) and the rest (for its control). */
export function splitFieldProps<P extends FieldFrameProps>(props: P): { frame: FieldFrameProps; rest: Omit<P, (typeof FRAME_KEYS)[number]> } {
  const frame: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) ((FRAME_KEYS as readonly string[]).includes(key) ? frame : rest)[key] = value
  return { frame: frame as FieldFrameProps, rest: rest as Omit<P, (typeof FRAME_KEYS)[number]> }
}

export interface FormFieldProps extends FieldFrameProps {
  /** The recipe's classes: the root (with the caller's className added), the label, the `*`, and the two texts. */
  classes: { root: string; label: string; requiredIndicator: string; helperText: string; errorText: string }
  /** The control, given its id, whether it is invalid or disabled, and what describes it. */
  children: (field: { id: string; invalid: boolean; disabled: boolean; ariaDescribedBy: string | undefined }) => ReactNode
}

/**
 * The frame every form field of the library shares (Ark Field): the root that states required, disabled, read-only
 * and invalid to every part, the label with its `*`, the control, and the helper or error text under it.
 */
export function FormField(props: FormFieldProps) {
  const { id: idProp, label, helperText, errorText, required = false, disabled = false, readOnly = false, classes, children } = props
  const autoId = useId()
  const id = idProp ?? autoId
  const invalid = props.invalid ?? hasContent(errorText)
  const description = fieldDescription({ id, invalid, helperText, errorText, describedBy: props['aria-describedby'] })
  return (
    <Field.Root
      id={id}
      ids={fieldTextIds(id)}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={classes.root}
    >
      {label === undefined ? null : (
        <Field.Label className={classes.label}>
          {label}
          <Field.RequiredIndicator className={classes.requiredIndicator} />
        </Field.Label>
      )}
      {children({ id, invalid, disabled, ariaDescribedBy: description.ariaDescribedBy })}
      <FieldMessage {...description} helperText={helperText} errorText={errorText} classes={classes} />
    </Field.Root>
  )
}
