import { describe, expect, it } from 'vitest'
import { sectionTitle } from './section-title'

describe('sectionTitle', () => {
  it('names the section of every path of the shell, including the paths below it', () => {
    expect(sectionTitle('/dashboard')).toBe('Dashboard')
    expect(sectionTitle('/app/features')).toBe('Features')
    expect(sectionTitle('/app/features/42')).toBe('Features')
    expect(sectionTitle('/app/themes/7/')).toBe('Themes')
    expect(sectionTitle('/app/settings/workspace')).toBe('Workspace Settings')
    expect(sectionTitle('/app/settings/profile')).toBe('Profile')
    expect(sectionTitle('/app/settings/integrations')).toBe('Integrations')
    expect(sectionTitle('/app/settings')).toBe('Settings')
    expect(sectionTitle('/app/slack/callback?code=1')).toBe('Connect Slack')
    expect(sectionTitle('/app/gmail/callback')).toBe('Connect Gmail')
  })

  it('falls back to the product name', () => {
    expect(sectionTitle('/app/nothing')).toBe('Headway')
    expect(sectionTitle('/app/themesque')).toBe('Headway')
  })
})
