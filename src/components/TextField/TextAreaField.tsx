import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { Field } from '@ark-ui/react/field'
import { cx } from '@styled-system/css'
import { textField } from '@styled-system/recipes'
import { FormField, splitFieldProps } from './field-description'

export interface TextAreaFieldBaseProps {
  /** The visible label, tied to the text area. */
  label: ReactNode
  /** A hint under the box, read as its description. */
  helperText?: ReactNode
  /** The error under the box while the field is invalid; it replaces the helper text as the description. */
  errorText?: ReactNode
  /**
   * Whether the value is invalid: red box, `aria-invalid` and the error text.
   * @default true when `errorText` is given, else false
   */
  invalid?: boolean | undefined
  /**
   * Whether a value is needed: a `*` after the label and the native `required`.
   * @default false
   */
  required?: boolean | undefined
  /**
   * Whether the field is disabled.
   * @default false
   */
  disabled?: boolean | undefined
  /**
   * Whether the value can be read and selected but not changed.
   * @default false
   */
  readOnly?: boolean | undefined
  /** Class names for the root element. */
  className?: string | undefined
}

/** The text area field's props: its own, plus every native textarea prop (`rows`, `value`, `onChange`...). */
export interface TextAreaFieldProps
  extends Omit<ComponentPropsWithoutRef<'textarea'>, 'children' | 'className'>,
    TextAreaFieldBaseProps {}

/** A labelled text of several lines (Ark Field), in the same frame as TextField. The ref points at the textarea. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(props, ref) {
  const { frame, rest } = splitFieldProps(props)
  const { className, ...textareaProps } = rest
  const classes = textField()
  return (
    <FormField {...frame} classes={{ ...classes, root: cx(classes.root, className) }}>
      {({ ariaDescribedBy }) => (
        <Field.Textarea ref={ref} {...textareaProps} aria-describedby={ariaDescribedBy} className={classes.textarea} />
      )}
    </FormField>
  )
})

TextAreaField.displayName = 'TextAreaField'
