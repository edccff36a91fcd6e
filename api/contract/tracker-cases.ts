import { expect } from 'vitest'
import { forbiddenDetail } from '../permissions'
import { ErrorDetail } from '../schemas/error'
import { TrackerDetail } from '../schemas/trackers'
import { call, companyAdmin, expectError, expectSuccess, invitedMember } from './harness'
import type { ContractCase } from './harness'

const unknownId = '5d2e8f1a-3b4c-4d6e-9f0a-1b2c3d4e5f6a'

/**
 * The issue trackers before one is connected (connecting checks the token with GitHub itself, which the server's
 * tests do against a fake GitHub): who may do what, and the sentences of what is missing.
 */
export const trackerCases: ContractCase[] = [
  {
    name: 'trackers: none connected; members may not connect or map statuses; searching, linking and mapping say to connect one first',
    async run(send) {
      expectError(401, await call(send, 'listTrackers'))
      const admin = await companyAdmin(send, 'trackers')
      const token = admin.tokens.access_token
      expect(expectSuccess('listTrackers', await call(send, 'listTrackers', { token }))).toEqual({ items: [] })
      const domain = admin.user.email.split('@')[1]
      const member = await invitedMember(send, admin, 'trackers-member', { email: `member@${domain}` })
      const memberToken = member.tokens.access_token
      const connect = { repository: 'acme/roadmap', token: 'ghp-contract' }
      expect(expectError(403, await call(send, 'connectGithubTracker', { token: memberToken, body: connect }))).toBe(
        forbiddenDetail('tracker.manage', 'member'),
      )
      const disconnect = await call(send, 'disconnectTracker', { token, params: { provider: 'github' } })
      expect(expectError(404, disconnect)).toBe(TrackerDetail.notFound)
      const mapping = { open: null, reopened: 'in-progress', closed_completed: 'completed', closed_not_planned: null } as const
      const noTracker = await call(send, 'updateTrackerStatusMapping', { token, params: { provider: 'github' }, body: { status_mapping: mapping } })
      expect(expectError(404, noTracker)).toBe(TrackerDetail.notFound)
      const badMapping = await call(send, 'updateTrackerStatusMapping', {
        token,
        params: { provider: 'github' },
        body: { status_mapping: { ...mapping, closed_completed: 'done' as 'completed' } },
      })
      expect(expectError(422, badMapping)).toBe(
        'Map the issue state closed_completed to backlog, in-progress, review, completed or null.',
      )
      const memberMapping = await call(send, 'updateTrackerStatusMapping', {
        token: memberToken,
        params: { provider: 'github' },
        body: { status_mapping: mapping },
      })
      expect(expectError(403, memberMapping)).toBe(forbiddenDetail('tracker.manage', 'member'))
      const search = await call(send, 'searchTrackerIssues', { token: memberToken, query: { q: 'export' } })
      expect(expectError(404, search)).toBe(TrackerDetail.notConnected)

      const feature = expectSuccess('createFeature', await call(send, 'createFeature', { token: memberToken, body: { title: 'Tracked' } }))
      const params = { id: feature.id }
      expect(expectSuccess('listIssueLinks', await call(send, 'listIssueLinks', { token: memberToken, params }))).toEqual({ items: [] })
      const link = await call(send, 'linkFeatureIssue', { token: memberToken, params, body: { key: '#1' } })
      expect(expectError(404, link)).toBe(TrackerDetail.notConnected)
      const create = await call(send, 'createFeatureIssue', { token: memberToken, params, body: {} })
      expect(expectError(404, create)).toBe(TrackerDetail.notConnected)
      const unlink = await call(send, 'unlinkFeatureIssue', { token: memberToken, params: { id: feature.id, link_id: unknownId } })
      expect(expectError(404, unlink)).toBe(TrackerDetail.linkNotFound)
      const unknown = await call(send, 'listIssueLinks', { token: memberToken, params: { id: unknownId } })
      expect(expectError(404, unknown)).toBe(ErrorDetail.featureNotFound)
    },
  },
]
