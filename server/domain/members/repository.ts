import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { MemberStatus } from '../../../api/member-rules'
import type { Db } from '../../db/client'
import { users, type UserRole } from '../../db/schema'

/** A person of the company as the member list shows them. */
export interface MemberRow {
  id: string
  firstName: string
  lastName: string
  email: string
  role: UserRole
  status: MemberStatus
  lastActiveAt: Date | null
  createdAt: Date
}

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  // Never null here: the where clause keeps members only (a waiting join request has no role yet).
  role: sql<UserRole>`${users.role}`,
  status: sql<MemberStatus>`case when ${users.isActive} then 'active' else 'deactivated' end`,
  lastActiveAt: users.lastActiveAt,
  createdAt: users.createdAt,
}

const membersOf = (companyId: string) => and(eq(users.companyId, companyId), isNotNull(users.role))

/** The company's people, deactivated ones too, oldest first. */
export function listPeople(db: Db, companyId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(membersOf(companyId))
    .orderBy(asc(users.createdAt), asc(users.email))
}

/**
 * The company's people, their rows locked until the transaction ends: two admins changing owners at the same time
 * are served one after the other, so the last-owner rule reads what the other one wrote.
 */
export function lockPeople(tx: Db, companyId: string): Promise<MemberRow[]> {
  return tx
    .select(memberColumns)
    .from(users)
    .where(membersOf(companyId))
    .orderBy(asc(users.createdAt), asc(users.email))
    .for('update')
}

export async function updatePerson(
  tx: Db,
  companyId: string,
  userId: string,
  changes: { role?: UserRole; isActive?: boolean },
): Promise<void> {
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(membersOf(companyId), eq(users.id, userId)))
}
