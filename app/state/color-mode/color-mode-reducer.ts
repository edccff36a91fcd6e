import type { ColorMode } from '../../../src/components/ColorModeToggle'

export interface ColorModeState {
  mode: ColorMode
  /** True once the person chose a mode; until then the mode follows the system. */
  chosen: boolean
}

export type ColorModeEvent =
  | { type: 'colorMode/set'; mode: ColorMode }
  | { type: 'colorMode/toggled' }
  | { type: 'colorMode/systemChanged'; mode: ColorMode }

/** A plain reducer: the state is two fields, and the landing route should not load immer for them. */
export function colorModeReducer(state: ColorModeState, event: ColorModeEvent): ColorModeState {
  switch (event.type) {
    case 'colorMode/set':
      return { mode: event.mode, chosen: true }
    case 'colorMode/toggled':
      return { mode: state.mode === 'dark' ? 'light' : 'dark', chosen: true }
    case 'colorMode/systemChanged':
      return state.chosen ? state : { ...state, mode: event.mode }
  }
}

export const selectIsDark = (state: ColorModeState): boolean => state.mode === 'dark'
