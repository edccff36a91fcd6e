import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { DEMO_ACCOUNT, DEMO_COMPANY, DEMO_PEOPLE } from '../../api/demo'
import type { Db } from '../db/client'
import { companyPreferences, refreshTokens, users } from '../db/schema'
import { companyNameKey } from '../domain/auth/company-membership'
import { hashPassword, verifyPassword } from '../domain/auth/passwords'
import { findAccountByEmail } from '../domain/auth/repository'
import { insertCompany } from '../domain/joining/repository'
import type { DemoContext } from './demo-context'
import { seedDemoFeedback } from './demo-feedback'

/**
 * The demo workspace of HEADWAY_DEMO=1: 'Acme Analytics' with the demo admin (who signs in with DEMO_ACCOUNT, the
 * credentials GET /api/v1/config shows), a second member and its preferences. Seeding is idempotent: every start
 * brings the accounts back to their demo state (names, roles, the demo password) and adds only what is missing.
 * With demo mode off, the demo accounts are disabled (and their password made unusable), so an instance that once ran
 * the demo never keeps an account with published credentials.
 */

/** A password hash no password matches (verifyPassword answers false for a malformed hash). */
const UNUSABLE_PASSWORD_HASH = '!disabled-demo-account'

/**
 * The seam for the rest of the product: features, themes and feedback add their demo content here. Each seeder must
 * be idempotent (it runs at every start in demo mode) and scope everything by `companyId`.
 */
export const demoContentSeeders: Array<(context: DemoContext) => Promise<void>> = [seedDemoFeedback]

export interface DemoLogger {
  info(message: string): void
}

/** Seeds the demo workspace when `enabled`, else disables the demo accounts an earlier demo run left. */
export async function applyDemoSetting(db: Db, enabled: boolean, logger?: DemoLogger): Promise<void> {
  if (enabled) {
    await seedDemo(db)
    logger?.info(`Demo mode: sign in as ${DEMO_ACCOUNT.email} with the password ${DEMO_ACCOUNT.password}.`)
  } else if (await disableDemo(db)) {
    logger?.info('Demo mode is off: the demo accounts from an earlier demo run are disabled.')
  }
}

export async function seedDemo(db: Db): Promise<DemoContext> {
  // Company names are not unique: the demo company is the one its owner's account is in.
  const owner = await findAccountByEmail(db, DEMO_ACCOUNT.email)
  const company = {
    id:
      owner?.companyId ??
      (await insertCompany(db, { name: DEMO_COMPANY.name, nameKey: companyNameKey(DEMO_COMPANY.name), size: DEMO_COMPANY.size })),
  }
  const people = new Map<string, string>()
  for (const person of DEMO_PEOPLE) {
    const existing = await findAccountByEmail(db, person.email)
    const passwordHash = await demoPasswordHash(person.email, existing?.passwordHash)
    const [user] = await db
      .insert(users)
      .values({
        companyId: company.id,
        email: person.email,
        passwordHash,
        firstName: person.first_name,
        lastName: person.last_name,
        jobTitle: person.job_title,
        role: person.role,
        emailVerifiedAt: new Date(),
        isActive: true,
        onboardingCompleted: true,
      })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          companyId: company.id,
          passwordHash,
          firstName: person.first_name,
          lastName: person.last_name,
          jobTitle: person.job_title,
          role: person.role,
          isActive: true,
          onboardingCompleted: true,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: users.id })
    if (!user) throw new Error(`Seeding the demo account ${person.email} returned no row.`)
    people.set(person.email, user.id)
  }
  // Preferences are seeded once; a visitor's changes stay until the next fresh database.
  await db
    .insert(companyPreferences)
    .values({ companyId: company.id, autoSync: true, emailNotifications: false })
    .onConflictDoNothing({ target: companyPreferences.companyId })

  const context: DemoContext = { db, companyId: company.id, people }
  for (const seed of demoContentSeeders) await seed(context)
  return context
}

/**
 * The demo admin signs in with the published demo password (re-hashed only when the stored hash no longer matches it,
 * e.g. a visitor changed it); the other demo people keep a password nobody knows.
 */
async function demoPasswordHash(email: string, currentHash: string | undefined): Promise<string> {
  if (email === DEMO_ACCOUNT.email) {
    if (currentHash !== undefined && (await verifyPassword(currentHash, DEMO_ACCOUNT.password))) return currentHash
    return hashPassword(DEMO_ACCOUNT.password)
  }
  if (currentHash !== undefined && currentHash !== UNUSABLE_PASSWORD_HASH) return currentHash
  return hashPassword(randomBytes(32).toString('base64url'))
}

/** Disables the demo accounts and ends their sessions; true when there was one to disable. */
export async function disableDemo(db: Db): Promise<boolean> {
  const emails = DEMO_PEOPLE.map((person) => person.email)
  const disabled = await db
    .update(users)
    .set({ isActive: false, passwordHash: UNUSABLE_PASSWORD_HASH, updatedAt: new Date() })
    .where(and(inArray(users.email, emails), sql`(${users.isActive} or ${users.passwordHash} <> ${UNUSABLE_PASSWORD_HASH})`))
    .returning({ id: users.id })
  if (disabled.length === 0) return false
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        inArray(
          refreshTokens.userId,
          disabled.map((user) => user.id),
        ),
        isNull(refreshTokens.revokedAt),
      ),
    )
  return true
}

/** True when the demo admin exists, is active and signs in with the demo password (for tests and checks). */
export async function demoAccountWorks(db: Db): Promise<boolean> {
  const [account] = await db
    .select({ passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email))
  return Boolean(account?.isActive && (await verifyPassword(account.passwordHash, DEMO_ACCOUNT.password)))
}
