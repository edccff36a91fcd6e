import { describe, expect, it } from 'vitest'
import { MAX_THEME_NAME_WORDS, nameFromNounPhrases } from './naming'

describe('theme names from shared noun phrases', () => {
  it('names a group after the noun phrase its titles share, a product name leading the head noun', () => {
    expect(nameFromNounPhrases(['Anomaly alerts sent to Slack', 'Threshold alerts into Slack', 'Set alerts that post to a Slack channel'])).toBe(
      'Slack alerts',
    )
    expect(nameFromNounPhrases(['SQL editor', 'Raw SQL support', 'Let power users write their own SQL'])).toBe('SQL')
    expect(nameFromNounPhrases(['Audit log of who changed what', 'Audit logs that we can export', 'Export the audit log to our SIEM'])).toBe('Audit log')
  })

  it('pairs two shared phrases when neither covers the group', () => {
    expect(nameFromNounPhrases(['More granular roles', 'Read-only roles', 'Permissions per folder', 'Viewer permissions'])).toMatch(/^Roles & permissions$|^Permissions & roles$/)
  })

  it('is never a keyword list nor longer than a short phrase', () => {
    const groups = [
      ['Export a whole dashboard to PDF', 'Folders for dashboards', 'Print-friendly PDF of a dashboard'],
      ['Fiscal year starts in April', 'Custom fiscal years', 'Fiscal quarters in the date picker'],
      ['Do you support SSO', 'Is there any timeline for SSO', 'No SAML SSO means procurement says no'],
    ]
    for (const titles of groups) {
      const name = nameFromNounPhrases(titles)
      expect(name).not.toContain(',')
      expect(name.split(/\s+/).length).toBeLessThanOrEqual(MAX_THEME_NAME_WORDS)
      expect(name).toMatch(/^\P{Ll}/u)
    }
  })
})
