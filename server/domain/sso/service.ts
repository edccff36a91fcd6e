import { randomBytes } from 'node:crypto'
import type * as oidc from 'openid-client'
import { emailDomain, isDomainProven, normaliseDomain } from '../../../api/company-domains'
import { unclaimableDomainReason } from '../../../api/unclaimable-domains'
import { isLoopbackIssuer, passwordRefusal, SSO_CALLBACK_PATH, SsoDetail } from '../../../api/sso'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { UserRole } from '../../db/schema'
import { decryptSecret, encryptSecret } from '../../secrets'
import { hashPassword } from '../auth/passwords'
import { insertUser } from '../auth/repository'
import type { TokenPair } from '../auth/sessions'
import { hashToken } from '../auth/sessions'
import { type AuditOrigin, recordAudit, type RequestSource } from '../audit/record'
import { DomainError } from '../errors'
import {
  deleteSsoProvider,
  findSsoAccount,
  findSsoProvider,
  findSsoProviderByDomain,
  findVerifiedAdminEmails,
  insertLoginAttempt,
  type StoredSsoProvider,
  takeLoginAttempt,
  upsertSsoProvider,
} from './repository'

/** How long a started sign-in may take to come back: the state, PKCE verifier and nonce are kept this long. */
export const SSO_ATTEMPT_LIFETIME_MS = 10 * 60 * 1000
/** Discovery documents (and the provider's keys with them) are reused this long before being fetched again. */
const DISCOVERY_CACHE_MS = 10 * 60 * 1000
const DISCOVERY_TIMEOUT_SECONDS = 10
const SCOPE = 'openid email profile'

export interface SsoProviderSettings {
  issuer: string
  clientId: string
  /** Undefined keeps the stored secret. */
  clientSecret: string | undefined
  domain: string
  ssoRequired: boolean
}

export interface SsoProviderView extends Omit<StoredSsoProvider, 'clientSecretCiphertext'> {
  hasSecret: boolean
}

interface ClientSettings {
  issuer: string
  clientId: string
  clientSecret: string
}

export interface SsoServiceOptions {
  db: Db
  /** Encrypts client secrets at rest and the verifier and nonce of sign-ins under way. */
  encryptionKey: Uint8Array
  publicUrl: string
  /** The server-wide "Sign in with Google" client; undefined when the server has none. */
  google: ClientSettings | undefined
  /** Starts the session of a person the provider vouched for (and marks the email verified). */
  startVerifiedSession: (account: { userId: string; companyId: string }, source: RequestSource) => Promise<TokenPair>
}

/** The role a person gets when their company's provider signs them in for the first time. */
const NEW_PERSON_ROLE: UserRole = 'member'

/**
 * Why a password may not be used for this email (its company requires single sign-on and the person is not an
 * owner), or null: the hook of the auth service's login and password reset.
 */
export function createPasswordRefusal(db: Db) {
  return async (email: string, role: UserRole | null): Promise<string | null> => {
    const provider = await findSsoProviderByDomain(db, emailDomain(email))
    return passwordRefusal(provider?.ssoRequired ?? false, role)
  }
}

function toView({ clientSecretCiphertext, ...provider }: StoredSsoProvider): SsoProviderView {
  return { ...provider, hasSecret: clientSecretCiphertext.length > 0 }
}

/** True when the error (or one it wraps) is a network failure or a timeout rather than an answer. */
/** openid-client is loaded at the first single sign-on, not when the server starts (most companies have none). */
const loadOpenidClient = () => import('openid-client')

function isUnreachable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.name === 'AbortError' || current.name === 'TimeoutError') return true
    if (current instanceof TypeError && /fetch failed/i.test(current.message)) return true
  }
  return false
}

/**
 * Single sign-on with OpenID Connect (openid-client, a certified relying party): each company's own provider (set up
 * by its admins for a domain it proved) and the server-wide Sign in with Google. Every sign-in uses the authorization
 * code flow with PKCE (S256), a nonce and a state, kept server-side, single use, for 10 minutes.
 */
