import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalProvider } from '../../ai'
import type { Db } from '../../db/client'
import { features, themes } from '../../db/schema'
import { registerAndLogin } from '../../testing/accounts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { featureDetail } from '../features/views'
import { reviewThemes } from '../../ai/theme-review'
import { createThemeChangeService, proposeThemeChanges } from './changes'

const local = new LocalProvider()

async function themeWith(db: Db, companyId: string, name: string, titles: readonly string[]) {
  const [theme] = await db.insert(themes).values({ companyId, name, createdBy: 'ai' }).returning({ id: themes.id })
  const rows = await db
    .insert(features)
    .values(titles.map((title) => ({ companyId, title, source: 'ai', themeId: theme!.id, themePlacedBy: 'ai' as const, themeConfidence: 0.7 })))
    .returning({ id: features.id })
  return { id: theme!.id, features: rows.map((row) => row.id) }
}

describe('proposed theme changes', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ workers: false })
  })
  afterAll(() => testApp.close())

  it('proposes a merge with its reason; accepting it moves the features as a person and archives the other theme', async () => {
    const db = testApp.database.db
    const account = await registerAndLogin(testApp.app)
    const caller = { companyId: account.user.company_id, userId: account.user.id }
    const mobile = await themeWith(db, caller.companyId, 'Mobile app', ['iOS app', 'Android app', 'App for iPhone', 'Mobile app offline mode'])
    const phones = await themeWith(db, caller.companyId, 'Phones', ['iPhone app', 'Android phone app', 'Native mobile app'])
    expect(await proposeThemeChanges(db, caller.companyId, (reviewed) => reviewThemes(reviewed, local))).toBeGreaterThan(0)
    const service = createThemeChangeService({ db })
    const merge = (await service.list(caller)).find((change) => change.kind === 'merge')
    expect(merge).toMatchObject({
      themes: [
        { id: mobile.id, name: 'Mobile app' },
        { id: phones.id, name: 'Phones' },
      ],
      name: 'Mobile app',
      reason: expect.stringContaining('ask for related things'),
    })

    await service.accept(caller, merge!.id)
    const moved = await featureDetail(db, caller.companyId, phones.features[0]!)
    expect(moved).toMatchObject({ theme_id: mobile.id, theme_confidence: null })
    expect(moved.history.at(-1)).toMatchObject({ kind: 'theme', from: 'Phones', to: 'Mobile app', by: expect.not.stringMatching(/^AI$/) })
    const [archived] = await db.select({ status: themes.status }).from(themes).where(eq(themes.id, phones.id))
    expect(archived?.status).toBe('archived')
    expect((await service.list(caller)).map((change) => change.id)).not.toContain(merge!.id)
    await expect(service.accept(caller, merge!.id)).rejects.toMatchObject({ kind: 'conflict' })
  })

  it('proposes a rename; a dismissed proposal is not made again', async () => {
    const db = testApp.database.db
    const account = await registerAndLogin(testApp.app)
    const caller = { companyId: account.user.company_id, userId: account.user.id }
    await themeWith(db, caller.companyId, 'Integrations', ['Snowflake data source', 'Snowflake connector', 'Sync to Snowflake', 'Snowflake SSO login'])
    await proposeThemeChanges(db, caller.companyId, (reviewed) => reviewThemes(reviewed, local))
    const service = createThemeChangeService({ db })
    const [rename] = await service.list(caller)
    expect(rename).toMatchObject({ kind: 'rename', name: 'Snowflake', reason: expect.stringContaining('4 of its 4 features') })
    await service.dismiss(caller, rename!.id)
    expect(await proposeThemeChanges(db, caller.companyId, (reviewed) => reviewThemes(reviewed, local))).toBe(0)
    expect(await service.list(caller)).toEqual([])
  })
})
