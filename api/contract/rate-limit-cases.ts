import { expect } from 'vitest'
import { INVITATIONS_PER_HOUR_PER_PERSON, RateLimitDetail } from '../rate-limits'
import { call, companyAdmin, expectError, expectSuccess, unique } from './harness'
import type { ContractCase } from './harness'

/** The quotas of api/rate-limits.ts, which hold whatever the operator's settings (the contract runs with those off). */
export const rateLimitCases: ContractCase[] = [
  {
    name: `an admin sends ${INVITATIONS_PER_HOUR_PER_PERSON} invitations an hour; the next answers 429 with a sentence and Retry-After`,
    async run(send) {
      const admin = await companyAdmin(send, 'quota')
      const token = admin.tokens.access_token
      const invite = () => call(send, 'createInvitation', { token, body: { email: `${unique('quota-invitee')}@example.com` } })
      for (let sent = 0; sent < INVITATIONS_PER_HOUR_PER_PERSON; sent++) expectSuccess('createInvitation', await invite())
      const refused = await invite()
      const seconds = Number(refused.headers['retry-after'])
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(3600)
      expect(expectError(429, refused)).toBe(RateLimitDetail.invitationsPerPerson(seconds))
      expect(expectSuccess('listInvitations', await call(send, 'listInvitations', { token })).items).toHaveLength(
        INVITATIONS_PER_HOUR_PER_PERSON,
      )
    },
  },
]
