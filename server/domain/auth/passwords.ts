import { hash, verify } from '@node-rs/argon2'

/** Argon2id (the library's default algorithm) with its default, OWASP-recommended cost: 19 MiB, 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false // a malformed stored hash never matches
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the time a real verification takes, for a login whose email is unknown, so response time does not reveal
 * whether an account exists. The dummy hash is made on first use, not at start.
 */
export async function verifyAgainstDummyHash(password: string): Promise<void> {
  dummyHash ??= hash('headway-dummy-password-never-matches')
  await verifyPassword(await dummyHash, password)
}
