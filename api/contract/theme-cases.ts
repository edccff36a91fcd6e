import { expect } from 'vitest'
import { STARTER_AREAS } from '../product-areas'
import { forbiddenDetail } from '../permissions'
import { ErrorDetail } from '../schemas/error'
import { call, companyAdmin, expectError, expectSuccess, invitedMember } from './harness'
import type { ContractCase } from './harness'

const unknownId = '0c3d5e7f-9a1b-4c2d-8e3f-4a5b6c7d8e9f'

/** The product areas themes start from, the AI's theme suggestions on features, and proposed theme changes. */
export const themeCases: ContractCase[] = [
  {
    name: 'a new company starts from the starter product areas, which the team edits; a viewer only reads them',
    async run(send) {
      const admin = await companyAdmin(send, 'product-areas')
      const token = admin.tokens.access_token
      expectError(401, await call(send, 'getProductAreas'))
      const starter = expectSuccess('getProductAreas', await call(send, 'getProductAreas', { token }))
      expect(starter).toEqual({ areas: STARTER_AREAS.map((area) => ({ name: area.name, examples: [...area.examples] })), customized: false })

      const edited = [
        { name: 'Reports & exports', examples: starter.areas[0]!.examples },
        ...starter.areas.slice(2),
        { name: '  Warehouse sync  ', examples: [] },
      ]
      const saved = expectSuccess('updateProductAreas', await call(send, 'updateProductAreas', { token, body: { areas: edited } }))
      expect(saved.customized).toBe(true)
      expect(saved.areas.at(-1)).toEqual({ name: 'Warehouse sync', examples: [] })
      expect(saved.areas.map((area) => area.name)).not.toContain(starter.areas[1]!.name)
      expect(expectSuccess('getProductAreas', await call(send, 'getProductAreas', { token }))).toEqual(saved)

      const twice = await call(send, 'updateProductAreas', { token, body: { areas: [{ name: 'Billing' }, { name: 'billing' }] } })
      expect(expectError(422, twice)).toBe('Every product area needs its own name.')
      const unnamed = await call(send, 'updateProductAreas', { token, body: { areas: [{ name: ' ' }] } })
      expect(expectError(422, unnamed)).toBe('Enter a name for the theme.')

      const domain = admin.user.email.split('@')[1]
      const viewer = await invitedMember(send, admin, 'product-areas-viewer', { email: `viewer@${domain}` })
      const demoted = await call(send, 'changeMemberRole', { token, params: { id: viewer.user.id }, body: { role: 'viewer' } })
      expectSuccess('changeMemberRole', demoted)
      const vtoken = viewer.tokens.access_token
      expect(expectSuccess('getProductAreas', await call(send, 'getProductAreas', { token: vtoken }))).toEqual(saved)
      const refused = await call(send, 'updateProductAreas', { token: vtoken, body: { areas: [] } })
      expect(expectError(403, refused)).toBe(forbiddenDetail('backlog.edit', 'viewer'))
    },
  },
  {
    name: "a feature a person placed shows no AI confidence nor suggestion, and has no suggestion to dismiss",
    async run(send) {
      const { tokens } = await companyAdmin(send, 'theme-suggestion')
      const token = tokens.access_token
      const theme = expectSuccess('createTheme', await call(send, 'createTheme', { token, body: { name: 'Integrations' } }))
      const feature = expectSuccess('createFeature', await call(send, 'createFeature', { token, body: { title: 'Zapier app', theme_id: theme.id } }))
      expect(feature).toMatchObject({ theme_id: theme.id, theme_confidence: null, suggested_theme: null })
      const listed = expectSuccess('listFeatures', await call(send, 'listFeatures', { token }))
      expect(listed.items[0]).toMatchObject({ theme_confidence: null, suggested_theme: null })
      const none = await call(send, 'dismissThemeSuggestion', { token, params: { id: feature.id } })
      expect(expectError(409, none)).toBe(ErrorDetail.noThemeSuggestion)
      const unknown = await call(send, 'dismissThemeSuggestion', { token, params: { id: unknownId } })
      expect(expectError(404, unknown)).toBe(ErrorDetail.featureNotFound)
    },
  },
  {
    name: 'a feature a person put in a suggested theme keeps it when the suggestion is dismissed, and can leave it',
    async run(send, seeds) {
      const { user, tokens } = await companyAdmin(send, 'dismissed-suggestion')
      const token = tokens.access_token
      const suggestedId = await seeds.suggestedTheme(user.id, 'Automation')
      const other = expectSuccess('createTheme', await call(send, 'createTheme', { token, body: { name: 'Integrations' } }))
      const feature = expectSuccess(
        'createFeature',
        await call(send, 'createFeature', { token, body: { title: 'Zapier app', theme_id: suggestedId } }),
      )
      expect(feature.theme_id).toBe(suggestedId)
      expectSuccess('dismissTheme', await call(send, 'dismissTheme', { token, params: { id: suggestedId } }))
      const kept = expectSuccess('getFeature', await call(send, 'getFeature', { token, params: { id: feature.id } }))
      expect(kept.theme_id).toBe(suggestedId)

      const back = await call(send, 'updateFeature', { token, params: { id: feature.id }, body: { theme_id: suggestedId } })
      expect(expectError(404, back)).toBe(ErrorDetail.themeNotFound)
      const created = await call(send, 'createFeature', { token, body: { title: 'Make scenarios', theme_id: suggestedId } })
      expect(expectError(404, created)).toBe(ErrorDetail.themeNotFound)

      const changed = await call(send, 'updateFeature', { token, params: { id: feature.id }, body: { theme_id: other.id } })
      const moved = expectSuccess('updateFeature', changed)
      expect(moved).toMatchObject({ theme_id: other.id, theme_confidence: null, suggested_theme: null })
      const by = `${user.first_name} ${user.last_name}`
      expect(moved.history.map(({ kind, from, to, by: who }) => ({ kind, from, to, by: who }))).toEqual([
        { kind: 'theme', from: 'Automation', to: 'Integrations', by },
      ])
    },
  },
  {
    name: 'a new company has no proposed theme changes; an unknown one answers 404',
    async run(send) {
      const { tokens } = await companyAdmin(send, 'theme-changes')
      const token = tokens.access_token
      expectError(401, await call(send, 'listThemeChanges'))
      expect(expectSuccess('listThemeChanges', await call(send, 'listThemeChanges', { token }))).toEqual([])
      const accept = await call(send, 'acceptThemeChange', { token, params: { id: unknownId } })
      expect(expectError(404, accept)).toBe(ErrorDetail.themeChangeNotFound)
      const dismiss = await call(send, 'dismissThemeChange', { token, params: { id: unknownId } })
      expect(expectError(404, dismiss)).toBe(ErrorDetail.themeChangeNotFound)
    },
  },
]
