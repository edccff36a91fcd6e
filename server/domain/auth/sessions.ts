import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { refreshTokens, users } from '../../db/schema'
import type { Role } from '../../../api/permissions'
import type { AccessTokens } from './access-tokens'

/**
 * Login sessions. A login starts a family of opaque refresh tokens; each refresh spends the token presented and issues
 * the next one of the family. Only SHA-256 hashes are stored. Presenting a spent token means it leaked: the whole
 * family is revoked.
 *
 * Access tokens name their family (`sid`), and a request is let in only while the family is alive, so logout, a
 * password change or reset and a replayed refresh token end the access tokens too, not only the refresh tokens.
 * That check is remembered per family in this process for SESSION_CHECK_TTL_MS: revocations made by this process
 * apply at once, those made by another process (several API servers on one PostgreSQL) within that time.
 */

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_CHECK_TTL_MS = 10_000
const SESSION_CACHE_MAX = 50_000
/** last_active_at is written at most this often per user. */
const LAST_ACTIVE_PRECISION_MS = 60_000

export interface TokenPair {
  accessToken: string
  refreshToken: string
}

interface SessionOwner {
  userId: string
  companyId: string
}

interface SessionState {
  userId: string
  alive: boolean
  /** The user's role when last read (null: a join request still waiting). */
  role: Role | null
  /** Until when an alive answer holds without asking the database again. A dead session stays dead. */
  checkedUntil: number
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function createSessions(db: Db, accessTokens: AccessTokens) {
  const known = new Map<string, SessionState>()

  function remember(familyId: string, state: SessionState): void {
    if (known.size >= SESSION_CACHE_MAX) known.clear()
    known.set(familyId, state)
  }

  /** Marks the families (all of the user's, or the one given) dead in this process at once. */
  function forget(userId: string, familyId?: string, except?: string): void {
    if (familyId !== undefined) {
      remember(familyId, { userId, alive: false, role: null, checkedUntil: Infinity })
      return
    }
    for (const [id, state] of known) {
      if (state.userId === userId && id !== except) state.alive = false
    }
  }

  async function issue(owner: SessionOwner, familyId: string): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url')
    await db.insert(refreshTokens).values({
      userId: owner.userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
    })
    const accessToken = await accessTokens.issue({ ...owner, sessionId: familyId })
    return { accessToken, refreshToken }
  }

  async function revokeFamily(userId: string, familyId: string): Promise<void> {
    forget(userId, familyId)
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    forget(userId, familyId) // again: a check that read the row before the update may have cached it alive
  }

  /** Marks the token spent unless it already was (by a concurrent refresh, say); true when this call spent it. */
  async function spend(tokenId: string): Promise<boolean> {
    const spent = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id })
    return spent.length === 1
  }

  async function findFamilyOf(refreshToken: string) {
    const [token] = await db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    return token
  }

  return {
    start: (owner: SessionOwner) => issue(owner, randomUUID()),

    /** The next token pair of the family, or null when the token is unknown, expired, revoked or spent. */
    async rotate(refreshToken: string): Promise<TokenPair | null> {
      const [token] = await db
        .select({
          id: refreshTokens.id,
          familyId: refreshTokens.familyId,
          expiresAt: refreshTokens.expiresAt,
          userId: users.id,
          companyId: users.companyId,
          isActive: users.isActive,
        })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      if (!token) return null
      if (!(await spend(token.id))) {
        await revokeFamily(token.userId, token.familyId)
        return null
      }
      if (token.expiresAt.getTime() <= Date.now() || !token.isActive) return null
      return issue({ userId: token.userId, companyId: token.companyId }, token.familyId)
    },

    /**
     * The user's current role while the session (refresh-token family) of an access token is alive: not revoked, not
     * expired, and its user active; undefined once it is not. Each check that reads the database also marks the user
     * active (to the minute).
     */
    async check(familyId: string, userId: string): Promise<{ role: Role | null } | undefined> {
      const state = known.get(familyId)
      if (state && state.userId === userId && (!state.alive || state.checkedUntil > Date.now())) {
        return state.alive ? { role: state.role } : undefined
      }
      const [row] = await db
        .select({ role: users.role })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
            eq(users.isActive, true),
          ),
        )
        .limit(1)
      if (!row) {
        remember(familyId, { userId, alive: false, role: null, checkedUntil: Infinity })
        return undefined
      }
      remember(familyId, { userId, alive: true, role: row.role, checkedUntil: Date.now() + SESSION_CHECK_TTL_MS })
      await db
        .update(users)
        .set({ lastActiveAt: new Date() })
        .where(
          and(
            eq(users.id, userId),
            or(isNull(users.lastActiveAt), lt(users.lastActiveAt, new Date(Date.now() - LAST_ACTIVE_PRECISION_MS))),
          ),
        )
      return { role: row.role }
    },

    /** Makes the next request of each of the user's sessions read the user again (after a role change). */
    recheck(userId: string): void {
      for (const state of known.values()) {
        if (state.userId === userId) state.checkedUntil = 0
      }
    },

    /** Ends the session the token belongs to; unknown tokens are ignored. */
    async end(refreshToken: string): Promise<void> {
      const token = await findFamilyOf(refreshToken)
      if (token) await revokeFamily(token.userId, token.familyId)
    },

    /** Ends every session of the user except the one given (after a password change). */
    async endOthers(userId: string, keptFamilyId: string): Promise<void> {
      forget(userId, undefined, keptFamilyId)
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            ne(refreshTokens.familyId, keptFamilyId),
            isNull(refreshTokens.revokedAt),
          ),
        )
      forget(userId, undefined, keptFamilyId)
    },

    /** Ends every session of the user (after a password reset, or when the account is disabled). */
    async endAll(userId: string): Promise<void> {
      forget(userId)
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      forget(userId)
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
