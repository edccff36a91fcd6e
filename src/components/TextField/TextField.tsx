import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { Field } from '@ark-ui/react/field'
import { cx } from '@styled-system/css'
import { textField } from '@styled-system/recipes'
import { FormField, hasContent, splitFieldProps } from './field-description'

export interface TextFieldBaseProps {
  /** The visible label, tied to the input. */
  label: ReactNode
  /** A hint under the input (e.g. "Use your company email address"), read as the input's description. */
  helperText?: ReactNode
  /**
   * The error under the input while the field is invalid. It replaces the helper text and becomes the input's
   * description (`aria-describedby`), and the input is marked `aria-invalid`.
   */
  errorText?: ReactNode
  /**
   * Whether the value is invalid: red box, `aria-invalid` and the error text.
   * @default true when `errorText` is given, else false
   */
  invalid?: boolean | undefined
  /**
   * The input type.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'password' | 'date' | undefined
  /**
   * Whether a value is needed: a `*` after the label and the native `required` on the input.
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
  /** An icon or short prefix inside the box, before the input. Icons should be `aria-hidden`. */
  startAdornment?: ReactNode
  /** Class names for the root element (the label, box and message wrapper). */
  className?: string | undefined
}

/**
 * The text field's props: its own, plus every native input prop (`name`, `value`, `defaultValue`, `onChange`,
 * `placeholder`, `autoComplete`...), which go to the `<input>`.
 */
export interface TextFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size' | 'children' | 'className'>,
    TextFieldBaseProps {}

/** A labelled text input with helper and error text (Ark Field). The ref points at the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { frame, rest } = splitFieldProps(props)
  const { type = 'text', startAdornment, className, ...inputProps } = rest
  const classes = textField()
  return (
    <FormField {...frame} classes={{ ...classes, root: cx(classes.root, className) }}>
      {({ invalid, disabled, ariaDescribedBy }) => (
        <div className={classes.control} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
          {hasContent(startAdornment) && <span className={classes.adornment}>{startAdornment}</span>}
          <Field.Input ref={ref} type={type} {...inputProps} aria-describedby={ariaDescribedBy} className={classes.input} />
        </div>
      )}
    </FormField>
  )
})

TextField.displayName = 'TextField'
