import { useNavigate } from 'react-router-dom'
import { NotificationsMenu } from '../../src/components/NotificationsMenu'
import { paths } from '../routes/paths'
import { displayDate } from '../state/display-date'
import { selectNotifications, useNotificationActions, useNotificationsState } from '../state/notifications'

/**
 * The top bar's bell. The list is loaded when the shell mounts (for the badge) and again each time the menu opens;
 * choosing a notification marks it read and opens its feature (a join request opens Workspace Settings).
 */
export function NotificationsControl() {
  const state = useNotificationsState()
  const actions = useNotificationActions()
  const navigate = useNavigate()
  const notifications = selectNotifications(state)
  return (
    <NotificationsMenu
      notifications={notifications.map((notification) => ({
        id: notification.id,
        message: notification.message,
        time: displayDate(notification.created_at),
        read: notification.read,
      }))}
      loading={state.status === 'loading'}
      more={
        state.nextCursor
          ? { loading: state.loadingMore, onLoadMore: () => void actions.loadMore(state.nextCursor!) }
          : undefined
      }
      // A failed refresh keeps the list it had; the error only stands in for a list never loaded.
      error={state.status === 'failed' && notifications.length === 0 ? state.error ?? undefined : undefined}
      onOpenChange={(open) => {
        if (open) void actions.load()
      }}
      onSelect={(id) => {
        const chosen = notifications.find((notification) => notification.id === id)
        if (!chosen) return
        if (!chosen.read) void actions.markRead(id)
        // A join request has no feature: it is decided in Workspace Settings.
        navigate(chosen.feature ? paths.feature(chosen.feature.id) : paths.settingsWorkspace)
      }}
    />
  )
}
