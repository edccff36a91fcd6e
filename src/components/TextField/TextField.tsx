import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { Field } from '@ark-ui/react/field'
import { cx } from '@styled-system/css'
import { textField } from '@styled-system/recipes'
import { FieldMessage, fieldDescription, fieldTextIds, hasContent } from './field-description'

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
  const {
    label,
    helperText,
    errorText,
    invalid: invalidProp,
    type = 'text',
    required = false,
    disabled = false,
    readOnly = false,
    startAdornment,
    className,
    id: idProp,
    'aria-describedby': describedBy,
    ...inputProps
  } = props
  const autoId = useId()
  const id = idProp ?? autoId
  const invalid = invalidProp ?? hasContent(errorText)
  const classes = textField()
  const description = fieldDescription({ id, invalid, helperText, errorText, describedBy })

  return (
    <Field.Root
      id={id}
      ids={fieldTextIds(id)}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(classes.root, className)}
    >
      <Field.Label className={classes.label}>
        {label}
        <Field.RequiredIndicator className={classes.requiredIndicator} />
      </Field.Label>
      <div className={classes.control} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        {hasContent(startAdornment) && <span className={classes.adornment}>{startAdornment}</span>}
        <Field.Input ref={ref} type={type} {...inputProps} aria-describedby={description.ariaDescribedBy} className={classes.input} />
      </div>
      <FieldMessage {...description} helperText={helperText} errorText={errorText} classes={classes} />
    </Field.Root>
  )
})

TextField.displayName = 'TextField'
