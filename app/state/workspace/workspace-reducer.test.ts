import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import type { Workspace } from '../../../api'
import { demoCompany, demoUser } from '../../../mocks'
import {
  initialWorkspaceState,
  selectPreferencesChanged,
  selectWorkspaceInfo,
  workspaceReducer,
  type WorkspaceEvent,
  type WorkspaceState,
} from './workspace-reducer'

function run(...events: WorkspaceEvent[]): WorkspaceState {
  return events.reduce((state, event) => produce(state, (draft) => workspaceReducer(draft, event)), initialWorkspaceState())
}

const workspace: Workspace = {
  company_id: demoCompany.id,
  company_name: 'Acme Analytics',
  admin: { first_name: 'Dana', last_name: 'Demo', email: 'demo@headway.app' },
  members: [],
}

describe('workspace reducer', () => {
  it('starts with both preferences on, and takes the loaded ones', () => {
    expect(run().preferences).toEqual({ auto_sync: true, email_notifications: true })
    const loaded = run({ type: 'preferences/loaded', preferences: { auto_sync: true, email_notifications: false } })
    expect(loaded).toMatchObject({ preferencesStatus: 'loaded', preferences: { email_notifications: false } })
    expect(run({ type: 'preferences/loadFailed' })).toMatchObject({ preferencesStatus: 'failed', preferences: { auto_sync: true } })
  })

  it('tracks unsaved switches until they are saved', () => {
    const changed = run({ type: 'preferences/changed', key: 'auto_sync', value: false })
    expect(selectPreferencesChanged(changed)).toBe(true)
    expect(selectPreferencesChanged(run({ type: 'preferences/changed', key: 'auto_sync', value: true }))).toBe(false)
    const saving = produce(changed, (d) => workspaceReducer(d, { type: 'preferences/saveStarted' }))
    expect(saving.saving).toBe(true)
    const saved = produce(saving, (d) =>
      workspaceReducer(d, { type: 'preferences/saved', preferences: { auto_sync: false, email_notifications: true } }),
    )
    expect(saved.saving).toBe(false)
    expect(selectPreferencesChanged(saved)).toBe(false)
  })

  it('keeps the switches and shows the error when saving fails', () => {
    const failed = run(
      { type: 'preferences/changed', key: 'email_notifications', value: false },
      { type: 'preferences/saveStarted' },
      { type: 'preferences/saveFailed', error: 'Failed to save preferences' },
    )
    expect(failed).toMatchObject({ saving: false, error: 'Failed to save preferences', preferences: { email_notifications: false } })
    expect(produce(failed, (d) => workspaceReducer(d, { type: 'preferences/changed', key: 'auto_sync', value: false })).error).toBeNull()
  })
})

describe('selectWorkspaceInfo', () => {
  it('shows the company, its admin and its id from the workspace call', () => {
    expect(selectWorkspaceInfo(run({ type: 'workspace/loaded', workspace }), demoUser)).toEqual({
      companyName: 'Acme Analytics',
      adminName: 'Dana Demo',
      workspaceId: demoCompany.id,
    })
  })

  it("falls back to the signed-in user, then to 'Headway Demo' and 'demo-workspace-1'", () => {
    const failed = run({ type: 'workspace/loadFailed' })
    expect(selectWorkspaceInfo(failed, { ...demoUser, company_name: 'Own Co' })).toEqual({
      companyName: 'Own Co',
      adminName: 'Dana Demo',
      workspaceId: demoUser.company_id,
    })
    expect(selectWorkspaceInfo(failed, null)).toEqual({
      companyName: 'Headway Demo',
      adminName: '',
      workspaceId: 'demo-workspace-1',
    })
    expect(selectWorkspaceInfo(run({ type: 'workspace/loaded', workspace: { ...workspace, company_name: ' ' } }), null).companyName).toBe(
      'Headway Demo',
    )
  })
})
