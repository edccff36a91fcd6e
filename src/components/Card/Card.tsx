import { forwardRef, type ReactNode } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { card } from '@styled-system/recipes'

export interface CardBaseProps {
  /** The heading of the card. */
  title?: ReactNode
  /**
   * The heading's level, to fit the page's outline.
   * @default 'h3'
   */
  titleAs?: 'h2' | 'h3' | 'h4' | undefined
  /** A line under the title. */
  description?: ReactNode
  /** Buttons or a menu at the end of the header. */
  actions?: ReactNode
  /** A bar under the body, e.g. for buttons. */
  footer?: ReactNode
  /**
   * How the card stands off the page: a border or a shadow.
   * @default 'outlined'
   */
  variant?: 'outlined' | 'elevated' | undefined
}

export interface CardProps extends Omit<HTMLArkProps<'div'>, 'title'>, CardBaseProps {}

/** A surface with the card radius (12 px): optional header (title, description, actions), body (children), footer. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(props, ref) {
  const { title, titleAs: Title = 'h3', description, actions, footer, variant, className, children, ...rest } = props
  const styles = card({ variant })
  const hasHeader = Boolean(title || description || actions)
  return (
    <ark.div ref={ref} {...rest} className={cx(styles.root, className)}>
      {hasHeader ? (
        <div className={styles.header}>
          <div className={styles.heading}>
            {title ? <Title className={styles.title}>{title}</Title> : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </ark.div>
  )
})

Card.displayName = 'Card'
