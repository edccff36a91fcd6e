import { forwardRef } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { button } from '@styled-system/recipes'

export interface ButtonBaseProps {
  /**
   * Visual weight: filled, outlined or text only.
   * @default 'solid'
   */
  variant?: 'solid' | 'outline' | 'ghost' | undefined
  /**
   * Colour palette from the theme.
   * @default 'primary'
   */
  palette?: 'primary' | 'secondary' | undefined
  /**
   * Height, padding and font size.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | undefined
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean | undefined
  /**
   * Show a spinner before the label, set `aria-busy` and `aria-disabled`, and ignore presses until the work is done.
   * The button stays focusable, so a keyboard user keeps their place while the request runs.
   * @default false
   */
  loading?: boolean | undefined
}

export interface ButtonProps extends HTMLArkProps<'button'>, ButtonBaseProps {}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const { variant, palette, size, fullWidth, loading = false, disabled, className, children, asChild, onClick, ...rest } =
    props
  const classes = cx(button({ variant, palette, size, fullWidth }), className)
  if (asChild) {
    // The child (e.g. a router link) becomes the button: it gets the styles and keeps its own element and role.
    return (
      <ark.button ref={ref} asChild {...rest} onClick={onClick} className={classes}>
        {children}
      </ark.button>
    )
  }
  return (
    <ark.button
      ref={ref}
      type="button"
      {...rest}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      // Cancelling the click also stops a submit button from submitting its form again.
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={classes}
    >
      {loading && <span data-part="spinner" aria-hidden="true" />}
      {children}
    </ark.button>
  )
})

Button.displayName = 'Button'
