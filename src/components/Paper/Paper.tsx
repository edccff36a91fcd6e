import { forwardRef } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { paper } from '@styled-system/recipes'

export interface PaperBaseProps {
  /**
   * How the surface stands off the page: a border, a shadow or nothing.
   * @default 'outlined'
   */
  variant?: 'outlined' | 'elevated' | 'flat' | undefined
  /**
   * Inner spacing: 0, 8, 16 or 24 px.
   * @default 'md'
   */
  padding?: 'none' | 'sm' | 'md' | 'lg' | undefined
}

export interface PaperProps extends HTMLArkProps<'div'>, PaperBaseProps {}

/** The plain surface (paper colour, radius md) that panels and lists sit on. `asChild` renders it as another element. */
export const Paper = forwardRef<HTMLDivElement, PaperProps>(function Paper(props, ref) {
  const { variant, padding, className, ...rest } = props
  return <ark.div ref={ref} {...rest} className={cx(paper({ variant, padding }), className)} />
})

Paper.displayName = 'Paper'
