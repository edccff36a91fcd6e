import { forwardRef } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { skeleton } from '@styled-system/recipes'

export interface SkeletonBaseProps {
  /**
   * The shape: lines of text, a rectangle or a circle (e.g. for an avatar).
   * @default 'text'
   */
  variant?: 'text' | 'rect' | 'circle' | undefined
  /**
   * Height of a rect (40, 56 or 120 px) or diameter of a circle (32, 40 or 56 px, as the avatar sizes).
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | undefined
  /**
   * Number of text lines; the last of several is shorter.
   * @default 1
   */
  lines?: number | undefined
}

export interface SkeletonProps extends Omit<HTMLArkProps<'div'>, 'children'>, SkeletonBaseProps {}

/**
 * A pulsing placeholder for content that is loading. It is hidden from assistive technology (mark the loading region
 * with aria-busy or show a Spinner for that) and stops pulsing under prefers-reduced-motion.
 */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(props, ref) {
  const { variant = 'text', size, lines = 1, className, ...rest } = props
  const styles = skeleton({ variant, size })
  if (variant !== 'text') {
    return <ark.div ref={ref} aria-hidden="true" {...rest} className={cx(styles.item, className)} />
  }
  return (
    <ark.div ref={ref} aria-hidden="true" {...rest} className={cx(styles.group, className)}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <span key={index} className={styles.item} />
      ))}
    </ark.div>
  )
})

Skeleton.displayName = 'Skeleton'
