import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import { FileSpreadsheet, Mail, MessageSquare, PenLine, Webhook } from 'lucide-react'
import { cx } from '@styled-system/css'
import { featureDetail } from '@styled-system/recipes'
import { Chip, type ToneLabel } from '../Chip'
import { CollapsibleSection } from '../CollapsibleSection'

/** Where a piece of feedback came from (spec: slack, gmail, manual; api for another tool sending it). */
export type FeedbackSource = 'slack' | 'gmail' | 'manual' | 'api' | 'csv'

export interface CompetitorEntry {
  /** The competitor's name. */
  name: string
  /** Whether and how they offer the feature, e.g. 'Beta' in the info tone. */
  status: ToneLabel
  /** Since when, as shown (e.g. 'Q2 2024'). */
  since?: string | undefined
  /** Notes on their offer. */
  notes?: string | undefined
}

export interface FeedbackEntry {
  /** The feedback's id, when it has one: the item's key, and how `renderFeedbackActions` tells items apart. */
  id?: string | undefined
  /** Who said it. */
  author: string
  /** Their company. */
  company?: string | undefined
  /** What they said. */
  message: string
  /** When, already formatted for display by the app (e.g. '2 days ago' or '12 Mar 2025'). */
  timestamp: string
  /** Where it came from: an icon with the text 'Slack', 'Email', 'Manual', 'API' or 'CSV' for assistive tech. */
  source: FeedbackSource
}

export interface FeatureDetailBaseProps {
  /** The feature's title: the panel's heading. */
  title: string
  /** Where the feature stands, e.g. 'In Progress' in the info tone. */
  status: ToneLabel
  /** How urgent it is, e.g. 'High' in the danger tone. */
  priority: ToneLabel
  /** A chip before the status that marks the feature out, e.g. 'Rising' in the accent tone; none when unset. */
  badge?: ToneLabel | null | undefined
  /** The full description; line breaks are kept. */
  description: string
  /**
   * Competitors and their offer of the feature.
   * @default []
   */
  competitiveAnalysis?: readonly CompetitorEntry[] | undefined
  /**
   * The latest feedback that mentions the feature.
   * @default []
   */
  recentFeedback?: readonly FeedbackEntry[] | undefined
  /** Controls for one feedback item (e.g. a menu to unlink it), shown at the end of the item's header line. */
  renderFeedbackActions?: ((entry: FeedbackEntry) => ReactNode) | undefined
  /** The Recent Feedback section's root, e.g. to move the focus to its header when an item leaves the list. */
  feedbackSectionRef?: Ref<HTMLDivElement> | undefined
  /**
   * Heading level of the title; the sections use the next level.
   * @default 2
   */
  headingLevel?: 2 | 3 | undefined
}

export interface FeatureDetailProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, FeatureDetailBaseProps {}

const sourceIcons = {
  slack: { label: 'Slack', Icon: MessageSquare },
  gmail: { label: 'Email', Icon: Mail },
  manual: { label: 'Manual', Icon: PenLine },
  api: { label: 'API', Icon: Webhook },
  csv: { label: 'CSV', Icon: FileSpreadsheet },
} as const

/**
 * The selected feature: title, an optional badge, status and priority, then collapsible Description (open),
 * Competitive Analysis and Recent Feedback sections, each feedback item marked with its source (an icon labelled
 * 'Slack', 'Email' or 'Manual').
 */
export const FeatureDetail = forwardRef<HTMLElement, FeatureDetailProps>(function FeatureDetail(
  {
    title,
    status,
    priority,
    badge,
    description,
    competitiveAnalysis = [],
    recentFeedback = [],
    renderFeedbackActions,
    feedbackSectionRef,
    headingLevel = 2,
    className,
    ...rest
  },
  ref,
) {
  const classes = featureDetail()
  const Heading = `h${headingLevel}` as const
  const sectionLevel = headingLevel === 2 ? 3 : 4
  return (
    <article ref={ref} {...rest} className={cx(classes.root, className)}>
      <header className={classes.header}>
        <Heading className={classes.title}>{title}</Heading>
        <div className={classes.chips}>
          {badge ? <Chip tone={badge.tone}>{badge.label}</Chip> : null}
          <Chip tone={status.tone}>{status.label}</Chip>
          <Chip tone={priority.tone}>
            {priority.label}
            <span className={classes.srOnly}> priority</span>
          </Chip>
        </div>
      </header>
      <CollapsibleSection title="Description" variant="plain" headingLevel={sectionLevel}>
        <p className={classes.description}>{description}</p>
      </CollapsibleSection>
      <CollapsibleSection title="Competitive Analysis" count={competitiveAnalysis.length} variant="plain" headingLevel={sectionLevel}>
        {competitiveAnalysis.length === 0 ? (
          <p className={classes.empty}>No competitive analysis yet.</p>
        ) : (
          <ul className={classes.list}>
            {competitiveAnalysis.map((entry) => (
              <li key={entry.name} className={classes.item}>
                <div className={classes.itemHeader}>
                  <span className={classes.itemTitle}>{entry.name}</span>{' '}
                  <Chip tone={entry.status.tone} size="sm">
                    {entry.status.label}
                  </Chip>
                  {entry.since ? <span className={classes.itemMeta}> Since {entry.since}</span> : null}
                </div>
                {entry.notes ? <p className={classes.itemText}>{entry.notes}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </CollapsibleSection>
      <CollapsibleSection
        ref={feedbackSectionRef}
        title="Recent Feedback"
        count={recentFeedback.length}
        variant="plain"
        headingLevel={sectionLevel}
      >
        {recentFeedback.length === 0 ? (
          <p className={classes.empty}>No feedback yet.</p>
        ) : (
          <ul className={classes.list}>
            {recentFeedback.map((entry, index) => {
              const { label, Icon } = sourceIcons[entry.source]
              return (
                // Without an id, author and time are stable within a list.
                <li key={entry.id ?? `${entry.author}-${entry.timestamp}-${index}`} className={classes.item}>
                  <div className={classes.itemHeader}>
                    <span className={classes.source} data-source={entry.source} title={label}>
                      <Icon size={14} aria-hidden="true" />
                      <span className={classes.srOnly}>{label}</span>
                    </span>{' '}
                    <span className={classes.itemTitle}>{entry.author}</span>
                    {entry.company ? <span className={classes.itemMeta}> · {entry.company}</span> : null}
                    <span className={classes.itemMeta}> · {entry.timestamp}</span>
                    {renderFeedbackActions ? <span className={classes.itemActions}>{renderFeedbackActions(entry)}</span> : null}
                  </div>
                  <p className={classes.itemText}>{entry.message}</p>
                </li>
              )
            })}
          </ul>
        )}
      </CollapsibleSection>
    </article>
  )
})

FeatureDetail.displayName = 'FeatureDetail'
