import type { GmailMailbox } from './schemas/gmail'
import type { Integration, SyncProgress } from './schemas/slack'

/** What the sync of a source is doing, when there is something to show beside its 'Last sync' note. */
export interface SyncActivity {
  state: 'queued' | 'running' | 'error'
  /** One sentence for the row, e.g. 'Syncing 2 of 5 channels, 1,204 messages stored'. */
  message: string
  /** The channels (Slack) or labels (Gmail) the sync has finished, of all it follows. */
  channelsDone: number
  channelsTotal: number
  /** What those are called: 'channels' or 'labels'. */
  unit: SourceUnit
}

/** What a source follows: a Slack workspace's channels, a mailbox's labels. */
export type SourceUnit = 'channels' | 'labels'

/** The Settings screen's row for one integration (spec section 3, Integration view model). */
export interface IntegrationView {
  id: string
  name: string
  type: 'slack' | 'gmail'
  status: 'connected' | 'disconnected'
  /** 'Just now' whenever the server reports a sync, otherwise null. */
  lastSync: string | null
  /** The Slack channels or Gmail labels the source follows. */
  channels: Integration['channels']
  /** The sync under way or stopped; null when it is idle. */
  sync: SyncActivity | null
  /** Whether Sync now applies: a connected source Headway reads itself (not a Slack export imported as a file). */
  canSync: boolean
}

const isConnected = (status: Integration['status']) => status === 'pending' || status === 'connected'

export function toIntegrationView(integration: Integration): IntegrationView {
  return {
    id: integration.id,
    name: integration.team_name,
    type: 'slack',
    status: isConnected(integration.status) ? 'connected' : 'disconnected',
    lastSync: integration.last_synced ? 'Just now' : null,
    channels: integration.channels,
    sync: toSyncActivity(integration.sync, 'channels'),
    canSync: isConnected(integration.status) && integration.source === 'api',
  }
}

/** Not in the spec (its Gmail row was a placeholder): a connected mailbox, named by its address. */
export function toMailboxView(mailbox: GmailMailbox): IntegrationView {
  return {
    id: mailbox.id,
    name: mailbox.email_address,
    type: 'gmail',
    status: isConnected(mailbox.status) ? 'connected' : 'disconnected',
    lastSync: mailbox.last_synced ? 'Just now' : null,
    channels: mailbox.labels,
    sync: toSyncActivity(mailbox.sync, 'labels'),
    canSync: isConnected(mailbox.status),
  }
}

const countFormat = new Intl.NumberFormat('en-US')
const messagesStored = (count: number) => `${countFormat.format(count)} ${count === 1 ? 'message' : 'messages'} stored`

const stoppedMessage: Record<SourceUnit, string> = {
  channels: 'The sync stopped. Connect the workspace again to resume it.',
  labels: 'The sync stopped. Connect Gmail again to resume it.',
}

/** The server's sync progress as a person reads it; idle says nothing (the 'Last sync' note covers it). */
export function toSyncActivity(sync: SyncProgress, unit: SourceUnit): SyncActivity | null {
  const progress = { channelsDone: sync.channels_done, channelsTotal: sync.channels_total, unit }
  switch (sync.state) {
    case 'idle':
      return null
    case 'queued':
      // While queued the error, if any, explains a retry ("Could not reach Slack...").
      return { state: 'queued', message: sync.error ?? 'Sync waiting to start', ...progress }
    case 'running':
      return {
        state: 'running',
        message: `Syncing ${sync.channels_done} of ${sync.channels_total} ${unit}, ${messagesStored(sync.messages_stored)}`,
        ...progress,
      }
    case 'error':
      return { state: 'error', message: sync.error ?? stoppedMessage[unit], ...progress }
  }
}

/** The server's Slack integrations as rows, followed by its Gmail mailboxes. */
export function toIntegrationViews(integrations: Integration[], mailboxes: GmailMailbox[]): IntegrationView[] {
  return [...integrations.map(toIntegrationView), ...mailboxes.map(toMailboxView)]
}
