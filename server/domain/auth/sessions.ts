import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, lt, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { refreshTokens, users } from '../../db/schema'
import { decryptSecret, encryptSecret } from '../../secrets'
import type { Role } from '../../../api/permissions'
import { REFRESH_GRACE_MS, withinRefreshGrace } from '../../../api/sessions'
import type { AccessTokens } from './access-tokens'

/**
 * Login sessions. A login starts a family of opaque refresh tokens; each refresh spends the token presented and issues
 * the next one of the family. Only SHA-256 hashes are stored. Presenting a spent token means it leaked: the whole
 * family is revoked, with one exception: the grace window below.
 *
 * Several tabs (or a tab and a retry) may present the same refresh token at once. The app coordinates its tabs, but a
 * browser without the Web Locks API cannot: so a token presented again within REFRESH_GRACE_MS (api/sessions.ts) of
 * its rotation, while its successor is still unused, answers that same successor (with a fresh access token) instead
 * of ending the session. The successor is kept encrypted on the spent row only for the window. After it, or once the
 * successor has itself been rotated, a replay revokes the family as before.
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

/**
 * `successorKey` encrypts the successor kept on a spent row during the grace window (AES-256-GCM, the
 * 'secret-encryption' key, as for Slack tokens).
 */
export function createSessions(db: Db, accessTokens: AccessTokens, successorKey: Uint8Array) {
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

  const newRefreshToken = () => randomBytes(32).toString('base64url')

  async function store(tx: Db, owner: SessionOwner, familyId: string, refreshToken: string): Promise<void> {
    await tx.insert(refreshTokens).values({
      userId: owner.userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
    })
  }

  async function pair(owner: SessionOwner, familyId: string, refreshToken: string): Promise<TokenPair> {
    return { accessToken: await accessTokens.issue({ ...owner, sessionId: familyId }), refreshToken }
  }

  async function revokeFamily(userId: string, familyId: string): Promise<void> {
    forget(userId, familyId)
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date(), successorCiphertext: null })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    forget(userId, familyId) // again: a check that read the row before the update may have cached it alive
  }

  /**
   * Spends the token and stores its successor (if given) in one transaction, unless it was already spent or revoked;
   * true when this call spent it. A concurrent call spending the same row waits for this transaction (PostgreSQL's
   * row lock; PGlite runs one transaction at a time), so once it finds the row spent, the successor is there.
   */
  async function spend(tokenId: string, next?: { owner: SessionOwner; familyId: string; token: string }) {
    return db.transaction(async (tx) => {
      const spent = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date(), successorCiphertext: next ? encryptSecret(successorKey, next.token) : null })
        .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id })
      if (spent.length !== 1) return false
      if (next) await store(tx, next.owner, next.familyId, next.token)
      return true
    })
  }

  /**
   * The successor of a token presented again, while the grace window allows it: the token was rotated (not revoked)
   * less than REFRESH_GRACE_MS ago and its successor is still unused and alive. Undefined otherwise.
   */
  async function graceSuccessor(tokenId: string): Promise<string | undefined> {
    const [spent] = await db
      .select({
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        successorCiphertext: refreshTokens.successorCiphertext,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, tokenId))
    if (!spent?.usedAt || spent.revokedAt || !spent.successorCiphertext) return undefined
    if (!withinRefreshGrace(spent.usedAt.getTime(), Date.now())) return undefined
    const successor = decryptSecret(successorKey, spent.successorCiphertext)
    const [next] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashToken(successor)),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
    return next ? successor : undefined
  }

  /** Forgets the successors whose grace window has passed, so they are not kept at rest longer than needed. */
  async function sweepSuccessors(): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ successorCiphertext: null })
      .where(
        and(
          isNotNull(refreshTokens.successorCiphertext),
          lt(refreshTokens.usedAt, new Date(Date.now() - REFRESH_GRACE_MS)),
        ),
      )
  }

  async function findFamilyOf(refreshToken: string) {
    const [token] = await db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    return token
  }

  return {
    async start(owner: SessionOwner): Promise<TokenPair> {
      const familyId = randomUUID()
      const refreshToken = newRefreshToken()
      await store(db, owner, familyId, refreshToken)
      return pair(owner, familyId, refreshToken)
    },

    /**
     * The next token pair of the family, or null when the token is unknown, expired, revoked or spent. A token spent
     * within the grace window answers the successor it was spent for (see above); any other spent token revokes the
     * family.
     */
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
      const owner = { userId: token.userId, companyId: token.companyId }
      const usable = token.expiresAt.getTime() > Date.now() && token.isActive
      const successor = usable ? newRefreshToken() : undefined
      const next = successor === undefined ? undefined : { owner, familyId: token.familyId, token: successor }
      if (!(await spend(token.id, next))) {
        const again = usable ? await graceSuccessor(token.id) : undefined
        if (again === undefined) {
          await revokeFamily(token.userId, token.familyId)
          return null
        }
        return pair(owner, token.familyId, again)
      }
      if (successor === undefined) return null
      // Best effort: a sweep that fails (two concurrent sweeps on PostgreSQL may deadlock) is done by the next one,
      // and must not fail this refresh, whose token is already spent.
      await sweepSuccessors().catch(() => undefined)
      return pair(owner, token.familyId, successor)
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
        .select({ role: users.role, lastActiveAt: users.lastActiveAt })
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
      // Written only when stale, so most checks cost the one read above.
      if (row.lastActiveAt === null || row.lastActiveAt.getTime() < Date.now() - LAST_ACTIVE_PRECISION_MS) {
        await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, userId))
      }
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
        .set({ revokedAt: new Date(), successorCiphertext: null })
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
        .set({ revokedAt: new Date(), successorCiphertext: null })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      forget(userId)
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
