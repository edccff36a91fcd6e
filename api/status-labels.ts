import type { COMPETITOR_STATUSES, FeatureStatus, Priority } from './schemas/features'
import type { IssueState } from './schemas/trackers'
import type { EDITABLE_THEME_STATUSES } from './schemas/themes'
import type { IntegrationView } from './view-models'

/**
 * How a status reads: its colour (a tone of the design system's Chip, named by meaning) and its words. The product
 * decides both; the library only draws a tone and a label.
 */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent'

export interface StatusStyle {
  tone: StatusTone
  label: string
}

export const featureStatusStyles: Readonly<Record<FeatureStatus, StatusStyle>> = {
  backlog: { tone: 'neutral', label: 'Backlog' },
  'in-progress': { tone: 'info', label: 'In Progress' },
  review: { tone: 'accent', label: 'Review' },
  completed: { tone: 'success', label: 'Completed' },
}

export const priorityStyles: Readonly<Record<Priority, StatusStyle>> = {
  high: { tone: 'danger', label: 'High' },
  medium: { tone: 'warning', label: 'Medium' },
  low: { tone: 'neutral', label: 'Low' },
}

/** The statuses a person sets; a suggestion is shown as planning until someone answers it. */
export const themeStatusStyles: Readonly<Record<(typeof EDITABLE_THEME_STATUSES)[number], StatusStyle>> = {
  active: { tone: 'success', label: 'Active' },
  planning: { tone: 'info', label: 'Planning' },
  archived: { tone: 'neutral', label: 'Archived' },
}

export const competitorStatusStyles: Readonly<Record<(typeof COMPETITOR_STATUSES)[number], StatusStyle>> = {
  available: { tone: 'success', label: 'Available' },
  beta: { tone: 'info', label: 'Beta' },
  enterprise: { tone: 'accent', label: 'Enterprise' },
  planned: { tone: 'warning', label: 'Planned' },
  'not-available': { tone: 'neutral', label: 'Not Available' },
}

/** A data source as its row shows it: connected (including while the server sets it up) or not. */
export const connectionStyles: Readonly<Record<IntegrationView['status'], StatusStyle>> = {
  connected: { tone: 'success', label: 'Connected' },
  disconnected: { tone: 'neutral', label: 'Disconnected' },
}

/** A feature or theme whose mentions this week stand out against its own history (api/rising.ts). */
export const risingStyle: StatusStyle = { tone: 'accent', label: 'Rising' }

/** How an issue state of a tracker reads, in the status mapping and beside a link. */
export const issueStateLabels: Readonly<Record<IssueState, string>> = {
  open: 'Opened',
  reopened: 'Reopened',
  closed_completed: 'Closed as completed',
  closed_not_planned: 'Closed as not planned',
}
