import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { commentRecipients } from '../../../api/feature-rules'
import { findMentionedMembers } from '../../../api/mentions'
import { keysetPage } from '../../../api/paging'
import type { Comment, CommentList, Notification, NotificationList } from '../../../api/schemas/comments'
import { ErrorDetail } from '../../../api/schemas/error'
import type { Db } from '../../db/client'
import { featureComments, features, notifications, users } from '../../db/schema'
import type { AuthContext } from '../auth/access-tokens'
import { DomainError } from '../errors'
import { afterKey, CursorId, CursorInstant, exactInstant, instant, type PageQuery, readCursor } from '../paging'
import { listMembers } from '../workspace/repository'
import { findMember, notify } from './activity'

type Caller = Pick<AuthContext, 'companyId' | 'userId'>
type CommentRow = typeof featureComments.$inferSelect
/** Comments and notifications page by (created_at to the microsecond, id). */
const InstantCursor = z.tuple([CursorInstant, CursorId])

async function findFeatureRef(db: Db, companyId: string, id: string) {
  const [feature] = await db
    .select({ id: features.id, title: features.title, assigneeId: features.assigneeId })
    .from(features)
    .where(and(eq(features.companyId, companyId), eq(features.id, id)))
  if (!feature) throw new DomainError('not_found', ErrorDetail.featureNotFound)
  return feature
}

/** The ids of the members the body @mentions. */
async function mentionedIds(db: Db, companyId: string, body: string): Promise<string[]> {
  const members = (await listMembers(db, companyId)).map((member) => ({
    id: member.id,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
  }))
  return findMentionedMembers(body, members).map((member) => member.id)
}

async function toComments(db: Db, companyId: string, rows: readonly CommentRow[]): Promise<Comment[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.authorId, ...row.mentionedUserIds]))]
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
          .from(users)
          .where(and(eq(users.companyId, companyId), inArray(users.id, ids)))
  const byId = new Map(people.map((person) => [person.id, person]))
  return rows.map((row) => ({
    id: row.id,
    feature_id: row.featureId,
    author: byId.get(row.authorId) ?? { id: row.authorId, first_name: '', last_name: '' },
    body: row.body,
    mentions: row.mentionedUserIds.flatMap((id) => byId.get(id) ?? []),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }))
}

/**
 * Comments on features and the notifications they and assignments send. Everyone in the company reads the comments;
 * only their author edits or deletes them (403 for others).
 */
