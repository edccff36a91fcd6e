import { expect } from 'vitest'
import { forbiddenDetail } from '../permissions'
import { ErrorDetail } from '../schemas/error'
import { TellDetail, type TellSettings } from '../schemas/tell'
import { DEFAULT_TELL_SETTINGS } from '../tell-requesters'
import { call, companyAdmin, expectError, expectSuccess, invitedMember } from './harness'
import type { ContractCase } from './harness'

const unknownId = '3c1e2f4a-6b8d-4e0f-9a1b-5c7d9e1f3a5b'

/** Telling the people who asked: the settings, a feature's drafts, sending and who was told. */
export const tellCases: ContractCase[] = [
  {
    name: 'tell requesters: settings by admins, drafts of linked feedback at a trigger status, excluded and API requesters blocked',
    async run(send) {
      const admin = await companyAdmin(send, 'tell')
      const token = admin.tokens.access_token
      expect(expectSuccess('getTellSettings', await call(send, 'getTellSettings', { token }))).toEqual(DEFAULT_TELL_SETTINGS)
      const templates = { ...DEFAULT_TELL_SETTINGS.templates, completed: 'Hi {first_name}, {feature_title} shipped. {release_note_url}' }
      const unknownVariable = await call(send, 'updateTellSettings', {
        token,
        body: { ...DEFAULT_TELL_SETTINGS, templates: { ...templates, review: 'Hi {customer}' } },
      })
      expect(expectError(422, unknownVariable)).toBe(
        'The review template uses {customer}: only {first_name}, {feature_title} and {release_note_url} can be used.',
      )
      const settings: TellSettings = { ...DEFAULT_TELL_SETTINGS, templates, excluded_companies: ['Umbrella'] }
      expect(expectSuccess('updateTellSettings', await call(send, 'updateTellSettings', { token, body: settings }))).toEqual(settings)

      const member = await invitedMember(send, admin, 'tell-member', { email: `member@${admin.user.email.split('@')[1]}` })
      const memberToken = member.tokens.access_token
      expect(expectError(403, await call(send, 'updateTellSettings', { token: memberToken, body: settings }))).toBe(
        forbiddenDetail('preferences.manage', 'member'),
      )

      const { key } = expectSuccess('createApiKey', await call(send, 'createApiKey', { token, body: { name: 'Tickets' } }))
      const items = [
        { external_id: 'tell-1', text: 'Dark mode, please.', author_name: 'Ann Smith', customer_company: 'Umbrella' },
        { external_id: 'tell-2', text: 'We need dark mode.', author_name: 'Pat Lee', customer_company: 'Globex' },
      ]
      const stored = expectSuccess('ingestFeedback', await call(send, 'ingestFeedback', { token: key, body: { items } })).stored
      const feature = expectSuccess('createFeature', await call(send, 'createFeature', { token, body: { title: 'Dark mode' } }))
      const params = { id: feature.id }
      for (const { id } of stored) {
        expect((await call(send, 'linkFeedback', { token, params, body: { feedback_id: id } })).status).toBeLessThan(300)
      }

      expect(expectSuccess('listTellDrafts', await call(send, 'listTellDrafts', { token: memberToken, params }))).toEqual({
        status: 'backlog',
        triggered: false,
        release_note_url: null,
        items: [],
      })
      expect(expectError(409, await call(send, 'sendTell', { token, params, body: {} }))).toBe(TellDetail.notTriggered)

      expectSuccess('updateFeature', await call(send, 'updateFeature', { token, params, body: { status: 'completed' } }))
      const badLink = await call(send, 'setReleaseNote', { token, params, body: { release_note_url: 'javascript:alert(1)' } })
      expect(expectError(422, badLink)).toBe('The release note link must be an http or https URL.')
      const drafts = expectSuccess(
        'setReleaseNote',
        await call(send, 'setReleaseNote', { token, params, body: { release_note_url: 'https://example.com/notes' } }),
      )
      expect(drafts).toMatchObject({ status: 'completed', triggered: true, release_note_url: 'https://example.com/notes' })
      expect(drafts.items.map(({ name, company, channel, text, blocked_reason }) => ({ name, company, channel, text, blocked_reason }))).toEqual([
        {
          name: 'Ann Smith',
          company: 'Umbrella',
          channel: 'none',
          text: 'Hi Ann, Dark mode shipped. https://example.com/notes',
          blocked_reason: 'Umbrella is excluded from being told.',
        },
        {
          name: 'Pat Lee',
          company: 'Globex',
          channel: 'none',
          text: 'Hi Pat, Dark mode shipped. https://example.com/notes',
          blocked_reason: TellDetail.noConversation.api,
        },
      ])
      expect(expectError(409, await call(send, 'sendTell', { token: memberToken, params, body: {} }))).toBe(TellDetail.nothingToSend)
      expect(expectSuccess('listTellMessages', await call(send, 'listTellMessages', { token, params }))).toEqual({ items: [] })

      const outsider = await companyAdmin(send, 'tell-outsider')
      const foreign = await call(send, 'listTellDrafts', { token: outsider.tokens.access_token, params })
      expect(expectError(404, foreign)).toBe(ErrorDetail.featureNotFound)
      expect(expectError(404, await call(send, 'listTellMessages', { token, params: { id: unknownId } }))).toBe(
        ErrorDetail.featureNotFound,
      )
    },
  },
]
