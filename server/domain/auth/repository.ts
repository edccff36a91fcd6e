import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies, passwordResetTokens, users, type UserRole } from '../../db/schema'

/** A user as the product shows it: the account with its company's name. */
export interface Profile {
  id: string
  email: string
  firstName: string
  lastName: string
  jobTitle: string | null
  role: UserRole | null
  emailVerified: boolean
  companyId: string
  companyName: string
  isActive: boolean
  onboardingCompleted: boolean
  createdAt: Date
  updatedAt: Date
}

const profileColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  role: users.role,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  companyId: users.companyId,
  companyName: companies.name,
  isActive: users.isActive,
  onboardingCompleted: users.onboardingCompleted,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
}

export async function findProfile(db: Db, companyId: string, userId: string): Promise<Profile | undefined> {
  const [profile] = await db
    .select(profileColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
  return profile
}

/**
 * The sign-in lookup: an email identifies the account before its company is known, so this is the one read
 * that is not scoped by company.
 */
export async function findAccountByEmail(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      role: users.role,
    })
    .from(users)
    .where(eq(users.email, email))
  return user
}

export async function findPasswordHash(db: Db, companyId: string, userId: string): Promise<string | undefined> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
  return user?.passwordHash
}

export interface NewUser {
  companyId: string
  email: string
  passwordHash: string
  firstName: string
  lastName: string
  jobTitle: string | null
  /** Null: a join request waiting for an admin. */
  role: UserRole | null
  /** Set when the address is already proven (an invitation link). */
  emailVerifiedAt?: Date | null
}

export async function insertUser(db: Db, user: NewUser): Promise<string> {
  const [created] = await db.insert(users).values(user).returning({ id: users.id })
  if (!created) throw new Error('Inserting a user returned no row.')
  return created.id
}

export interface UserChanges {
  firstName?: string
  lastName?: string
  jobTitle?: string | null
  role?: UserRole
  isActive?: boolean
  onboardingCompleted?: boolean
  passwordHash?: string
}

/** Records that the person proved the address is theirs (kept from the first time). */
export async function updateUser(db: Db, companyId: string, userId: string, changes: UserChanges): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
}

export async function insertPasswordResetToken(
  db: Db,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token)
}

/** The account a reset token opens while it is unused and unexpired, with the account's company. */
export async function findUsableResetToken(db: Db, tokenHash: string) {
  const [token] = await db
    .select({
      id: passwordResetTokens.id,
      userId: users.id,
      companyId: users.companyId,
      email: users.email,
      isActive: users.isActive,
      role: users.role,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
  return token
}

/** Marks the reset token used unless it already was; true when this call did. */
export async function spendResetToken(db: Db, tokenId: string): Promise<boolean> {
  const spent = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id })
  return spent.length === 1
}

/** Retires every unused reset link of the user (after a reset: the other links must not work any more). */
export async function spendAllResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}
