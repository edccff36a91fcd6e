import { describe, expect, it } from 'vitest'
import { activeItemPath, isActivePath } from './isActivePath'

describe('isActivePath', () => {
  it('is active on the item path itself', () => {
    expect(isActivePath('/dashboard', '/dashboard')).toBe(true)
    expect(isActivePath('/app/themes', '/app/themes')).toBe(true)
  })

  it('is active below the item path', () => {
    expect(isActivePath('/app/features/42', '/app/features')).toBe(true)
    expect(isActivePath('/app/settings/workspace/slack', '/app/settings/workspace')).toBe(true)
  })

  it('never lets the root match every page', () => {
    expect(isActivePath('/dashboard', '/')).toBe(false)
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('', '/')).toBe(true)
  })

  it('matches whole segments only', () => {
    expect(isActivePath('/app/themes-archive', '/app/themes')).toBe(false)
    expect(isActivePath('/app/settings/profile', '/app/settings/workspace')).toBe(false)
    expect(isActivePath('/app', '/app/features')).toBe(false)
  })

  it('ignores trailing slashes, the query and the hash', () => {
    expect(isActivePath('/app/features/', '/app/features')).toBe(true)
    expect(isActivePath('/app/features', '/app/features/')).toBe(true)
    expect(isActivePath('/app/themes?selected=3#top', '/app/themes')).toBe(true)
    expect(isActivePath('/?tab=1', '/')).toBe(true)
  })

  it('is case-sensitive like the router', () => {
    expect(isActivePath('/App/Features', '/app/features')).toBe(false)
  })
})

describe('activeItemPath', () => {
  const paths = ['/', '/dashboard', '/app/settings', '/app/settings/workspace']

  it('picks the most specific active item', () => {
    expect(activeItemPath('/app/settings/workspace', paths)).toBe('/app/settings/workspace')
    expect(activeItemPath('/app/settings/profile', paths)).toBe('/app/settings')
    expect(activeItemPath('/', paths)).toBe('/')
  })

  it('is undefined when nothing matches', () => {
    expect(activeItemPath('/login', paths)).toBeUndefined()
  })
})
