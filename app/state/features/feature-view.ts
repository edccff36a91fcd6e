import {
  competitorStatusStyles,
  featureStatusStyles,
  priorityStyles,
  risingStyle,
  type FeatureDetail,
  type FeatureSummary,
  type FeedbackQuote,
} from '../../../api'
import type { FeatureDetailBaseProps, FeedbackSource } from '../../../src/components/FeatureDetail'
import type { FeatureListItem } from '../../../src/components/FeatureList'
import { displayDate } from '../display-date'
import { personName } from '../person-name'

/** The API says 'email' where the design system, after the spec, says 'gmail'. */
const feedbackSource = (source: FeedbackQuote['source']): FeedbackSource => (source === 'email' ? 'gmail' : source)

/** A feature as its row in the ranked list shows it. */
export function toFeatureListItem(feature: FeatureSummary): FeatureListItem {
  return {
    id: feature.id,
    title: feature.title,
    status: featureStatusStyles[feature.status],
    priority: priorityStyles[feature.priority],
    badge: feature.rising ? risingStyle : null,
    totalMentions: feature.total_mentions,
    slackMentions: feature.slack_mentions,
    emailMentions: feature.email_mentions,
    assignee: personName(feature.assignee) || null,
  }
}

/** A feature as the detail panel's collapsible sections show it. */
export function toFeatureDetailProps(feature: FeatureDetail): FeatureDetailBaseProps {
  return {
    title: feature.title,
    status: featureStatusStyles[feature.status],
    priority: priorityStyles[feature.priority],
    badge: feature.rising ? risingStyle : null,
    description: feature.full_description || feature.description || 'No description yet.',
    competitiveAnalysis: feature.competitors.map((competitor) => ({
      name: competitor.name,
      status: competitorStatusStyles[competitor.status],
      since: competitor.since ?? undefined,
      notes: competitor.notes || undefined,
    })),
    recentFeedback: feature.recent_feedback.map((quote) => ({
      id: quote.id,
      author: quote.author,
      company: quote.company ?? undefined,
      message: quote.message,
      timestamp: displayDate(quote.timestamp),
      source: feedbackSource(quote.source),
    })),
  }
}
