import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react'
import { PasswordInput } from '@ark-ui/react/password-input'
import { Eye, EyeOff } from 'lucide-react'
import { cx } from '@styled-system/css'
import { textField } from '@styled-system/recipes'
import { IconButton } from '../IconButton'
import type { TextFieldBaseProps } from '../TextField'
import { FormField, hasContent, splitFieldProps } from '../TextField/field-description'

export interface PasswordFieldBaseProps extends Omit<TextFieldBaseProps, 'type'> {
  /** Whether the password shows as plain text (controlled). Pair with `onVisibilityChange`. */
  visible?: boolean | undefined
  /**
   * Whether the password starts visible when uncontrolled.
   * @default false
   */
  defaultVisible?: boolean | undefined
  /** Called with the new visibility when the show/hide button is pressed. */
  onVisibilityChange?: ((visible: boolean) => void) | undefined
  /**
   * `current-password` on sign-in, `new-password` on registration, so password managers offer the right thing.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password' | undefined
}

/** The password field's props: its own, plus the native input props that go to the `<input>`. */
export interface PasswordFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size' | 'children' | 'className' | 'autoComplete'>,
    PasswordFieldBaseProps {}

/**
 * A password input with a show/hide button labelled "Show password" / "Hide password" (Ark Field + PasswordInput).
 * Same look and props as TextField; the ref points at the input.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const { frame, rest } = splitFieldProps(props)
  const { startAdornment, className, visible, defaultVisible, onVisibilityChange, autoComplete = 'current-password', name, ...inputProps } =
    rest
  const classes = textField()
  return (
    <FormField {...frame} classes={{ ...classes, root: cx(classes.root, className) }}>
      {({ ariaDescribedBy }) => (
        <PasswordInput.Root
          visible={visible}
          defaultVisible={defaultVisible}
          onVisibilityChange={onVisibilityChange ? (details) => onVisibilityChange(details.visible) : undefined}
          autoComplete={autoComplete}
          name={name}
        >
          <PasswordInput.Control className={classes.control}>
            {hasContent(startAdornment) && <span className={classes.adornment}>{startAdornment}</span>}
            <PasswordInput.Input ref={ref} {...inputProps} aria-describedby={ariaDescribedBy} className={classes.input} />
            <PasswordInput.Context>
              {(api) => (
                <PasswordInput.VisibilityTrigger
                  asChild
                  // Ark keeps the trigger out of the tab order and toggles it on pointer down only; it is in the tab
                  // order here so keyboard users can reveal the password too (a keyboard click has detail 0).
                  tabIndex={0}
                  onClick={(event: MouseEvent<HTMLButtonElement>) => {
                    if (event.detail === 0) api.toggleVisible()
                  }}
                >
                  <IconButton label={api.visible ? 'Hide password' : 'Show password'} size="sm" className={classes.action}>
                    {api.visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
                  </IconButton>
                </PasswordInput.VisibilityTrigger>
              )}
            </PasswordInput.Context>
          </PasswordInput.Control>
        </PasswordInput.Root>
      )}
    </FormField>
  )
})

PasswordField.displayName = 'PasswordField'
