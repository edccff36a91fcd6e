import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { acmeChannels, demoIntegration } from '../../../mocks'
import {
  initialIntegrationsState,
  integrationsReducer,
  selectCanConnect,
  selectCanValidate,
  selectConnectionProgress,
  selectIntegrationViews,
  selectIsListLoading,
  selectSyncStatus,
  type IntegrationsEvent,
  type IntegrationsState,
} from './integrations-reducer'

function run(...events: IntegrationsEvent[]): IntegrationsState {
  return events.reduce(
    (state, event) => produce(state, (draft) => integrationsReducer(draft, event)),
    initialIntegrationsState(),
  )
}

const validated: IntegrationsEvent = { type: 'connect/validated', teamName: 'Acme Workspace', channels: acmeChannels }
const ids = acmeChannels.map((channel) => channel.id)

describe('integrations reducer', () => {
  it('loads the list, and shows it empty when the load fails', () => {
    expect(selectIsListLoading(run())).toBe(true)
    const loaded = run({ type: 'integrations/loadStarted' }, { type: 'integrations/loaded', integrations: [demoIntegration], mailboxes: [] })
    expect(selectIsListLoading(loaded)).toBe(false)
    expect(selectIntegrationViews(loaded).map((view) => view.name)).toEqual(['Acme Workspace'])
    const failed = run({ type: 'integrations/loaded', integrations: [demoIntegration], mailboxes: [] }, { type: 'integrations/loadFailed' })
    expect(selectIntegrationViews(failed)).toEqual([])
    expect(selectIsListLoading(failed)).toBe(false)
  })

  it('resets the token, channels, search text and selection when the dialog opens', () => {
    const used = run(
      { type: 'connect/opened' },
      { type: 'connect/tokenChanged', token: 'xoxp-1' },
      validated,
      { type: 'connect/searchChanged', searchText: 'bug' },
      { type: 'connect/channelToggled', id: ids[0]! },
      { type: 'connect/closed' },
      { type: 'connect/opened' },
    )
    expect(used.connect).toMatchObject({ open: true, step: 'tokens', token: '', channels: [], searchText: '', selected: [] })
  })

  it('allows Next only with a token and no request under way', () => {
    expect(selectCanValidate(run({ type: 'connect/opened' }).connect)).toBe(false)
    expect(selectCanValidate(run({ type: 'connect/tokenChanged', token: '   ' }).connect)).toBe(false)
    expect(selectCanValidate(run({ type: 'connect/tokenChanged', token: 'xoxp-1' }).connect)).toBe(true)
    const busy = run({ type: 'connect/tokenChanged', token: 'xoxp-1' }, { type: 'connect/validationStarted' })
    expect(selectCanValidate(busy.connect)).toBe(false)
  })

  it('moves to the channels step on a valid token, and stays on the tokens step with the error otherwise', () => {
    expect(run({ type: 'connect/validationStarted' }, validated).connect).toMatchObject({
      step: 'channels',
      teamName: 'Acme Workspace',
      pending: null,
    })
    const failed = run({ type: 'connect/validationStarted' }, { type: 'connect/validationFailed', error: 'Nope' })
    expect(failed.connect).toMatchObject({ step: 'tokens', error: 'Nope', pending: null })
    expect(run({ type: 'connect/validationFailed', error: 'Nope' }, { type: 'connect/tokenChanged', token: 'x' }).connect.error).toBeNull()
  })

  it('toggles channels, blocking a sixth but always allowing unticking', () => {
    const five = run(validated, ...ids.slice(0, 6).map((id): IntegrationsEvent => ({ type: 'connect/channelToggled', id })))
    expect(five.connect.selected).toEqual(ids.slice(0, 5))
    const four = produce(five, (draft) => integrationsReducer(draft, { type: 'connect/channelToggled', id: ids[2]! }))
    expect(four.connect.selected).toEqual([ids[0], ids[1], ids[3], ids[4]])
    const again = run(validated, { type: 'connect/selectionChanged', selected: [...ids, 'C-unknown'] })
    expect(again.connect.selected).toEqual(ids.slice(0, 5))
  })

  it('allows Connect only with a selection on the channels step', () => {
    expect(selectCanConnect(run(validated).connect)).toBe(false)
    const chosen = run(validated, { type: 'connect/channelToggled', id: ids[0]! })
    expect(selectCanConnect(chosen.connect)).toBe(true)
    expect(selectCanConnect(produce(chosen, (d) => integrationsReducer(d, { type: 'connect/connectStarted' })).connect)).toBe(false)
  })

  it('closes after connecting, and stays open with the selection after a failure', () => {
    const chosen = run({ type: 'connect/opened' }, validated, { type: 'connect/channelToggled', id: ids[0]! }, { type: 'connect/connectStarted' })
    const failed = produce(chosen, (d) => integrationsReducer(d, { type: 'connect/connectFailed', error: 'Failed to connect Slack workspace' }))
    expect(failed.connect).toMatchObject({ open: true, step: 'channels', selected: [ids[0]], error: 'Failed to connect Slack workspace' })
    const done = produce(chosen, (d) => integrationsReducer(d, { type: 'connect/connected', integration: demoIntegration }))
    expect(done.connect.open).toBe(false)
    expect(done.integrations).toEqual([demoIntegration])
  })

  it('removes a disconnected integration from the list', () => {
    const state = run(
      { type: 'integrations/loaded', integrations: [demoIntegration], mailboxes: [] },
      { type: 'integrations/removeStarted', id: demoIntegration.id },
    )
    expect(state.removing).toBe(demoIntegration.id)
    const removed = produce(state, (d) => integrationsReducer(d, { type: 'integrations/removed', id: demoIntegration.id }))
    expect(removed).toMatchObject({ removing: null, integrations: [] })
  })
})

describe('integration selectors', () => {
  it('counts the connected sources among all rows', () => {
    const views = selectIntegrationViews(run({ type: 'integrations/loaded', integrations: [demoIntegration], mailboxes: [] }))
    expect(selectConnectionProgress(views)).toEqual({ connected: 1, total: 1 })
    expect(selectConnectionProgress([])).toEqual({ connected: 0, total: 0 })
  })

  it('tells a finished first sync from one under way or failed', () => {
    expect(selectSyncStatus(undefined)).toBe('syncing')
    expect(selectSyncStatus({ ...demoIntegration, status: 'pending', last_synced: null })).toBe('syncing')
    expect(selectSyncStatus({ ...demoIntegration, status: 'syncing', last_synced: null })).toBe('syncing')
    expect(selectSyncStatus(demoIntegration)).toBe('synced')
    expect(selectSyncStatus({ ...demoIntegration, status: 'error', last_synced: null })).toBe('failed')
  })
})
