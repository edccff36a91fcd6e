import type { HttpHandler } from 'msw'
import {
  countActiveOwners,
  deactivationRefusal,
  ErrorDetail,
  type Member,
  type MemberFacts,
  type MemberRefusal,
  ownershipTransferRefusal,
  reactivationRefusal,
  roleChangeRefusal,
} from '../../api'
import type { MockStore, StoredUser } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

type StoredMember = StoredUser & { role: NonNullable<StoredUser['role']> }

function toMember(user: StoredMember): Member {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role: user.role,
    status: user.is_active ? 'active' : 'deactivated',
    last_active_at: user.last_active_at ?? null,
    created_at: user.created_at,
  }
}

const factsOf = (user: StoredMember): MemberFacts => ({
  id: user.id,
  role: user.role,
  status: user.is_active ? 'active' : 'deactivated',
})

/** The company's people (not the join requests waiting), oldest first, as the server orders them. */
function peopleOf(store: MockStore, companyId: string): StoredMember[] {
  return store.state.users
    .filter((user): user is StoredMember => user.company_id === companyId && user.role !== null)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.email.localeCompare(b.email))
}

function judge(refusal: MemberRefusal | null): void {
  if (refusal) throw new MockHttpError(refusal.status, refusal.detail)
}

/** The people, the caller and the target; a person of another company is 'not found' like an unknown id. */
function lookUp(store: MockStore, caller: StoredUser, targetId: string) {
  const people = peopleOf(store, caller.company_id)
  const actor = people.find((person) => person.id === caller.id)
  if (!actor) throw new MockHttpError(401, ErrorDetail.notAuthenticated)
  const target = people.find((person) => person.id === targetId)
  if (!target) throw new MockHttpError(404, ErrorDetail.memberNotFound)
  return { people, actor, target, owners: countActiveOwners(people.map(factsOf)) }
}

/** /api/v1/workspace/members and /ownership, with the rules of api/member-rules.ts, as the server answers them. */
export function memberHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  return [
    mockRoute(store, 'listMembers', ({ user }) => peopleOf(store, user.company_id).map(toMember), options),

    mockRoute(
      store,
      'changeMemberRole',
      ({ user, params, body }) => {
        const { actor, target, owners } = lookUp(store, user, params.id)
        judge(roleChangeRefusal(factsOf(actor), factsOf(target), body.role, owners))
        target.role = body.role
        return toMember(target)
      },
      options,
    ),

    mockRoute(
      store,
      'deactivateMember',
      ({ user, params }) => {
        const { actor, target, owners } = lookUp(store, user, params.id)
        judge(deactivationRefusal(factsOf(actor), factsOf(target), owners))
        target.is_active = false
        store.state.sessions = store.state.sessions.filter((session) => session.user_id !== target.id)
        return toMember(target)
      },
      options,
    ),

    mockRoute(
      store,
      'reactivateMember',
      ({ user, params }) => {
        const { actor, target } = lookUp(store, user, params.id)
        judge(reactivationRefusal(factsOf(actor), factsOf(target)))
        target.is_active = true
        return toMember(target)
      },
      options,
    ),

    mockRoute(
      store,
      'transferOwnership',
      ({ user, body }) => {
        const { actor, target } = lookUp(store, user, body.user_id)
        judge(ownershipTransferRefusal(factsOf(actor), factsOf(target)))
        target.role = 'owner'
        actor.role = 'admin'
        return peopleOf(store, user.company_id).map(toMember)
      },
      options,
    ),
  ]
}
