import type { HttpHandler } from 'msw'
import {
  DEMO_ACCOUNT,
  SSO_CALLBACK_PATH,
  SsoDetail,
  emailDomain,
  isDomainProven,
  normaliseDomain,
  passwordRefusal,
} from '../../api'
import { unclaimableDomainReason } from '../../api/unclaimable-domains'
import type { SsoProvider } from '../../api'
import type { MockStore, StoredSso, StoredUser } from '../store'
import { MockHttpError, mockRoute } from './mock-route'
import type { MockRouteOptions } from './mock-route'

/** The mock provider's code: it stands for the email it signs in. */
const CODE_PREFIX = 'mock-sso-code:'

function toProvider({ client_secret, company_id: _company, ...provider }: StoredSso): SsoProvider {
  return { ...provider, has_secret: client_secret.length > 0 }
}

/** The server's require-SSO rule (api/sso.ts) over the mock store: null, or the 403 sentence for a password. */
export function passwordRefusalOf(store: MockStore, user: StoredUser): string | null {
  const provider = store.state.sso.find((candidate) => candidate.domain === emailDomain(user.email))
  return passwordRefusal(provider?.sso_required ?? false, user.role)
}

/**
 * Single sign-on in memory. The mock identity provider approves at once: the authorization URL is the app's own
 * callback with a code standing for the email (the one typed, or the demo account for Sign in with Google), so
 * `npm run dev:mock` and the stories go through the whole flow. Issuers are not discovered: any URL the schema takes
 * is accepted.
 */
export function ssoHandlers(store: MockStore, options: MockRouteOptions): HttpHandler[] {
  const findProvider = (companyId: string) => store.state.sso.find((provider) => provider.company_id === companyId)

  function authorizeUrl(origin: string, companyId: string | null, email: string): string {
    const attempt = { state: `mock-sso-state-${store.newId()}`, company_id: companyId, email }
    store.state.ssoAttempts.push(attempt)
    const url = new URL(SSO_CALLBACK_PATH, origin)
    url.searchParams.set('code', `${CODE_PREFIX}${email}`)
    url.searchParams.set('state', attempt.state)
    return url.href
  }

  return [
    mockRoute(
      store,
      'ssoStart',
      ({ query, origin }) => {
        if (query.email !== undefined) {
          const provider = store.state.sso.find((candidate) => candidate.domain === emailDomain(query.email ?? ''))
          if (!provider) throw new MockHttpError(404, SsoDetail.notSetUp)
          return { authorize_url: authorizeUrl(origin, provider.company_id, query.email) }
        }
        return { authorize_url: authorizeUrl(origin, null, DEMO_ACCOUNT.email) }
      },
      options,
    ),

    mockRoute(
      store,
      'ssoExchange',
      ({ body }) => {
        const index = store.state.ssoAttempts.findIndex((attempt) => attempt.state === body.state)
        const [attempt] = index < 0 ? [] : store.state.ssoAttempts.splice(index, 1)
        if (!attempt) throw new MockHttpError(400, SsoDetail.expired)
        if (body.code !== `${CODE_PREFIX}${attempt.email}`) throw new MockHttpError(400, SsoDetail.refused('invalid_grant'))
        const user = store.state.users.find((candidate) => candidate.email === attempt.email)
        if (user && !user.is_active) throw new MockHttpError(403, SsoDetail.deactivated)
        const provider = attempt.company_id === null ? undefined : findProvider(attempt.company_id)
        if (!provider) {
          if (!user) throw new MockHttpError(400, SsoDetail.noGoogleAccount)
          const refusal = passwordRefusalOf(store, user)
          if (refusal) throw new MockHttpError(403, refusal)
          user.email_verified = true
          return store.openSession(user.id)
        }
        if (user) {
          if (user.company_id !== provider.company_id) throw new MockHttpError(403, SsoDetail.otherWorkspace)
          user.email_verified = true
          return store.openSession(user.id)
        }
        const company = store.state.companies.find((candidate) => candidate.id === provider.company_id)
        const createdAt = store.now()
        const created: StoredUser = {
          id: store.newId(),
          email: attempt.email,
          first_name: attempt.email.slice(0, attempt.email.indexOf('@')),
          last_name: '',
          job_title: null,
          role: 'member',
          email_verified: true,
          company_name: company?.name ?? '',
          company_id: provider.company_id,
          is_active: true,
          created_at: createdAt,
          updated_at: createdAt,
          onboarding_completed: false,
          password: `no password ${store.newId()}`,
        }
        store.state.users.push(created)
        return store.openSession(created.id)
      },
      options,
    ),

    mockRoute(
      store,
      'getSso',
      ({ user }) => {
        const provider = findProvider(user.company_id)
        return { provider: provider ? toProvider(provider) : null }
      },
      options,
    ),

    mockRoute(
      store,
      'updateSso',
      ({ user, body }) => {
        const domain = normaliseDomain(body.domain)
        const unclaimable = unclaimableDomainReason(domain)
        if (unclaimable) throw new MockHttpError(400, unclaimable)
        const verifiedAdmins = store.state.users
          .filter(
            (candidate) =>
              candidate.company_id === user.company_id &&
              candidate.is_active &&
              candidate.email_verified &&
              (candidate.role === 'owner' || candidate.role === 'admin'),
          )
          .map((candidate) => candidate.email)
        if (!isDomainProven(domain, verifiedAdmins)) throw new MockHttpError(400, SsoDetail.domainUnproven(domain))
        const stored = findProvider(user.company_id)
        const clientSecret = body.client_secret ?? stored?.client_secret
        if (clientSecret === undefined) throw new MockHttpError(400, SsoDetail.secretRequired)
        if (store.state.sso.some((provider) => provider.domain === domain && provider.company_id !== user.company_id)) {
          throw new MockHttpError(409, SsoDetail.domainTaken(domain))
        }
        const provider: StoredSso = {
          company_id: user.company_id,
          issuer: body.issuer.replace(/\/+$/, ''),
          client_id: body.client_id,
          client_secret: clientSecret,
          domain,
          sso_required: body.sso_required,
          updated_at: store.now(),
        }
        store.state.sso = [...store.state.sso.filter((candidate) => candidate.company_id !== user.company_id), provider]
        return toProvider(provider)
      },
      options,
    ),

    mockRoute(
      store,
      'deleteSso',
      ({ user }) => {
        store.state.sso = store.state.sso.filter((provider) => provider.company_id !== user.company_id)
      },
      options,
    ),
  ]
}
