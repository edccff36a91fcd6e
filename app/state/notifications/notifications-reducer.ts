import type { Notification } from '../../../api'
import type { LoadStatus } from '../load-status'

export interface NotificationsState {
  status: LoadStatus
  /** As the server sends them (newest first); shown through selectNotifications. */
  notifications: Notification[]
  /** The cursor of the next (older) page; null when all are here. */
  nextCursor: string | null
  loadingMore: boolean
  error: string | null
}

export type NotificationsEvent =
  | { type: 'notifications/loadStarted' }
  | { type: 'notifications/loaded'; notifications: Notification[]; nextCursor: string | null }
  | { type: 'notifications/moreStarted' }
  | { type: 'notifications/moreLoaded'; notifications: Notification[]; nextCursor: string | null }
  | { type: 'notifications/moreFailed' }
  | { type: 'notifications/loadFailed'; error: string }
  | { type: 'notification/readRequested'; id: string }
  | { type: 'notification/readFailed'; id: string }

export function initialNotificationsState(): NotificationsState {
  return { status: 'loading', notifications: [], nextCursor: null, loadingMore: false, error: null }
}

function setRead(draft: NotificationsState, id: string, read: boolean): void {
  const notification = draft.notifications.find((candidate) => candidate.id === id)
  if (notification) notification.read = read
}

export function notificationsReducer(draft: NotificationsState, event: NotificationsEvent): void {
  switch (event.type) {
    case 'notifications/loadStarted':
      // A refresh keeps the list on screen; only the first load shows as loading.
      if (draft.status === 'failed') draft.status = 'loading'
      draft.error = null
      break
    case 'notifications/loaded':
      draft.status = 'loaded'
      draft.notifications = event.notifications
      draft.nextCursor = event.nextCursor
      break
    case 'notifications/moreStarted':
      draft.loadingMore = true
      break
    case 'notifications/moreLoaded': {
      draft.loadingMore = false
      const shown = new Set(draft.notifications.map((notification) => notification.id))
      draft.notifications.push(...event.notifications.filter((notification) => !shown.has(notification.id)))
      draft.nextCursor = event.nextCursor
      break
    }
    case 'notifications/moreFailed':
      draft.loadingMore = false
      break
    case 'notifications/loadFailed':
      draft.status = 'failed'
      draft.error = event.error
      break
    case 'notification/readRequested':
      setRead(draft, event.id, true)
      break
    case 'notification/readFailed':
      setRead(draft, event.id, false)
      break
  }
}

/** Newest first, whatever order they arrived in. */
export function selectNotifications({ notifications }: NotificationsState): Notification[] {
  return [...notifications].sort((a, b) => b.created_at.localeCompare(a.created_at))
}
