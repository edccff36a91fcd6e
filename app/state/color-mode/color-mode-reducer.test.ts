import { describe, expect, it } from 'vitest'
import { colorModeReducer, selectIsDark } from './color-mode-reducer'

describe('colorModeReducer', () => {
  it('toggles and remembers that the person chose', () => {
    const next = colorModeReducer({ mode: 'light', chosen: false }, { type: 'colorMode/toggled' })
    expect(next).toEqual({ mode: 'dark', chosen: true })
    expect(selectIsDark(next)).toBe(true)
  })

  it('follows the system only while nothing was chosen', () => {
    expect(colorModeReducer({ mode: 'light', chosen: false }, { type: 'colorMode/systemChanged', mode: 'dark' }).mode).toBe('dark')
    expect(colorModeReducer({ mode: 'light', chosen: true }, { type: 'colorMode/systemChanged', mode: 'dark' }).mode).toBe('light')
  })

  it('sets an explicit mode', () => {
    expect(colorModeReducer({ mode: 'dark', chosen: false }, { type: 'colorMode/set', mode: 'light' })).toEqual({
      mode: 'light',
      chosen: true,
    })
  })
})
