import { MAX_CHANNELS_PER_CONNECTION, MAX_LABELS_PER_MAILBOX, toIntegrationViews } from '../../../api'
import type { Channel, GmailLabel, GmailMailbox, Integration, IntegrationView } from '../../../api'

export type ConnectStep = 'tokens' | 'channels'

/** The Connect Slack Workspace flow: the dialog's steps, or the same steps inline in onboarding. */
export interface ConnectState {
  open: boolean
  step: ConnectStep
  /** The Slack user token as typed. */
  token: string
  /** After "Connect with Slack" (OAuth): the handle the exchange answered, sent instead of the token. */
  connectHandle: string | null
  /** From the token validation: the workspace's name and its channels. */
  teamName: string | null
  channels: Channel[]
  searchText: string
  /** Ids of the ticked channels, at most MAX_CHANNELS_PER_CONNECTION. */
  selected: string[]
  /** The request under way, if any. */
  pending: 'validating' | 'connecting' | null
  /** The inline alert's message; editing the token clears it. */
  error: string | null
}

/** Connect Gmail, back from Google's consent page: the mailbox granted, its labels, and the ones ticked. */
export interface GmailConnectState {
  emailAddress: string | null
  labels: GmailLabel[]
  /** Days of past mail the first sync reads. */
  backfillDays: number | null
  /** Ids of the ticked labels, at most MAX_LABELS_PER_MAILBOX. */
  selected: string[]
  /** What connect sends for the mailbox Google granted (valid 10 minutes). */
  connectHandle: string | null
  pending: 'exchanging' | 'connecting' | null
  error: string | null
}

export interface IntegrationsState {
  /** 'failed' shows as an empty list (the spec only logs the failure). */
  listStatus: 'idle' | 'loading' | 'loaded' | 'failed'
  integrations: Integration[]
  mailboxes: GmailMailbox[]
  /** The id of the integration or mailbox being disconnected. */
  removing: string | null
  connect: ConnectState
  gmail: GmailConnectState
}

export type IntegrationsEvent =
  | { type: 'integrations/loadStarted' }
  | { type: 'integrations/loaded'; integrations: Integration[]; mailboxes: GmailMailbox[] }
  | { type: 'integrations/loadFailed' }
  | { type: 'integrations/removeStarted'; id: string }
  | { type: 'integrations/removed'; id: string }
  | { type: 'integrations/removeFailed' }
  | { type: 'sync/requested'; integration: Integration }
  | { type: 'sync/mailboxRequested'; mailbox: GmailMailbox }
  | { type: 'connect/opened' }
  | { type: 'connect/closed' }
  | { type: 'connect/tokenChanged'; token: string }
  | { type: 'connect/validationStarted' }
  | { type: 'connect/validated'; teamName: string; channels: Channel[]; connectHandle?: string | undefined }
  | { type: 'connect/validationFailed'; error: string }
  | { type: 'connect/searchChanged'; searchText: string }
  | { type: 'connect/selectionChanged'; selected: string[] }
  | { type: 'connect/channelToggled'; id: string }
  | { type: 'connect/connectStarted' }
  | { type: 'connect/connected'; integration: Integration }
  | { type: 'connect/connectFailed'; error: string }
  | { type: 'connect/errorDismissed' }
  | { type: 'gmail/exchangeStarted' }
  | { type: 'gmail/exchanged'; emailAddress: string; labels: GmailLabel[]; backfillDays: number; connectHandle: string }
  | { type: 'gmail/failed'; error: string }
  | { type: 'gmail/labelsChanged'; selected: string[] }
  | { type: 'gmail/connectStarted' }
  | { type: 'gmail/connected'; mailbox: GmailMailbox }

export function initialConnectState(): ConnectState {
  return {
    open: false,
    step: 'tokens',
    token: '',
    connectHandle: null,
    teamName: null,
    channels: [],
    searchText: '',
    selected: [],
    pending: null,
    error: null,
  }
}

