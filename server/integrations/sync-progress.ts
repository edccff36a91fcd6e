import type { SyncProgress, SyncState } from '../../api/schemas/slack'

/** Where a sync source stands, as its row says (a Slack integration, a Gmail mailbox). */
export interface SyncedSource {
  syncState: SyncState
  syncError: string | null
  syncRequestedAt: Date | null
  /** The ids of what it follows (channels, labels). */
  followed: readonly string[]
}

/** The sync state of one followed channel or label. */
export interface FollowedState {
  id: string
  messagesStored: number
  runActive: boolean
  lastCompletedAt: Date | null
}

/**
 * The progress the API shows: messages stored over every state (also of what is no longer followed), and how many of
 * the followed channels or labels have completed a run since the last sync was asked for.
 */
export function syncProgress(source: SyncedSource, states: readonly FollowedState[]): SyncProgress {
  const followed = new Set(source.followed)
  const done = states.filter(
    (state) =>
      followed.has(state.id) &&
      !state.runActive &&
      state.lastCompletedAt !== null &&
      (source.syncRequestedAt === null || state.lastCompletedAt >= source.syncRequestedAt),
  ).length
  return {
    state: source.syncState,
    messages_stored: states.reduce((sum, state) => sum + state.messagesStored, 0),
    channels_done: Math.min(done, followed.size),
    channels_total: followed.size,
    error: source.syncError,
  }
}
