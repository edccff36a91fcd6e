import type { HttpHandler } from 'msw'
import {
  type JoinRequest,
  SuccessMessage,
  VERIFICATION_LINK_LIFETIME_HOURS,
} from '../../api'
import {
  autoJoinRefusal,
  type CandidateCompany,
  domainAdmits,
  JoiningDetail,
  joinOnVerification,
  joinRequestMessage,
} from '../../api/company-membership'
import { unclaimableDomainReason } from '../../api/unclaimable-domains'
import type { MockStore, StoredDomain, StoredUser } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

const HOUR_SECONDS = 60 * 60

/** The company as the joining rule (api/company-membership.ts) sees it, from the store. */
export function candidateCompany(store: MockStore, companyId: string): CandidateCompany {
  return {
    id: companyId,
    domains: store.state.domains
      .filter((domain) => domain.company_id === companyId)
      .map((domain) => ({ domain: domain.domain, autoJoin: domain.auto_join })),
    verifiedAdminEmails: store.state.users
      .filter(
        (user) =>
          user.company_id === companyId &&
          (user.role === 'owner' || user.role === 'admin') &&
          user.email_verified &&
          user.is_active,
      )
      .map((user) => user.email),
  }
}

/** A new verification link for the user (earlier ones stop working), as the server emails it. */
export function issueVerificationToken(store: MockStore, userId: string): void {
  for (const token of store.state.verificationTokens) if (token.user_id === userId) token.used = true
  const expires = Date.parse(store.now()) + VERIFICATION_LINK_LIFETIME_HOURS * HOUR_SECONDS * 1000
  store.state.verificationTokens.push({
    token: `mock-verify-${store.newId()}`,
    user_id: userId,
    used: false,
    expires_at: new Date(expires).toISOString(),
  })
}

function toJoinRequest(user: StoredUser): JoinRequest {
  const { id, email, first_name, last_name, job_title, created_at } = user
  return { id, email, first_name, last_name, job_title, created_at }
}

function isWaiting(user: StoredUser, companyId: string): boolean {
  return user.company_id === companyId && user.role === null && user.email_verified && user.is_active
}

/** After a person without a role verified the address: auto-join, or the admins are told (in the app). */
export function settleJoinRequest(store: MockStore, user: StoredUser): void {
  if (user.role !== null || !user.email_verified) return
  if (joinOnVerification(candidateCompany(store, user.company_id), user.email) === 'member') {
    user.role = 'member'
    return
  }
  const admins = store.state.users.filter(
    (admin) => admin.company_id === user.company_id && (admin.role === 'owner' || admin.role === 'admin') && admin.is_active,
  )
  for (const admin of admins) {
    store.state.notifications.push({
      id: store.newId(),
      user_id: admin.id,
      kind: 'join_request',
      feature: null,
      comment_id: null,
      actor: { id: user.id, first_name: user.first_name, last_name: user.last_name },
      message: joinRequestMessage(user, user.company_name),
      read: false,
      created_at: store.now(),
    })
  }
}

export function joiningHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  const domainView = (domain: StoredDomain) => ({
    id: domain.id,
    domain: domain.domain,
    proven: domainAdmits(domain.domain, candidateCompany(store, domain.company_id).verifiedAdminEmails),
    auto_join: domain.auto_join,
    created_at: domain.created_at,
  })
  const findDomain = (companyId: string, id: string) => {
    const found = store.state.domains.find((domain) => domain.company_id === companyId && domain.id === id)
    if (!found) throw new MockHttpError(404, JoiningDetail.domainNotFound)
    return found
  }
  /** The waiting person, or the server's 404 / 409 (already a member) with one sentence. */
  const waitingPerson = (companyId: string, id: string) => {
    const person = store.state.users.find((user) => user.id === id && user.company_id === companyId)
    if (person && isWaiting(person, companyId)) return person
    throw new MockHttpError(person && person.role !== null ? 409 : 404, JoiningDetail.joinRequestDecided)
  }

  return [
    mockRoute(
      store,
      'verifyEmail',
      ({ body }) => {
        const found = store.state.verificationTokens.find(
          (candidate) => candidate.token === body.token && !candidate.used && candidate.expires_at > store.now(),
        )
        const user = store.state.users.find((candidate) => candidate.id === found?.user_id)
        if (!found || !user?.is_active) throw new MockHttpError(400, JoiningDetail.invalidVerificationToken)
        for (const token of store.state.verificationTokens) if (token.user_id === user.id) token.used = true
        if (!user.email_verified) {
          user.email_verified = true
          user.updated_at = store.now()
          settleJoinRequest(store, user)
        }
        return { message: SuccessMessage.emailVerified }
      },
      options,
    ),

    mockRoute(
      store,
      'resendVerification',
      ({ user }) => {
        if (user.email_verified) throw new MockHttpError(409, JoiningDetail.alreadyVerified)
        issueVerificationToken(store, user.id)
        return { message: SuccessMessage.verificationSent }
      },
      options,
    ),

    mockRoute(
      store,
      'listJoinRequests',
      ({ user }) => store.state.users.filter((person) => isWaiting(person, user.company_id)).map(toJoinRequest),
      options,
    ),

    mockRoute(
      store,
      'approveJoinRequest',
      ({ user, params }) => {
        const person = waitingPerson(user.company_id, params.id)
        person.role = 'member'
        person.updated_at = store.now()
        return toJoinRequest(person)
      },
      options,
    ),

    mockRoute(
      store,
      'refuseJoinRequest',
      ({ user, params }) => {
        const person = waitingPerson(user.company_id, params.id)
        store.state.users = store.state.users.filter((candidate) => candidate !== person)
        store.state.sessions = store.state.sessions.filter((session) => session.user_id !== person.id)
      },
      options,
    ),

    mockRoute(
      store,
      'listDomains',
      ({ user }) =>
        store.state.domains
          .filter((domain) => domain.company_id === user.company_id)
          .sort((a, b) => a.domain.localeCompare(b.domain))
          .map(domainView),
      options,
    ),

    mockRoute(
      store,
      'addDomain',
      ({ user, body }) => {
        const unclaimable = unclaimableDomainReason(body.domain)
        if (unclaimable) throw new MockHttpError(400, unclaimable)
        const taken = store.state.domains.some((domain) => domain.company_id === user.company_id && domain.domain === body.domain)
        if (taken) throw new MockHttpError(409, JoiningDetail.domainTaken(body.domain))
        const domain = { id: store.newId(), company_id: user.company_id, domain: body.domain, auto_join: false, created_at: store.now() }
        store.state.domains.push(domain)
        return domainView(domain)
      },
      options,
    ),

    mockRoute(
      store,
      'updateDomain',
      ({ user, params, body }) => {
        const domain = findDomain(user.company_id, params.id)
        if (body.auto_join) {
          const refusal = autoJoinRefusal(domain.domain, candidateCompany(store, user.company_id).verifiedAdminEmails)
          if (refusal) throw new MockHttpError(400, refusal)
        }
        domain.auto_join = body.auto_join
        return domainView(domain)
      },
      options,
    ),

    mockRoute(
      store,
      'removeDomain',
      ({ user, params }) => {
        const domain = findDomain(user.company_id, params.id)
        store.state.domains = store.state.domains.filter((candidate) => candidate !== domain)
      },
      options,
    ),
  ]
}

