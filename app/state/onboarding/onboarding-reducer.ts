import type { SyncStatus } from '../integrations'

/**
 * The onboarding's steps, in order (spec section 2: welcome and intro, theme preference, connect Slack workspace, select
 * channels, initial sync). The theme preference step holds both the look (light or dark) and the product's themes.
 */
export const onboardingSteps = ['Welcome', 'Themes', 'Connect Slack', 'Select Channels', 'Initial Sync'] as const
export type OnboardingStep = 0 | 1 | 2 | 3 | 4

export const STEP = { welcome: 0, appearance: 1, connectSlack: 2, selectChannels: 3, initialSync: 4 } as const

/** A source connected during onboarding: a Slack workspace, or a Gmail mailbox (offered on the Connect Slack step). */
export interface ConnectedSource {
  type: 'slack' | 'gmail'
  id: string
}

export interface OnboardingState {
  step: OnboardingStep
  /** The source connected during onboarding, whose first sync the last step follows. */
  source: ConnectedSource | null
  sync: SyncStatus | null
  /** The selected channels (or followed labels) the first sync has finished, when the server reports it. */
  channels: { done: number; total: number } | null
  /** How many times the integration list was polled for the sync. */
  polls: number
  /** True while the completion is being saved. */
  finishing: boolean
}

export type OnboardingEvent =
  | { type: 'onboarding/nextClicked' }
  | { type: 'onboarding/backClicked' }
  | { type: 'onboarding/tokenAccepted' }
  | { type: 'onboarding/sourceConnected'; source: ConnectedSource }
  | { type: 'onboarding/syncPolled'; sync: SyncStatus; channels?: { done: number; total: number } | null }
  | { type: 'onboarding/finishStarted' }
  | { type: 'onboarding/finishFailed' }

/** The welcome step; or the first sync's step when the person comes back from Connect Gmail with a mailbox. */
export function initialOnboardingState(connectedMailboxId: string | null = null): OnboardingState {
  const state: OnboardingState = { step: STEP.welcome, source: null, sync: null, channels: null, polls: 0, finishing: false }
  if (connectedMailboxId) {
    onboardingReducer(state, { type: 'onboarding/sourceConnected', source: { type: 'gmail', id: connectedMailboxId } })
  }
  return state
}

const clampStep = (step: number): OnboardingStep => Math.min(Math.max(step, 0), onboardingSteps.length - 1) as OnboardingStep

export function onboardingReducer(draft: OnboardingState, event: OnboardingEvent): void {
  switch (event.type) {
    case 'onboarding/nextClicked':
      // The Slack steps move on through their own events (a valid token, a connection).
      if (draft.step < STEP.connectSlack) draft.step = clampStep(draft.step + 1)
      break
    case 'onboarding/backClicked':
      // The sync step has nothing to go back to: the workspace is connected.
      if (draft.step > STEP.welcome && draft.step < STEP.initialSync) draft.step = clampStep(draft.step - 1)
      break
    case 'onboarding/tokenAccepted':
      if (draft.step === STEP.connectSlack) draft.step = STEP.selectChannels
      break
    case 'onboarding/sourceConnected':
      draft.step = STEP.initialSync
      draft.source = event.source
      draft.sync = 'syncing'
      draft.channels = null
      draft.polls = 0
      break
    case 'onboarding/syncPolled':
      draft.sync = event.sync
      draft.channels = event.channels ?? null
      draft.polls += 1
      break
    case 'onboarding/finishStarted':
      draft.finishing = true
      break
    case 'onboarding/finishFailed':
      draft.finishing = false
      break
  }
}

/**
 * The sync step's progress bar: the channels (or labels) synced of those followed when the server reports them;
 * otherwise the stages connected (1 of 3), syncing (2 of 3), done or failed (3 of 3).
 */
export function selectSyncProgress(state: OnboardingState): { value: number; max: number; label: string } {
  const gmail = state.source?.type === 'gmail'
  switch (state.sync) {
    case 'synced':
      return { value: 3, max: 3, label: 'First sync complete' }
    case 'failed':
      return { value: 3, max: 3, label: 'First sync failed' }
    case 'syncing':
      if (state.channels) {
        const { done, total } = state.channels
        return { value: done, max: total, label: `${done} of ${total} ${gmail ? 'labels' : 'channels'} synced` }
      }
      if (state.polls > 0) return { value: 2, max: 3, label: gmail ? 'Syncing emails' : 'Syncing messages' }
      return { value: 1, max: 3, label: gmail ? 'Mailbox connected' : 'Workspace connected' }
    default:
      return { value: 0, max: 3, label: 'Not connected' }
  }
}

/** Whether the sync step should keep polling the integration list. */
export const selectShouldPoll = (state: OnboardingState): boolean =>
  state.step === STEP.initialSync && state.sync === 'syncing' && !state.finishing
