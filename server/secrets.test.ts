import { describe, expect, it } from 'vitest'
import { decryptSecret, deriveKey, encryptSecret } from './secrets'

const secretKey = 's'.repeat(40)

describe('secrets', () => {
  it('derives a different 256-bit key for each purpose', () => {
    const signing = deriveKey(secretKey, 'access-token-signing')
    const encryption = deriveKey(secretKey, 'secret-encryption')
    expect(signing).toHaveLength(32)
    expect(Buffer.from(signing).equals(Buffer.from(encryption))).toBe(false)
    expect(deriveKey(secretKey, 'secret-encryption')).toEqual(encryption)
  })

  it('encrypts with a fresh IV each time and decrypts back', () => {
    const key = deriveKey(secretKey, 'secret-encryption')
    const first = encryptSecret(key, 'xoxp-1234')
    expect(first).not.toContain('xoxp')
    expect(encryptSecret(key, 'xoxp-1234')).not.toBe(first)
    expect(decryptSecret(key, first)).toBe('xoxp-1234')
  })

  it('refuses a tampered value or another key', () => {
    const key = deriveKey(secretKey, 'secret-encryption')
    const stored = encryptSecret(key, 'xoxp-1234')
    const [version, iv, tag, ciphertext = ''] = stored.split('.')
    const flipped = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`
    expect(() => decryptSecret(key, [version, iv, tag, flipped].join('.'))).toThrow(/unable to authenticate/)
    expect(() => decryptSecret(deriveKey('o'.repeat(40), 'secret-encryption'), stored)).toThrow(/unable to authenticate/)
  })
})
