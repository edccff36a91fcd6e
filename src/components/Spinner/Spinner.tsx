import { forwardRef } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { spinner } from '@styled-system/recipes'

export interface SpinnerBaseProps {
  /**
   * What is happening, read by screen readers (the spinner is a status) and not shown.
   * @default 'Loading'
   */
  label?: string | undefined
  /**
   * 16, 24 or 40 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | undefined
}

export interface SpinnerProps extends Omit<HTMLArkProps<'span'>, 'children'>, SpinnerBaseProps {}

/** A spinning ring for work in progress, announced as a status with a visually hidden label. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(props, ref) {
  const { label = 'Loading', size, className, ...rest } = props
  const styles = spinner({ size })
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- <output> is for the result of a calculation, not a busy indicator
    <ark.span ref={ref} role="status" {...rest} className={cx(styles.root, className)}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </ark.span>
  )
})

Spinner.displayName = 'Spinner'
