import { z } from 'zod'
import { Id, JSON_OBJECT_REQUIRED, Timestamp } from './common'
import { FeatureRef, PersonRef } from './features'
import { COMMENT_PAGE, NOTIFICATION_PAGE, pageOf, pageQueryOf, type PageQueryInput } from './paging'
import { text } from './text'

export const Comment = z.object({
  id: Id,
  feature_id: Id,
  author: PersonRef,
  body: z.string(),
  /** The workspace members the body @mentions (by email or by name). */
  mentions: z.array(PersonRef),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Comment = z.infer<typeof Comment>

/** Oldest first. */
export const CommentList = pageOf(Comment)
export type CommentList = z.infer<typeof CommentList>
export const CommentListQuery = pageQueryOf(COMMENT_PAGE)
export type CommentListQuery = PageQueryInput<typeof CommentListQuery>

export const CommentRequest = z.object(
  {
    body: text('The comment', 5000, 'Write a comment first.').trim().min(1, 'Write a comment first.'),
  },
  { error: JSON_OBJECT_REQUIRED },
)
export type CommentRequest = z.input<typeof CommentRequest>

export const CommentParams = z.object({
  id: z.uuid({ error: 'Use the id of an existing item.' }),
  comment_id: z.uuid({ error: 'Use the id of an existing item.' }),
})

/**
 * assigned: someone made you the assignee of a feature; mentioned: a comment @mentions you; comment: someone commented
 * on a feature assigned to you; join_request (admins): someone verified their address and asks to join the company;
 * rising: a feature you are assigned to or commented on started rising (api/rising.ts), with no actor.
 */
export const NOTIFICATION_KINDS = ['assigned', 'mentioned', 'comment', 'join_request', 'rising'] as const

export const Notification = z.object({
  id: Id,
  kind: z.enum(NOTIFICATION_KINDS),
  /** The feature it is about; null for a join request. */
  feature: FeatureRef.nullable(),
  comment_id: Id.nullable(),
  /** Who did it. */
  actor: PersonRef.nullable(),
  /** A sentence to show, e.g. "Dana Demo mentioned you on Dark mode". */
  message: z.string(),
  read: z.boolean(),
  created_at: Timestamp,
})
export type Notification = z.infer<typeof Notification>

/** Newest first. */
export const NotificationList = pageOf(Notification)
export type NotificationList = z.infer<typeof NotificationList>
export const NotificationListQuery = pageQueryOf(NOTIFICATION_PAGE)
export type NotificationListQuery = PageQueryInput<typeof NotificationListQuery>
