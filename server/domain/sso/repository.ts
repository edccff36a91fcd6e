import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companySso, ssoLoginAttempts, users } from '../../db/schema'

export interface StoredSsoProvider {
  companyId: string
  issuer: string
  clientId: string
  clientSecretCiphertext: string
  domain: string
  ssoRequired: boolean
  updatedAt: Date
}

export async function findSsoProvider(db: Db, companyId: string): Promise<StoredSsoProvider | undefined> {
  const [row] = await db.select().from(companySso).where(eq(companySso.companyId, companyId))
  return row
}

/**
 * The provider that signs in the addresses of a domain: the sign-in lookup, made before any company is known (like
 * the login's lookup by email), so it is the one read not scoped by company.
 */
export async function findSsoProviderByDomain(db: Db, domain: string): Promise<StoredSsoProvider | undefined> {
  const [row] = await db.select().from(companySso).where(eq(companySso.domain, domain))
  return row
}

export async function upsertSsoProvider(db: Db, provider: Omit<StoredSsoProvider, 'updatedAt'>): Promise<StoredSsoProvider> {
  const { issuer, clientId, clientSecretCiphertext, domain, ssoRequired } = provider
  const [row] = await db
    .insert(companySso)
    .values(provider)
    .onConflictDoUpdate({
      target: companySso.companyId,
      set: { issuer, clientId, clientSecretCiphertext, domain, ssoRequired, updatedAt: new Date() },
    })
    .returning()
  if (!row) throw new Error('Saving the single sign-on provider returned no row.')
  return row
}

export async function deleteSsoProvider(db: Db, companyId: string): Promise<void> {
  await db.delete(companySso).where(eq(companySso.companyId, companyId))
}

/** The company's verified owner and admin addresses: what proves a domain. */
export async function findVerifiedAdminEmails(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.role, ['owner', 'admin']),
        eq(users.isActive, true),
        isNotNull(users.emailVerifiedAt),
      ),
    )
  return rows.map((row) => row.email)
}

export async function insertLoginAttempt(
  db: Db,
  attempt: { stateHash: string; companyId: string | null; secretsCiphertext: string; expiresAt: Date },
): Promise<void> {
  await db.delete(ssoLoginAttempts).where(lt(ssoLoginAttempts.expiresAt, sql`now()`))
  await db.insert(ssoLoginAttempts).values(attempt)
}

/** Takes the attempt of this state (deleting it: single use); undefined when unknown, used or expired. */
export async function takeLoginAttempt(db: Db, stateHash: string) {
  const [row] = await db.delete(ssoLoginAttempts).where(eq(ssoLoginAttempts.stateHash, stateHash)).returning()
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined
  return row
}

/** The account of an email for single sign-on: who it is, where, with what role, and whether it may sign in. */
export async function findSsoAccount(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email))
  return row
}