export function initialGmailConnectState(): GmailConnectState {
  return { emailAddress: null, labels: [], backfillDays: null, selected: [], connectHandle: null, pending: null, error: null }
}

export function initialIntegrationsState(): IntegrationsState {
  return {
    listStatus: 'idle',
    integrations: [],
    mailboxes: [],
    removing: null,
    connect: initialConnectState(),
    gmail: initialGmailConnectState(),
  }
}

/** Keeps the selection a set of known channels or labels, in the order ticked, capped at the maximum. */
function cappedSelection(ids: readonly string[], known: ReadonlyArray<{ id: string }>, max: number): string[] {
  const knownIds = new Set(known.map((item) => item.id))
  return [...new Set(ids)].filter((id) => knownIds.has(id)).slice(0, max)
}

/** Puts a saved integration or mailbox in its list: in place when it is there, else at the end. */
function upsert<T extends { id: string }>(list: T[], saved: T): void {
  const index = list.findIndex((item) => item.id === saved.id)
  if (index === -1) list.push(saved)
  else list[index] = saved
}

export function integrationsReducer(draft: IntegrationsState, event: IntegrationsEvent): void {
  const connect = draft.connect
  switch (event.type) {
    case 'integrations/loadStarted':
      draft.listStatus = 'loading'
      break
    case 'integrations/loaded':
      draft.listStatus = 'loaded'
      draft.integrations = event.integrations
      draft.mailboxes = event.mailboxes
      break
    case 'integrations/loadFailed':
      draft.listStatus = 'failed'
      draft.integrations = []
      draft.mailboxes = []
      break
    case 'integrations/removeStarted':
      draft.removing = event.id
      break
    case 'integrations/removed':
      draft.removing = null
      draft.integrations = draft.integrations.filter((integration) => integration.id !== event.id)
      draft.mailboxes = draft.mailboxes.filter((mailbox) => mailbox.id !== event.id)
      break
    case 'integrations/removeFailed':
      draft.removing = null
      break
    case 'sync/requested':
      upsert(draft.integrations, event.integration)
      break
    case 'sync/mailboxRequested':
      upsert(draft.mailboxes, event.mailbox)
      break
    case 'connect/opened':
      // Opening starts over: token, channel list, search text and selection are reset.
      draft.connect = { ...initialConnectState(), open: true }
      break
    case 'connect/closed':
      draft.connect = initialConnectState()
      break
    case 'connect/tokenChanged':
      connect.token = event.token
      connect.error = null
      break
    case 'connect/validationStarted':
      connect.pending = 'validating'
      connect.error = null
      break
    case 'connect/validated':
      connect.pending = null
      connect.step = 'channels'
      connect.teamName = event.teamName
      connect.channels = event.channels
      connect.connectHandle = event.connectHandle ?? null
      connect.searchText = ''
      connect.selected = []
      break
    case 'connect/validationFailed':
      connect.pending = null
      connect.step = 'tokens'
      connect.error = event.error
      break
    case 'connect/searchChanged':
      connect.searchText = event.searchText
      break
    case 'connect/selectionChanged':
      connect.selected = cappedSelection(event.selected, connect.channels, MAX_CHANNELS_PER_CONNECTION)
      connect.error = null
      break
    case 'connect/channelToggled':
      if (connect.selected.includes(event.id)) {
        connect.selected = connect.selected.filter((id) => id !== event.id)
      } else {
        // Ticking is blocked once the maximum is reached; unticking always works.
        connect.selected = cappedSelection([...connect.selected, event.id], connect.channels, MAX_CHANNELS_PER_CONNECTION)
      }
      connect.error = null
      break
    case 'connect/connectStarted':
      connect.pending = 'connecting'
      connect.error = null
      break
    case 'connect/connected':
      upsert(draft.integrations, event.integration)
      draft.connect = initialConnectState()
      break
    case 'connect/connectFailed':
      // The dialog stays open on the channels step with the selection kept.
      connect.pending = null
      connect.error = event.error
      break
    case 'connect/errorDismissed':
      connect.error = null
      break
    case 'gmail/exchangeStarted':
      draft.gmail = { ...initialGmailConnectState(), pending: 'exchanging' }
      break
    case 'gmail/exchanged':
      draft.gmail = {
        ...initialGmailConnectState(),
        emailAddress: event.emailAddress,
        labels: event.labels,
        backfillDays: event.backfillDays,
        connectHandle: event.connectHandle,
      }
      break
    case 'gmail/failed':
      // After a failed connect the labels and the selection stay, so the person can try again.
      draft.gmail.pending = null
      draft.gmail.error = event.error
      break
    case 'gmail/labelsChanged':
      draft.gmail.selected = cappedSelection(event.selected, draft.gmail.labels, MAX_LABELS_PER_MAILBOX)
      draft.gmail.error = null
      break
    case 'gmail/connectStarted':
      draft.gmail.pending = 'connecting'
      draft.gmail.error = null
      break
    case 'gmail/connected':
      upsert(draft.mailboxes, event.mailbox)
      draft.gmail = initialGmailConnectState()
      break
  }
}

