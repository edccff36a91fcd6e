import { createContext, useContext, useLayoutEffect, useMemo, useState, type Dispatch, type ReactNode } from 'react'
import { produce } from 'immer'
import { useImmerReducer } from 'use-immer'
import { useApi } from '../auth'
import { createLatest } from '../latest'
import { useToasts } from '../toasts'
import { createIntegrationActions, type IntegrationActions } from './integration-actions'
import {
  initialIntegrationsState,
  integrationsReducer,
  type IntegrationsEvent,
  type IntegrationsState,
} from './integrations-reducer'

const IntegrationsStateContext = createContext<IntegrationsState | null>(null)
const IntegrationsDispatchContext = createContext<Dispatch<IntegrationsEvent> | null>(null)
const IntegrationsActionsContext = createContext<IntegrationActions | null>(null)

/** The data sources of the workspace and the Connect Slack flow. Needs <AuthProvider> and <ToastsProvider> above. */
export function IntegrationsProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const toasts = useToasts()
  const [initial] = useState(initialIntegrationsState)
  const [state, dispatch] = useImmerReducer(integrationsReducer, initial)
  const [latest] = useState(() => createLatest(initial))
  useLayoutEffect(() => latest.set(state), [latest, state])

  const actions = useMemo(() => {
    // Keeps the newest state in step within one async flow, before React renders it.
    const track = (event: IntegrationsEvent) => {
      latest.set(produce(latest.get(), (draft) => integrationsReducer(draft, event)))
      dispatch(event)
    }
    return createIntegrationActions({ api, dispatch: track, state: latest.get, notifyError: toasts.error })
  }, [api, dispatch, latest, toasts])

  return (
    <IntegrationsStateContext.Provider value={state}>
      <IntegrationsDispatchContext.Provider value={dispatch}>
        <IntegrationsActionsContext.Provider value={actions}>{children}</IntegrationsActionsContext.Provider>
      </IntegrationsDispatchContext.Provider>
    </IntegrationsStateContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <IntegrationsProvider>.`)
  return value
}

export const useIntegrationsState = (): IntegrationsState =>
  required(useContext(IntegrationsStateContext), 'useIntegrationsState')
export const useIntegrationsDispatch = (): Dispatch<IntegrationsEvent> =>
  required(useContext(IntegrationsDispatchContext), 'useIntegrationsDispatch')
export const useIntegrationActions = (): IntegrationActions =>
  required(useContext(IntegrationsActionsContext), 'useIntegrationActions')
