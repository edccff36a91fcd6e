import { and, asc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { keysetPage } from '../../../api/paging'
import type { Db } from '../../db/client'
import { companies, companyPreferences, invitations, users, type UserRole } from '../../db/schema'
import { afterKey, CursorId, CursorInstant, exactInstant, instant, type PageQuery, readCursor } from '../paging'

export async function findCompanyName(db: Db, companyId: string): Promise<string | undefined> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
  return company?.name
}

/** The company's active members (not the join requests waiting), oldest first. */
export function listMembers(db: Db, companyId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      // Never null here: the where clause keeps members only.
      role: sql<UserRole>`${users.role}`,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), isNotNull(users.role)))
    .orderBy(asc(users.createdAt), asc(users.email))
}

export interface Preferences {
  autoSync: boolean
  emailNotifications: boolean
}

export const DEFAULT_PREFERENCES: Preferences = { autoSync: true, emailNotifications: true }

const preferenceColumns = {
  autoSync: companyPreferences.autoSync,
  emailNotifications: companyPreferences.emailNotifications,
}

/** SQL: whether a preference is on for the company whose id `companyId` gives, its default while no row exists. */
export function preferenceIsOn(name: keyof Preferences, companyId: SQL): SQL {
  return sql`coalesce(
    (select ${sql.identifier(preferenceColumns[name].name)} from company_preferences where company_id = ${companyId}),
    ${DEFAULT_PREFERENCES[name]})`
}

export async function findPreferences(db: Db, companyId: string): Promise<Preferences> {
  const [preferences] = await db
    .select(preferenceColumns)
    .from(companyPreferences)
    .where(eq(companyPreferences.companyId, companyId))
  return preferences ?? DEFAULT_PREFERENCES
}

/** Writes the fields given; the others keep their stored (or default) value. */
export async function upsertPreferences(db: Db, companyId: string, changes: Partial<Preferences>): Promise<Preferences> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
  const [preferences] = await db
    .insert(companyPreferences)
    .values({ ...DEFAULT_PREFERENCES, ...defined, companyId })
    .onConflictDoUpdate({ target: companyPreferences.companyId, set: { ...defined, updatedAt: new Date() } })
    .returning(preferenceColumns)
  if (!preferences) throw new Error('Upserting company preferences returned no row.')
  return preferences
}

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  tokenCiphertext: invitations.tokenCiphertext,
  expiresAt: invitations.expiresAt,
}

export type InvitationRow = { [K in keyof typeof invitationColumns]: (typeof invitations.$inferSelect)[K] }

function pending() {
  return and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, new Date()))
}

export interface NewInvitation {
  email: string
  invitedBy: string
  tokenHash: string
  tokenCiphertext: string
  expiresAt: Date
}

/** Stores the invitation, withdrawing the company's earlier pending invitation of the same address. */
export async function replaceInvitation(db: Db, companyId: string, invitation: NewInvitation): Promise<InvitationRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.companyId, companyId), eq(invitations.email, invitation.email), pending()))
    const [created] = await tx
      .insert(invitations)
      .values({ ...invitation, companyId })
      .returning(invitationColumns)
    if (!created) throw new Error('Inserting an invitation returned no row.')
    return created
  })
}

/** A cursor holds the (created_at to the microsecond, id) of the page's last invitation. */
const InvitationCursor = z.tuple([CursorInstant, CursorId])

/** One page of the company's pending invitations, oldest first. */
export async function listPendingInvitations(db: Db, companyId: string, query: PageQuery) {
  const after = readCursor(query.cursor, InvitationCursor)
  const rows = await db
    .select({ ...invitationColumns, at: exactInstant(invitations.createdAt) })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        pending(),
        after &&
          afterKey([
            { column: invitations.createdAt, value: instant(after[0]) },
            { column: invitations.id, value: after[1] },
          ]),
      ),
    )
    .orderBy(asc(invitations.createdAt), asc(invitations.id))
    .limit(query.limit + 1)
  return keysetPage(rows, query.limit, (row) => [row.at, row.id])
}

/** True when the company had that pending invitation. */
/** Revokes a pending invitation; answers its email, or undefined when there was none to revoke. */
export async function revokeInvitation(db: Db, companyId: string, invitationId: string): Promise<string | undefined> {
  const [revoked] = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, invitationId), pending()))
    .returning({ email: invitations.email })
  return revoked?.email
}

/**
 * The registration lookup: the invitation token identifies the company, so like the sign-in lookup by email this
 * read is not scoped by company.
 */
export async function findPendingInvitationByHash(db: Db, tokenHash: string) {
  const [invitation] = await db
    .select({ id: invitations.id, companyId: invitations.companyId, email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), pending()))
  return invitation
}

/** Marks the invitation used unless it no longer is pending; true when this call did. */
export async function acceptInvitation(db: Db, companyId: string, invitationId: string): Promise<boolean> {
  const accepted = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, invitationId), pending()))
    .returning({ id: invitations.id })
  return accepted.length === 1
}
