export {
  WorkspaceProvider,
  createWorkspaceActions,
  preferencesSaveFailed,
  preferencesSaved,
  useWorkspaceActions,
  useWorkspaceDispatch,
  useWorkspaceState,
} from './WorkspaceProvider'
export type { WorkspaceActions } from './WorkspaceProvider'
export {
  defaultPreferences,
  selectPreferencesChanged,
  selectWorkspaceInfo,
  workspaceFallbacks,
} from './workspace-reducer'
export type { WorkspaceInfo, WorkspaceState } from './workspace-reducer'
