import { forwardRef, useId, useImperativeHandle, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import { Check, Minus } from 'lucide-react'
import { cx } from '@styled-system/css'
import { checkbox } from '@styled-system/recipes'

export interface CheckboxProps {
  /** The label beside the box; it names the checkbox and toggles it when clicked. */
  label: ReactNode
  /** A line under the label, read as the checkbox's description. */
  helperText?: ReactNode
  /**
   * Whether the box is ticked (controlled). `'indeterminate'` shows a dash, e.g. for a "select all" that covers some
   * of its items. Pair with `onCheckedChange`.
   */
  checked?: boolean | 'indeterminate' | undefined
  /**
   * Whether the box starts ticked when uncontrolled.
   * @default false
   */
  defaultChecked?: boolean | 'indeterminate' | undefined
  /** Called with the new state when the person ticks or unticks the box. */
  onCheckedChange?: ((checked: boolean) => void) | undefined
  /**
   * Whether the checkbox is disabled.
   * @default false
   */
  disabled?: boolean | undefined
  /**
   * Whether the checkbox is invalid (red border, `aria-invalid`).
   * @default false
   */
  invalid?: boolean | undefined
  /**
   * Whether the box must be ticked to submit the form.
   * @default false
   */
  required?: boolean | undefined
  /**
   * Whether the state can be seen but not changed.
   * @default false
   */
  readOnly?: boolean | undefined
  /** The form field name. */
  name?: string | undefined
  /**
   * The value submitted with the form while the box is ticked.
   * @default 'on'
   */
  value?: string | undefined
  /** The id of the root; the ids of the parts derive from it. */
  id?: string | undefined
  /** Class names for the root element. */
  className?: string | undefined
}

/** A checkbox with a label and an optional helper line (Ark Checkbox). The ref points at the native checkbox input. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  const {
    label,
    helperText,
    checked,
    defaultChecked,
    onCheckedChange,
    disabled,
    invalid,
    required,
    readOnly,
    name,
    value,
    id,
    className,
  } = props
  const helperId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, [])
  const classes = checkbox()
  const hasHelper = helperText !== undefined && helperText !== null && helperText !== false
  const indeterminate = (checked ?? defaultChecked) === 'indeterminate'

  // Zag sets the input's `indeterminate` only when the state changes, so a box that starts indeterminate would be
  // announced as unchecked; set it here for the first render and for a controlled change to indeterminate.
  useLayoutEffect(() => {
    if (indeterminate && inputRef.current) inputRef.current.indeterminate = true
  }, [indeterminate])

  return (
    <ArkCheckbox.Root
      id={id}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={onCheckedChange ? (details) => onCheckedChange(details.checked === true) : undefined}
      disabled={disabled}
      invalid={invalid}
      required={required}
      readOnly={readOnly}
      name={name}
      value={value}
      className={cx(classes.root, className)}
    >
      <ArkCheckbox.Control className={classes.control}>
        <ArkCheckbox.Indicator className={classes.indicator}>
          <Check size={14} strokeWidth={3} aria-hidden="true" />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate className={classes.indicator}>
          <Minus size={14} strokeWidth={3} aria-hidden="true" />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <span className={classes.text}>
        <ArkCheckbox.Label className={classes.label}>{label}</ArkCheckbox.Label>
        {hasHelper && (
          <span id={helperId} className={classes.helperText}>
            {helperText}
          </span>
        )}
      </span>
      <ArkCheckbox.HiddenInput ref={inputRef} aria-describedby={hasHelper ? helperId : undefined} />
    </ArkCheckbox.Root>
  )
})

Checkbox.displayName = 'Checkbox'
