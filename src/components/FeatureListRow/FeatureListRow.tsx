import { memo } from 'react'
import { cx } from '@styled-system/css'
import { chip, featureListRow } from '@styled-system/recipes'
import type { ToneLabel } from '../Chip'

export interface FeatureListRowProps {
  /** The feature's title. */
  title: string
  /** Where the feature stands, e.g. 'In Progress' in the info tone. */
  status: ToneLabel
  /** How urgent it is, e.g. 'High' in the danger tone. */
  priority: ToneLabel
  /** Every mention of the feature. */
  totalMentions: number
  /** Mentions found in Slack. */
  slackMentions: number
  /** Mentions found in email. */
  emailMentions: number
  /** A chip before the status that marks the row out, e.g. 'Rising' in the accent tone; none when unset. */
  badge?: ToneLabel | null | undefined
  /** The assignee's full name, shown as an initial; none when unassigned. */
  assignee?: string | null | undefined
  /** Class names for the root element. */
  className?: string | undefined
}

// Class names are computed once: the row has no variants and a list can hold thousands of rows.
const classes = featureListRow()
const chipClass = new Map<string, string>()
function chipClassFor({ tone }: ToneLabel): string {
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
 * The row in one sentence, for screen readers and type-ahead: "Title, Rising, assigned to Sam Lee, In Progress, High
 * priority, 24 mentions: 18 Slack, 6 Email".
 */
export function featureListRowText(feature: FeatureListRowProps): string {
  const { title, badge, status, priority, totalMentions, slackMentions, emailMentions } = feature
  const name = feature.assignee?.trim()
  const mentions = plural(totalMentions, 'mention')
  const marks = `${badge ? `, ${badge.label}` : ''}${name ? `, assigned to ${name}` : ''}`
  return `${title}${marks}, ${status.label}, ${priority.label} priority, ${mentions}: ${count(slackMentions)} Slack, ${count(emailMentions)} Email`
}

/**
 * One feature's summary in a list row: title, an optional badge, status, priority, mentions with the Slack/email split
 * and the assignee's initial. Not interactive (the list's row is). Screen readers get the one sentence of
 * `featureListRowText` while the visual parts are hidden from them: fewer nodes than punctuating each part, which
 * matters in lists of thousands. Memoised: lists re-render only the rows whose props change.
 */
export const FeatureListRow = memo(function FeatureListRow(props: FeatureListRowProps) {
  const { title, badge, status, priority, totalMentions, slackMentions, emailMentions, assignee, className } = props
  const name = assignee?.trim()
  const mentions = plural(totalMentions, 'mention')
  return (
    <div className={cx(classes.root, className)}>
      <span className={classes.srOnly}>{featureListRowText(props)}</span>
      <span className={classes.title} aria-hidden="true">
        {title}
      </span>
      {name ? (
        <span className={classes.avatar} aria-hidden="true" title={name}>
          {name[0]!.toUpperCase()}
        </span>
      ) : null}
      <span className={classes.meta} aria-hidden="true">
        {badge ? <span className={chipClassFor(badge)}>{badge.label}</span> : null}
        <span className={chipClassFor(status)}>{status.label}</span>
        <span className={chipClassFor(priority)}>{priority.label}</span>
        <span className={classes.mentions}>{`${mentions} · ${count(slackMentions)} Slack · ${count(emailMentions)} Email`}</span>
      </span>
    </div>
  )
})
