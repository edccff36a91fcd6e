export { NotificationsMenu } from './NotificationsMenu'
export type { NotificationEntry, NotificationsMenuProps } from './NotificationsMenu'
