import type { Dispatch } from 'react'
import type { ApiClient } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import type { Toasts } from '../toasts'
import type { NotificationsEvent } from './notifications-reducer'

/** Not in the spec: what the app says when a notifications call fails without a detail. */
export const notificationMessages = {
  loadFailed: 'Failed to load the notifications',
  loadMoreFailed: 'Failed to load older notifications',
  readFailed: 'Failed to mark the notification as read',
} as const

interface Deps {
  api: ApiClient
  dispatch: Dispatch<NotificationsEvent>
  notify: Pick<Toasts, 'error'>
}

/**
 * The signed-in person's notifications: loaded at start and each time the menu opens, refreshed in the background;
 * read when chosen.
 */
export function createNotificationActions({ api, dispatch, notify }: Deps) {
  return {
    async load(): Promise<void> {
      dispatch({ type: 'notifications/loadStarted' })
      try {
        const page = await api.listNotifications()
        dispatch({ type: 'notifications/loaded', notifications: page.items, nextCursor: page.next_cursor })
      } catch (error) {
        dispatch({ type: 'notifications/loadFailed', error: serverDetail(error) ?? notificationMessages.loadFailed })
      }
    },
    /** Reads them again without a loading state; a failure keeps the list shown (the next refresh may do better). */
    async refresh(): Promise<void> {
      try {
        const page = await api.listNotifications()
        dispatch({ type: 'notifications/loaded', notifications: page.items, nextCursor: page.next_cursor })
      } catch (error) {
        console.error('Failed to refresh the notifications', error)
      }
    },
    /** The next (older) page after `cursor`, added below the ones shown. */
    async loadMore(cursor: string): Promise<void> {
      dispatch({ type: 'notifications/moreStarted' })
      try {
        const page = await api.listNotifications({ cursor })
        dispatch({ type: 'notifications/moreLoaded', notifications: page.items, nextCursor: page.next_cursor })
      } catch (error) {
        dispatch({ type: 'notifications/moreFailed' })
        notify.error(serverDetail(error) ?? notificationMessages.loadMoreFailed)
      }
    },
    /** Marks it read at once; when the server refuses, it is unread again and a toast says so. */
    async markRead(id: string): Promise<boolean> {
      dispatch({ type: 'notification/readRequested', id })
      try {
        await api.readNotification({ id })
        return true
      } catch (error) {
        dispatch({ type: 'notification/readFailed', id })
        notify.error(serverDetail(error) ?? notificationMessages.readFailed)
        return false
      }
    },
  }
}

export type NotificationActions = ReturnType<typeof createNotificationActions>
