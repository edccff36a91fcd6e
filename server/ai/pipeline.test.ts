import { describe, expect, it } from 'vitest'
import { ANALYSED_TEXT_MAX_CHARS } from './analysed-text'
import { STARTER_AREAS } from '../../api/product-areas'
import { CONFIDENT_PLACEMENT } from '../../api/theme-placement'
import { analyseFeedback, LOCAL_THRESHOLDS, placementConfidence, type FeatureRef } from './pipeline'
import type { AiInput, EmbedOptions } from './provider'
import { LocalProvider } from './providers/local'
import type { FeedbackItem } from './types'

const provider = new LocalProvider()
const items: FeedbackItem[] = [
  { id: 'm1', text: '<@U123ABC> Would love to be able to export dashboards to PDF :pray:', author: { name: 'Jane Doe' } },
  { id: 'm2', text: 'Can we export dashboards as PDF files? Our execs ask every week.' },
  { id: 'm3', text: 'Please add dark mode, my eyes hurt at night' },
  { id: 'm4', text: 'The app crashes when I open the settings page' },
  { id: 'm5', text: 'Any chance of a dark mode? This is blocking our rollout.' },
  { id: 'm6', text: 'How do I reset my password?' },
  { id: 'm7', text: 'It would be great to have an integration with HubSpot' },
  { id: 'm8', text: '> old quote only' },
]
const existing = {
  features: [
    { id: 'f-hub', title: 'HubSpot integration', description: 'Sync contacts and deals with HubSpot', themeId: 't-int', mentionTexts: ['we need a HubSpot sync'] },
    { id: 'f-sso', title: 'SSO with Okta', description: 'Single sign-on through Okta', themeId: null },
  ],
  themes: [
    { id: 't-int', name: 'Integrations', description: 'Connections with other tools: CRM, Slack, HubSpot' },
    { id: 't-rep', name: 'Reporting and exports', description: 'Dashboards, reports, PDF and CSV exports' },
  ],
}

