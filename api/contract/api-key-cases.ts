import { expect } from 'vitest'
import { forbiddenDetail } from '../permissions'
import { ApiKeyDetail } from '../schemas/api-keys'
import { call, companyAdmin, expectError, expectSuccess, invitedMember, unique } from './harness'
import type { ContractCase, Send } from './harness'

const unknownId = '7b9d1f3a-5c7e-4f9a-8b1c-2d4e6f8a0b1c'

/** POST /api/v1/feedback with an API key (the harness's `token` is the Bearer value). */
const ingest = (send: Send, key: string, body: unknown) =>
  call(send, 'ingestFeedback', { token: key, body: body as never })

/** The company API keys and the feedback API they open. */
export const apiKeyCases: ContractCase[] = [
  {
    name: 'API keys: an admin creates one shown once, lists it without the key and revokes it; a member may not',
    async run(send) {
      expectError(401, await call(send, 'listApiKeys'))
      const admin = await companyAdmin(send, 'api-keys')
      const token = admin.tokens.access_token
      expect(expectSuccess('listApiKeys', await call(send, 'listApiKeys', { token }))).toEqual({ items: [] })
      const created = expectSuccess('createApiKey', await call(send, 'createApiKey', { token, body: { name: ' Zapier ' } }))
      expect(created).toMatchObject({ name: 'Zapier', scope: 'feedback:write', revoked_at: null, last_used_at: null })
      expect(created.key.startsWith(created.prefix)).toBe(true)
      const { key: _shownOnce, ...listed } = created
      expect(expectSuccess('listApiKeys', await call(send, 'listApiKeys', { token }))).toEqual({ items: [listed] })
      expect(expectError(422, await call(send, 'createApiKey', { token, body: { name: '' } }))).toBe(
        'Give the key a name, e.g. the tool that will use it.',
      )

      const domain = admin.user.email.split('@')[1]
      const member = await invitedMember(send, admin, 'api-keys-member', { email: `member@${domain}` })
      const memberToken = member.tokens.access_token
      const refusal = forbiddenDetail('api-key.manage', 'member')
      expect(expectError(403, await call(send, 'listApiKeys', { token: memberToken }))).toBe(refusal)
      expect(expectError(403, await call(send, 'revokeApiKey', { token: memberToken, params: { id: created.id } }))).toBe(refusal)

      const outsider = await companyAdmin(send, 'api-keys-outsider')
      const foreign = await call(send, 'revokeApiKey', { token: outsider.tokens.access_token, params: { id: created.id } })
      expect(expectError(404, foreign)).toBe(ApiKeyDetail.notFound)
      expect(expectError(404, await call(send, 'revokeApiKey', { token, params: { id: unknownId } }))).toBe(ApiKeyDetail.notFound)

      expectSuccess('revokeApiKey', await call(send, 'revokeApiKey', { token, params: { id: created.id } }))
      const [revoked] = expectSuccess('listApiKeys', await call(send, 'listApiKeys', { token })).items
      expect(revoked?.revoked_at).not.toBeNull()
    },
  },
  {
    name: 'feedback API: stores once by external id, refuses bad items with their index, 401 for a revoked or missing key',
    async run(send) {
      const admin = await companyAdmin(send, 'feedback-api')
      const token = admin.tokens.access_token
      const { key, id } = expectSuccess('createApiKey', await call(send, 'createApiKey', { token, body: { name: 'n8n' } }))
      const externalId = unique('ticket')
      const one = { external_id: externalId, text: 'Please add an export to PDF.', author_name: 'Dana Reyes' }
      const first = expectSuccess('ingestFeedback', await ingest(send, key, one))
      expect(first).toEqual({ stored: [{ index: 0, external_id: externalId, id: expect.any(String) }], already_stored: [], refused: [] })
      const batch = expectSuccess(
        'ingestFeedback',
        await ingest(send, key, { items: [{ text: 'No id.' }, one, { external_id: unique('ticket'), text: 'Dark mode, please.' }] }),
      )
      expect(batch.refused).toEqual([{ index: 0, reason: 'The external id is required.' }])
      expect(batch.already_stored).toEqual([{ index: 1, external_id: externalId, id: first.stored[0]?.id }])
      expect(batch.stored.map(({ index }) => index)).toEqual([2])
      expect(expectError(422, await ingest(send, key, { items: [] }))).toBe('items must hold at least one feedback item.')

      expect(expectError(401, await ingest(send, '', one))).toBe(ApiKeyDetail.missing)
      expect(expectError(401, await ingest(send, token, one))).toBe(ApiKeyDetail.invalid)
      expectSuccess('revokeApiKey', await call(send, 'revokeApiKey', { token, params: { id } }))
      expect(expectError(401, await ingest(send, key, one))).toBe(ApiKeyDetail.invalid)
    },
  },
]
