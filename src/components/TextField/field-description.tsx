import type { ReactNode } from 'react'
import { Field } from '@ark-ui/react/field'
import { CircleAlert } from 'lucide-react'

/** Ids of a field's helper and error texts, derived from the control's id so they are stable across renders. */
/** Whether a node renders anything worth describing the control with. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== ''
}

export function fieldTextIds(id: string) {
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
export function fieldDescription({ id, invalid, helperText, errorText, describedBy }: FieldDescriptionInput) {
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
export function FieldMessage({ showError, showHelper, helperText, errorText, classes }: FieldMessageProps) {
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