describe('analyseFeedback with the local provider', () => {
  it('classifies, extracts, matches and creates features', async () => {
    const result = await analyseFeedback(items, existing, provider)
    const labels = Object.fromEntries(result.items.map((item) => [item.itemId, item.classification?.label ?? null]))
    expect(labels).toMatchObject({ m1: 'feature_request', m2: 'feature_request', m3: 'feature_request', m4: 'bug', m6: 'question', m7: 'feature_request', m8: null })
    expect(result.items.find((item) => item.itemId === 'm8')?.text).toBe('')

    // m1 creates "Export dashboards to PDF", m2 joins it; m3 creates dark mode, m5 joins it; m7 matches HubSpot.
    const pdf: FeatureRef = { kind: 'new', key: 'new:m1' }
    const dark: FeatureRef = { kind: 'new', key: 'new:m3' }
    expect(result.featuresToCreate.map((f) => [f.key, f.title, f.itemIds])).toEqual([
      ['new:m1', 'Export dashboards to PDF', ['m1', 'm2']],
      ['new:m3', 'Dark mode', ['m3', 'm5']],
    ])
    expect(result.matches).toEqual([{ itemId: 'm7', featureId: 'f-hub', similarity: expect.any(Number) }])
    expect(result.mentions.find((m) => m.itemId === 'm2')?.feature).toEqual(pdf)
    expect(result.mentions.find((m) => m.itemId === 'm5')?.feature).toEqual(dark)
    expect(result.mentions.find((m) => m.itemId === 'm5')?.urgency.cues).toContain('blocker')
    expect(result.mentions.find((m) => m.itemId === 'm1')?.similarity).toBeNull()
  })

  it('places features in existing themes first and suggests themes for the rest', async () => {
    const result = await analyseFeedback(items, existing, provider)
    const pdf = result.themePlacements.find((p) => p.feature.kind === 'new' && p.feature.key === 'new:m1')
    expect(pdf).toMatchObject({ themeId: 't-rep', similarity: expect.any(Number) })
    expect(pdf?.confidence).toBeGreaterThanOrEqual(CONFIDENT_PLACEMENT)
    const placed = new Set([...result.themePlacements, ...result.themeSuggestions].map((p) => JSON.stringify(p.feature)))
    for (const theme of result.suggestedThemes) {
      expect(theme.features.length).toBeGreaterThanOrEqual(2)
      for (const feature of theme.features) expect(placed.has(JSON.stringify(feature))).toBe(false)
    }
  })

  it('places a feature when confident and only suggests the theme, with its confidence, when not', async () => {
    const feature = { id: 'f-pdf', title: 'Export dashboards to PDF', description: '', themeId: null }
    const themes = [{ id: 't-rep', name: 'Reporting and exports', description: 'Dashboards, reports, PDF and CSV exports' }]
    const confident = await analyseFeedback([], { features: [feature], themes }, provider)
    expect(confident.themePlacements).toEqual([
      { feature: { kind: 'existing', id: 'f-pdf' }, themeId: 't-rep', similarity: expect.any(Number), confidence: expect.any(Number) },
    ])
    const { similarity } = confident.themePlacements[0]!
    // The same similarity under a stricter placement threshold is below the rule: a suggestion, with its confidence.
    const strict = { theme: similarity + 0.05, themeSuggest: similarity - 0.1 }
    const unsure = await analyseFeedback([], { features: [feature], themes }, provider, { thresholds: strict })
    expect(unsure.themePlacements).toEqual([])
    expect(unsure.themeSuggestions).toHaveLength(1)
    expect(unsure.themeSuggestions[0]?.themeId).toBe('t-rep')
    expect(unsure.themeSuggestions[0]?.confidence).toBeGreaterThan(0)
    expect(unsure.themeSuggestions[0]?.confidence).toBeLessThan(CONFIDENT_PLACEMENT)
  })

  it('never proposes a theme a person dismissed for the feature', async () => {
    const feature = { id: 'f-pdf', title: 'Export dashboards to PDF', description: '', themeId: null, dismissedThemeIds: ['t-rep'] }
    const themes = [{ id: 't-rep', name: 'Reporting and exports', description: 'Dashboards, reports, PDF and CSV exports' }]
    const result = await analyseFeedback([], { features: [feature], themes }, provider)
    expect([...result.themePlacements, ...result.themeSuggestions].map((p) => p.themeId)).not.toContain('t-rep')
  })

  it('calibrates similarity to confidence through the placement threshold', () => {
    const t = LOCAL_THRESHOLDS
    expect(placementConfidence(t.themeSuggest, t)).toBe(0)
    expect(placementConfidence(t.theme, t)).toBe(CONFIDENT_PLACEMENT)
    expect(placementConfidence(t.themeCertain, t)).toBe(1)
    const between = placementConfidence((t.themeSuggest + t.theme) / 2, t)
    expect(between).toBeGreaterThan(0)
    expect(between).toBeLessThan(CONFIDENT_PLACEMENT)
  })

  it("embeds the areas' example titles apart from the batch, once per provider", async () => {
    const calls: string[][] = []
    const counting = new LocalProvider()
    const embed = counting.embed.bind(counting)
    counting.embed = (inputs: readonly AiInput[], options?: EmbedOptions) => {
      if (options?.purpose === 'themes') calls.push(inputs.map((input) => input.text))
      return embed(inputs, options)
    }
    const features = [{ id: 'f-ios', title: 'iOS app', description: '', themeId: null }]
    await analyseFeedback([], { features, themes: [] }, counting)
    await analyseFeedback([], { features, themes: [] }, counting)
    const exampleCalls = calls.filter((texts) => texts.includes('CSV export'))
    expect(exampleCalls).toHaveLength(1)
    expect(exampleCalls[0]).not.toContain('iOS app. iOS app')
    expect(calls.filter((texts) => texts.includes('iOS app. iOS app'))).toHaveLength(2)
  })

  it('groups unthemed features into a suggested theme named after the product area they clearly belong to', async () => {
    const result = await analyseFeedback(
      [
        { id: 'a', text: 'Please add SAML single sign-on with Okta' },
        { id: 'b', text: 'Would love two-factor authentication for our admins' },
        { id: 'c', text: 'Can you add Azure AD single sign-on?' },
      ],
      { features: [], themes: [] },
      provider,
      { thresholds: { match: 0.9, cluster: 0.1 } },
    )
    expect(result.featuresToCreate).toHaveLength(3)
    const theme = result.suggestedThemes.find((t) => t.features.some((f) => f.kind === 'new' && f.key === 'new:a'))
    expect(theme?.features).toContainEqual({ kind: 'new', key: 'new:c' })
    expect(theme?.name).toBe('Access & security')
    expect(theme?.key).toBe('suggested:new:a')
  })

  it('names a group outside the product areas after the noun phrase its features share, and suggests nothing for fewer than three', async () => {
    const feature = (id: string, title: string) => ({ id, title, description: '', themeId: null })
    const result = await analyseFeedback(
      [],
      {
        features: [
          feature('f-1', 'Fiscal year starting in April'),
          feature('f-2', 'Custom fiscal years'),
          feature('f-3', 'Fiscal quarters in the date picker'),
          feature('f-4', 'Espresso machine in the office'),
        ],
        themes: [],
      },
      provider,
      { areas: [], thresholds: { cluster: 0.3 } },
    )
    expect(result.suggestedThemes).toEqual([
      { key: 'suggested:f-1', name: 'Fiscal year', features: ['f-1', 'f-2', 'f-3'].map((id) => ({ kind: 'existing', id })), cohesion: expect.any(Number) },
    ])
  })

  it('does not suggest an area the team already has a theme for', async () => {
    const feature = (id: string, title: string) => ({ id, title, description: '', themeId: null })
    const features = [feature('f-ios', 'iOS app'), feature('f-android', 'Android app'), feature('f-tablet', 'Tablet support for the mobile app')]
    const fresh = await analyseFeedback([], { features, themes: [] }, provider)
    expect(fresh.suggestedThemes.map((theme) => theme.name)).toEqual(['Mobile app'])
    const kept = await analyseFeedback([], { features, themes: [{ id: 't-mobile', name: 'Mobile app' }] }, provider)
    expect(kept.suggestedThemes.map((theme) => theme.name)).not.toContain('Mobile app')
  })

  it("groups a feature only weakly close to an existing theme into its own area's theme, with each feature's confidence", async () => {
    const feature = (id: string, title: string) => ({ id, title, description: '', themeId: null })
    const features = [feature('f-iphone', 'App for iPhone'), feature('f-android', 'Android app'), feature('f-tablet', 'Tablet support for the mobile app')]
    const themes = [{ id: 't-alerts', name: 'Notifications & alerts', description: 'Push notifications and email alerts' }]
    // Without the Mobile app area to group it by, the feature is only suggested the theme it is weakly close to.
    const areas = STARTER_AREAS.filter((area) => area.name !== 'Mobile app')
    const alone = await analyseFeedback([], { features, themes }, provider, { areas })
    expect(alone.themeSuggestions.map((s) => s.feature)).toContainEqual({ kind: 'existing', id: 'f-iphone' })
    const result = await analyseFeedback([], { features, themes }, provider)
    const mobile = result.suggestedThemes.find((theme) => theme.name === 'Mobile app')
    expect(mobile?.features).toEqual(features.map((f) => ({ kind: 'existing', id: f.id })))
    expect(mobile?.areaConfidences).toHaveLength(3)
    expect(result.themeSuggestions).toEqual([])
  })

  it("recognises a theme named after a product area by the area's examples, before it has members", async () => {
    // The theme's name alone shares no word with the feature; the Mobile app area's example titles do.
    const features = [{ id: 'f-widget', title: 'Home screen widgets for Android', description: '', themeId: null }]
    const result = await analyseFeedback([], { features, themes: [{ id: 't-mobile', name: 'Mobile app' }] }, provider)
    expect([...result.themePlacements, ...result.themeSuggestions].map((p) => p.themeId)).toEqual(['t-mobile'])
    const unnamed = await analyseFeedback([], { features, themes: [{ id: 't-other', name: 'Handheld' }] }, provider)
    expect([...unnamed.themePlacements, ...unnamed.themeSuggestions]).toEqual([])
  })

  it('suggests themes by meaning, not only by shared words', async () => {
    const feature = (id: string, title: string) => ({ id, title, description: '', themeId: null })
    const result = await analyseFeedback(
      [],
      {
        features: [
          feature('f-mobile', 'Mobile app'),
          feature('f-iphone', 'App for iPhone'),
          feature('f-android', 'Something for Android phones'),
          feature('f-audit', 'Audit log of who changed what'),
          feature('f-audit-export', 'Audit logs that we can export'),
          feature('f-history', 'History of changes made by admins'),
        ],
        themes: [],
      },
      provider,
      { thresholds: { cluster: 0.3 } },
    )
    const themeOf = (id: string) => result.suggestedThemes.find((t) => t.features.some((f) => f.kind === 'existing' && f.id === id))
    expect(themeOf('f-mobile')?.features).toContainEqual({ kind: 'existing', id: 'f-iphone' })
    expect(themeOf('f-audit')?.features).toContainEqual({ kind: 'existing', id: 'f-audit-export' })
    expect(themeOf('f-mobile')).not.toBe(themeOf('f-audit'))
  })

  it('is deterministic', async () => {
    const a = await analyseFeedback(items, existing, provider)
    const b = await analyseFeedback(items, existing, provider)
    expect(JSON.stringify(b)).toBe(JSON.stringify(a))
  })

  it('analyses the first ANALYSED_TEXT_MAX_CHARS characters of a message', async () => {
    const filler = 'Some context here. '.repeat(Math.ceil(ANALYSED_TEXT_MAX_CHARS / 19))
    const result = await analyseFeedback(
      [
        { id: 'early', text: `Please add a Gantt chart view. ${filler}` },
        { id: 'late', text: `${filler}Please add a Gantt chart view.` },
      ],
      { features: [], themes: [] },
      provider,
    )
    const [early, late] = result.items
    expect(early?.text).toContain('Gantt')
    expect(late?.text).not.toContain('Gantt')
    expect(late?.text.length).toBeLessThanOrEqual(ANALYSED_TEXT_MAX_CHARS)
  })

  it('handles an empty batch', async () => {
    const result = await analyseFeedback([], existing, provider)
    expect(result.mentions).toEqual([])
    expect(result.featuresToCreate).toEqual([])
  })
})
