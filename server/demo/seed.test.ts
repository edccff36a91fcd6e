import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, DEMO_COMPANY } from '../../api/demo'
import type { AppConfig } from '../../api/schemas/config'
import type { Tokens, User } from '../../api/schemas/auth'
import type { Workspace } from '../../api/schemas/workspace'
import { companies, users } from '../db/schema'
import { buildApp } from '../http/build-app'
import { login } from '../testing/accounts'
import { createTestApp, type TestApp } from '../testing/test-app'
import { applyDemoSetting, demoAccountWorks, demoContentSeeders, disableDemo, seedDemo } from './seed'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ demo: true })
})
afterAll(() => testApp.close())

const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` })

describe('demo mode on', () => {
  it('tells the app the demo credentials and lets them sign in to a finished onboarding', async () => {
    const config = (await testApp.app.inject({ method: 'GET', url: '/api/v1/config' })).json<AppConfig>()
    expect(config).toEqual({ demo: DEMO_ACCOUNT, google_signin: false, slack_oauth: false, gmail_oauth: false, email_delivery: false, version: expect.stringMatching(/^\d+\.\d+\.\d+/) })

    const tokens = await login(testApp.app, config.demo?.email ?? '', config.demo?.password ?? '')
    const me = (await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokens) })).json<User>()
    expect(me).toMatchObject({
      email: DEMO_ACCOUNT.email,
      company_name: DEMO_COMPANY.name,
      role: 'owner',
      onboarding_completed: true,
      is_active: true,
    })
    const workspace = await testApp.app.inject({ method: 'GET', url: '/api/v1/workspace', headers: bearer(tokens) })
    expect(workspace.json<Workspace>().members.map((member) => member.role)).toEqual(['owner', 'member'])
    const preferences = await testApp.app.inject({ method: 'GET', url: '/api/v1/workspace/preferences', headers: bearer(tokens) })
    expect(preferences.json()).toEqual({ auto_sync: true, email_notifications: false })
  })

  it('seeds idempotently and brings back the demo password a visitor changed', async () => {
    const tokens = await login(testApp.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: bearer(tokens),
      payload: { current_password: DEMO_ACCOUNT.password, new_password: 'hijacked-demo', first_name: 'Mallory' },
    })
    expect(changed.statusCode).toBe(200)
    const everyone = () =>
      testApp.database.db.select({ id: users.id, email: users.email }).from(users).orderBy(users.email)
    const before = await everyone()

    await seedDemo(testApp.database.db)
    await applyDemoSetting(testApp.database.db, true)

    expect(await everyone()).toEqual(before)
    const acme = await testApp.database.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY.name))
    expect(acme).toHaveLength(1)
    expect(await demoAccountWorks(testApp.database.db)).toBe(true)
    const [demo] = await testApp.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email))
    expect(demo?.firstName).toBe('Dana')
  })

  it('gives later work a seam for demo content, scoped to the demo company', async () => {
    const seen: string[] = []
    demoContentSeeders.push(async ({ companyId, people }) => {
      seen.push(`${companyId} ${people.size}`)
    })
    try {
      const context = await seedDemo(testApp.database.db)
      expect(seen).toEqual([`${context.companyId} 2`])
    } finally {
      demoContentSeeders.pop()
    }
  })
})

describe('demo mode off', () => {
  it('disables the accounts an earlier demo run left, ends their sessions, and reports no demo', async () => {
    const tokens = await login(testApp.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
    await applyDemoSetting(testApp.database.db, false)

    expect(await demoAccountWorks(testApp.database.db)).toBe(false)
    await expect(login(testApp.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).rejects.toThrow(/401/)
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    })
    expect(refreshed.statusCode).toBe(401)

    // A server started with demo off: no credentials, and the old access token is refused.
    const production = buildApp({ config: { ...testApp.config, demo: false }, database: testApp.database, logger: false })
    try {
      expect((await production.inject({ method: 'GET', url: '/api/v1/config' })).json<AppConfig>().demo).toBeNull()
      const me = await production.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokens) })
      expect(me.statusCode).toBe(401)
    } finally {
      await production.close()
    }
    expect(await disableDemo(testApp.database.db)).toBe(false) // nothing left to disable

    await applyDemoSetting(testApp.database.db, true)
    expect(await demoAccountWorks(testApp.database.db)).toBe(true)
  })
})
