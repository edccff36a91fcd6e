export { NotificationsProvider, useNotificationActions, useNotificationsState } from './NotificationsProvider'
export { notificationMessages, type NotificationActions } from './notification-actions'
export { selectNotifications } from './notifications-reducer'
export type { NotificationsState } from './notifications-reducer'
