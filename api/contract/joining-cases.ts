import { expect } from 'vitest'
import { JoiningDetail } from '../company-membership'
import { forbiddenDetail } from '../permissions'
import { SuccessMessage } from '../schemas/error'
import { call, companyAdmin, expectError, expectSuccess, invitedMember, unique } from './harness'
import type { ContractCase } from './harness'

const unknownId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'

/** Email verification, join requests and company domains: the parts the contract can reach without a mailbox. */
export const joiningCases: ContractCase[] = [
  {
    name: 'verify-email refuses an unknown or missing token with a sentence',
    async run(send) {
      const unknown = await call(send, 'verifyEmail', { body: { token: 'no-such-verification-token' } })
      expect(expectError(400, unknown)).toBe(JoiningDetail.invalidVerificationToken)
      const missing = await call(send, 'verifyEmail', { body: { token: ' ' } })
      expect(expectError(422, missing)).toBe('The verification link is incomplete. Open the link from the email again.')
    },
  },
  {
    name: 'resending the verification link works 3 times an hour, then answers 429; an invited person needs none',
    async run(send) {
      const admin = await companyAdmin(send, 'resend')
      const token = admin.tokens.access_token
      expectError(401, await call(send, 'resendVerification'))
      for (let sent = 0; sent < 3; sent++) {
        expect(expectSuccess('resendVerification', await call(send, 'resendVerification', { token }))).toEqual({
          message: SuccessMessage.verificationSent,
        })
      }
      const limited = await call(send, 'resendVerification', { token })
      expect(expectError(429, limited)).toMatch(
        /^Too many verification emails for this account\. Check your inbox, or try again in \d+ minutes?\.$/,
      )
      const invited = await invitedMember(send, admin, 'resend-invited', { email: `invited@${unique('resend')}.test` })
      const verified = await call(send, 'resendVerification', { token: invited.tokens.access_token })
      expect(expectError(409, verified)).toBe(JoiningDetail.alreadyVerified)
    },
  },
  {
    name: "a new company has its owner's domain, unproven until verified; free-mail, disposable and demo domains are refused",
    async run(send) {
      const admin = await companyAdmin(send, 'domains')
      const token = admin.tokens.access_token
      const ownDomain = admin.user.email.split('@')[1]
      const listed = expectSuccess('listDomains', await call(send, 'listDomains', { token }))
      expect(listed).toEqual([expect.objectContaining({ domain: ownDomain, proven: false, auto_join: false })])
      for (const [domain, detail] of [
        ['gmail.com', 'gmail.com is a free email provider: anyone can get an address there.'],
        ['zzzmail.pl', 'zzzmail.pl hands out throwaway addresses: anyone can get one.'],
        ['headway.app', 'headway.app belongs to the demo workspace.'],
      ] as const) {
        expect(expectError(400, await call(send, 'addDomain', { token, body: { domain } }))).toBe(detail)
      }
      expect(expectError(422, await call(send, 'addDomain', { token, body: { domain: 'not a domain' } }))).toBe(
        'Enter a domain such as acme.io.',
      )
      const extra = `${unique('extra')}.test`
      const added = expectSuccess('addDomain', await call(send, 'addDomain', { token, body: { domain: ` @${extra.toUpperCase()} ` } }))
      expect(added).toMatchObject({ domain: extra, proven: false, auto_join: false })
      expect(expectError(409, await call(send, 'addDomain', { token, body: { domain: extra } }))).toBe(
        JoiningDetail.domainTaken(extra),
      )
      const autoJoin = await call(send, 'updateDomain', { token, params: { id: added.id }, body: { auto_join: true } })
      expect(expectError(400, autoJoin)).toBe(
        `Auto-join needs proof that this workspace owns ${extra}: an owner or admin with an address at ${extra} ` +
          `(such as you@${extra}) has to verify it first.`,
      )
      const off = expectSuccess('updateDomain', await call(send, 'updateDomain', { token, params: { id: added.id }, body: { auto_join: false } }))
      expect(off.auto_join).toBe(false)
      expectSuccess('removeDomain', await call(send, 'removeDomain', { token, params: { id: added.id } }))
      const gone = await call(send, 'removeDomain', { token, params: { id: added.id } })
      expect(expectError(404, gone)).toBe(JoiningDetail.domainNotFound)
    },
  },
  {
    name: 'join requests: admins list them (none yet), an unknown one cannot be decided, members may not look',
    async run(send) {
      const admin = await companyAdmin(send, 'requests')
      const token = admin.tokens.access_token
      expect(expectSuccess('listJoinRequests', await call(send, 'listJoinRequests', { token }))).toEqual([])
      for (const name of ['approveJoinRequest', 'refuseJoinRequest'] as const) {
        const response = await call(send, name, { token, params: { id: unknownId } })
        expect(expectError(404, response)).toBe(JoiningDetail.joinRequestDecided)
      }
      const member = await invitedMember(send, admin, 'requests-member', { email: `m@${unique('requests')}.test` })
      const forbidden = await call(send, 'listJoinRequests', { token: member.tokens.access_token })
      expect(expectError(403, forbidden)).toBe(forbiddenDetail('member.manage', 'member'))
      const domains = await call(send, 'listDomains', { token: member.tokens.access_token })
      expect(expectError(403, domains)).toBe(forbiddenDetail('domain.manage', 'member'))
    },
  },
]
