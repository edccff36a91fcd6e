import type { Integration, SyncProgress } from './schemas/slack'

/** What the sync of a source is doing, when there is something to show beside its 'Last sync' note. */
export interface SyncActivity {
  state: 'queued' | 'running' | 'error'
  /** One sentence for the row, e.g. 'Syncing 2 of 5 channels, 1,204 messages stored'. */
  message: string
  channelsDone: number
  channelsTotal: number
}

/** The Settings screen's row for one integration (spec section 3, Integration view model). */
export interface IntegrationView {
  id: string
  name: string
  type: 'slack' | 'gmail'
  status: 'connected' | 'disconnected'
  /** 'Just now' whenever the server reports a sync, otherwise null. */
  lastSync: string | null
  channels: Integration['channels']
  /** The sync under way or stopped; null when it is idle (or for Gmail). */
  sync: SyncActivity | null
}

/** The always-disconnected Gmail row appended to the list. */
export const gmailPlaceholder: IntegrationView = {
  id: 'gmail',
  name: 'Gmail',
  type: 'gmail',
  status: 'disconnected',
  lastSync: null,
  channels: [],
  sync: null,
}

export function toIntegrationView(integration: Integration): IntegrationView {
  return {
    id: integration.id,
    name: integration.team_name,
    type: 'slack',
    status: integration.status === 'pending' || integration.status === 'connected' ? 'connected' : 'disconnected',
    lastSync: integration.last_synced ? 'Just now' : null,
    channels: integration.channels,
    sync: toSyncActivity(integration.sync),
  }
}

const countFormat = new Intl.NumberFormat('en-US')
const messagesStored = (count: number) => `${countFormat.format(count)} ${count === 1 ? 'message' : 'messages'} stored`

/** The server's sync progress as a person reads it; idle says nothing (the 'Last sync' note covers it). */
export function toSyncActivity(sync: SyncProgress): SyncActivity | null {
  const progress = { channelsDone: sync.channels_done, channelsTotal: sync.channels_total }
  switch (sync.state) {
    case 'idle':
      return null
    case 'queued':
      // While queued the error, if any, explains a retry ("Could not reach Slack...").
      return { state: 'queued', message: sync.error ?? 'Sync waiting to start', ...progress }
    case 'running':
      return {
        state: 'running',
        message: `Syncing ${sync.channels_done} of ${sync.channels_total} channels, ${messagesStored(sync.messages_stored)}`,
        ...progress,
      }
    case 'error':
      return { state: 'error', message: sync.error ?? 'The sync stopped. Connect the workspace again to resume it.', ...progress }
  }
}

/** The server's Slack integrations as rows, followed by the Gmail placeholder. */
export function toIntegrationViews(integrations: Integration[]): IntegrationView[] {
  return [...integrations.map(toIntegrationView), gmailPlaceholder]
}
