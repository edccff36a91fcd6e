import {
  Comment,
  CommentList,
  CommentListQuery,
  CommentParams,
  CommentRequest,
  Notification,
  NotificationList,
  NotificationListQuery,
} from '../schemas/comments'
import { IdParams } from '../schemas/common'
import { routesTagged } from './define'

const route = routesTagged('features')

/** Comments on features, and the notifications of the signed-in person (assignments, @mentions, comments). */
export const commentRoutes = {
  listComments: route.get('/api/v1/features/:id/comments', {
    permission: 'workspace.read',
    params: IdParams,
    query: CommentListQuery,
    response: CommentList,
    errors: [400, 404],
    summary: "The feature's comments, oldest first, paged: pass next_cursor as cursor for the next page.",
  }),
  createComment: route.post('/api/v1/features/:id/comments', {
    permission: 'comment.write',
    params: IdParams,
    request: CommentRequest,
    response: Comment,
    status: 201,
    errors: [404],
    summary:
      'Comment on a feature. Members @mentioned by email, full name or first name are notified, and so is the ' +
      'assignee.',
  }),
  updateComment: route.put('/api/v1/features/:id/comments/:comment_id', {
    permission: 'comment.write',
    params: CommentParams,
    request: CommentRequest,
    response: Comment,
    errors: [404],
    summary: 'Edit your own comment (403 for the comments of others); newly @mentioned members are notified.',
  }),
  deleteComment: route.delete('/api/v1/features/:id/comments/:comment_id', {
    permission: 'comment.write',
    params: CommentParams,
    errors: [404],
    summary: 'Delete your own comment (403 for the comments of others).',
  }),
  listNotifications: route.get('/api/v1/notifications', {
    permission: 'workspace.read',
    query: NotificationListQuery,
    response: NotificationList,
    errors: [400],
    summary:
      "The signed-in user's notifications (assignments, @mentions, comments on their features), newest first, paged: " +
      'pass next_cursor as cursor for the next page.',
  }),
  readNotification: route.post('/api/v1/notifications/:id/read', {
    permission: 'workspace.read',
    params: IdParams,
    response: Notification,
    errors: [404],
    summary: 'Mark one of your notifications as read.',
  }),
}
