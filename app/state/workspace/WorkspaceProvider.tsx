import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type Dispatch, type ReactNode } from 'react'
import { produce } from 'immer'
import { useImmerReducer } from 'use-immer'
import type { ApiClient, WorkspacePreferences } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { useApi } from '../auth'
import { createLatest } from '../latest'
import { useToasts } from '../toasts'
import { initialWorkspaceState, workspaceReducer, type WorkspaceEvent, type WorkspaceState } from './workspace-reducer'

/** Not in the spec (its Save Changes did nothing): the fallback when saving the preferences fails without a detail. */
export const preferencesSaveFailed = 'Failed to save preferences'
export const preferencesSaved = 'Preferences saved'

interface Deps {
  api: ApiClient
  dispatch: Dispatch<WorkspaceEvent>
  state: () => WorkspaceState
  notify: { error: (message: string) => void; success: (message: string) => void }
}

export function createWorkspaceActions({ api, dispatch, state, notify }: Deps) {
  return {
    /** Loads the workspace info and the preferences; failures leave the fallbacks and defaults in place. */
    async load(): Promise<void> {
      await Promise.all([
        api.workspace().then(
          (workspace) => dispatch({ type: 'workspace/loaded', workspace }),
          (error: unknown) => {
            console.error('Failed to load the workspace', error)
            dispatch({ type: 'workspace/loadFailed' })
          },
        ),
        api.preferences().then(
          (preferences) => dispatch({ type: 'preferences/loaded', preferences }),
          (error: unknown) => {
            console.error('Failed to load the preferences', error)
            dispatch({ type: 'preferences/loadFailed' })
          },
        ),
      ])
    },

    setPreference(key: keyof WorkspacePreferences, value: boolean): void {
      dispatch({ type: 'preferences/changed', key, value })
    },

    async savePreferences(): Promise<boolean> {
      dispatch({ type: 'preferences/saveStarted' })
      try {
        const preferences = await api.updatePreferences(state().preferences)
        dispatch({ type: 'preferences/saved', preferences })
        notify.success(preferencesSaved)
        return true
      } catch (error) {
        const message = serverDetail(error) ?? preferencesSaveFailed
        dispatch({ type: 'preferences/saveFailed', error: message })
        notify.error(message)
        return false
      }
    },
  }
}

export type WorkspaceActions = ReturnType<typeof createWorkspaceActions>

const WorkspaceStateContext = createContext<WorkspaceState | null>(null)
const WorkspaceDispatchContext = createContext<Dispatch<WorkspaceEvent> | null>(null)
const WorkspaceActionsContext = createContext<WorkspaceActions | null>(null)

/** The workspace's info and preferences, loaded when it mounts. Needs <AuthProvider> and <ToastsProvider> above. */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const toasts = useToasts()
  const [initial] = useState(initialWorkspaceState)
  const [state, dispatch] = useImmerReducer(workspaceReducer, initial)
  const [latest] = useState(() => createLatest(initial))
  useLayoutEffect(() => latest.set(state), [latest, state])
  const actions = useMemo(() => {
    const track = (event: WorkspaceEvent) => {
      latest.set(produce(latest.get(), (draft) => workspaceReducer(draft, event)))
      dispatch(event)
    }
    return createWorkspaceActions({ api, dispatch: track, state: latest.get, notify: toasts })
  }, [api, dispatch, latest, toasts])

  useEffect(() => {
    void actions.load()
  }, [actions])

  return (
    <WorkspaceStateContext.Provider value={state}>
      <WorkspaceDispatchContext.Provider value={dispatch}>
        <WorkspaceActionsContext.Provider value={actions}>{children}</WorkspaceActionsContext.Provider>
      </WorkspaceDispatchContext.Provider>
    </WorkspaceStateContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <WorkspaceProvider>.`)
  return value
}

export const useWorkspaceState = (): WorkspaceState => required(useContext(WorkspaceStateContext), 'useWorkspaceState')
export const useWorkspaceDispatch = (): Dispatch<WorkspaceEvent> =>
  required(useContext(WorkspaceDispatchContext), 'useWorkspaceDispatch')
export const useWorkspaceActions = (): WorkspaceActions =>
  required(useContext(WorkspaceActionsContext), 'useWorkspaceActions')
