import { errors, jwtVerify, SignJWT } from 'jose'
import type { Role } from '../../../api/permissions'

/** Who a valid access token was issued to. */
export interface TokenClaims {
  userId: string
  companyId: string
  /** The refresh-token family (login session) the access token was issued for. */
  sessionId: string
}

/** Who is calling: the token's claims and the caller's current role (null while a join request waits). */
export interface AuthContext extends TokenClaims {
  role: Role | null
}

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60
const ALGORITHM = 'HS256'
const ISSUER = 'headway'
const AUDIENCE = 'headway-api'
/** Verified tokens remembered (each until it expires); past this many the memory starts over. */
const VERIFIED_CACHE_MAX = 20_000

/**
 * Short-lived JWT access tokens, HS256 with a key derived from the secret key; the algorithm is pinned on verify.
 *
 * A client sends the same access token with every call for up to 15 minutes, so a token that verified once is
 * remembered by its exact text until its `exp`: later calls skip the signature check (an HMAC through WebCrypto,
 * asynchronous) but still honour the expiry. Only byte-identical tokens hit that memory, so nothing unverified gets in.
 */
export function createAccessTokens(signingKey: Uint8Array) {
  // Imported once rather than on every sign and verify.
  const key = crypto.subtle.importKey('raw', new Uint8Array(signingKey), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
  const verified = new Map<string, { context: TokenClaims; expiresAtMs: number }>()

  return {
    async issue(context: TokenClaims): Promise<string> {
      return new SignJWT({ cid: context.companyId, sid: context.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(context.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
        .sign(await key)
    },

    /** The caller's context, or null for a token that is malformed, forged, expired or not ours. */
    async verify(token: string): Promise<TokenClaims | null> {
      const remembered = verified.get(token)
      if (remembered) {
        if (remembered.expiresAtMs > Date.now()) return remembered.context
        verified.delete(token)
        return null
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        })
        const { sub, cid, sid, exp } = payload
        if (typeof sub !== 'string' || typeof cid !== 'string' || typeof sid !== 'string' || exp === undefined) {
          return null
        }
        const context = { userId: sub, companyId: cid, sessionId: sid }
        if (verified.size >= VERIFIED_CACHE_MAX) verified.clear()
        verified.set(token, { context, expiresAtMs: exp * 1000 })
        return context
      } catch (error) {
        if (error instanceof errors.JOSEError) return null
        throw error
      }
    },
  }
}

export type AccessTokens = ReturnType<typeof createAccessTokens>
