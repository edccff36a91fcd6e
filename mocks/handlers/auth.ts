import type { HttpHandler } from 'msw'
import {
  ErrorDetail,
  FAILED_LOGIN_LIMIT,
  FAILED_LOGIN_WINDOW_MS,
  SuccessMessage,
  emailDomain,
  isDemoEmail,
  withinRefreshGrace,
} from '../../api'
import {
  companyNameKey,
  placeRegistration,
} from '../../api/company-membership'
import { unclaimableDomainReason } from '../../api/unclaimable-domains'
import { passwordRefusalOf } from './sso'
import type { MockStore, StoredUser } from '../store'
import { candidateCompany, issueVerificationToken, settleJoinRequest } from './joining'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

/**
 * The server's limits (api/sessions.ts, server/domain/auth/service.ts); the mocks never forget a count until reset().
 * Failed logins are counted per email only: the mocks serve one browser, so every call comes from one address.
 */
const FAILED_LOGIN_LOCK_SECONDS = FAILED_LOGIN_WINDOW_MS / 1000
const RESET_REQUEST_LIMIT = 5
const RESET_REQUEST_WAIT_SECONDS = 60 * 60

function findUserByEmail(store: MockStore, email: string): StoredUser | undefined {
  return store.state.users.find((user) => user.email === email)
}

function endFamily(store: MockStore, family: string): void {
  store.state.sessions = store.state.sessions.filter((session) => session.family !== family)
}

/**
 * Where a new account goes, by the server's rules: the invitation's company (verified by the link), or the joining
 * rule of api/company-membership.ts (a join request, or a new company with the owner's own domain added).
 */
function placeNewUser(
  store: MockStore,
  body: { email: string; company_name?: string; company_size?: string; invitation_token?: string },
): { company: { id: string; name: string }; role: StoredUser['role']; verified: boolean } {
  const { state } = store
  if (body.invitation_token !== undefined) {
    const invitation = state.invitations.find(
      (candidate) =>
        candidate.token === body.invitation_token && candidate.status === 'pending' && candidate.expires_at > store.now(),
    )
    if (!invitation) throw new MockHttpError(400, ErrorDetail.invalidInvitation)
    if (invitation.email !== body.email) throw new MockHttpError(400, ErrorDetail.invitationEmailMismatch)
    const company = state.companies.find((candidate) => candidate.id === invitation.company_id)
    if (!company) throw new MockHttpError(400, ErrorDetail.invalidInvitation)
    invitation.status = 'accepted'
    return { company, role: 'member', verified: true }
  }
  const name = body.company_name ?? ''
  const domain = emailDomain(body.email)
  const sameName = state.companies
    .filter((company) => companyNameKey(company.name) === companyNameKey(name))
    .map((company) => candidateCompany(store, company.id))
  const placement = placeRegistration(body.email, sameName)
  if (placement.kind === 'join-request') {
    const company = state.companies.find((candidate) => candidate.id === placement.companyId)
    if (company) return { company, role: null, verified: false }
  }
  const company = { id: store.newId(), name, size: body.company_size ?? '' }
  state.companies.push(company)
  if (unclaimableDomainReason(domain) === null) {
    state.domains.push({ id: store.newId(), company_id: company.id, domain, auto_join: false, created_at: store.now() })
  }
  return { company, role: 'owner', verified: false }
}

