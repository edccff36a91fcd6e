import {
  type ActorFacts,
  countActiveOwners,
  deactivationRefusal,
  type MemberRefusal,
  ownershipTransferRefusal,
  reactivationRefusal,
  roleChangeRefusal,
} from '../../../api/member-rules'
import type { Role } from '../../../api/permissions'
import { ErrorDetail } from '../../../api/schemas/error'
import type { Db } from '../../db/client'
import type { AuthContext } from '../auth/access-tokens'
import { type AuditOrigin, recordAudit } from '../audit/record'
import { DomainError } from '../errors'
import { listPeople, lockPeople, type MemberRow, updatePerson } from './repository'

/** What the member service asks of the sessions (the auth service). */
export interface MemberSessions {
  /** The user's sessions read the new role on their next request. */
  roleChanged(userId: string): void
  /** Every session of the user ends at once. */
  endAllSessionsOf(userId: string): Promise<void>
}

export interface MemberServiceOptions {
  db: Db
  sessions: MemberSessions
}

type Caller = Pick<AuthContext, 'companyId' | 'userId'>

function refused(refusal: MemberRefusal): DomainError {
  return new DomainError(refusal.status === 403 ? 'forbidden' : 'conflict', refusal.detail)
}

/**
 * Workspace Settings' members: the list, role changes, deactivation and reactivation, and the ownership transfer.
 * Each change runs in a transaction that locks the company's people and judges it with the rules of
 * api/member-rules.ts on what it read there.
 */
export function createMemberService({ db, sessions }: MemberServiceOptions) {
  /**
   * Runs `change` on the locked people with the caller (as stored now) and the target; answers the people after it.
   * A person of another company, or a join request, is 'not found' like an unknown id.
   */
  async function withPeople(
    caller: Caller,
    targetId: string,
    change: (tx: Db, actor: ActorFacts, target: MemberRow, people: MemberRow[]) => Promise<void>,
  ): Promise<MemberRow[]> {
    await db.transaction(async (tx) => {
      const people = await lockPeople(tx, caller.companyId)
      const actor = people.find((person) => person.id === caller.userId && person.status === 'active')
      if (!actor) throw new DomainError('unauthenticated', ErrorDetail.notAuthenticated)
      const target = people.find((person) => person.id === targetId)
      if (!target) throw new DomainError('not_found', ErrorDetail.memberNotFound)
      await change(tx, actor, target, people)
    })
    return listPeople(db, caller.companyId)
  }

  /** Records the change in the audit log, in the change's own transaction. */
  const audit = (
    tx: Db,
    caller: Caller,
    action: 'member.role_changed' | 'member.deactivated' | 'member.reactivated' | 'ownership.transferred',
    target: MemberRow,
    { actor, source }: AuditOrigin,
    details?: Record<string, string>,
  ) =>
    recordAudit(tx, {
      companyId: caller.companyId,
      actor,
      action,
      target: { type: 'user', id: target.id, label: target.email },
      details,
      source,
    })

  const find = (people: MemberRow[], id: string): MemberRow => {
    const person = people.find((candidate) => candidate.id === id)
    if (!person) throw new Error(`Member ${id} vanished inside its own transaction.`)
    return person
  }

  return {
    list: (caller: Caller): Promise<MemberRow[]> => listPeople(db, caller.companyId),

    async changeRole(caller: Caller, targetId: string, role: Role, origin: AuditOrigin): Promise<MemberRow> {
      const people = await withPeople(caller, targetId, async (tx, actor, target, everyone) => {
        const refusal = roleChangeRefusal(actor, target, role, countActiveOwners(everyone))
        if (refusal) throw refused(refusal)
        if (role === target.role) return
        await updatePerson(tx, caller.companyId, target.id, { role })
        const details = { from: target.role, to: role }
        await audit(tx, caller, 'member.role_changed', target, origin, details)
      })
      sessions.roleChanged(targetId)
      return find(people, targetId)
    },

    async deactivate(caller: Caller, targetId: string, origin: AuditOrigin): Promise<MemberRow> {
      const people = await withPeople(caller, targetId, async (tx, actor, target, everyone) => {
        const refusal = deactivationRefusal(actor, target, countActiveOwners(everyone))
        if (refusal) throw refused(refusal)
        await updatePerson(tx, caller.companyId, target.id, { isActive: false })
        await audit(tx, caller, 'member.deactivated', target, origin)
      })
      await sessions.endAllSessionsOf(targetId)
      return find(people, targetId)
    },

    async reactivate(caller: Caller, targetId: string, origin: AuditOrigin): Promise<MemberRow> {
      const people = await withPeople(caller, targetId, async (tx, actor, target) => {
        const refusal = reactivationRefusal(actor, target)
        if (refusal) throw refused(refusal)
        await updatePerson(tx, caller.companyId, target.id, { isActive: true })
        await audit(tx, caller, 'member.reactivated', target, origin)
      })
      return find(people, targetId)
    },

    /** The target becomes an owner and the caller an admin, in one transaction. */
    async transferOwnership(caller: Caller, targetId: string, origin: AuditOrigin): Promise<MemberRow[]> {
      const people = await withPeople(caller, targetId, async (tx, actor, target) => {
        const refusal = ownershipTransferRefusal(actor, target)
        if (refusal) throw refused(refusal)
        await updatePerson(tx, caller.companyId, target.id, { role: 'owner' })
        await updatePerson(tx, caller.companyId, actor.id, { role: 'admin' })
        await audit(tx, caller, 'ownership.transferred', target, origin)
      })
      sessions.roleChanged(targetId)
      sessions.roleChanged(caller.userId)
      return people
    },
  }
}

export type MemberService = ReturnType<typeof createMemberService>
