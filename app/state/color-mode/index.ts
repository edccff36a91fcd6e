export { ColorModeProvider, useColorModeDispatch, useColorModeState } from './ColorModeProvider'
export { selectIsDark } from './color-mode-reducer'
