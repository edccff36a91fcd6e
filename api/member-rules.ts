import type { Role } from './permissions'

/**
 * Who may change whom in Workspace Settings: one home for the member rules, used by the server (inside the
 * transaction that changes the row), the mocks, and the app (to disable a row's controls with the same sentence).
 *
 * The permission table decides who may manage members at all ('member.manage', admin and owner) and who may hand
 * ownership on ('ownership.transfer', owner). These rules decide the rest, person by person:
 * - nobody changes their own role or deactivates themselves;
 * - only an owner makes someone an owner, or changes or deactivates an owner (so an admin never raises anyone above
 *   admin);
 * - the last active owner is never demoted or deactivated: a company always keeps an owner;
 * - a deactivated person is reactivated before their role changes or ownership goes to them.
 * A deactivated person stays in the list and keeps what they wrote (comments, history).
 */

export const MEMBER_STATUSES = ['active', 'deactivated'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

/** What the rules need to know of a person: who, their role, and whether they are active. */
export interface MemberFacts {
  id: string
  role: Role
  status: MemberStatus
}

/** The person acting: always active (a deactivated person has no session). */
export interface ActorFacts {
  id: string
  role: Role
}

/** A refusal: 403 when the actor may not do it to this person, 409 when the workspace's state does not allow it. */
export interface MemberRefusal {
  status: 403 | 409
  detail: string
}

/** The sentences the server and the mocks send, and the app shows as tooltips. */
export const MemberRuleDetail = {
  ownRole: 'You cannot change your own role. Ask another admin of this workspace.',
  ownDeactivation: 'You cannot deactivate yourself. Ask another admin of this workspace.',
  makeOwner: 'Only an owner can make someone an owner.',
  changeOwner: "Only an owner can change another owner's role.",
  deactivateOwner: 'Only an owner can deactivate another owner.',
  lastOwner:
    'The workspace needs at least one active owner. Make someone else an owner first, or transfer ownership.',
  deactivated: 'This person is deactivated. Reactivate them first.',
  alreadyDeactivated: 'This person is already deactivated.',
  alreadyActive: 'This person is already active.',
  transferToSelf: 'You already own this workspace. Choose another person to transfer ownership to.',
  transferToDeactivated: 'This person is deactivated. Reactivate them before transferring ownership to them.',
} as const

const forbidden = (detail: string): MemberRefusal => ({ status: 403, detail })
const conflict = (detail: string): MemberRefusal => ({ status: 409, detail })

/**
 * Whether `actor` may give `target` the role `role`; null when allowed (also when the role stays the same).
 * `activeOwners` counts the company's active owners, the target included.
 */
export function roleChangeRefusal(
  actor: ActorFacts,
  target: MemberFacts,
  role: Role,
  activeOwners: number,
): MemberRefusal | null {
  if (actor.id === target.id) return forbidden(MemberRuleDetail.ownRole)
  if (role === 'owner' && actor.role !== 'owner') return forbidden(MemberRuleDetail.makeOwner)
  if (target.role === 'owner' && actor.role !== 'owner') return forbidden(MemberRuleDetail.changeOwner)
  if (role === target.role) return null
  if (target.status === 'deactivated') return conflict(MemberRuleDetail.deactivated)
  if (target.role === 'owner' && activeOwners <= 1) return conflict(MemberRuleDetail.lastOwner)
  return null
}

/** Whether `actor` may deactivate `target`; null when allowed. */
export function deactivationRefusal(actor: ActorFacts, target: MemberFacts, activeOwners: number): MemberRefusal | null {
  if (actor.id === target.id) return forbidden(MemberRuleDetail.ownDeactivation)
  if (target.role === 'owner' && actor.role !== 'owner') return forbidden(MemberRuleDetail.deactivateOwner)
  if (target.status === 'deactivated') return conflict(MemberRuleDetail.alreadyDeactivated)
  if (target.role === 'owner' && activeOwners <= 1) return conflict(MemberRuleDetail.lastOwner)
  return null
}

/** Whether `actor` may reactivate `target`; null when allowed. */
export function reactivationRefusal(actor: ActorFacts, target: MemberFacts): MemberRefusal | null {
  if (target.role === 'owner' && actor.role !== 'owner') return forbidden(MemberRuleDetail.deactivateOwner)
  if (target.status === 'active') return conflict(MemberRuleDetail.alreadyActive)
  return null
}

/**
 * Whether the owner `actor` may hand ownership to `target`; null when allowed. The target becomes an owner and the
 * actor an admin.
 */
export function ownershipTransferRefusal(actor: ActorFacts, target: MemberFacts): MemberRefusal | null {
  if (actor.role !== 'owner') return forbidden(MemberRuleDetail.makeOwner)
  if (actor.id === target.id) return conflict(MemberRuleDetail.transferToSelf)
  if (target.status === 'deactivated') return conflict(MemberRuleDetail.transferToDeactivated)
  return null
}

/** The roles `actor` may choose from for `target` in the row's role select (their current role included). */
export function assignableRoles(actor: ActorFacts, target: MemberFacts, activeOwners: number): Role[] {
  const roles: Role[] = ['owner', 'admin', 'member', 'viewer']
  return roles.filter((role) => role === target.role || roleChangeRefusal(actor, target, role, activeOwners) === null)
}

/** How many of the people are active owners. */
export function countActiveOwners(people: readonly Pick<MemberFacts, 'role' | 'status'>[]): number {
  return people.filter((person) => person.role === 'owner' && person.status === 'active').length
}
