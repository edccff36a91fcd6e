import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { decryptSecret, encryptSecret } from '../secrets'

const STATE_LIFETIME_SECONDS = 10 * 60
const HANDLE_LIFETIME_SECONDS = 10 * 60

/**
 * The two short-lived secrets of a "Connect with …" OAuth flow: a signed state that ties the provider's redirect to
 * the signed-in user for 10 minutes, and an encrypted connect handle that carries what the exchange obtained (a token
 * and what goes with it) to the connect call of the same user, for 10 minutes. One key signs and encrypts both.
 */
export function createOAuthHandoff(key: Uint8Array) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

  return {
    makeState(userId: string, now = Date.now()): string {
      const payload = `${userId}.${Math.floor(now / 1000) + STATE_LIFETIME_SECONDS}.${randomBytes(8).toString('base64url')}`
      return `${payload}.${sign(payload)}`
    },

    /** True when the state was made for this user by this server and has not expired. */
    checkState(userId: string, state: string, now = Date.now()): boolean {
      const cut = state.lastIndexOf('.')
      if (cut < 0) return false
      const payload = state.slice(0, cut)
      const expected = Buffer.from(sign(payload))
      const given = Buffer.from(state.slice(cut + 1))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
      const [stateUser, expires] = payload.split('.')
      return stateUser === userId && Number(expires) * 1000 > now
    },

    /** A handle standing for `secret`, for this user, for 10 minutes. */
    sealHandle<T extends object>(userId: string, secret: T): string {
      const expires = Math.floor(Date.now() / 1000) + HANDLE_LIFETIME_SECONDS
      return encryptSecret(key, JSON.stringify({ userId, expires, secret }))
    },

    /** What a handle this user got stands for; undefined when it is not theirs, has expired or was tampered with. */
    openHandle<T extends object>(userId: string, handle: string): T | undefined {
      try {
        const opened = JSON.parse(decryptSecret(key, handle)) as { userId: string; expires: number; secret: T }
        if (opened.userId === userId && opened.expires * 1000 > Date.now() && opened.secret) return opened.secret
      } catch {
        // not a handle of ours
      }
      return undefined
    },
  }
}
