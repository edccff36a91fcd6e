export { NotificationsProvider, useNotificationActions, useNotificationsState } from './NotificationsProvider'
export { notificationMessages, type NotificationActions } from './notification-actions'
export { selectNotifications, selectUnreadCount } from './notifications-reducer'
export type { NotificationsState } from './notifications-reducer'
