import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** What a derived key is for; each purpose gets an independent key from the one HEADWAY_SECRET_KEY. */
export type KeyPurpose = 'access-token-signing' | 'secret-encryption' | 'slack-oauth-state' | 'google-oauth-state'

/** A 256-bit key for one purpose, derived with HKDF-SHA256 from the configured secret key. */
export function deriveKey(secretKey: string, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secretKey, 'headway', `headway/${purpose}`, 32))
}

const CIPHERTEXT_VERSION = 'v1'
const IV_BYTES = 12

/** Encrypts a secret (e.g. a Slack token) for storage: AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(key: Uint8Array, plaintext: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [CIPHERTEXT_VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** Reverses encryptSecret; throws when the value was not produced with this key or was tampered with. */
export function decryptSecret(key: Uint8Array, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.')
  if (version !== CIPHERTEXT_VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error('Unrecognised encrypted value.')
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
}
