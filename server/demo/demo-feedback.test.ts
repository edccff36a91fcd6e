import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, DEMO_COMPANY } from '../../api/demo'
import type { Tokens } from '../../api/schemas/auth'
import type { Integration } from '../../api/schemas/slack'
import { companies } from '../db/schema'
import { countFeedback, listFeedback } from '../domain/feedback/repository'
import { login, registerAndLogin } from '../testing/accounts'
import { createTestApp, type TestApp } from '../testing/test-app'
import { seedDemo } from './seed'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ demo: true })
})
afterAll(() => testApp.close())

const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` })
const DAY_MS = 24 * 60 * 60 * 1000

describe('the demo workspace feedback', () => {
  it("arrives as an imported Slack workspace: a few hundred customers' messages over the 90 days before the demo began", async () => {
    const [company] = await testApp.database.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY.name))
    const anchor = company!.createdAt.getTime()
    const messages = await listFeedback(testApp.database.db, company!.id)
    expect(messages.length).toBe(270)
    expect(new Set(messages.map((message) => message.channelName))).toEqual(
      new Set(['customer-feedback', 'support-escalations', 'sales-requests']),
    )
    expect(new Set(messages.map((message) => message.authorCompany)).size).toBe(12)
    expect(messages.every((message) => message.source === 'slack' && message.authorName && message.permalink)).toBe(true)
    const ages = messages.map((message) => (anchor - message.postedAt.getTime()) / DAY_MS)
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...ages)).toBeLessThan(91)
    // Recent weeks are busier, so the trends rise towards the present.
    expect(ages.filter((age) => age < 14).length).toBeGreaterThan(messages.length / 3)

    const tokens = await login(testApp.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/slack/integrations', headers: bearer(tokens) })
    expect(response.json<Integration[]>()).toEqual([
      expect.objectContaining({ team_name: 'Acme Analytics', status: 'connected', channels: expect.any(Array) }),
    ])
  })

  it('is stored once however often the demo is seeded, and only for the demo company', async () => {
    const context = await seedDemo(testApp.database.db)
    await seedDemo(testApp.database.db)
    expect(await countFeedback(testApp.database.db, context.companyId)).toBe(270)

    const other = await registerAndLogin(testApp.app)
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/slack/integrations', headers: bearer(other.tokens) })
    expect(response.json()).toEqual([])
    expect(await countFeedback(testApp.database.db, other.user.company_id)).toBe(0)
  })
})
