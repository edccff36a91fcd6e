import { describe, expect, it } from 'vitest'
import { ErrorDetail, createApiClient } from '../api'
import { backlogFeatures, backlogThemes, unlinkedFeedback } from './backlog'
import { demoTokens } from './fixtures'
import { serveMockApi } from './node'

const baseUrl = 'http://backlog.test'
serveMockApi({ baseUrl })
const client = createApiClient({ baseUrl, getAccessToken: () => demoTokens.access_token })

const [pdfReports] = backlogFeatures
const suggestedTheme = backlogThemes.find((theme) => theme.status === 'suggested')!

describe('the seeded demo backlog', () => {
  it('lists the demo features by score with their Slack and email mentions', async () => {
    const { items, next_cursor } = await client.listFeatures()
    expect(next_cursor).toBeNull()
    expect(items.map((item) => item.title)).toEqual(
      [...backlogFeatures].sort((a, b) => b.score - a.score).map((feature) => feature.title),
    )
    expect(items[0]).toMatchObject({ title: 'Scheduled PDF reports', total_mentions: 6, slack_mentions: 4, email_mentions: 2, source: 'slack' })
    const slackOnly = await client.listFeatures({ source: 'email', theme_id: backlogThemes[0]!.id })
    expect(slackOnly.items.map((item) => item.title)).toEqual(['Scheduled PDF reports', 'CSV export of any table', 'Annotations on charts'])
  })

  it('shows a feature with its recent feedback, competitors and explanation', async () => {
    const detail = await client.getFeature({ id: pdfReports!.id })
    expect(detail.recent_feedback).toHaveLength(6)
    expect(detail.recent_feedback[0]).toMatchObject({ author: 'Marta Silva', company: 'Northwind', source: 'slack' })
    expect(detail.competitors.map((competitor) => competitor.name)).toEqual(['Mixpanel', 'Amplitude'])
    expect(detail.score_explanation?.factors.map((factor) => factor.key)).toEqual(['frequency', 'impact', 'urgency', 'recency'])
  })

  it('links and unlinks the unlinked demo feedback', async () => {
    const linked = await client.linkFeedback({ id: pdfReports!.id }, { feedback_id: unlinkedFeedback.id })
    expect(linked.total_mentions).toBe(7)
    await client.unlinkFeedback({ id: pdfReports!.id, feedback_id: unlinkedFeedback.id })
    expect((await client.getFeature({ id: pdfReports!.id })).total_mentions).toBe(6)
  })

  it('computes the themes and lets a person accept or dismiss the suggested one', async () => {
    const themes = (await client.listThemes()).items
    expect(themes.map((theme) => theme.name)).toEqual(['Access & Security', 'Integrations', 'Mobile experience', 'Reporting & Analytics'])
    expect(themes.find((theme) => theme.name === 'Reporting & Analytics')).toMatchObject({ feature_count: 3, total_mentions: 10, progress: 33 })
    await expect(client.acceptTheme({ id: suggestedTheme.id }, { name: 'Mobile' })).resolves.toMatchObject({ name: 'Mobile', status: 'active' })
    await expect(client.dismissTheme({ id: suggestedTheme.id })).rejects.toMatchObject({ status: 409, detail: ErrorDetail.themeNotSuggested })
  })

  it('fills the dashboard from the backlog', async () => {
    const dashboard = await client.dashboard()
    expect(dashboard).toMatchObject({ total_requests: 28, active_themes: 2 })
    expect(dashboard.requests_this_week).toBeGreaterThan(0)
    expect(dashboard.trends.themes).toHaveLength(3)
    expect(dashboard.trends.features).toHaveLength(10)
    expect(dashboard.trends.features[0]!.counts.reduce((sum, count) => sum + count, 0)).toBe(6)
  })
})
