import { forwardRef } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { link } from '@styled-system/recipes'

export interface LinkBaseProps {
  /**
   * `inline` for links inside running text (always underlined); `standalone` for links that stand on their own
   * (bold, underlined on hover and focus).
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone' | undefined
}

/**
 * Anchor props plus `asChild`: pass a router link as the only child (`<Link asChild><RouterLink to="/register" /></Link>`)
 * and it renders with the link style and keeps its own navigation.
 */
export interface LinkProps extends HTMLArkProps<'a'>, LinkBaseProps {}

/** A styled anchor. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { variant, className, ...rest } = props
  return <ark.a ref={ref} {...rest} className={cx(link({ variant }), className)} />
})

Link.displayName = 'Link'
