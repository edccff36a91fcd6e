import { randomBytes } from 'node:crypto'
import { isDemoEmail } from '../../../api/demo'
import { ErrorDetail } from '../../../api/schemas/error'
import { FAILED_LOGIN_LIMIT, FAILED_LOGIN_WINDOW_MS, failedLoginKey } from '../../../api/sessions'
import type { BackgroundTasks } from '../../background'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { Mailer } from '../../integrations/email/mailer'
import type { UserRole } from '../../db/schema'
import { recordAudit, type RequestSource } from '../audit/record'
import { DomainError } from '../errors'
import { type RateCounters, secondsOverLimit } from '../rate-limits'
import { acceptInvitation, findPendingInvitationByHash } from '../workspace/repository'
import { type AuthContext, createAccessTokens } from './access-tokens'
import { emailDomain } from '../../../api/company-domains'
import { unclaimableDomainReason } from '../../../api/unclaimable-domains'
import { JoiningDetail } from '../../../api/company-membership'
import { VERIFICATION_LINK_LIFETIME_HOURS } from '../../../api/schemas/joining'
import {
  findUsableVerificationToken,
  insertCompany,
  insertDomain,
  insertVerificationToken,
  markEmailVerified,
  sameNameCompanies,
  spendAllVerificationTokens,
  spendVerificationToken,
} from '../joining/repository'
import { settleJoinRequest } from '../joining/service'
import { companyNameKey, placeRegistration } from './company-membership'
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from './passwords'
import {
  findAccountByEmail,
  findPasswordHash,
  findProfile,
  findUsableResetToken,
  insertPasswordResetToken,
  insertUser,
  type NewUser,
  type Profile,
  spendAllResetTokens,
  spendResetToken,
  updateUser,
  type UserChanges,
} from './repository'
import { createSessions, hashToken, SESSION_CHECK_TTL_MS, type TokenPair } from './sessions'

export interface Registration {
  email: string
  password: string
  firstName: string
  lastName: string
  /** Required unless an invitation token is given (the schema checks). */
  companyName?: string
  companySize?: string
  jobTitle: string | null
  invitationToken?: string
}

export interface ProfileUpdate extends Omit<UserChanges, 'passwordHash' | 'role' | 'isActive'> {
  currentPassword?: string
  newPassword?: string
}

/** Reset links one email can ask for per hour. */
export const RESET_REQUEST_LIMIT = 5
export const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000
export const VERIFICATION_TOKEN_LIFETIME_MS = VERIFICATION_LINK_LIFETIME_HOURS * 60 * 60 * 1000

export interface AuthServiceOptions {
  db: Db
  signingKey: Uint8Array
  /** Encrypts what is kept at rest (the successor of a just-rotated refresh token). */
  encryptionKey: Uint8Array
  mailer: Mailer
  background: BackgroundTasks
  /** Where people open Headway; reset links start with it. */
  publicUrl: string
  /** The shared counters of the failed-login lock and the per-email and per-account limits. */
  rateCounters: RateCounters
  /**
   * Why this person may not use a password (sign in or reset), or null: their company requires single sign-on
   * (server/domain/sso). Unset: passwords always work.
   */
  passwordRefusal?: (email: string, role: UserRole | null) => Promise<string | null>
}

/** Profiles remembered per user (see profileOf); past this many the memory starts over. */
const PROFILE_CACHE_MAX = 20_000

const notAuthenticated = () => new DomainError('unauthenticated', ErrorDetail.notAuthenticated)
const invalidResetToken = () => new DomainError('invalid', ErrorDetail.invalidResetToken)
const invalidInvitation = () => new DomainError('invalid', ErrorDetail.invalidInvitation)
const invalidVerificationToken = () => new DomainError('invalid', JoiningDetail.invalidVerificationToken)

/**
 * Accounts and sessions: registration with the company-join rule and invitations, login with a per-email lockout,
 * token refresh, profile, logout, and password reset by emailed link.
 */