export function authHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  return [
    mockRoute(
      store,
      'login',
      ({ body }) => {
        const { failedLogins } = store.state
        if ((failedLogins[body.username] ?? 0) >= FAILED_LOGIN_LIMIT) {
          throw new MockHttpError(429, ErrorDetail.tooManyFailedLogins(FAILED_LOGIN_LOCK_SECONDS), FAILED_LOGIN_LOCK_SECONDS)
        }
        const user = findUserByEmail(store, body.username)
        if (!user?.is_active || user.password !== body.password) {
          failedLogins[body.username] = (failedLogins[body.username] ?? 0) + 1
          // As on the server: a failed sign-in on an existing account is recorded in its company, an unknown email not.
          if (user) {
            const reason = user.is_active ? 'wrong_password' : 'deactivated'
            store.recordAudit(user.company_id, { action: 'auth.sign_in_failed', actor: { id: user.id, email: user.email }, details: { reason } })
          }
          throw new MockHttpError(401, ErrorDetail.incorrectCredentials)
        }
        delete failedLogins[body.username]
        const refusal = passwordRefusalOf(store, user)
        if (refusal) throw new MockHttpError(403, refusal)
        const tokens = store.openSession(user.id)
        store.recordAudit(user.company_id, { action: 'auth.signed_in', actor: { id: user.id, email: user.email } })
        return tokens
      },
      options,
    ),

    mockRoute(store, 'me', ({ user }) => user, options),

    mockRoute(
      store,
      'register',
      ({ body }) => {
        if (isDemoEmail(body.email)) throw new MockHttpError(409, ErrorDetail.emailReserved)
        if (findUserByEmail(store, body.email)) throw new MockHttpError(409, ErrorDetail.emailTaken)
        const { company, role, verified } = placeNewUser(store, body)
        const createdAt = store.now()
        const user: StoredUser = {
          id: store.newId(),
          email: body.email,
          first_name: body.first_name,
          last_name: body.last_name,
          job_title: body.job_title ?? null,
          role,
          email_verified: verified,
          company_name: company.name,
          company_id: company.id,
          is_active: true,
          created_at: createdAt,
          updated_at: createdAt,
          onboarding_completed: false,
          password: body.password,
        }
        store.state.users.push(user)
        if (!verified) issueVerificationToken(store, user.id)
        return user
      },
      options,
    ),

    mockRoute(
      store,
      'refresh',
      ({ body }) => {
        const { state } = store
        const session = state.sessions.find((candidate) => candidate.refresh_token === body.refresh_token)
        if (!session) {
          const spent = state.spentRefreshTokens.find((candidate) => candidate.refresh_token === body.refresh_token)
          if (spent) {
            // Within the grace window, while the successor is unused, another tab gets that same successor.
            const successor = state.sessions.find((candidate) => candidate.refresh_token === spent.successor)
            if (successor && withinRefreshGrace(spent.spent_at_ms, Date.now())) {
              return { access_token: successor.access_token, refresh_token: successor.refresh_token, token_type: 'bearer' }
            }
            // Otherwise a spent token presented again leaked: the whole login ends, as on the server.
            endFamily(store, spent.family)
          }
          throw new MockHttpError(401, ErrorDetail.invalidRefreshToken)
        }
        state.sessions = state.sessions.filter((candidate) => candidate !== session)
        const next = store.openSession(session.user_id, session.family)
        state.spentRefreshTokens.push({
          refresh_token: session.refresh_token,
          family: session.family,
          successor: next.refresh_token,
          spent_at_ms: Date.now(),
        })
        return next
      },
      options,
    ),

    mockRoute(
      store,
      'updateMe',
      ({ user, body: { current_password, new_password, ...profile } }) => {
        if (new_password !== undefined && current_password !== user.password) {
          throw new MockHttpError(400, ErrorDetail.incorrectCurrentPassword)
        }
        const defined = Object.entries(profile).filter(([, value]) => value !== undefined)
        Object.assign(user, Object.fromEntries(defined), new_password === undefined ? {} : { password: new_password })
        user.updated_at = store.now()
        return user
      },
      options,
    ),

    mockRoute(
      store,
      'logout',
      ({ body }) => {
        const session = store.state.sessions.find((candidate) => candidate.refresh_token === body.refresh_token)
        if (session) endFamily(store, session.family)
      },
      options,
    ),

    mockRoute(
      store,
      'logoutAll',
      ({ user }) => {
        store.state.sessions = store.state.sessions.filter((session) => session.user_id !== user.id)
      },
      options,
    ),

    mockRoute(
      store,
      'forgotPassword',
      ({ body }) => {
        const { state } = store
        const asked = (state.resetRequests[body.email] ?? 0) + 1
        state.resetRequests[body.email] = asked
        if (asked > RESET_REQUEST_LIMIT) {
          throw new MockHttpError(429, ErrorDetail.tooManyResetRequests(RESET_REQUEST_WAIT_SECONDS), RESET_REQUEST_WAIT_SECONDS)
        }
        const user = findUserByEmail(store, body.email)
        if (user?.is_active && !isDemoEmail(user.email)) {
          state.resetTokens.push({ token: `mock-reset-${store.newId()}`, user_id: user.id, used: false })
        }
        return { message: SuccessMessage.resetLinkSent }
      },
      options,
    ),

    mockRoute(
      store,
      'resetPassword',
      ({ body }) => {
        const { state } = store
        const reset = state.resetTokens.find((candidate) => candidate.token === body.token && !candidate.used)
        const user = state.users.find((candidate) => candidate.id === reset?.user_id)
        if (!reset || !user?.is_active) throw new MockHttpError(400, ErrorDetail.invalidResetToken)
        const refusal = passwordRefusalOf(store, user)
        if (refusal) throw new MockHttpError(403, refusal)
        for (const candidate of state.resetTokens) if (candidate.user_id === user.id) candidate.used = true
        user.password = body.password
        user.updated_at = store.now()
        // The emailed link proves the address, as on the server.
        if (!user.email_verified) {
          user.email_verified = true
          settleJoinRequest(store, user)
        }
        state.sessions = state.sessions.filter((session) => session.user_id !== user.id)
        delete state.failedLogins[user.email]
        return { message: SuccessMessage.passwordReset }
      },
      options,
    ),
  ]
}
