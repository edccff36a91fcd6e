import { forwardRef, useId, type ReactNode } from 'react'
import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import { cx } from '@styled-system/css'
import { switchRecipe } from '@styled-system/recipes'

export interface SwitchProps {
  /** The label beside the switch (e.g. "Auto-sync data sources"); it names the switch and toggles it when clicked. */
  label: ReactNode
  /** A line under the label (e.g. "Syncs new data every hour"), read as the switch's description. */
  description?: ReactNode
  /** Whether the switch is on (controlled). Pair with `onCheckedChange`. */
  checked?: boolean | undefined
  /**
   * Whether the switch starts on when uncontrolled.
   * @default false
   */
  defaultChecked?: boolean | undefined
  /** Called with the new state when the person flips the switch. */
  onCheckedChange?: ((checked: boolean) => void) | undefined
  /**
   * Whether the switch is disabled.
   * @default false
   */
  disabled?: boolean | undefined
  /**
   * Whether the switch is invalid (`aria-invalid`).
   * @default false
   */
  invalid?: boolean | undefined
  /**
   * Whether the state can be seen but not changed.
   * @default false
   */
  readOnly?: boolean | undefined
  /** The form field name. */
  name?: string | undefined
  /**
   * The value submitted with the form while the switch is on.
   * @default 'on'
   */
  value?: string | undefined
  /** The id of the root; the ids of the parts derive from it. */
  id?: string | undefined
  /** Class names for the root element. */
  className?: string | undefined
}

/** An on/off switch with a label and an optional description (Ark Switch). The ref points at the native input. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(props, ref) {
  const { label, description, checked, defaultChecked, onCheckedChange, disabled, invalid, readOnly, name, value, id, className } =
    props
  const descriptionId = useId()
  const classes = switchRecipe()
  const hasDescription = description !== undefined && description !== null && description !== false

  return (
    <ArkSwitch.Root
      id={id}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={onCheckedChange ? (details) => onCheckedChange(details.checked) : undefined}
      disabled={disabled}
      invalid={invalid}
      readOnly={readOnly}
      name={name}
      value={value}
      className={cx(classes.root, className)}
    >
      <ArkSwitch.Control className={classes.control}>
        <ArkSwitch.Thumb className={classes.thumb} />
      </ArkSwitch.Control>
      <span className={classes.text}>
        <ArkSwitch.Label className={classes.label}>{label}</ArkSwitch.Label>
        {hasDescription && (
          <span id={descriptionId} className={classes.description}>
            {description}
          </span>
        )}
      </span>
      {/* Ark renders a plain checkbox; the switch role makes screen readers say "on/off" rather than "checked". The
          native checked state is the switch's state: aria-checked must not be set on a checkbox input (ARIA in HTML). */}
      {/* oxlint-disable-next-line jsx-a11y/role-has-required-aria-props */}
      <ArkSwitch.HiddenInput ref={ref} role="switch" aria-describedby={hasDescription ? descriptionId : undefined} />
    </ArkSwitch.Root>
  )
})

Switch.displayName = 'Switch'