export function createAuthService(options: AuthServiceOptions) {
  const { db, signingKey, encryptionKey, mailer, background, publicUrl, rateCounters } = options
  const passwordRefusal = options.passwordRefusal ?? (async () => null)
  const accessTokens = createAccessTokens(signingKey)
  const sessions = createSessions(db, accessTokens, encryptionKey)
  // Counted in the database, so that every API process on it shares the counts.
  const failedLoginCounter = (email: string, source: RequestSource) => `failed-login\u0000${failedLoginKey(email, source.ip ?? '')}`
  const resetRequestCounter = (email: string) => `reset-request\u0000${email}`
  const joining = { db, mailer, background, publicUrl }

  /**
   * The signed-in user's profile, remembered for SESSION_CHECK_TTL_MS like the session check, so GET /auth/me (asked
   * by the app on every start and after every refresh) usually needs no database round trip. Changes made through
   * this process (profile update, password reset) forget the entry at once; changes made by another process (several
   * API servers on one PostgreSQL) show within that time.
   */
  const profiles = new Map<string, { profile: Profile; until: number }>()

  async function profileOf(auth: Pick<AuthContext, 'companyId' | 'userId'>): Promise<Profile> {
    const remembered = profiles.get(auth.userId)
    if (remembered && remembered.until > Date.now() && remembered.profile.companyId === auth.companyId) {
      return remembered.profile
    }
    const profile = await findProfile(db, auth.companyId, auth.userId)
    if (!profile?.isActive) {
      profiles.delete(auth.userId)
      throw notAuthenticated()
    }
    if (profiles.size >= PROFILE_CACHE_MAX) profiles.clear()
    profiles.set(auth.userId, { profile, until: Date.now() + SESSION_CHECK_TTL_MS })
    return profile
  }

  /**
   * Which company the new account goes to, and as what: run inside the registration's transaction. An invitation
   * proves the address. Otherwise the joining rule (api/company-membership.ts) makes a join request (no role) in the
   * company named, or creates a new company, whose owner's own domain it adds when that domain may admit people.
   */
  async function placeNewUser(
    tx: Db,
    registration: Registration,
  ): Promise<Pick<NewUser, 'companyId' | 'role' | 'emailVerifiedAt'>> {
    if (registration.invitationToken !== undefined) {
      const invitation = await findPendingInvitationByHash(tx, hashToken(registration.invitationToken))
      if (!invitation) throw invalidInvitation()
      if (invitation.email !== registration.email) {
        throw new DomainError('invalid', ErrorDetail.invitationEmailMismatch)
      }
      if (!(await acceptInvitation(tx, invitation.companyId, invitation.id))) throw invalidInvitation()
      return { companyId: invitation.companyId, role: 'member', emailVerifiedAt: new Date() }
    }
    const { companyName, companySize } = registration
    if (companyName === undefined || companySize === undefined) throw new Error('Company fields were not validated.')
    const nameKey = companyNameKey(companyName)
    const domain = emailDomain(registration.email)
    const placement = placeRegistration(registration.email, await sameNameCompanies(tx, nameKey, domain))
    if (placement.kind === 'join-request') return { companyId: placement.companyId, role: null, emailVerifiedAt: null }
    const companyId = await insertCompany(tx, { name: companyName, nameKey, size: companySize })
    if (unclaimableDomainReason(domain) === null) await insertDomain(tx, companyId, domain)
    return { companyId, role: 'owner', emailVerifiedAt: null }
  }

  /** Emails a new verification link (earlier ones stop working), in the background. */
  function sendVerificationLink(userId: string, email: string): void {
    background.run('verification email', async () => {
      const token = randomBytes(32).toString('base64url')
      await db.transaction(async (tx) => {
        await spendAllVerificationTokens(tx, userId)
        await insertVerificationToken(tx, {
          userId,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_LIFETIME_MS),
        })
      })
      const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`
      await mailer.send({
        to: email,
        subject: 'Verify your email address for Headway',
        text:
          `Someone registered the Headway account ${email}.\n\n` +
          `To confirm that this address is yours, open this link within ${VERIFICATION_LINK_LIFETIME_HOURS} hours ` +
          `(it works once):\n${link}\n\n` +
          "If it wasn't you, ignore this email: the account cannot join any workspace without it.\n",
        link,
      })
    })
  }

  /** After the address was proven (by a link opened from `source`): a waiting join request joins or goes to the admins. */
  async function afterVerified(companyId: string, userId: string, source: RequestSource): Promise<void> {
    profiles.delete(userId)
    if ((await settleJoinRequest(joining, companyId, userId, source)) === 'member') sessions.recheck(userId)
    profiles.delete(userId)
  }

  return {
    /**
     * The caller behind a Bearer access token, or null when the token is not valid or its session has ended
     * (logout, password change or reset, a replayed refresh token, a disabled account).
     */
    async authenticate(accessToken: string): Promise<AuthContext | null> {
      const claims = await accessTokens.verify(accessToken)
      if (!claims) return null
      const session = await sessions.check(claims.sessionId, claims.userId)
      return session ? { ...claims, role: session.role } : null
    },

    /**
     * With an invitation token: joins the invitation's company as a member, whatever the email domain (the email must
     * be the invited one), verified. Otherwise a join request in the company named (when the address is on a domain
     * it proved) or a new company with the person as its owner; both get a verification link by email. The answer
     * has the same shape either way, and never says that a company of that name exists elsewhere.
     */
    async register(registration: Registration, source: RequestSource): Promise<Profile> {
      if (isDemoEmail(registration.email)) throw new DomainError('conflict', ErrorDetail.emailReserved)
      const emailTaken = () => new DomainError('conflict', ErrorDetail.emailTaken)
      if (await findAccountByEmail(db, registration.email)) throw emailTaken()
      if (registration.invitationToken !== undefined) {
        // Checked before the slow password hash too, so a bad link is answered at once.
        const invitation = await findPendingInvitationByHash(db, hashToken(registration.invitationToken))
        if (!invitation) throw invalidInvitation()
        if (invitation.email !== registration.email) {
          throw new DomainError('invalid', ErrorDetail.invitationEmailMismatch)
        }
      }
      const passwordHash = await hashPassword(registration.password)
      try {
        const ids = await db.transaction(async (tx) => {
          const placement = await placeNewUser(tx, registration)
          const userId = await insertUser(tx, {
            ...placement,
            email: registration.email,
            passwordHash,
            firstName: registration.firstName,
            lastName: registration.lastName,
            jobTitle: registration.jobTitle,
          })
          if (registration.invitationToken !== undefined) {
            const joined = { companyId: placement.companyId, actor: { id: userId }, source }
            await recordAudit(tx, { ...joined, action: 'member.joined', details: { via: 'invitation' } })
          }
          return { companyId: placement.companyId, userId, verified: placement.emailVerifiedAt !== null }
        })
        if (!ids.verified) sendVerificationLink(ids.userId, registration.email)
        return await profileOf(ids)
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken()
        throw error
      }
    },

    /**
     * Wrong email and wrong password fail alike, in about the same time. After FAILED_LOGIN_LIMIT failures for one
     * email (existing or not, so the lock reveals nothing) from one address (the caller's IP), the email is locked for
     * that address until its window ends; the owner signing in from elsewhere is not affected.
     * The audit log of the account's company records a sign-in, and a failed one on an existing account (in the
     * background, so that the answer takes as long as for an unknown email, of which nothing is recorded).
     */
    async login(email: string, password: string, source: RequestSource): Promise<TokenPair> {
      const key = failedLoginCounter(email, source)
      // Locked once FAILED_LOGIN_LIMIT failures are counted: the next attempt waits, whatever its password.
      const failures = await rateCounters.peek(key)
      const locked = secondsOverLimit(failures, FAILED_LOGIN_LIMIT - 1)
      if (locked > 0) throw new DomainError('rate_limited', ErrorDetail.tooManyFailedLogins(locked), locked)
      const account = await findAccountByEmail(db, email)
      if (!account) {
        await verifyAgainstDummyHash(password)
      } else if ((await verifyPassword(account.passwordHash, password)) && account.isActive) {
        // The failures before the right password are forgotten (a sign-in without any writes nothing).
        if (failures.hits > 0) await rateCounters.reset(key)
        // Asked only once the password is right, so the answer tells a stranger nothing about the account.
        const refusal = await passwordRefusal(email, account.role)
        if (refusal) throw new DomainError('forbidden', refusal)
        const pair = await sessions.start({ userId: account.id, companyId: account.companyId })
        const actor = { id: account.id }
        await recordAudit(db, { companyId: account.companyId, actor, action: 'auth.signed_in', source })
        return pair
      } else {
        const { companyId } = account
        const reason = account.isActive ? 'wrong_password' : 'deactivated'
        background.run('audit of a failed sign-in', () =>
          recordAudit(db, { companyId, actor: { id: account.id }, action: 'auth.sign_in_failed', details: { reason }, source }),
        )
      }
      await rateCounters.hit(key, FAILED_LOGIN_WINDOW_MS)
      throw new DomainError('unauthenticated', ErrorDetail.incorrectCredentials)
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const pair = await sessions.rotate(refreshToken)
      if (!pair) throw new DomainError('unauthenticated', ErrorDetail.invalidRefreshToken)
      return pair
    },

    logout: (refreshToken: string) => sessions.end(refreshToken),

    /**
     * Signs in a person whom an identity provider vouched for (single sign-on): the sign-in also verifies the email,
     * and the audit log records it like a password sign-in.
     */
    async startVerifiedSession(account: { userId: string; companyId: string }, source: RequestSource): Promise<TokenPair> {
      await markEmailVerified(db, account.companyId, account.userId)
      profiles.delete(account.userId)
      const pair = await sessions.start(account)
      const signedIn = { companyId: account.companyId, actor: { id: account.userId }, source }
      await recordAudit(db, { ...signedIn, action: 'auth.signed_in', details: { method: 'single_sign_on' } })
      return pair
    },

    /**
     * After someone changed the user's role (a role change, a join request approved): each of the user's sessions reads
     * it again on its next request.
     */
    roleChanged(userId: string): void {
      profiles.delete(userId)
      sessions.recheck(userId)
    },

    /** After the user was deactivated: every session ends at once, so the next request is 401. */
    async endAllSessionsOf(userId: string): Promise<void> {
      profiles.delete(userId)
      await sessions.endAll(userId)
    },

    /** Sign out everywhere: every session of the caller ends, on every device, this one included. */
    async logoutAll(auth: AuthContext, source: RequestSource): Promise<void> {
      await sessions.endAll(auth.userId)
      const actor = { id: auth.userId }
      await recordAudit(db, { companyId: auth.companyId, actor, action: 'sessions.ended_everywhere', source })
    },

    getProfile: profileOf,

    /** Applies the fields given. A new password needs the current one and ends the user's other sessions. */
    async updateProfile(auth: AuthContext, update: ProfileUpdate): Promise<Profile> {
      const { currentPassword, newPassword, ...changes } = update
      let passwordHash: string | undefined
      if (newPassword !== undefined) {
        const currentHash = await findPasswordHash(db, auth.companyId, auth.userId)
        if (currentHash === undefined) throw notAuthenticated()
        if (!(await verifyPassword(currentHash, currentPassword ?? ''))) {
          throw new DomainError('invalid', ErrorDetail.incorrectCurrentPassword)
        }
        passwordHash = await hashPassword(newPassword)
      }
      profiles.delete(auth.userId)
      await updateUser(db, auth.companyId, auth.userId, { ...changes, passwordHash })
      profiles.delete(auth.userId)
      if (passwordHash !== undefined) await sessions.endOthers(auth.userId, auth.sessionId)
      return profileOf(auth)
    },

    /**
     * Answers at once, the same for every email: finding the account and emailing the link happen in the background,
     * so neither the answer nor its timing tells whether the account exists.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const wait = secondsOverLimit(await rateCounters.hit(resetRequestCounter(email), RESET_REQUEST_WINDOW_MS), RESET_REQUEST_LIMIT)
      if (wait > 0) throw new DomainError('rate_limited', ErrorDetail.tooManyResetRequests(wait), wait)
      background.run('password reset email', async () => {
        if (isDemoEmail(email)) return // the shared demo account's password is not anyone's to change
        const account = await findAccountByEmail(db, email)
        if (!account?.isActive) return
        if (await passwordRefusal(email, account.role)) return // signs in with single sign-on: no password to reset
        const token = randomBytes(32).toString('base64url')
        await insertPasswordResetToken(db, {
          userId: account.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
        })
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`
        await mailer.send({
          to: email,
          subject: 'Reset your Headway password',
          text:
            `Someone asked to reset the password of the Headway account ${email}.\n\n` +
            `To choose a new password, open this link within one hour (it works once):\n${link}\n\n` +
            "If it wasn't you, ignore this email: your password stays as it is.\n",
          link,
        })
      })
    },

    /**
     * Sets the new password with a reset link's token (once, within the hour) and ends all of the user's sessions. The
     * failed-login lock of the email from `source` (where the link was opened) is lifted.
     */
    async resetPassword(token: string, password: string, source: RequestSource): Promise<void> {
      const found = await findUsableResetToken(db, hashToken(token))
      if (!found?.isActive) throw invalidResetToken()
      const refusal = await passwordRefusal(found.email, found.role)
      if (refusal) throw new DomainError('forbidden', refusal)
      const passwordHash = await hashPassword(password)
      await db.transaction(async (tx) => {
        if (!(await spendResetToken(tx, found.id))) throw invalidResetToken()
        await updateUser(tx, found.companyId, found.userId, { passwordHash })
        await spendAllResetTokens(tx, found.userId)
        // The emailed link proves the address as well as a verification link does.
        return markEmailVerified(tx, found.companyId, found.userId)
      }).then((verified) => (verified ? afterVerified(found.companyId, found.userId, source) : undefined))
      profiles.delete(found.userId)
      await sessions.endAll(found.userId)
      await rateCounters.reset(failedLoginCounter(found.email, source))
    },

    /** Verifies the address with a verification link's token (once, within its lifetime), opened from `source`. */
    async verifyEmail(token: string, source: RequestSource): Promise<void> {
      const found = await findUsableVerificationToken(db, hashToken(token))
      if (!found?.isActive) throw invalidVerificationToken()
      const verified = await db.transaction(async (tx) => {
        if (!(await spendVerificationToken(tx, found.id))) throw invalidVerificationToken()
        await spendAllVerificationTokens(tx, found.userId)
        return markEmailVerified(tx, found.companyId, found.userId)
      })
      if (verified) await afterVerified(found.companyId, found.userId, source)
    },

    /** Emails the signed-in person a new verification link (how often: api/rate-limits.ts, verificationResend). */
    async resendVerification(auth: AuthContext): Promise<void> {
      const profile = await profileOf(auth)
      if (profile.emailVerified) throw new DomainError('conflict', JoiningDetail.alreadyVerified)
      sendVerificationLink(auth.userId, profile.email)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
