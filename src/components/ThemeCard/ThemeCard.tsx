import { forwardRef, useId, type HTMLAttributes, type MouseEvent } from 'react'
import { Progress } from '@ark-ui/react/progress'
import { Mail, MessageSquare } from 'lucide-react'
import { cx } from '@styled-system/css'
import { themeCard } from '@styled-system/recipes'
import type { ThemeColor } from '../../theme/theme-colors'
import { Chip, type ToneLabel } from '../Chip'

export interface ThemeCardBaseProps {
  /** The theme's name: the card's title and the name of its button or link. */
  name: string
  /** What the theme covers. */
  description: string
  /** The accent colour (ThemeDialog's swatches). */
  color: ThemeColor
  /** Where the theme stands, e.g. 'Active' in the success tone. */
  status: ToneLabel
  /** How urgent it is, e.g. 'High' in the danger tone. */
  priority: ToneLabel
  /** How many features the theme groups. */
  featureCount: number
  /** Every mention of its features. */
  totalMentions: number
  /** Mentions found in Slack. */
  slackMentions: number
  /** Mentions found in email. */
  emailMentions: number
  /** Progress from 0 to 100 (clamped). */
  progress: number
  /** The owner's full name. */
  owner: string
  /**
   * Whether this is the theme shown in the detail panel: sets aria-current on its button or link.
   * @default false
   */
  selected?: boolean | undefined
  /** Called when the card is chosen (a click anywhere on it, Enter or Space on its title). */
  onSelect?: (() => void) | undefined
  /** Makes the title a link to this address (e.g. '/app/themes/3') instead of a button. */
  href?: string | undefined
  /** With `href`: called instead of the browser's navigation on a plain click, so the app's router can take over. */
  onNavigate?: ((href: string) => void) | undefined
  /**
   * Heading level of the theme's name.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | undefined
}

export interface ThemeCardProps extends Omit<HTMLAttributes<HTMLElement>, 'color' | 'onSelect'>, ThemeCardBaseProps {}

const count = new Intl.NumberFormat('en-US')
const plural = (n: number, word: string) => `${count.format(n)} ${word}${n === 1 ? '' : 's'}`
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * A product theme in the card grid: colour accent, name, description, status and priority chips, feature count,
 * mentions with the Slack/email split, a labelled progress bar and the owner. The name is a button (or a link with
 * `href`) stretched over the whole card, so the card is one target while its content stays readable.
 */
export const ThemeCard = forwardRef<HTMLElement, ThemeCardProps>(function ThemeCard(
  {
    name,
    description,
    color,
    status,
    priority,
    featureCount,
    totalMentions,
    slackMentions,
    emailMentions,
    progress,
    owner,
    selected = false,
    onSelect,
    href,
    onNavigate,
    headingLevel = 3,
    className,
    ...rest
  },
  ref,
) {
  const classes = themeCard()
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const value = Math.max(0, Math.min(100, Math.round(progress)))
  const initial = owner.trim()[0]?.toUpperCase()
  return (
    <article ref={ref} aria-labelledby={titleId} data-color={color} {...rest} className={cx(classes.root, className)}>
      <div className={classes.header}>
        <Heading className={classes.heading} id={titleId}>
          {href !== undefined ? (
            <a
              className={classes.trigger}
              href={href}
              aria-current={selected ? 'page' : undefined}
              onClick={(event) => {
                onSelect?.()
                if (onNavigate && isPlainClick(event)) {
                  event.preventDefault()
                  onNavigate(href)
                }
              }}
            >
              {name}
            </a>
          ) : (
            <button type="button" className={classes.trigger} aria-current={selected ? 'true' : undefined} onClick={onSelect}>
              {name}
            </button>
          )}
        </Heading>
        <div className={classes.chips}>
          <Chip tone={status.tone} size="sm">
            {status.label}
          </Chip>
          <Chip tone={priority.tone} size="sm">
            {priority.label}
            <span className={classes.srOnly}> priority</span>
          </Chip>
        </div>
      </div>
      <p className={classes.description}>{description}</p>
      <dl className={classes.stats}>
        <div className={classes.stat}>
          <dt className={classes.statLabel}>Features</dt>
          <dd className={classes.statValue}>{count.format(featureCount)}</dd>
        </div>
        <div className={classes.stat}>
          <dt className={classes.statLabel}>Mentions</dt>
          <dd className={classes.statValue}>{count.format(totalMentions)}</dd>
        </div>
      </dl>
      <p className={classes.split}>
        <span>
          <MessageSquare size={14} aria-hidden="true" />
          {plural(slackMentions, 'Slack mention')}
        </span>{' '}
        <span>
          <Mail size={14} aria-hidden="true" />
          {plural(emailMentions, 'email mention')}
        </span>
      </p>
      <Progress.Root className={classes.progress} value={value} min={0} max={100}>
        <div className={classes.progressHeader}>
          <Progress.Label>Progress</Progress.Label>
          <Progress.ValueText aria-live="off">{value}%</Progress.ValueText>
        </div>
        <Progress.Track className={classes.track} aria-label="Progress" aria-valuetext={`${value}%`}>
          <Progress.Range className={classes.range} />
        </Progress.Track>
      </Progress.Root>
      <p className={classes.footer}>
        {initial ? (
          <span className={classes.avatar} aria-hidden="true">
            {initial}
          </span>
        ) : null}
        <span>Owner: {owner}</span>
      </p>
    </article>
  )
})

ThemeCard.displayName = 'ThemeCard'
