import { describe, expect, it } from 'vitest'
import type { Integration } from './schemas/slack'
import type { GmailMailbox } from './schemas/gmail'
import { toIntegrationViews, toSyncActivity } from './view-models'

const integration = (status: Integration['status'], lastSynced: string | null): Integration => ({
  id: `id-${status}`,
  team_name: 'Acme Workspace',
  status,
  last_synced: lastSynced,
  channels: [{ id: 'C01', name: 'feedback' }],
  source: 'api',
  sync: { state: 'idle', messages_stored: 0, channels_done: 1, channels_total: 1, error: null },
})

describe('toIntegrationViews', () => {
  it('maps pending and connected to connected, every other status to disconnected', () => {
    const statuses = ['pending', 'connected', 'syncing', 'error', 'disconnected'] as const
    const views = toIntegrationViews(
      statuses.map((status) => integration(status, null)),
      [],
    )
    expect(views.map((view) => view.status)).toEqual([
      'connected',
      'connected',
      'disconnected',
      'disconnected',
      'disconnected',
    ])
  })

  it('names the row after the team and shows Just now whenever a sync is reported', () => {
    const [synced, neverSynced] = toIntegrationViews([
      integration('connected', '2025-01-15T08:00:00.000Z'),
      integration('connected', null),
    ], [])
    expect(synced).toEqual({
      id: 'id-connected',
      name: 'Acme Workspace',
      type: 'slack',
      status: 'connected',
      lastSync: 'Just now',
      channels: [{ id: 'C01', name: 'feedback' }],
      sync: null,
      canSync: true,
    })
    expect(neverSynced?.lastSync).toBeNull()
  })

  it('says what a sync under way or stopped is doing, and nothing when it is idle', () => {
    const progress = { messages_stored: 1204, channels_done: 2, channels_total: 5, error: null }
    expect(toSyncActivity({ ...progress, state: 'idle' }, 'channels')).toBeNull()
    expect(toSyncActivity({ ...progress, state: 'running' }, 'channels')).toEqual({
      state: 'running',
      message: 'Syncing 2 of 5 channels, 1,204 messages stored',
      channelsDone: 2,
      channelsTotal: 5,
      unit: 'channels',
    })
    expect(toSyncActivity({ ...progress, state: 'running' }, 'labels')?.message).toBe(
      'Syncing 2 of 5 labels, 1,204 messages stored',
    )
    expect(toSyncActivity({ ...progress, state: 'queued' }, 'channels')?.message).toBe('Sync waiting to start')
    const retry = 'Could not reach Slack. Headway tries again in a minute.'
    expect(toSyncActivity({ ...progress, state: 'queued', error: retry }, 'channels')?.message).toBe(retry)
    const refused = 'Slack no longer accepts the saved token. Connect the workspace again.'
    expect(toSyncActivity({ ...progress, state: 'error', error: refused }, 'channels')?.message).toBe(refused)
    expect(toSyncActivity({ ...progress, state: 'error' }, 'labels')?.message).toBe(
      'The sync stopped. Connect Gmail again to resume it.',
    )
  })

  it('lists the Slack workspaces, then the Gmail mailboxes named by their address; nothing when there are none', () => {
    const mailbox: GmailMailbox = {
      id: 'mailbox-1',
      email_address: 'feedback@acme.com',
      status: 'connected',
      last_synced: null,
      labels: [{ id: 'Label_1', name: 'Customer feedback' }],
      sync: { state: 'idle', messages_stored: 12, channels_done: 1, channels_total: 1, error: null },
    }
    expect(toIntegrationViews([], [])).toEqual([])
    const views = toIntegrationViews([integration('connected', null)], [mailbox])
    expect(views.map((view) => [view.type, view.name])).toEqual([
      ['slack', 'Acme Workspace'],
      ['gmail', 'feedback@acme.com'],
    ])
    expect(views[1]).toMatchObject({ status: 'connected', lastSync: null, channels: mailbox.labels, sync: null, canSync: true })
  })

  it('offers Sync now for connected sources Headway reads, not for imported exports or broken connections', () => {
    const exported = { ...integration('connected', null), source: 'export' as const }
    const views = toIntegrationViews([integration('connected', null), exported, integration('error', null)], [])
    expect(views.map((view) => view.canSync)).toEqual([true, false, false])
  })
})
