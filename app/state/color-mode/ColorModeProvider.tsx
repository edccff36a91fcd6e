import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react'
import { colorModeReducer, type ColorModeEvent, type ColorModeState } from './color-mode-reducer'
import {
  applyColorMode,
  readStoredColorMode,
  storeColorMode,
  systemColorMode,
  watchSystemColorMode,
} from './color-mode-storage'

const ColorModeStateContext = createContext<ColorModeState | null>(null)
const ColorModeDispatchContext = createContext<Dispatch<ColorModeEvent> | null>(null)

function initialState(): ColorModeState {
  const stored = readStoredColorMode()
  return { mode: stored ?? systemColorMode(), chosen: stored !== null }
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(colorModeReducer, undefined, initialState)

  useEffect(() => {
    applyColorMode(state.mode)
    if (state.chosen) storeColorMode(state.mode)
  }, [state.mode, state.chosen])

  useEffect(() => watchSystemColorMode((mode) => dispatch({ type: 'colorMode/systemChanged', mode })), [dispatch])

  return (
    <ColorModeStateContext.Provider value={state}>
      <ColorModeDispatchContext.Provider value={dispatch}>{children}</ColorModeDispatchContext.Provider>
    </ColorModeStateContext.Provider>
  )
}

export function useColorModeState(): ColorModeState {
  const state = useContext(ColorModeStateContext)
  if (!state) throw new Error('useColorModeState must be used inside <ColorModeProvider>.')
  return state
}

export function useColorModeDispatch(): Dispatch<ColorModeEvent> {
  const dispatch = useContext(ColorModeDispatchContext)
  if (!dispatch) throw new Error('useColorModeDispatch must be used inside <ColorModeProvider>.')
  return dispatch
}