export function createSsoService({ db, encryptionKey, publicUrl, google, startVerifiedSession }: SsoServiceOptions) {
  const redirectUri = `${publicUrl}${SSO_CALLBACK_PATH}`
  const discovered = new Map<string, { config: Promise<oidc.Configuration>; until: number }>()

  /** The provider's discovery document and the client, fetched once per 10 minutes per client. */
  function configurationOf(client: ClientSettings): Promise<oidc.Configuration> {
    const key = JSON.stringify([client.issuer, client.clientId, client.clientSecret])
    const cached = discovered.get(key)
    if (cached && cached.until > Date.now()) return cached.config
    const config = discover(client)
    discovered.set(key, { config, until: Date.now() + DISCOVERY_CACHE_MS })
    config.catch(() => discovered.delete(key))
    return config
  }

  async function discover(client: ClientSettings): Promise<oidc.Configuration> {
    const openid = await loadOpenidClient()
    try {
      return await openid.discovery(new URL(client.issuer), client.clientId, client.clientSecret, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // Plain http only for a provider on this machine (a test's fake, or one run beside Headway).
        ...(isLoopbackIssuer(client.issuer) && { execute: [openid.allowInsecureRequests] }),
      })
    } catch (error) {
      if (isUnreachable(error)) throw new DomainError('upstream_unavailable', SsoDetail.issuerUnreachable(client.issuer))
      throw new DomainError('invalid', SsoDetail.notOidc(client.issuer))
    }
  }

  function clientOf(provider: StoredSsoProvider): ClientSettings {
    return {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: decryptSecret(encryptionKey, provider.clientSecretCiphertext),
    }
  }

  async function authorizeUrl(client: ClientSettings, companyId: string | null, loginHint?: string): Promise<string> {
    const [config, openid] = await Promise.all([configurationOf(client), loadOpenidClient()])
    const codeVerifier = openid.randomPKCECodeVerifier()
    const nonce = openid.randomNonce()
    const state = openid.randomState()
    await insertLoginAttempt(db, {
      stateHash: hashToken(state),
      companyId,
      secretsCiphertext: encryptSecret(encryptionKey, JSON.stringify({ codeVerifier, nonce })),
      expiresAt: new Date(Date.now() + SSO_ATTEMPT_LIFETIME_MS),
    })
    return openid.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      nonce,
      state,
      ...(loginHint && { login_hint: loginHint }),
    }).href
  }

  /** Trades the code (checking state, PKCE, issuer and nonce) and answers the verified email and names. */
  async function verifiedIdentity(
    client: ClientSettings,
    callback: { code: string; state: string; iss?: string },
    secrets: { codeVerifier: string; nonce: string },
  ) {
    const [config, openid] = await Promise.all([configurationOf(client), loadOpenidClient()])
    const currentUrl = new URL(redirectUri)
    currentUrl.searchParams.set('code', callback.code)
    currentUrl.searchParams.set('state', callback.state)
    if (callback.iss !== undefined) currentUrl.searchParams.set('iss', callback.iss)
    let claims: oidc.IDToken | undefined
    try {
      const tokens = await openid.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedNonce: secrets.nonce,
        expectedState: callback.state,
        idTokenExpected: true,
      })
      claims = tokens.claims()
    } catch (error) {
      if (isUnreachable(error)) throw new DomainError('upstream_unavailable', SsoDetail.issuerUnreachable(client.issuer))
      const code =
        error instanceof openid.ResponseBodyError || error instanceof openid.AuthorizationResponseError
          ? error.error
          : 'its answer did not match this sign-in'
      throw new DomainError('invalid', SsoDetail.refused(code))
    }
    const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : ''
    if (!email || claims?.email_verified !== true) throw new DomainError('invalid', SsoDetail.emailNotVerified)
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
    const [nameFirst = '', ...nameRest] = text(claims.name).split(/\s+/)
    return {
      email,
      firstName: text(claims.given_name) || nameFirst || email.slice(0, email.indexOf('@')),
      lastName: text(claims.family_name) || nameRest.join(' '),
    }
  }

  return {
    async settings(companyId: string): Promise<SsoProviderView | null> {
      const provider = await findSsoProvider(db, companyId)
      return provider ? toView(provider) : null
    },

    /**
     * Sets up or changes the company's provider: the domain must be claimable and proven by a verified owner or
     * admin address, a client secret must be given or stored, and the issuer must answer OpenID Connect discovery.
     */
    async update(companyId: string, settings: SsoProviderSettings, origin: AuditOrigin): Promise<SsoProviderView> {
      const domain = normaliseDomain(settings.domain)
      const unclaimable = unclaimableDomainReason(domain)
      if (unclaimable) throw new DomainError('invalid', unclaimable)
      if (!isDomainProven(domain, await findVerifiedAdminEmails(db, companyId))) {
        throw new DomainError('invalid', SsoDetail.domainUnproven(domain))
      }
      const stored = await findSsoProvider(db, companyId)
      const clientSecret =
        settings.clientSecret ?? (stored ? decryptSecret(encryptionKey, stored.clientSecretCiphertext) : undefined)
      if (clientSecret === undefined) throw new DomainError('invalid', SsoDetail.secretRequired)
      const issuer = settings.issuer.replace(/\/+$/, '')
      await configurationOf({ issuer, clientId: settings.clientId, clientSecret })
      try {
        const saved = await upsertSsoProvider(db, {
          companyId,
          issuer,
          clientId: settings.clientId,
          clientSecretCiphertext: encryptSecret(encryptionKey, clientSecret),
          domain,
          ssoRequired: settings.ssoRequired,
        })
        const details = { issuer, domain, sso_required: settings.ssoRequired }
        await recordAudit(db, { companyId, action: 'sso.changed', details, ...origin })
        return toView(saved)
      } catch (error) {
        if (isUniqueViolation(error, 'company_sso_domain_unique')) {
          throw new DomainError('conflict', SsoDetail.domainTaken(domain))
        }
        throw error
      }
    },

    async remove(companyId: string, origin: AuditOrigin): Promise<void> {
      await deleteSsoProvider(db, companyId)
      await recordAudit(db, { companyId, action: 'sso.changed', details: { removed: true }, ...origin })
    },

    googleConfigured: google !== undefined,

    /** The authorization URL of the company provider of the email's domain (the email as login hint). */
    async startForEmail(email: string): Promise<string> {
      const provider = await findSsoProviderByDomain(db, emailDomain(email))
      if (!provider) throw new DomainError('not_found', SsoDetail.notSetUp)
      return authorizeUrl(clientOf(provider), provider.companyId, email)
    },

    async startWithGoogle(): Promise<string> {
      if (!google) throw new DomainError('not_found', SsoDetail.googleOff)
      return authorizeUrl(google, null)
    },

    /**
     * Finishes a sign-in: the state is spent whatever happens next. A company's provider signs in the accounts of
     * its domain in that company, and creates the new ones there as members; Google signs in existing accounts only
     * (and none whose company requires its own single sign-on, owners aside).
     */
    async exchange(callback: { code: string; state: string; iss?: string }, source: RequestSource): Promise<TokenPair> {
      const attempt = await takeLoginAttempt(db, hashToken(callback.state))
      if (!attempt) throw new DomainError('invalid', SsoDetail.expired)
      const secrets = JSON.parse(decryptSecret(encryptionKey, attempt.secretsCiphertext)) as {
        codeVerifier: string
        nonce: string
      }
      const provider = attempt.companyId === null ? undefined : await findSsoProvider(db, attempt.companyId)
      const client = attempt.companyId === null ? google : provider && clientOf(provider)
      if (!client) throw new DomainError('invalid', SsoDetail.expired)
      const identity = await verifiedIdentity(client, callback, secrets)
      const account = await findSsoAccount(db, identity.email)
      if (account && !account.isActive) throw new DomainError('forbidden', SsoDetail.deactivated)

      if (!provider) {
        if (!account) throw new DomainError('invalid', SsoDetail.noGoogleAccount)
        const refusal = await createPasswordRefusal(db)(identity.email, account.role)
        if (refusal) throw new DomainError('forbidden', refusal)
        return startVerifiedSession({ userId: account.id, companyId: account.companyId }, source)
      }

      if (emailDomain(identity.email) !== provider.domain) {
        throw new DomainError('invalid', SsoDetail.wrongDomain(provider.domain))
      }
      if (account) {
        if (account.companyId !== provider.companyId) throw new DomainError('forbidden', SsoDetail.otherWorkspace)
        return startVerifiedSession({ userId: account.id, companyId: account.companyId }, source)
      }
      // Nobody signs in with this password: the account has none until the person sets one by a reset link.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
      try {
        const userId = await db.transaction(async (tx) => {
          const created = await insertUser(tx, {
            companyId: provider.companyId,
            email: identity.email,
            passwordHash,
            firstName: identity.firstName,
            lastName: identity.lastName,
            jobTitle: null,
            role: NEW_PERSON_ROLE,
          })
          const joined = { companyId: provider.companyId, actor: { id: created }, source }
          await recordAudit(tx, { ...joined, action: 'member.joined', details: { via: 'sso' } })
          return created
        })
        return await startVerifiedSession({ userId, companyId: provider.companyId }, source)
      } catch (error) {
        // Two first sign-ins of one person at once: the other one created the account.
        if (!isUniqueViolation(error, 'users_email_unique')) throw error
        const created = await findSsoAccount(db, identity.email)
        if (created?.companyId !== provider.companyId) throw error
        return startVerifiedSession({ userId: created.id, companyId: created.companyId }, source)
      }
    },
  }
}

export type SsoService = ReturnType<typeof createSsoService>
