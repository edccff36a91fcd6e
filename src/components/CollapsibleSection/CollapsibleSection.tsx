import { forwardRef, type ReactNode } from 'react'
import { Collapsible } from '@ark-ui/react/collapsible'
import { ChevronDown } from 'lucide-react'
import { cx } from '@styled-system/css'
import { collapsibleSection } from '@styled-system/recipes'

type HeadingLevel = 2 | 3 | 4 | 5 | 6

export interface CollapsibleSectionProps {
  /** The section's title: the accessible name of the header button. */
  title: string
  /** A count shown after the title in brackets, e.g. the number of recent feedback items. Part of the button's name. */
  count?: number | undefined
  /** A short line after the title (e.g. "2 active connections"). Part of the button's name, as visible text must be. */
  subtitle?: ReactNode
  /** Controls beside the header button (e.g. an "Add Source" button); never inside it. */
  actions?: ReactNode
  /** The content shown while the section is open. */
  children?: ReactNode
  /**
   * Whether the section starts open when uncontrolled.
   * @default true
   */
  defaultOpen?: boolean | undefined
  /** Whether the section is open (controlled). Pair with `onOpenChange`. */
  open?: boolean | undefined
  /** Called with the new state when the header button is pressed. */
  onOpenChange?: ((open: boolean) => void) | undefined
  /**
   * The heading level that wraps the header button, so the section shows up in the page outline.
   * @default 2
   */
  headingLevel?: HeadingLevel | undefined
  /**
   * A framed paper card or a plain section with a divider.
   * @default 'card'
   */
  variant?: 'card' | 'plain' | undefined
  /**
   * Keep the content out of the DOM until the section is first opened.
   * @default false
   */
  lazyMount?: boolean | undefined
  /**
   * Prevent the section from being opened or closed.
   * @default false
   */
  disabled?: boolean | undefined
  /** Extra class names for the root element. */
  className?: string | undefined
  /** The root element's id. */
  id?: string | undefined
}

/**
 * A titled section with a header button that shows or hides its content (Ark Collapsible). The content's
 * height animates, except for people who prefer reduced motion.
 */
export const CollapsibleSection = forwardRef<HTMLDivElement, CollapsibleSectionProps>(function CollapsibleSection(
  {
    title,
    count,
    subtitle,
    actions,
    children,
    defaultOpen = true,
    open,
    onOpenChange,
    headingLevel = 2,
    variant,
    lazyMount = false,
    disabled = false,
    className,
    id,
  },
  ref,
) {
  const classes = collapsibleSection({ variant })
  const hasMeta = count !== undefined || (subtitle !== undefined && subtitle !== null && subtitle !== false)
  const Heading = `h${headingLevel}` as const
  return (
    <Collapsible.Root
      ref={ref}
      id={id}
      className={cx(classes.root, className)}
      // Ark starts from `open || defaultOpen`, so the default must not leak into controlled use.
      defaultOpen={open === undefined ? defaultOpen : undefined}
      open={open}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      lazyMount={lazyMount}
      disabled={disabled}
    >
      <div className={classes.header}>
        <Heading className={classes.heading}>
          <Collapsible.Trigger className={classes.trigger} aria-disabled={disabled || undefined}>
            <span className={classes.title}>{title}</span>
            {/* A space so the accessible name reads "Title subtitle"; flex layout ignores it visually. */}
            {hasMeta ? ' ' : null}
            {hasMeta ? (
              <span className={classes.meta}>
                {count !== undefined ? `(${count})` : null}
                {count !== undefined && subtitle ? ' ' : null}
                {subtitle}
              </span>
            ) : null}
            <Collapsible.Indicator className={classes.indicator}>
              <ChevronDown size={20} aria-hidden="true" />
            </Collapsible.Indicator>
          </Collapsible.Trigger>
        </Heading>
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </div>
      <Collapsible.Content className={classes.content}>
        <div className={classes.body}>{children}</div>
      </Collapsible.Content>
    </Collapsible.Root>
  )
})

CollapsibleSection.displayName = 'CollapsibleSection'
