import { and, eq } from 'drizzle-orm'
import { ErrorDetail } from '../../../api/schemas/error'
import type { Db } from '../../db/client'
import { featureHistory, notifications, type NOTIFICATION_KINDS, type HISTORY_KINDS, users } from '../../db/schema'
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

export interface HistoryChange {
  kind: (typeof HISTORY_KINDS)[number]
  from: string | null
  to: string | null
}

/** Adds history entries to a feature; a null actor is the pipeline (shown as 'AI'). */
export async function recordHistory(
  db: Db,
  companyId: string,
  featureId: string,
  actor: Member | null,
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
      actorName: actor && fullName(actor),
    })),
  )
}

type FeatureNotificationKind = Exclude<(typeof NOTIFICATION_KINDS)[number], 'join_request'>

const VERBS: Record<FeatureNotificationKind, string> = {
  assigned: 'assigned you to',
  mentioned: 'mentioned you on',
  comment: 'commented on',
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
  if (recipientId === actor.id) return
  await db.insert(notifications).values({
    companyId,
    userId: recipientId,
    kind,
    featureId: feature.id,
    commentId,
    actorId: actor.id,
    message: `${fullName(actor)} ${VERBS[kind]} ${feature.title}`,
  })
}
