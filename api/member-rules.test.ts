import { describe, expect, it } from 'vitest'
import {
  assignableRoles,
  countActiveOwners,
  deactivationRefusal,
  MemberRuleDetail,
  type MemberFacts,
  ownershipTransferRefusal,
  reactivationRefusal,
  roleChangeRefusal,
} from './member-rules'

const owner = { id: 'owner', role: 'owner' } as const
const admin = { id: 'admin', role: 'admin' } as const
const person = (id: string, role: MemberFacts['role'], status: MemberFacts['status'] = 'active'): MemberFacts => ({
  id,
  role,
  status,
})

describe('roleChangeRefusal', () => {
  it('refuses one’s own role change, whoever asks', () => {
    expect(roleChangeRefusal(owner, person('owner', 'owner'), 'admin', 2)).toEqual({ status: 403, detail: MemberRuleDetail.ownRole })
    expect(roleChangeRefusal(admin, person('admin', 'admin'), 'viewer', 1)).toEqual({ status: 403, detail: MemberRuleDetail.ownRole })
  })

  it('lets only an owner make an owner or change an owner', () => {
    expect(roleChangeRefusal(admin, person('m', 'member'), 'owner', 1)?.detail).toBe(MemberRuleDetail.makeOwner)
    expect(roleChangeRefusal(admin, person('o2', 'owner'), 'admin', 2)?.detail).toBe(MemberRuleDetail.changeOwner)
    expect(roleChangeRefusal(owner, person('m', 'member'), 'owner', 1)).toBeNull()
    expect(roleChangeRefusal(owner, person('o2', 'owner'), 'admin', 2)).toBeNull()
  })

  it('lets an admin move people between admin, member and viewer', () => {
    expect(roleChangeRefusal(admin, person('m', 'member'), 'admin', 1)).toBeNull()
    expect(roleChangeRefusal(admin, person('a2', 'admin'), 'viewer', 1)).toBeNull()
  })

  it('never demotes the last active owner', () => {
    expect(roleChangeRefusal(owner, person('o2', 'owner'), 'member', 1)).toEqual({ status: 409, detail: MemberRuleDetail.lastOwner })
  })

  it('waits for reactivation, but keeping the same role is no change', () => {
    expect(roleChangeRefusal(admin, person('m', 'member', 'deactivated'), 'viewer', 1)).toEqual({
      status: 409,
      detail: MemberRuleDetail.deactivated,
    })
    expect(roleChangeRefusal(admin, person('m', 'member', 'deactivated'), 'member', 1)).toBeNull()
  })
})

describe('deactivation and reactivation', () => {
  it('refuses self-deactivation, an admin deactivating an owner, and the last active owner', () => {
    expect(deactivationRefusal(admin, person('admin', 'admin'), 1)?.detail).toBe(MemberRuleDetail.ownDeactivation)
    expect(deactivationRefusal(admin, person('o', 'owner'), 2)).toEqual({ status: 403, detail: MemberRuleDetail.deactivateOwner })
    expect(deactivationRefusal(owner, person('o2', 'owner'), 1)).toEqual({ status: 409, detail: MemberRuleDetail.lastOwner })
    expect(deactivationRefusal(owner, person('o2', 'owner'), 2)).toBeNull()
    expect(deactivationRefusal(admin, person('a2', 'admin'), 1)).toBeNull()
  })

  it('answers a repeat with a conflict', () => {
    expect(deactivationRefusal(admin, person('m', 'member', 'deactivated'), 1)?.detail).toBe(MemberRuleDetail.alreadyDeactivated)
    expect(reactivationRefusal(admin, person('m', 'member'))?.detail).toBe(MemberRuleDetail.alreadyActive)
    expect(reactivationRefusal(admin, person('m', 'member', 'deactivated'))).toBeNull()
    expect(reactivationRefusal(admin, person('o', 'owner', 'deactivated'))?.status).toBe(403)
  })
})

describe('ownershipTransferRefusal', () => {
  it('hands ownership from an owner to another active person only', () => {
    expect(ownershipTransferRefusal(owner, person('m', 'viewer'))).toBeNull()
    expect(ownershipTransferRefusal(admin, person('m', 'member'))?.status).toBe(403)
    expect(ownershipTransferRefusal(owner, person('owner', 'owner'))?.detail).toBe(MemberRuleDetail.transferToSelf)
    expect(ownershipTransferRefusal(owner, person('m', 'member', 'deactivated'))?.detail).toBe(
      MemberRuleDetail.transferToDeactivated,
    )
  })
})

describe('assignableRoles and countActiveOwners', () => {
  it('offers what the rules allow', () => {
    expect(assignableRoles(admin, person('m', 'member'), 1)).toEqual(['admin', 'member', 'viewer'])
    expect(assignableRoles(owner, person('m', 'member'), 1)).toEqual(['owner', 'admin', 'member', 'viewer'])
    expect(assignableRoles(admin, person('o', 'owner'), 2)).toEqual(['owner'])
    expect(assignableRoles(owner, person('owner', 'owner'), 1)).toEqual(['owner'])
  })

  it('counts only active owners', () => {
    expect(countActiveOwners([person('a', 'owner'), person('b', 'owner', 'deactivated'), person('c', 'admin')])).toBe(1)
  })
})
