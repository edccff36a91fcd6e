import { forwardRef, memo, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react'
import { cx } from '@styled-system/css'
import { chip, featureListRow } from '@styled-system/recipes'
import { getChipStatusStyle, type FeatureStatus, type Priority } from '../Chip'

export interface FeatureListRowBaseProps {
  /** The feature's title. */
  title: string
  /** Where the feature stands. */
  status: FeatureStatus
  /** How urgent it is. */
  priority: Priority
  /** Every mention of the feature. */
  totalMentions: number
  /** Mentions found in Slack. */
  slackMentions: number
  /** Mentions found in email. */
  emailMentions: number
  /** The assignee's full name, shown as an initial; none when unassigned. */
  assignee?: string | null | undefined
  /**
   * Whether this is the feature shown in the detail panel: sets aria-current.
   * @default false
   */
  selected?: boolean | undefined
  /** Makes the row a link to this address (e.g. '/app/features/7') instead of a button. */
  href?: string | undefined
  /**
   * With `href`: called instead of the browser's navigation on a plain click, so the app's router can take over.
   * Modified clicks (new tab, new window) keep the browser's behaviour.
   */
  onNavigate?: ((href: string) => void) | undefined
}

export interface FeatureListRowProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title'>, FeatureListRowBaseProps {}

// Class names are computed once: the row has no variants and a list can hold thousands of rows.
const classes = featureListRow()
const chipClass = new Map<string, string>()
function chipClassFor(status: FeatureStatus | Priority): string {
  const tone = getChipStatusStyle(status).tone
  let className = chipClass.get(tone)
  if (className === undefined) {
    className = chip({ tone, size: 'sm' })
    chipClass.set(tone, className)
  }
  return className
}

const numberFormat = new Intl.NumberFormat('en-US')
const count = (n: number) => (n < 1000 ? String(n) : numberFormat.format(n))
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`

/**
 * The row's content. Screen readers get one sentence ("Title, assigned to Sam Lee, In Progress, High priority,
 * 24 mentions: 18 Slack, 6 Email") while the visual parts are hidden from them: fewer nodes than punctuating each
 * part, which matters in lists of thousands.
 */
function content({ title, status, priority, totalMentions, slackMentions, emailMentions, assignee }: FeatureListRowBaseProps) {
  const name = assignee?.trim()
  const statusLabel = getChipStatusStyle(status).label
  const priorityLabel = getChipStatusStyle(priority).label
  const mentions = plural(totalMentions, 'mention')
  return (
    <>
      <span className={classes.srOnly}>
        {`${title}${name ? `, assigned to ${name}` : ''}, ${statusLabel}, ${priorityLabel} priority, ${mentions}: ${count(slackMentions)} Slack, ${count(emailMentions)} Email`}
      </span>
      <span className={classes.title} aria-hidden="true">
        {title}
      </span>
      {name ? (
        <span className={classes.avatar} aria-hidden="true" title={name}>
          {name[0]!.toUpperCase()}
        </span>
      ) : null}
      <span className={classes.meta} aria-hidden="true">
        <span className={chipClassFor(status)}>{statusLabel}</span>
        <span className={chipClassFor(priority)}>{priorityLabel}</span>
        <span className={classes.mentions}>{`${mentions} · ${count(slackMentions)} Slack · ${count(emailMentions)} Email`}</span>
      </span>
    </>
  )
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * One feature in a list: title, status, priority, mentions with the Slack/email split and the assignee's initial.
 * A button (or a link with `href`) that carries aria-current while selected. Memoised: lists of thousands re-render
 * only the rows whose props change.
 */
export const FeatureListRow = memo(
  forwardRef<HTMLButtonElement, FeatureListRowProps>(function FeatureListRow(props, ref) {
    const {
      title,
      status,
      priority,
      totalMentions,
      slackMentions,
      emailMentions,
      assignee,
      selected = false,
      href,
      onNavigate,
      className,
      onClick,
      ...rest
    } = props
    const inner = content({ title, status, priority, totalMentions, slackMentions, emailMentions, assignee })
    if (href !== undefined) {
      const anchorRest = rest as AnchorHTMLAttributes<HTMLAnchorElement>
      return (
        <a
          ref={ref as Ref<HTMLAnchorElement>}
          {...anchorRest}
          href={href}
          aria-current={selected ? 'page' : undefined}
          className={cx(classes.root, className)}
          onClick={(event) => {
            // The same handler serves both elements; only the target's type differs.
            onClick?.(event as unknown as MouseEvent<HTMLButtonElement>)
            if (onNavigate && !event.defaultPrevented && isPlainClick(event)) {
              event.preventDefault()
              onNavigate(href)
            }
          }}
        >
          {inner}
        </a>
      )
    }
    return (
      <button
        ref={ref}
        type="button"
        {...rest}
        aria-current={selected ? 'true' : undefined}
        className={cx(classes.root, className)}
        onClick={onClick}
      >
        {inner}
      </button>
    )
  }),
)

FeatureListRow.displayName = 'FeatureListRow'
