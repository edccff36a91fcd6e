import { forwardRef, type ReactNode } from 'react'
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { cx } from '@styled-system/css'
import { emptyState } from '@styled-system/recipes'

export interface EmptyStateBaseProps {
  /** What is missing, e.g. 'No channels found'. */
  title: ReactNode
  /** What to do about it, e.g. 'Try adjusting your search terms'. */
  description?: ReactNode
  /** A decorative icon above the title, hidden from assistive technology. */
  icon?: ReactNode
  /** A button or link that fills the gap, e.g. 'Add Source'. */
  action?: ReactNode
  /**
   * The title's element: a heading level where the empty state heads a section, otherwise a paragraph.
   * @default 'p'
   */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p' | undefined
  /**
   * Announce it to screen readers when it appears (role="status"), e.g. as the answer to a search.
   * @default false
   */
  announce?: boolean | undefined
  /**
   * Spacing and icon size; `sm` fits inside lists and dialogs.
   * @default 'md'
   */
  size?: 'sm' | 'md' | undefined
}

export interface EmptyStateProps extends Omit<HTMLArkProps<'div'>, 'title'>, EmptyStateBaseProps {}

/** What a list or panel shows when it has nothing, e.g. 'No channels found' / 'Try adjusting your search terms'. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(props, ref) {
  const { title, description, icon, action, titleAs: Title = 'p', announce = false, size, className, ...rest } = props
  const styles = emptyState({ size })
  return (
    <ark.div ref={ref} role={announce ? 'status' : undefined} {...rest} className={cx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </ark.div>
  )
})

EmptyState.displayName = 'EmptyState'
