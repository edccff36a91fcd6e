import { expect } from 'vitest'
import { forbiddenDetail } from '../permissions'
import { AI_PREVIEW_TEXT_MAX_CHARS } from '../schemas/ai'
import { ErrorDetail } from '../schemas/error'
import { call, companyAdmin, expectError, expectSuccess, invitedMember } from './harness'
import type { ContractCase } from './harness'

const unknownId = '6a8c0e2f-4b6d-4e8f-9a1c-3e5f7a9b1d2c'

/** The feedback the analysis set aside: admins list it and retry it; members may not. */
export const feedbackCases: ContractCase[] = [
  {
    name: 'set-aside feedback: 401 without a token, 403 to a member, an empty list to a new workspace, 404 on an unknown item',
    async run(send) {
      expectError(401, await call(send, 'listSetAsideFeedback'))
      expectError(401, await call(send, 'retryFeedbackAnalysis', { params: { id: unknownId } }))
      const admin = await companyAdmin(send, 'set-aside')
      const domain = admin.user.email.split('@')[1]
      const member = await invitedMember(send, admin, 'set-aside-member', { email: `member@${domain}` })
      const memberToken = member.tokens.access_token
      const refusal = forbiddenDetail('source.manage', 'member')
      expect(expectError(403, await call(send, 'listSetAsideFeedback', { token: memberToken }))).toBe(refusal)
      const retriedByMember = await call(send, 'retryFeedbackAnalysis', { token: memberToken, params: { id: unknownId } })
      expect(expectError(403, retriedByMember)).toBe(refusal)

      const token = admin.tokens.access_token
      expect(expectSuccess('listSetAsideFeedback', await call(send, 'listSetAsideFeedback', { token }))).toEqual({ items: [] })
      const unknown = await call(send, 'retryFeedbackAnalysis', { token, params: { id: unknownId } })
      expect(expectError(404, unknown)).toBe(ErrorDetail.feedbackNotFound)
      expectError(422, await call(send, 'retryFeedbackAnalysis', { token, params: { id: 'not-an-id' } }))
    },
  },
  {
    name: 'AI preview: 401 without a token, 403 to a member, nothing leaves the machine with the local provider, 422 on a text too long',
    async run(send) {
      expectError(401, await call(send, 'previewAiRequests'))
      const admin = await companyAdmin(send, 'ai-preview')
      const domain = admin.user.email.split('@')[1]
      const member = await invitedMember(send, admin, 'ai-preview-member', { email: `member@${domain}` })
      const refused = await call(send, 'previewAiRequests', { token: member.tokens.access_token })
      expect(expectError(403, refused)).toBe(forbiddenDetail('ai.inspect', 'member'))

      const token = admin.tokens.access_token
      const local = { provider: 'local', leaves_machine: false, endpoint_host: null, model: null, requests: [] }
      expect(expectSuccess('previewAiRequests', await call(send, 'previewAiRequests', { token }))).toEqual({ ...local, items: [] })
      const text = 'Jane here (jane@acme.com): please add SSO'
      const pasted = await call(send, 'previewAiRequests', { token, query: { text } })
      expect(expectSuccess('previewAiRequests', pasted)).toEqual({ ...local, items: [{ feedback_id: null, text, sent: null }] })
      const tooLong = { text: 'x'.repeat(AI_PREVIEW_TEXT_MAX_CHARS + 1) }
      expectError(422, await call(send, 'previewAiRequests', { token, query: tooLong }))
    },
  },
]
