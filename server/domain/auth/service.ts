import { randomBytes } from 'node:crypto'
import { isDemoEmail } from '../../../api/demo'
import { ErrorDetail } from '../../../api/schemas/error'
import type { BackgroundTasks } from '../../background'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { Mailer } from '../../integrations/email/mailer'
import { recordAudit, type RequestSource } from '../audit/record'
import { DomainError } from '../errors'
import { RateLimiter } from '../rate-limit'
import { acceptInvitation, findPendingInvitationByHash } from '../workspace/repository'
import { type AuthContext, createAccessTokens } from './access-tokens'
import { companyNameKey, joinRefusedDetail, mayJoinCompany } from './company-membership'
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from './passwords'
import {
  findAccountByEmail,
  findAdminEmail,
  findPasswordHash,
  findProfile,
  findUsableResetToken,
  insertCompanyUnlessExists,
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

/** Failed logins allowed per email in FAILED_LOGIN_WINDOW_MS before the email is locked for the rest of it. */
export const FAILED_LOGIN_LIMIT = 10
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000
/** Reset links one email can ask for per hour. */
export const RESET_REQUEST_LIMIT = 5
export const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000

export interface AuthServiceOptions {
  db: Db
  signingKey: Uint8Array
  mailer: Mailer
  background: BackgroundTasks
  /** Where people open Headway; reset links start with it. */
  publicUrl: string
  /** The clock of the per-account limits, for tests. */
  now?: () => number
}

/** Profiles remembered per user (see profileOf); past this many the memory starts over. */
const PROFILE_CACHE_MAX = 20_000

const notAuthenticated = () => new DomainError('unauthenticated', ErrorDetail.notAuthenticated)
const invalidResetToken = () => new DomainError('invalid', ErrorDetail.invalidResetToken)
const invalidInvitation = () => new DomainError('invalid', ErrorDetail.invalidInvitation)

/**
 * Accounts and sessions: registration with the company-join rule and invitations, login with a per-email lockout,
 * token refresh, profile, logout, and password reset by emailed link.
 */
export function createAuthService({ db, signingKey, mailer, background, publicUrl, now }: AuthServiceOptions) {
  const accessTokens = createAccessTokens(signingKey)
  const sessions = createSessions(db, accessTokens)
  const failedLogins = new RateLimiter({ limit: FAILED_LOGIN_LIMIT, windowMs: FAILED_LOGIN_WINDOW_MS, now })
  const resetRequests = new RateLimiter({ limit: RESET_REQUEST_LIMIT, windowMs: RESET_REQUEST_WINDOW_MS, now })

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

  /** Which company the new account goes to, and as what: run inside the registration's transaction. */
  async function placeNewUser(tx: Db, registration: Registration): Promise<Pick<NewUser, 'companyId' | 'role'>> {
    if (registration.invitationToken !== undefined) {
      const invitation = await findPendingInvitationByHash(tx, hashToken(registration.invitationToken))
      if (!invitation) throw invalidInvitation()
      if (invitation.email !== registration.email) {
        throw new DomainError('invalid', ErrorDetail.invitationEmailMismatch)
      }
      if (!(await acceptInvitation(tx, invitation.companyId, invitation.id))) throw invalidInvitation()
      return { companyId: invitation.companyId, role: 'member' }
    }
    const { companyName, companySize } = registration
    if (companyName === undefined || companySize === undefined) throw new Error('Company fields were not validated.')
    const company = await insertCompanyUnlessExists(tx, {
      name: companyName,
      nameKey: companyNameKey(companyName),
      size: companySize,
    })
    if (company.isNew) return { companyId: company.id, role: 'owner' }
    const adminEmail = await findAdminEmail(tx, company.id)
    if (!adminEmail || !mayJoinCompany(registration.email, adminEmail)) {
      throw new DomainError('conflict', joinRefusedDetail(company.name))
    }
    return { companyId: company.id, role: 'member' }
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
     * be the invited one). Otherwise a new company name creates the company with the user as its admin, and an
     * existing name (matched case- and space-insensitively) is joined as a member only by an email of the admin's
     * (non-public) domain.
     */
    async register(registration: Registration): Promise<Profile> {
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
          return { companyId: placement.companyId, userId }
        })
        return await profileOf(ids)
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken()
        throw error
      }
    },

    /**
     * Wrong email and wrong password fail alike, in about the same time. After FAILED_LOGIN_LIMIT failures for one
     * email (existing or not, so the lock reveals nothing) the email is locked until its window ends.
     * The audit log of the account's company records a sign-in, and a failed one on an existing account (in the
     * background, so that the answer takes as long as for an unknown email, of which nothing is recorded).
     */
    async login(email: string, password: string, source: RequestSource): Promise<TokenPair> {
      const locked = failedLogins.blockedFor(email)
      if (locked > 0) throw new DomainError('rate_limited', ErrorDetail.tooManyFailedLogins(locked), locked)
      const account = await findAccountByEmail(db, email)
      if (!account) {
        await verifyAgainstDummyHash(password)
      } else if ((await verifyPassword(account.passwordHash, password)) && account.isActive) {
        failedLogins.reset(email)
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
      failedLogins.hit(email)
      throw new DomainError('unauthenticated', ErrorDetail.incorrectCredentials)
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const pair = await sessions.rotate(refreshToken)
      if (!pair) throw new DomainError('unauthenticated', ErrorDetail.invalidRefreshToken)
      return pair
    },

    logout: (refreshToken: string) => sessions.end(refreshToken),

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
    requestPasswordReset(email: string): void {
      const wait = resetRequests.hit(email)
      if (wait > 0) throw new DomainError('rate_limited', ErrorDetail.tooManyResetRequests(wait), wait)
      background.run('password reset email', async () => {
        if (isDemoEmail(email)) return // the shared demo account's password is not anyone's to change
        const account = await findAccountByEmail(db, email)
        if (!account?.isActive) return
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

    /** Sets the new password with a reset link's token (once, within the hour) and ends all of the user's sessions. */
    async resetPassword(token: string, password: string): Promise<void> {
      const found = await findUsableResetToken(db, hashToken(token))
      if (!found?.isActive) throw invalidResetToken()
      const passwordHash = await hashPassword(password)
      await db.transaction(async (tx) => {
        if (!(await spendResetToken(tx, found.id))) throw invalidResetToken()
        await updateUser(tx, found.companyId, found.userId, { passwordHash })
        await spendAllResetTokens(tx, found.userId)
      })
      profiles.delete(found.userId)
      await sessions.endAll(found.userId)
      failedLogins.reset(found.email)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
