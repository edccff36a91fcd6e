import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import {
  initialOnboardingState,
  onboardingReducer,
  selectShouldPoll,
  selectSyncProgress,
  STEP,
  type OnboardingEvent,
  type OnboardingState,
} from './onboarding-reducer'

function run(...events: OnboardingEvent[]): OnboardingState {
  return events.reduce((state, event) => produce(state, (draft) => onboardingReducer(draft, event)), initialOnboardingState())
}

const next: OnboardingEvent = { type: 'onboarding/nextClicked' }
const back: OnboardingEvent = { type: 'onboarding/backClicked' }
const slackConnected: OnboardingEvent = { type: 'onboarding/sourceConnected', source: { type: 'slack', id: 'i-1' } }

describe('onboarding reducer', () => {
  it('walks from the welcome to the Slack step, and back', () => {
    expect(run().step).toBe(STEP.welcome)
    expect(run(next).step).toBe(STEP.appearance)
    expect(run(next, next).step).toBe(STEP.connectSlack)
    // Next alone never leaves the Slack step: a valid token does.
    expect(run(next, next, next).step).toBe(STEP.connectSlack)
    expect(run(next, next, back).step).toBe(STEP.appearance)
    expect(run(back).step).toBe(STEP.welcome)
  })

  it('reaches the channels step with an accepted token, and the sync step with a connection', () => {
    expect(run({ type: 'onboarding/tokenAccepted' }).step).toBe(STEP.welcome)
    const channels = run(next, next, { type: 'onboarding/tokenAccepted' })
    expect(channels.step).toBe(STEP.selectChannels)
    expect(produce(channels, (d) => onboardingReducer(d, back)).step).toBe(STEP.connectSlack)
    const syncing = produce(channels, (d) => onboardingReducer(d, slackConnected))
    expect(syncing).toMatchObject({ step: STEP.initialSync, source: { type: 'slack', id: 'i-1' }, sync: 'syncing' })
    expect(produce(syncing, (d) => onboardingReducer(d, back)).step).toBe(STEP.initialSync)
  })

  it('polls while the first sync runs and stops when it ends or the person finishes', () => {
    const syncing = run(slackConnected)
    expect(selectShouldPoll(syncing)).toBe(true)
    expect(selectSyncProgress(syncing)).toEqual({ value: 1, max: 3, label: 'Workspace connected' })
    const polled = produce(syncing, (d) => onboardingReducer(d, { type: 'onboarding/syncPolled', sync: 'syncing' }))
    expect(selectSyncProgress(polled)).toEqual({ value: 2, max: 3, label: 'Syncing messages' })
    const done = produce(polled, (d) => onboardingReducer(d, { type: 'onboarding/syncPolled', sync: 'synced' }))
    expect(selectShouldPoll(done)).toBe(false)
    expect(selectSyncProgress(done)).toEqual({ value: 3, max: 3, label: 'First sync complete' })
    const counted = produce(polled, (d) =>
      onboardingReducer(d, { type: 'onboarding/syncPolled', sync: 'syncing', channels: { done: 1, total: 3 } }),
    )
    expect(selectSyncProgress(counted)).toEqual({ value: 1, max: 3, label: '1 of 3 channels synced' })
    const failed = produce(polled, (d) => onboardingReducer(d, { type: 'onboarding/syncPolled', sync: 'failed' }))
    expect(selectSyncProgress(failed).label).toBe('First sync failed')
    expect(selectShouldPoll(produce(syncing, (d) => onboardingReducer(d, { type: 'onboarding/finishStarted' })))).toBe(false)
    expect(selectSyncProgress(run())).toEqual({ value: 0, max: 3, label: 'Not connected' })
  })

  it('starts at the first sync of a mailbox when the person comes back from Connect Gmail, and counts its labels', () => {
    const syncing = initialOnboardingState('m-1')
    expect(syncing).toMatchObject({ step: STEP.initialSync, source: { type: 'gmail', id: 'm-1' }, sync: 'syncing' })
    expect(selectShouldPoll(syncing)).toBe(true)
    expect(selectSyncProgress(syncing)).toEqual({ value: 1, max: 3, label: 'Mailbox connected' })
    const polled = produce(syncing, (d) => onboardingReducer(d, { type: 'onboarding/syncPolled', sync: 'syncing' }))
    expect(selectSyncProgress(polled)).toEqual({ value: 2, max: 3, label: 'Syncing emails' })
    const counted = produce(polled, (d) =>
      onboardingReducer(d, { type: 'onboarding/syncPolled', sync: 'syncing', channels: { done: 1, total: 2 } }),
    )
    expect(selectSyncProgress(counted)).toEqual({ value: 1, max: 2, label: '1 of 2 labels synced' })
  })

  it('clears the finishing flag when saving the completion fails', () => {
    expect(run({ type: 'onboarding/finishStarted' }, { type: 'onboarding/finishFailed' }).finishing).toBe(false)
  })
})
