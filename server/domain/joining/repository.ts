import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { CandidateCompany } from '../../../api/company-membership'
import type { Db } from '../../db/client'
import { companies, companyDomains, emailVerificationTokens, notifications, users } from '../../db/schema'

const isAdmin = inArray(users.role, ['owner', 'admin'])

/** The addresses of the company's active owners and admins who verified them: what proves a domain. */
export async function verifiedAdminEmails(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), isAdmin, isNotNull(users.emailVerifiedAt), eq(users.isActive, true)))
  return rows.map((row) => row.email)
}

async function domainSettings(db: Db, companyId: string) {
  return db
    .select({ id: companyDomains.id, domain: companyDomains.domain, autoJoin: companyDomains.autoJoin, createdAt: companyDomains.createdAt })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, companyId))
    .orderBy(asc(companyDomains.domain))
}

/** One company as the joining rule sees it. */
export async function candidateCompany(db: Db, companyId: string): Promise<CandidateCompany> {
  const [domains, emails] = await Promise.all([domainSettings(db, companyId), verifiedAdminEmails(db, companyId)])
  return { id: companyId, domains, verifiedAdminEmails: emails }
}

/**
 * The companies a registration's name matches, oldest first, with what the joining rule needs. Like the sign-in
 * lookup, registration has no company yet, so this read is keyed by the name instead; only companies that added the
 * address's domain are read further.
 */
export async function sameNameCompanies(db: Db, nameKey: string, domain: string): Promise<CandidateCompany[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(companyDomains, and(eq(companyDomains.companyId, companies.id), eq(companyDomains.domain, domain)))
    .where(eq(companies.nameKey, nameKey))
    .orderBy(asc(companies.createdAt), asc(companies.id))
  return Promise.all(rows.map((row) => candidateCompany(db, row.id)))
}

export async function insertCompany(db: Db, company: { name: string; nameKey: string; size: string }): Promise<string> {
  const [created] = await db.insert(companies).values(company).returning({ id: companies.id })
  if (!created) throw new Error('Inserting a company returned no row.')
  return created.id
}

export async function listDomains(db: Db, companyId: string) {
  return domainSettings(db, companyId)
}

/** Adds the domain unless the company has it; undefined when it had. */
export async function insertDomain(db: Db, companyId: string, domain: string) {
  const [created] = await db
    .insert(companyDomains)
    .values({ companyId, domain })
    .onConflictDoNothing()
    .returning({ id: companyDomains.id, domain: companyDomains.domain, autoJoin: companyDomains.autoJoin, createdAt: companyDomains.createdAt })
  return created
}

export async function findDomain(db: Db, companyId: string, id: string) {
  const [found] = await db
    .select({ id: companyDomains.id, domain: companyDomains.domain, autoJoin: companyDomains.autoJoin, createdAt: companyDomains.createdAt })
    .from(companyDomains)
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.id, id)))
  return found
}

export async function setDomainAutoJoin(db: Db, companyId: string, id: string, autoJoin: boolean): Promise<void> {
  await db
    .update(companyDomains)
    .set({ autoJoin })
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.id, id)))
}

export async function deleteDomain(db: Db, companyId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(companyDomains)
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.id, id)))
    .returning({ id: companyDomains.id })
  return deleted.length === 1
}

export async function insertVerificationToken(
  db: Db,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(token)
}

/** The account a verification token belongs to while the token is unused and unexpired. */
export async function findUsableVerificationToken(db: Db, tokenHash: string) {
  const [token] = await db
    .select({ id: emailVerificationTokens.id, userId: users.id, companyId: users.companyId, isActive: users.isActive })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, new Date()),
      ),
    )
  return token
}

/** Marks the token used unless it already was; true when this call did. */
export async function spendVerificationToken(db: Db, tokenId: string): Promise<boolean> {
  const spent = await db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationTokens.id, tokenId), isNull(emailVerificationTokens.usedAt)))
    .returning({ id: emailVerificationTokens.id })
  return spent.length === 1
}

/** Retires every unused verification link of the user (after a verification, or before a new link). */
export async function spendAllVerificationTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)))
}

/** Sets email_verified_at unless it was set; true when this call did (the address was not verified before). */
export async function markEmailVerified(db: Db, companyId: string, userId: string): Promise<boolean> {
  const marked = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id })
  return marked.length === 1
}

const joinRequestColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  createdAt: users.createdAt,
}
export type JoinRequestRow = { id: string; email: string; firstName: string; lastName: string; jobTitle: string | null; createdAt: Date }

/** A waiting join request is an active account without a role that verified its address. */
const waiting = (companyId: string) =>
  and(eq(users.companyId, companyId), isNull(users.role), isNotNull(users.emailVerifiedAt), eq(users.isActive, true))

export async function listJoinRequests(db: Db, companyId: string): Promise<JoinRequestRow[]> {
  return db.select(joinRequestColumns).from(users).where(waiting(companyId)).orderBy(asc(users.createdAt), asc(users.id))
}

/** The person of a join request, whether or not it is visible yet. */
export async function findPendingPerson(db: Db, companyId: string, userId: string) {
  const [person] = await db
    .select({ ...joinRequestColumns, role: users.role, emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null` })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
  return person
}

/** Makes a waiting join request's person a member; undefined when the request no longer waits. */
export async function admit(db: Db, companyId: string, userId: string): Promise<JoinRequestRow | undefined> {
  const [admitted] = await db
    .update(users)
    .set({ role: 'member', updatedAt: new Date() })
    .where(and(eq(users.id, userId), waiting(companyId)))
    .returning(joinRequestColumns)
  return admitted
}

/** Deletes a waiting join request's account; undefined when the request no longer waits. */
export async function deleteJoinRequest(db: Db, companyId: string, userId: string): Promise<JoinRequestRow | undefined> {
  const [deleted] = await db.delete(users).where(and(eq(users.id, userId), waiting(companyId))).returning(joinRequestColumns)
  return deleted
}

/** The active owners and admins of the company, who decide join requests. */
export async function admins(db: Db, companyId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.companyId, companyId), isAdmin, eq(users.isActive, true)))
}

export async function findCompanyName(db: Db, companyId: string): Promise<string> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
  return company?.name ?? ''
}

/** In-app join request notifications, marked emailed: the admins get their own email about it at once. */
export async function insertJoinRequestNotifications(
  db: Db,
  companyId: string,
  requesterId: string,
  adminIds: readonly string[],
  message: string,
): Promise<void> {
  if (adminIds.length === 0) return
  const now = new Date()
  await db.insert(notifications).values(
    adminIds.map((userId) => ({ companyId, userId, kind: 'join_request' as const, actorId: requesterId, message, emailedAt: now })),
  )
}