export function createCommentService({ db }: { db: Db }) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  async function ownComment(tx: Db, caller: Caller, featureId: string, commentId: string): Promise<CommentRow> {
    await findFeatureRef(tx, caller.companyId, featureId)
    const [comment] = await tx
      .select()
      .from(featureComments)
      .where(
        and(
          eq(featureComments.companyId, caller.companyId),
          eq(featureComments.featureId, featureId),
          eq(featureComments.id, commentId),
        ),
      )
    if (!comment) throw new DomainError('not_found', ErrorDetail.commentNotFound)
    if (comment.authorId !== caller.userId) throw new DomainError('forbidden', ErrorDetail.notOwnComment)
    return comment
  }

  /** Notifies the comment's recipients (commentRecipients says who); `earlier`: the mentions before an edit. */
  async function notifyAbout(tx: Db, caller: Caller, featureId: string, comment: CommentRow, earlier: string[] | null) {
    const actor = await findMember(tx, caller.companyId, caller.userId)
    const feature = await findFeatureRef(tx, caller.companyId, featureId)
    const recipients = commentRecipients({
      actorId: actor.id,
      mentionIds: comment.mentionedUserIds,
      earlierMentionIds: earlier,
      assigneeId: feature.assigneeId,
    })
    for (const { recipientId, kind } of recipients) {
      await notify(tx, caller.companyId, { recipientId, actor, kind, feature, commentId: comment.id })
    }
  }

  return {
    /** One page of the feature's comments, oldest first (feature_comments_feature_idx serves the order). */
    async list(caller: Caller, featureId: string, query: PageQuery): Promise<CommentList> {
      await findFeatureRef(db, caller.companyId, featureId)
      const after = readCursor(query.cursor, InstantCursor)
      const rows = await db
        .select({ comment: featureComments, at: exactInstant(featureComments.createdAt) })
        .from(featureComments)
        .where(
          and(
            eq(featureComments.companyId, caller.companyId),
            eq(featureComments.featureId, featureId),
            after &&
              afterKey([
                { column: featureComments.createdAt, value: instant(after[0]) },
                { column: featureComments.id, value: after[1] },
              ]),
          ),
        )
        .orderBy(asc(featureComments.createdAt), asc(featureComments.id))
        .limit(query.limit + 1)
      const page = keysetPage(rows, query.limit, (row) => [row.at, row.comment.id])
      return { items: await toComments(db, caller.companyId, page.rows.map((row) => row.comment)), next_cursor: page.next_cursor }
    },

    async create(caller: Caller, featureId: string, body: string): Promise<Comment> {
      const row = await transaction(async (tx) => {
        await findFeatureRef(tx, caller.companyId, featureId)
        const [comment] = await tx
          .insert(featureComments)
          .values({
            companyId: caller.companyId,
            featureId,
            authorId: caller.userId,
            body,
            mentionedUserIds: await mentionedIds(tx, caller.companyId, body),
          })
          .returning()
        await notifyAbout(tx, caller, featureId, comment!, null)
        return comment!
      })
      return (await toComments(db, caller.companyId, [row]))[0]!
    },

    async update(caller: Caller, featureId: string, commentId: string, body: string): Promise<Comment> {
      const row = await transaction(async (tx) => {
        const earlier = await ownComment(tx, caller, featureId, commentId)
        const [comment] = await tx
          .update(featureComments)
          .set({ body, mentionedUserIds: await mentionedIds(tx, caller.companyId, body), updatedAt: new Date() })
          .where(eq(featureComments.id, commentId))
          .returning()
        await notifyAbout(tx, caller, featureId, comment!, earlier.mentionedUserIds)
        return comment!
      })
      return (await toComments(db, caller.companyId, [row]))[0]!
    },

    async remove(caller: Caller, featureId: string, commentId: string): Promise<void> {
      await ownComment(db, caller, featureId, commentId)
      await db.delete(featureComments).where(eq(featureComments.id, commentId))
    },

    /** One page of the caller's own notifications, newest first (notifications_user_idx serves the order). */
    async notifications(caller: Caller, query: PageQuery): Promise<NotificationList> {
      const after = readCursor(query.cursor, InstantCursor)
      const rows = await selectNotifications(db, caller)
        .where(
          and(
            notificationsOf(caller),
            after &&
              afterKey([
                { column: notifications.createdAt, value: instant(after[0]), descending: true },
                { column: notifications.id, value: after[1], descending: true },
              ]),
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.limit + 1)
      const page = keysetPage(rows, query.limit, (row) => [row.at, row.id])
      return { items: page.rows.map(toNotification), next_cursor: page.next_cursor }
    },

    async markRead(caller: Caller, id: string): Promise<Notification> {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, caller.userId), eq(notifications.id, id)))
      const [row] = await selectNotifications(db, caller).where(and(notificationsOf(caller), eq(notifications.id, id)))
      if (!row) throw new DomainError('not_found', ErrorDetail.notificationNotFound)
      return toNotification(row)
    },
  }
}

/** The caller's own notifications. */
const notificationsOf = (caller: Caller) =>
  and(eq(notifications.companyId, caller.companyId), eq(notifications.userId, caller.userId))

function selectNotifications(db: Db, caller: Caller) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      featureId: features.id,
      featureTitle: features.title,
      commentId: notifications.commentId,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      message: notifications.message,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      at: exactInstant(notifications.createdAt),
    })
    .from(notifications)
    .leftJoin(features, eq(features.id, notifications.featureId))
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(notificationsOf(caller))
    .$dynamic()
}

function toNotification(row: Awaited<ReturnType<typeof selectNotifications>>[number]): Notification {
  return {
    id: row.id,
    kind: row.kind,
    feature: row.featureId === null ? null : { id: row.featureId, title: row.featureTitle ?? '' },
    comment_id: row.commentId,
    actor: row.actorId === null ? null : { id: row.actorId, first_name: row.actorFirstName ?? '', last_name: row.actorLastName ?? '' },
    message: row.message,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  }
}

export type CommentService = ReturnType<typeof createCommentService>
