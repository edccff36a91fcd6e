import { createContext, useContext, useEffect, useMemo, type Dispatch, type ReactNode } from 'react'
import { useImmerReducer } from 'use-immer'
import type { ApiClient } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { useApi } from '../auth'
import { dashboardReducer, initialDashboardState, type DashboardEvent, type DashboardState } from './dashboard-reducer'

/** Not in the spec (its figures were fixed): what the dashboard says when its call fails without a detail. */
export const dashboardLoadFailed = 'Failed to load the dashboard'

export function createDashboardActions({ api, dispatch }: { api: ApiClient; dispatch: Dispatch<DashboardEvent> }) {
  return {
    async load(): Promise<void> {
      dispatch({ type: 'dashboard/loadStarted' })
      try {
        dispatch({ type: 'dashboard/loaded', dashboard: await api.dashboard() })
      } catch (error) {
        dispatch({ type: 'dashboard/loadFailed', error: serverDetail(error) ?? dashboardLoadFailed })
      }
    },
  }
}

export type DashboardActions = ReturnType<typeof createDashboardActions>

const DashboardStateContext = createContext<DashboardState | null>(null)
const DashboardDispatchContext = createContext<Dispatch<DashboardEvent> | null>(null)
const DashboardActionsContext = createContext<DashboardActions | null>(null)

/** The dashboard's figures and trends, loaded when it mounts. Needs <AuthProvider> above. */
export function DashboardProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const [state, dispatch] = useImmerReducer(dashboardReducer, undefined, initialDashboardState)
  const actions = useMemo(() => createDashboardActions({ api, dispatch }), [api, dispatch])

  useEffect(() => {
    void actions.load()
  }, [actions])

  return (
    <DashboardStateContext.Provider value={state}>
      <DashboardDispatchContext.Provider value={dispatch}>
        <DashboardActionsContext.Provider value={actions}>{children}</DashboardActionsContext.Provider>
      </DashboardDispatchContext.Provider>
    </DashboardStateContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <DashboardProvider>.`)
  return value
}

export const useDashboardState = (): DashboardState => required(useContext(DashboardStateContext), 'useDashboardState')
export const useDashboardDispatch = (): Dispatch<DashboardEvent> =>
  required(useContext(DashboardDispatchContext), 'useDashboardDispatch')
export const useDashboardActions = (): DashboardActions =>
  required(useContext(DashboardActionsContext), 'useDashboardActions')
