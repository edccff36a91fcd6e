import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AiPreview } from '../../api'
import { forbiddenDetail } from '../../api/permissions'
import { features, feedback, themes } from '../db/schema'
import { registerAndLogin, registerCompanyOfTwo } from '../testing/accounts'
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai'
import { createTestApp, type TestApp } from '../testing/test-app'

describe('GET /api/v1/ai/preview with an OpenAI-compatible provider (the loopback fake)', () => {
  let fake: FakeOpenAi
  let testApp: TestApp
  beforeAll(async () => {
    fake = await startFakeOpenAi()
    testApp = await createTestApp({ aiProvider: 'openai', aiBaseUrl: fake.url, aiApiKey: 'sk-never-shown', aiModel: 'fake-model' })
  })
  afterAll(async () => {
    await testApp.close()
    await fake.close()
  })

  const preview = (headers: { authorization: string } | undefined, query = '') =>
    testApp.app.inject({ method: 'GET', url: `/api/v1/ai/preview${query}`, ...(headers ? { headers } : {}) })

  it("shows an admin the company's most recent feedback as it would be sent, redacted, and sends nothing", async () => {
    const [admin, member] = await registerCompanyOfTwo(testApp.app)
    const other = await registerAndLogin(testApp.app)
    const companyId = admin.user.company_id
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes))
    // Analysed already, so the analysis job sends nothing of them and the fake's log shows only what the preview sends.
    const analysedAt = new Date()
    const rows = await testApp.database.db
      .insert(feedback)
      .values([
        { companyId, source: 'manual', text: 'The oldest: please add SAML', postedAt: at(1), analysedAt },
        { companyId, source: 'manual', text: 'Priya Raman here, priya@acme.com. Please add PDF export', authorName: 'Priya Raman', postedAt: at(2), analysedAt },
        { companyId, source: 'manual', text: 'Call me on +1 415 555 0134 about dark mode', postedAt: at(3), analysedAt },
        { companyId, source: 'manual', text: '> only a quoted reply', postedAt: at(4), analysedAt },
        { companyId: other.user.company_id, source: 'manual', text: 'Another company: please add Jira', postedAt: at(5), analysedAt },
      ])
      .returning({ id: feedback.id })
    const ids = rows.map((row) => row.id)

    const response = await preview(admin.headers)
    expect(response.statusCode).toBe(200)
    const body = response.json<AiPreview>()
    expect(body).toMatchObject({ provider: 'openai', leaves_machine: true, endpoint_host: new URL(fake.url).host, model: 'fake-model' })
    expect(body.items).toEqual([
      { feedback_id: ids[3], text: '> only a quoted reply', sent: null },
      { feedback_id: ids[2], text: 'Call me on +1 415 555 0134 about dark mode', sent: 'Call me on [phone] about dark mode' },
      { feedback_id: ids[1], text: 'Priya Raman here, priya@acme.com. Please add PDF export', sent: '[name] here, [email]. Please add PDF export' },
    ])
    // No theme yet: nothing to place in, and the texts are shown as a group a suggested theme would be named from.
    expect(body.requests.map((request) => [request.purpose, request.method, request.url])).toEqual([
      ['classify', 'POST', `${fake.url}/chat/completions`],
      ['extract', 'POST', `${fake.url}/chat/completions`],
      ['name', 'POST', `${fake.url}/chat/completions`],
    ])
    expect(body.requests[0]?.body).toMatchObject({ model: 'fake-model', response_format: { type: 'json_schema' } })
    const messages = (body.requests[0]!.body as { messages: { role: string; content: string }[] }).messages
    expect(JSON.parse(messages[1]!.content)).toEqual([
      { index: 0, text: 'Call me on [phone] about dark mode' },
      { index: 1, text: '[name] here, [email]. Please add PDF export' },
    ])
    const requests = JSON.stringify(body.requests)
    expect(['Priya', 'acme.com', '415 555', 'sk-never-shown', 'Another company'].filter((secret) => requests.includes(secret))).toEqual([])
    expect(fake.requests).toEqual([])

    // With open themes, the placement request carries them (name, description, their features' titles), redacted; a
    // archived theme is not offered.
    const [reporting, closed] = await testApp.database.db
      .insert(themes)
      .values([
        { companyId, name: 'Reporting', description: 'Exports and dashboards Priya Raman asked for' },
        { companyId, name: 'Old ideas', status: 'archived' },
      ])
      .returning({ id: themes.id })
    const [kept] = await testApp.database.db
      .insert(features)
      .values([
        { companyId, title: 'Scheduled PDF reports', source: 'manual', themeId: reporting!.id },
        { companyId, title: 'CSV export', source: 'manual', themeId: reporting!.id },
        { companyId, title: 'Kanban view', source: 'manual', themeId: closed!.id },
      ])
      .returning({ id: features.id })
    // A feature merged into another is not an example of its theme.
    await testApp.database.db.insert(features).values({ companyId, title: 'PDF reports weekly', source: 'manual', themeId: reporting!.id, mergedIntoId: kept!.id })
    const placed = (await preview(admin.headers)).json<AiPreview>()
    expect(placed.requests.map((request) => request.purpose)).toEqual(['classify', 'extract', 'place', 'name'])
    const placement = (placed.requests[2]!.body as { messages: { content: string }[] }).messages[1]!.content
    expect(JSON.parse(placement)).toEqual({
      themes: [{ name: 'Reporting', description: 'Exports and dashboards [name] asked for', examples: ['CSV export', 'Scheduled PDF reports'] }],
      features: [
        { index: 0, text: 'Call me on [phone] about dark mode' },
        { index: 1, text: '[name] here, [email]. Please add PDF export' },
      ],
    })
    const naming = (placed.requests[3]!.body as { messages: { content: string }[] }).messages[1]!.content
    expect(JSON.parse(naming)).toEqual([{ index: 0, titles: ['Call me on [phone] about dark mode', '[name] here, [email]. Please add PDF export'] }])
    expect(fake.requests).toEqual([])

    const pasted = await preview(admin.headers, `?text=${encodeURIComponent('Email me at ada@example.org: add Okta SSO')}`)
    expect(pasted.json<AiPreview>().items).toEqual([{ feedback_id: null, text: 'Email me at ada@example.org: add Okta SSO', sent: 'Email me at [email]: add Okta SSO' }])

    expect((await preview(undefined)).statusCode).toBe(401)
    const refused = await preview(member.headers)
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: forbiddenDetail('ai.inspect', 'member') }])
    const theirs = await preview(other.headers)
    expect(theirs.json<AiPreview>().items.map((item) => item.feedback_id)).toEqual([ids[4]])
    expect(fake.requests).toEqual([])
  }, 60_000)
})
