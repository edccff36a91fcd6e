import { describe, expect, it } from 'vitest'
import { RequestExamples, type CompanyExamples } from './company-layer'
import { loadClassifier } from './model-files'
import { analyseFeedback, type ExistingState } from './pipeline'
import { LocalProvider } from './providers/local'

const BETA = 'Could you add me to the beta list for the new reporting dashboard?'
const BETA_AGAIN = 'Could you add my colleague to the beta list for the new reporting dashboard?'
const SLIDES = 'Our board keeps asking for the quarterly numbers as slides instead of the dashboard.'
const SLIDES_AGAIN = 'The board keeps asking for our monthly numbers as slides instead of the dashboard.'

const examples = (overrides: Partial<CompanyExamples>): CompanyExamples => ({ requests: [], features: [], themes: [], ...overrides })

describe("the company's layer", () => {
  it("gives a message the team's label of a very close one, and leaves other messages to the model", () => {
    const classifier = loadClassifier()
    const model = classifier.classify(BETA_AGAIN)
    expect(model.label).toBe('feature_request')
    const team = new RequestExamples([{ text: BETA, request: false }], classifier)
    const followed = team.follow(BETA_AGAIN, model)
    expect(followed.label).not.toBe('feature_request')
    expect(followed.confidence).toBeGreaterThan(0)
    expect(team.follow(SLIDES, classifier.classify(SLIDES))).toEqual(classifier.classify(SLIDES))

    const asked = new RequestExamples([{ text: SLIDES, request: true }], classifier).follow(SLIDES_AGAIN, classifier.classify(SLIDES_AGAIN))
    expect(asked.label).toBe('feature_request')
    expect(asked.confidence).toBeGreaterThanOrEqual(0.5)
  })

  it('is followed by the pipeline: a message the team said asks for nothing makes no feature, one they said asks does', async () => {
    const provider = new LocalProvider()
    const items = [
      { id: 'beta', text: BETA_AGAIN },
      { id: 'slides', text: SLIDES_AGAIN },
    ]
    const before = await analyseFeedback(items, { features: [], themes: [] }, provider)
    expect(before.mentions.map((mention) => mention.itemId)).toEqual(['beta'])
    const team = examples({ requests: [{ text: BETA, request: false }, { text: SLIDES, request: true }] })
    const after = await analyseFeedback(items, { features: [], themes: [], examples: team }, provider)
    expect(after.mentions.map((mention) => mention.itemId)).toEqual(['slides'])
    expect(after.items.find((item) => item.itemId === 'beta')?.extraction).toBeNull()
  })

  it('keeps apart what the team separated and sends what they moved where they chose', async () => {
    const provider = new LocalProvider()
    const existing: ExistingState = {
      features: [
        { id: 'pdf', title: 'Dashboard export to PDF', mentionTexts: ['Please add export to PDF for dashboards', 'PDF export of dashboards for the board pack'] },
        { id: 'schedule', title: 'Scheduled email reports', mentionTexts: ['Send the weekly report by email every Monday'] },
      ],
      themes: [],
    }
    const item = { id: 'new', text: 'We need to export the dashboard as a PDF every Monday for the board email.' }
    const before = await analyseFeedback([item], existing, provider)
    expect(before.mentions[0]?.feature).toEqual({ kind: 'existing', id: 'pdf' })

    const moved = 'export the dashboard to PDF every Monday for the board email'
    const team = examples({
      features: [
        { text: moved, featureId: 'pdf', same: false },
        { text: moved, featureId: 'schedule', same: true },
      ],
    })
    const after = await analyseFeedback([item], { ...existing, examples: team }, provider)
    expect(after.mentions[0]?.feature).toEqual({ kind: 'existing', id: 'schedule' })
    // Separated only: the pair stays apart, the request goes elsewhere (here, a feature of its own).
    const separated = await analyseFeedback([item], { ...existing, examples: examples({ features: [team.features[0]!] }) }, provider)
    expect(separated.mentions[0]?.feature).not.toEqual({ kind: 'existing', id: 'pdf' })
  })

  it('places features like those the team moved into a theme there, and not in a theme they took such features out of', async () => {
    const provider = new LocalProvider()
    const themes = [
      { id: 'reporting', name: 'Reporting', description: 'Reports, dashboards and exports' },
      { id: 'billing', name: 'Billing', description: 'Invoices, plans and payments' },
    ]
    const feature = { id: 'invoice-pdf', title: 'Invoice PDF export', description: 'Export invoices to PDF for the accountants' }
    const place = async (team: CompanyExamples) => {
      const result = await analyseFeedback([], { features: [feature], themes, examples: team }, provider)
      return [...result.themePlacements, ...result.themeSuggestions].map((placement) => placement.themeId)
    }
    const moved = 'Invoice export to PDF. Accountants want every invoice as a PDF'
    expect(await place(examples({}))).toEqual(['billing'])
    // This team keeps exports in Reporting.
    expect(await place(examples({ themes: [{ text: moved, themeId: 'reporting', same: true }] }))).toEqual(['reporting'])
    expect(await place(examples({ themes: [{ text: moved, themeId: 'billing', same: false }] }))).not.toContain('billing')
  })
})
