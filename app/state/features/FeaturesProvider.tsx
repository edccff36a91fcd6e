import { createContext, useContext, useLayoutEffect, useMemo, useState, type Dispatch, type ReactNode } from 'react'
import { produce } from 'immer'
import { useImmerReducer } from 'use-immer'
import { useApi } from '../auth'
import { createLatest } from '../latest'
import { useToasts } from '../toasts'
import { createFeatureActions, type FeatureActions } from './feature-actions'
import {
  featuresReducer,
  initialFeaturesState,
  type FeatureFilters,
  type FeaturesEvent,
  type FeaturesState,
} from './features-reducer'

const FeaturesStateContext = createContext<FeaturesState | null>(null)
const FeaturesDispatchContext = createContext<Dispatch<FeaturesEvent> | null>(null)
const FeaturesActionsContext = createContext<FeatureActions | null>(null)

export interface FeaturesProviderProps {
  children: ReactNode
  /** Filters to start with, e.g. the theme of a link from the Themes screen. */
  initialFilters?: Partial<FeatureFilters> | undefined
}

/** The Features screen's list, filters and selected feature. Needs <AuthProvider> and <ToastsProvider> above. */
export function FeaturesProvider({ children, initialFilters }: FeaturesProviderProps) {
  const api = useApi()
  const toasts = useToasts()
  const [initial] = useState(() => initialFeaturesState(initialFilters))
  const [state, dispatch] = useImmerReducer(featuresReducer, initial)
  const [latest] = useState(() => createLatest(initial))
  useLayoutEffect(() => latest.set(state), [latest, state])

  const actions = useMemo(() => {
    // Keeps the newest state in step within one async flow (an edit reads the values it replaces).
    const track = (event: FeaturesEvent) => {
      latest.set(produce(latest.get(), (draft) => featuresReducer(draft, event)))
      dispatch(event)
    }
    return createFeatureActions({ api, dispatch: track, state: latest.get, notify: toasts })
  }, [api, dispatch, latest, toasts])

  return (
    <FeaturesStateContext.Provider value={state}>
      <FeaturesDispatchContext.Provider value={dispatch}>
        <FeaturesActionsContext.Provider value={actions}>{children}</FeaturesActionsContext.Provider>
      </FeaturesDispatchContext.Provider>
    </FeaturesStateContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <FeaturesProvider>.`)
  return value
}

export const useFeaturesState = (): FeaturesState => required(useContext(FeaturesStateContext), 'useFeaturesState')
export const useFeaturesDispatch = (): Dispatch<FeaturesEvent> =>
  required(useContext(FeaturesDispatchContext), 'useFeaturesDispatch')
export const useFeatureActions = (): FeatureActions => required(useContext(FeaturesActionsContext), 'useFeatureActions')
