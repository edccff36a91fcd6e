import type { SyncStatus } from '../integrations'

/** The onboarding's steps, in order (spec section 2: welcome and intro, theme preference, connect Slack workspace, select channels, initial sync). */
export const onboardingSteps = ['Welcome', 'Appearance', 'Connect Slack', 'Select Channels', 'Initial Sync'] as const
export type OnboardingStep = 0 | 1 | 2 | 3 | 4

export const STEP = { welcome: 0, appearance: 1, connectSlack: 2, selectChannels: 3, initialSync: 4 } as const

export interface OnboardingState {
  step: OnboardingStep
  /** The Slack integration connected during onboarding, whose first sync the last step follows. */
  integrationId: string | null
  sync: SyncStatus | null
  /** The selected channels the first sync has finished, when the server reports it. */
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
  | { type: 'onboarding/slackConnected'; integrationId: string }
  | { type: 'onboarding/syncPolled'; sync: SyncStatus; channels?: { done: number; total: number } | null }
  | { type: 'onboarding/finishStarted' }
  | { type: 'onboarding/finishFailed' }

export function initialOnboardingState(): OnboardingState {
  return { step: STEP.welcome, integrationId: null, sync: null, channels: null, polls: 0, finishing: false }
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
    case 'onboarding/slackConnected':
      draft.step = STEP.initialSync
      draft.integrationId = event.integrationId
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
 * The sync step's progress bar: the channels synced of those selected when the server reports them; otherwise the
 * stages connected (1 of 3), syncing (2 of 3), done or failed (3 of 3).
 */
export function selectSyncProgress(state: OnboardingState): { value: number; max: number; label: string } {
  switch (state.sync) {
    case 'synced':
      return { value: 3, max: 3, label: 'First sync complete' }
    case 'failed':
      return { value: 3, max: 3, label: 'First sync failed' }
    case 'syncing':
      if (state.channels) {
        const { done, total } = state.channels
        return { value: done, max: total, label: `${done} of ${total} channels synced` }
      }
      return { value: state.polls > 0 ? 2 : 1, max: 3, label: state.polls > 0 ? 'Syncing messages' : 'Workspace connected' }
    default:
      return { value: 0, max: 3, label: 'Not connected' }
  }
}

/** Whether the sync step should keep polling the integration list. */
export const selectShouldPoll = (state: OnboardingState): boolean =>
  state.step === STEP.initialSync && state.sync === 'syncing' && !state.finishing
