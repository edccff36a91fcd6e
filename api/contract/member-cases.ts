import { expect } from 'vitest'
import { MemberRuleDetail } from '../member-rules'
import { forbiddenDetail } from '../permissions'
import { ErrorDetail } from '../schemas/error'
import { call, companyAdmin, expectError, expectSuccess, invitedMember } from './harness'
import type { ContractCase, Send } from './harness'

const unknownId = '4e6f8a0b-2c3d-4e5f-8a9b-0c1d2e3f4a5b'

/** An owner and two people the owner invited (both members). */
async function company(send: Send, label: string) {
  const owner = await companyAdmin(send, label)
  const domain = owner.user.email.split('@')[1]
  const join = (name: string) =>
    invitedMember(send, owner, `${label}-${name}`, {
      email: `${name}@${domain}`,
      first_name: name,
      last_name: 'Colleague',
    })
  return { owner, first: await join('first'), second: await join('second') }
}

export const memberCases: ContractCase[] = [
  {
    name: 'members: the list shows every person with role and status, deactivated people too',
    async run(send) {
      expectError(401, await call(send, 'listMembers'))
      const { owner, first, second } = await company(send, 'members-list')
      const token = owner.tokens.access_token
      const deactivated = expectSuccess(
        'deactivateMember',
        await call(send, 'deactivateMember', { token, params: { id: second.user.id } }),
      )
      expect(deactivated).toMatchObject({ id: second.user.id, role: 'member', status: 'deactivated' })
      const members = expectSuccess('listMembers', await call(send, 'listMembers', { token: first.tokens.access_token }))
      expect(members.map(({ id, email, role, status }) => ({ id, email, role, status }))).toEqual([
        { id: owner.user.id, email: owner.user.email, role: 'owner', status: 'active' },
        { id: first.user.id, email: first.user.email, role: 'member', status: 'active' },
        { id: second.user.id, email: second.user.email, role: 'member', status: 'deactivated' },
      ])
      const workspace = expectSuccess('workspace', await call(send, 'workspace', { token }))
      expect(workspace.members.map((member) => member.id)).toEqual([owner.user.id, first.user.id])
      expectError(401, await call(send, 'me', { token: second.tokens.access_token }))
      const reactivated = expectSuccess(
        'reactivateMember',
        await call(send, 'reactivateMember', { token, params: { id: second.user.id } }),
      )
      expect(reactivated.status).toBe('active')
      const again = await call(send, 'reactivateMember', { token, params: { id: second.user.id } })
      expect(expectError(409, again)).toBe(MemberRuleDetail.alreadyActive)
    },
  },
  {
    name: 'members: role changes follow the rules, and only an admin or owner makes them',
    async run(send) {
      const { owner, first, second } = await company(send, 'members-roles')
      const token = owner.tokens.access_token
      const byMember = await call(send, 'changeMemberRole', {
        token: first.tokens.access_token,
        params: { id: second.user.id },
        body: { role: 'viewer' },
      })
      expect(expectError(403, byMember)).toBe(forbiddenDetail('member.manage', 'member'))
      const admin = expectSuccess(
        'changeMemberRole',
        await call(send, 'changeMemberRole', { token, params: { id: first.user.id }, body: { role: 'admin' } }),
      )
      expect(admin).toMatchObject({ id: first.user.id, role: 'admin', status: 'active' })
      const adminToken = first.tokens.access_token
      const raise = await call(send, 'changeMemberRole', {
        token: adminToken,
        params: { id: second.user.id },
        body: { role: 'owner' },
      })
      expect(expectError(403, raise)).toBe(MemberRuleDetail.makeOwner)
      const own = await call(send, 'changeMemberRole', { token: adminToken, params: { id: first.user.id }, body: { role: 'viewer' } })
      expect(expectError(403, own)).toBe(MemberRuleDetail.ownRole)
      const ownerChange = await call(send, 'deactivateMember', { token: adminToken, params: { id: owner.user.id } })
      expect(expectError(403, ownerChange)).toBe(MemberRuleDetail.deactivateOwner)
      const self = await call(send, 'deactivateMember', { token, params: { id: owner.user.id } })
      expect(expectError(403, self)).toBe(MemberRuleDetail.ownDeactivation)
      const unknown = await call(send, 'changeMemberRole', { token, params: { id: unknownId }, body: { role: 'viewer' } })
      expect(expectError(404, unknown)).toBe(ErrorDetail.memberNotFound)
      const badRole = await call(send, 'changeMemberRole', {
        token,
        params: { id: second.user.id },
        body: { role: 'superuser' as 'viewer' },
      })
      expectError(422, badRole)
    },
  },
  {
    name: 'members: the owner transfers ownership and becomes an admin',
    async run(send) {
      const { owner, first } = await company(send, 'members-transfer')
      const byMember = await call(send, 'transferOwnership', { token: first.tokens.access_token, body: { user_id: owner.user.id } })
      expect(expectError(403, byMember)).toBe(forbiddenDetail('ownership.transfer', 'member'))
      const toSelf = await call(send, 'transferOwnership', { token: owner.tokens.access_token, body: { user_id: owner.user.id } })
      expect(expectError(409, toSelf)).toBe(MemberRuleDetail.transferToSelf)
      const members = expectSuccess(
        'transferOwnership',
        await call(send, 'transferOwnership', { token: owner.tokens.access_token, body: { user_id: first.user.id } }),
      )
      expect(members.slice(0, 2).map(({ id, role }) => ({ id, role }))).toEqual([
        { id: owner.user.id, role: 'admin' },
        { id: first.user.id, role: 'owner' },
      ])
      const me = expectSuccess('me', await call(send, 'me', { token: first.tokens.access_token }))
      expect(me.role).toBe('owner')
    },
  },
]