/** The rows of the data-source list: the Slack integrations, then the Gmail mailboxes; nothing while not loaded. */
export function selectIntegrationViews(state: IntegrationsState): IntegrationView[] {
  return state.listStatus === 'loaded' ? toIntegrationViews(state.integrations, state.mailboxes) : []
}

export const selectIsListLoading = (state: IntegrationsState): boolean =>
  state.listStatus === 'idle' || state.listStatus === 'loading'

/** '{n} active connections' and 'Integration Progress: X of Y sources connected'. */
export function selectConnectionProgress(views: readonly IntegrationView[]): { connected: number; total: number } {
  return { connected: views.filter((view) => view.status === 'connected').length, total: views.length }
}

/** Next is disabled (and does nothing) while the token is empty or a request is under way. */
export const selectCanValidate = (connect: ConnectState): boolean =>
  connect.token.trim() !== '' && connect.pending === null

/** Connect is disabled while no channel is ticked or a request is under way. */
export const selectCanConnect = (connect: ConnectState): boolean =>
  connect.step === 'channels' && connect.selected.length > 0 && connect.pending === null

/** Whether a sync of any integration is queued or running: the list is then worth reading again. */
export const selectIsSyncUnderWay = (state: IntegrationsState): boolean =>
  [...state.integrations, ...state.mailboxes].some(({ sync }) => sync.state === 'queued' || sync.state === 'running')

/** Connect Gmail is disabled while no label is ticked or a request is under way. */
export const selectCanConnectGmail = (gmail: GmailConnectState): boolean =>
  gmail.connectHandle !== null && gmail.selected.length > 0 && gmail.pending === null

/** How far the first sync of a connected workspace is. */
export type SyncStatus = 'syncing' | 'synced' | 'failed'

/** What a Slack workspace and a Gmail mailbox both report of their sync. */
export type SyncedSource = Pick<Integration | GmailMailbox, 'status' | 'last_synced' | 'sync'>

/**
 * Failed when the server says so (the sync's state, or the integration's status); synced once it reports a sync
 * time and no sync is waiting or running; otherwise still under way.
 */
export function selectSyncStatus(source: SyncedSource | undefined): SyncStatus {
  if (!source) return 'syncing'
  const sync = source.sync as SyncedSource['sync'] | undefined
  if (sync?.state === 'error' || source.status === 'error' || source.status === 'disconnected') return 'failed'
  if (source.last_synced && (!sync || sync.state === 'idle')) return 'synced'
  return 'syncing'
}

/**
 * The channels (or Gmail labels) the current sync has finished, of all followed ones (null when the server does not
 * say).
 */
export function selectSyncChannels(source: SyncedSource | undefined): { done: number; total: number } | null {
  const sync = source?.sync as SyncedSource['sync'] | undefined
  return sync && sync.channels_total > 0 ? { done: sync.channels_done, total: sync.channels_total } : null
}
