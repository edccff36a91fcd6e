import type { User, Workspace, WorkspacePreferences } from '../../../api'
import { productName } from '../../product'

type LoadStatus = 'loading' | 'loaded' | 'failed'

export interface WorkspaceState {
  workspace: Workspace | null
  workspaceStatus: LoadStatus
  /** The preferences as the server has them. */
  savedPreferences: WorkspacePreferences
  /** The switches as shown; Save Changes sends them. */
  preferences: WorkspacePreferences
  preferencesStatus: LoadStatus
  saving: boolean
  /** The last save's failure, shown beside Save Changes. */
  error: string | null
}

export type WorkspaceEvent =
  | { type: 'workspace/loaded'; workspace: Workspace }
  | { type: 'workspace/loadFailed' }
  | { type: 'preferences/loaded'; preferences: WorkspacePreferences }
  | { type: 'preferences/loadFailed' }
  | { type: 'preferences/changed'; key: keyof WorkspacePreferences; value: boolean }
  | { type: 'preferences/saveStarted' }
  | { type: 'preferences/saved'; preferences: WorkspacePreferences }
  | { type: 'preferences/saveFailed'; error: string }

/** Both preferences default to on (spec section 2). */
export const defaultPreferences: WorkspacePreferences = { auto_sync: true, email_notifications: true }

export function initialWorkspaceState(): WorkspaceState {
  return {
    workspace: null,
    workspaceStatus: 'loading',
    savedPreferences: { ...defaultPreferences },
    preferences: { ...defaultPreferences },
    preferencesStatus: 'loading',
    saving: false,
    error: null,
  }
}

export function workspaceReducer(draft: WorkspaceState, event: WorkspaceEvent): void {
  switch (event.type) {
    case 'workspace/loaded':
      draft.workspace = event.workspace
      draft.workspaceStatus = 'loaded'
      break
    case 'workspace/loadFailed':
      draft.workspaceStatus = 'failed'
      break
    case 'preferences/loaded':
      draft.savedPreferences = event.preferences
      draft.preferences = { ...event.preferences }
      draft.preferencesStatus = 'loaded'
      break
    case 'preferences/loadFailed':
      draft.preferencesStatus = 'failed'
      break
    case 'preferences/changed':
      draft.preferences[event.key] = event.value
      draft.error = null
      break
    case 'preferences/saveStarted':
      draft.saving = true
      draft.error = null
      break
    case 'preferences/saved':
      draft.saving = false
      draft.savedPreferences = event.preferences
      draft.preferences = { ...event.preferences }
      break
    case 'preferences/saveFailed':
      draft.saving = false
      draft.error = event.error
      break
  }
}

export interface WorkspaceInfo {
  companyName: string
  adminName: string
  workspaceId: string
}

/** The fallbacks when nothing better is known (spec section 2). */
export const workspaceFallbacks = { companyName: `${productName} Demo`, workspaceId: 'demo-workspace-1' } as const

/**
 * The Workspace Info section: the company's name, its admin's name (labelled ADMIN) and the workspace id, from the
 * workspace call, else from the signed-in user, else the spec's fallbacks.
 */
export function selectWorkspaceInfo(state: WorkspaceState, user: User | null): WorkspaceInfo {
  const workspace = state.workspace
  const admin = workspace?.admin ?? (user ? { first_name: user.first_name, last_name: user.last_name } : null)
  return {
    companyName: workspace?.company_name.trim() || user?.company_name.trim() || workspaceFallbacks.companyName,
    adminName: admin ? `${admin.first_name} ${admin.last_name}`.trim() : '',
    workspaceId: workspace?.company_id || user?.company_id || workspaceFallbacks.workspaceId,
  }
}

/** Save Changes has something to send. */
export const selectPreferencesChanged = (state: WorkspaceState): boolean =>
  state.preferences.auto_sync !== state.savedPreferences.auto_sync ||
  state.preferences.email_notifications !== state.savedPreferences.email_notifications
