import { expect } from 'vitest'
import { forbiddenDetail } from '../permissions'
import { SlackDigestDetail } from '../schemas/slack-digest'
import { call, companyAdmin, expectError, expectSuccess, invitedMember } from './harness'
import type { ContractCase } from './harness'

const unknownId = '7e3f9a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b'

/**
 * The Slack digest of a company with no Slack workspace connected (choosing a channel lists it with Slack, which the
 * server's tests do against the fake Slack): off by default, who may change it, and the sentences of what is missing.
 */
export const slackDigestCases: ContractCase[] = [
  {
    name: 'slack digest: off by default; admins choose it; a channel is needed unless off; unknown workspaces are 404',
    async run(send) {
      expectError(401, await call(send, 'getSlackDigest'))
      const admin = await companyAdmin(send, 'slack-digest')
      const token = admin.tokens.access_token
      const off = { integration_id: null, channel_id: null, channel_name: null, frequency: 'off', problem: null, last_post: null }
      expect(expectSuccess('getSlackDigest', await call(send, 'getSlackDigest', { token }))).toEqual(off)

      const noChannel = await call(send, 'updateSlackDigest', { token, body: { integration_id: null, channel_id: null, frequency: 'daily' } })
      expect(expectError(422, noChannel)).toBe('Pick a Slack channel for the digest, or turn the digest off.')
      const badFrequency = await call(send, 'updateSlackDigest', {
        token,
        body: { integration_id: null, channel_id: null, frequency: 'hourly' as 'daily' },
      })
      expect(expectError(422, badFrequency)).toBe('The frequency is off, daily or weekly.')
      const unknown = await call(send, 'updateSlackDigest', {
        token,
        body: { integration_id: unknownId, channel_id: 'C123', frequency: 'weekly' },
      })
      expect(expectError(404, unknown)).toBe(SlackDigestDetail.integrationNotFound)
      const channels = await call(send, 'listSlackDigestChannels', { token, params: { id: unknownId } })
      expect(expectError(404, channels)).toBe(SlackDigestDetail.integrationNotFound)
      expect(expectError(409, await call(send, 'sendTestSlackDigest', { token }))).toBe(SlackDigestDetail.noChannel)
      const saved = await call(send, 'updateSlackDigest', { token, body: { integration_id: null, channel_id: null, frequency: 'off' } })
      expect(expectSuccess('updateSlackDigest', saved)).toEqual(off)

      const member = await invitedMember(send, admin, 'slack-digest-member', { email: `member@${admin.user.email.split('@')[1]}` })
      const memberToken = member.tokens.access_token
      expect(expectSuccess('getSlackDigest', await call(send, 'getSlackDigest', { token: memberToken }))).toEqual(off)
      const refused = await call(send, 'updateSlackDigest', {
        token: memberToken,
        body: { integration_id: null, channel_id: null, frequency: 'off' },
      })
      expect(expectError(403, refused)).toBe(forbiddenDetail('preferences.manage', 'member'))
      expect(expectError(403, await call(send, 'sendTestSlackDigest', { token: memberToken }))).toBe(
        forbiddenDetail('preferences.manage', 'member'),
      )
    },
  },
]
