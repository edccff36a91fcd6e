import { createContext, useContext, useEffect, useMemo, type Dispatch, type ReactNode } from 'react'
import { useImmerReducer } from 'use-immer'
import { useApi } from '../auth'
import { useToasts } from '../toasts'
import { createThemeActions, type ThemeActions } from './theme-actions'
import { initialThemesState, themesReducer, type ThemesEvent, type ThemesState } from './themes-reducer'

const ThemesStateContext = createContext<ThemesState | null>(null)
const ThemesDispatchContext = createContext<Dispatch<ThemesEvent> | null>(null)
const ThemesActionsContext = createContext<ThemeActions | null>(null)

/** The workspace's themes, loaded when it mounts. Needs <AuthProvider> and <ToastsProvider> above. */
export function ThemesProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const toasts = useToasts()
  const [state, dispatch] = useImmerReducer(themesReducer, undefined, initialThemesState)
  const actions = useMemo(() => createThemeActions({ api, dispatch, notify: toasts }), [api, dispatch, toasts])

  useEffect(() => {
    void actions.load()
  }, [actions])

  return (
    <ThemesStateContext.Provider value={state}>
      <ThemesDispatchContext.Provider value={dispatch}>
        <ThemesActionsContext.Provider value={actions}>{children}</ThemesActionsContext.Provider>
      </ThemesDispatchContext.Provider>
    </ThemesStateContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <ThemesProvider>.`)
  return value
}

export const useThemesState = (): ThemesState => required(useContext(ThemesStateContext), 'useThemesState')
export const useThemesDispatch = (): Dispatch<ThemesEvent> =>
  required(useContext(ThemesDispatchContext), 'useThemesDispatch')
export const useThemeActions = (): ThemeActions => required(useContext(ThemesActionsContext), 'useThemeActions')
