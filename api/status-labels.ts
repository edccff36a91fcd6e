import type { COMPETITOR_STATUSES, FeatureStatus, Priority } from './schemas/features'
import type { TellChannel, TellMessageState } from './schemas/tell'
import type { EDITABLE_THEME_STATUSES } from './schemas/themes'
import type { ConnectionState, IssueState, LinkState } from './schemas/trackers'
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

/** Where a tracker issue stands, as a feature's link shows it. */
export const issueStateStyles: Readonly<Record<IssueState, StatusStyle>> = {
  open: { tone: 'info', label: 'Open' },
  reopened: { tone: 'info', label: 'Reopened' },
  closed_completed: { tone: 'success', label: 'Closed: completed' },
  closed_not_planned: { tone: 'neutral', label: 'Closed: not planned' },
}

/** A tracker connection's health, as its connector card shows it. */
export const trackerConnectionStyles: Readonly<Record<ConnectionState, StatusStyle>> = {
  ok: { tone: 'success', label: 'Connected' },
  unauthorized: { tone: 'danger', label: 'Token refused' },
  rate_limited: { tone: 'warning', label: 'Rate limited' },
  unavailable: { tone: 'warning', label: 'Unreachable' },
}

/** A link's health beside its issue; `ok` shows nothing. */
export const issueLinkStyles: Readonly<Record<Exclude<LinkState, 'ok'>, StatusStyle>> = {
  not_found: { tone: 'danger', label: 'Issue not found' },
  unauthorized: { tone: 'danger', label: 'Token refused' },
  rate_limited: { tone: 'warning', label: 'Rate limited' },
  unavailable: { tone: 'warning', label: 'Unreachable' },
  disconnected: { tone: 'neutral', label: 'Not refreshed' },
}

/** How a requester is told, in words. */
export const tellChannelLabels: Readonly<Record<TellChannel, string>> = {
  slack_thread: 'Slack thread reply',
  email_reply: 'Email reply',
  email: 'Email',
  none: 'No way to reply',
}

/** A message to a requester: recorded and waiting, going out, sent or failed. */
export const tellMessageStyles: Readonly<Record<TellMessageState, StatusStyle>> = {
  queued: { tone: 'neutral', label: 'Queued' },
  sending: { tone: 'info', label: 'Sending' },
  sent: { tone: 'success', label: 'Sent' },
  failed: { tone: 'danger', label: 'Failed' },
}
