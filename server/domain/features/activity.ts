import { and, eq } from 'drizzle-orm'
import { type FeatureNotificationKind, type HistoryChange, isNotified, notificationMessage } from '../../../api/feature-rules'
import { ErrorDetail } from '../../../api/schemas/error'
import type { Db } from '../../db/client'
import { featureHistory, notifications, users } from '../../db/schema'
import { DomainError } from '../errors'

/** Who acts, with the name history and notifications show. */
export interface Member {
  id: string
  firstName: string
  lastName: string
}

export const fullName = (member: Pick<Member, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`

/** An active member of the company, or 404 (a foreign or unknown id reads the same). */
export async function findMember(db: Db, companyId: string, userId: string): Promise<Member> {
  const [member] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), eq(users.isActive, true)))
  if (!member) throw new DomainError('not_found', ErrorDetail.memberNotFound)
  return member
}

export type { HistoryChange }

/**
 * Adds history entries to a feature; a null actor is the pipeline (shown as 'AI'), a string names a tool that acted
 * (an issue tracker: 'GitHub').
 */
export async function recordHistory(
  db: Db,
  companyId: string,
  featureId: string,
  actor: Member | string | null,
  changes: readonly HistoryChange[],
) {
  if (changes.length === 0) return
  await db.insert(featureHistory).values(
    changes.map((change) => ({
      companyId,
      featureId,
      kind: change.kind,
      fromValue: change.from,
      toValue: change.to,
      actorName: typeof actor === 'string' ? actor : actor && fullName(actor),
    })),
  )
}

/** Tells a member what the actor did on a feature; nobody is told about their own actions. */
export async function notify(
  db: Db,
  companyId: string,
  {
    recipientId,
    actor,
    kind,
    feature,
    commentId = null,
  }: {
    recipientId: string
    actor: Member
    kind: FeatureNotificationKind
    feature: { id: string; title: string }
    commentId?: string | null
  },
): Promise<void> {
  if (!isNotified(recipientId, actor.id)) return
  await db.insert(notifications).values({
    companyId,
    userId: recipientId,
    kind,
    featureId: feature.id,
    commentId,
    actorId: actor.id,
    message: notificationMessage(fullName(actor), kind, feature.title),
  })
}
