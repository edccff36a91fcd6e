import { forwardRef } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { iconButton } from '@styled-system/recipes'

export interface IconButtonBaseProps {
  /**
   * The accessible name of the button, set as `aria-label`. Required: an icon alone names nothing.
   */
  label: string
  /**
   * Width and height of the square button.
   * @default 'md'
   */
  size?: 'sm' | 'md' | undefined
}

export interface IconButtonProps extends Omit<HTMLArkProps<'button'>, 'aria-label'>, IconButtonBaseProps {}

/** A square button that holds one icon (its children, hidden from assistive technology) and is named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(props, ref) {
  const { label, size, className, children, asChild, ...rest } = props
  return (
    <ark.button
      ref={ref}
      // A link rendered through asChild keeps its own semantics: no button type on it.
      type={asChild ? undefined : 'button'}
      {...rest}
      asChild={asChild}
      aria-label={label}
      className={cx(iconButton({ size }), className)}
    >
      {children}
    </ark.button>
  )
})

IconButton.displayName = 'IconButton'
