import type { Rise } from '../schemas/features'

/** What a feature notification tells its recipient. */
export type FeatureNotificationKind = 'assigned' | 'mentioned' | 'comment'

const VERBS: Record<FeatureNotificationKind, string> = {
  assigned: 'assigned you to',
  mentioned: 'mentioned you on',
  comment: 'commented on',
}

/** The sentence of a notification: "Ada Lovelace commented on Dark mode". */
export const notificationMessage = (actorName: string, kind: FeatureNotificationKind, featureTitle: string) =>
  `${actorName} ${VERBS[kind]} ${featureTitle}`

/** The sentence of a rising notification: "CSV export is rising: 7 mentions this week, against about 1.9 ...". */
export const risingMessage = (featureTitle: string, rise: Pick<Rise, 'sentence'>) =>
  `${featureTitle} is rising: ${rise.sentence}`

/** Nobody is told about their own actions. */
export const isNotified = (recipientId: string, actorId: string) => recipientId !== actorId

export interface CommentRecipient {
  recipientId: string
  kind: 'mentioned' | 'comment'
}

/**
 * Who is told about a comment written or edited by `actorId`: the members newly @mentioned (`earlierMentionIds` null
 * for a new comment, where all are new), and on a new comment also the feature's assignee unless mentioned. Never the
 * actor.
 */
export function commentRecipients({
  actorId,
  mentionIds,
  earlierMentionIds,
  assigneeId,
}: {
  actorId: string
  mentionIds: readonly string[]
  earlierMentionIds: readonly string[] | null
  assigneeId: string | null
}): CommentRecipient[] {
  const recipients: CommentRecipient[] = mentionIds
    .filter((id) => !earlierMentionIds?.includes(id))
    .map((recipientId) => ({ recipientId, kind: 'mentioned' }))
  if (earlierMentionIds === null && assigneeId && !mentionIds.includes(assigneeId)) {
    recipients.push({ recipientId: assigneeId, kind: 'comment' })
  }
  return recipients.filter((recipient) => isNotified(recipient.recipientId, actorId))
}
