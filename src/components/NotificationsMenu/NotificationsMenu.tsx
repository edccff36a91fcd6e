import { forwardRef } from 'react'
import { Bell } from 'lucide-react'
import { notificationsMenu } from '@styled-system/recipes'
import { IconButton } from '../IconButton'
import { Menu, type MenuItem } from '../Menu'

/** One notification as the menu shows it. */
export interface NotificationEntry {
  /** Reported by `onSelect` when it is chosen. */
  id: string
  /** The sentence, e.g. 'Dana Demo assigned you to Dark mode'. */
  message: string
  /** When, already formatted for display by the app (e.g. '15 Jan 2025'). */
  time: string
  /** Whether the person has seen it. */
  read: boolean
}

export interface NotificationsMenuProps {
  /** The notifications in the order to show them (newest first). */
  notifications: readonly NotificationEntry[]
  /**
   * Loading with nothing to show yet: the menu says so instead of 'No notifications'.
   * @default false
   */
  loading?: boolean | undefined
  /**
   * Older notifications to load into the open menu: a last item asks for them (the menu stays open) and says how many
   * are shown. Left out when all are shown.
   */
  more?: { loading: boolean; onLoadMore: () => void } | undefined
  /** A sentence to show instead of the list when it could not be loaded. */
  error?: string | undefined
  /** Called with the chosen notification's id; the menu then closes. */
  onSelect: (id: string) => void
  /** Called when the menu opens or closes, e.g. to load the notifications afresh on opening. */
  onOpenChange?: ((open: boolean) => void) | undefined
  /**
   * Whether the menu starts open.
   * @default false
   */
  defaultOpen?: boolean | undefined
}

/** The value of the item that loads older notifications (ids are UUIDs, never this). */
const MORE = 'more'

/** A menu item that only says something (loading, empty, failed): highlightable, never chosen. */
const notice = (label: string): MenuItem => ({ value: 'notice', label, disabled: true })

/**
 * The top bar's notifications: a bell button whose name and badge give the unread count, opening a menu of the
 * notifications (unread ones marked). Keyboard and focus as in Menu.
 */
export const NotificationsMenu = forwardRef<HTMLDivElement, NotificationsMenuProps>(function NotificationsMenu(
  { notifications, loading = false, more, error, onSelect, onOpenChange, defaultOpen },
  ref,
) {
  const classes = notificationsMenu()
  const unread = notifications.filter((notification) => !notification.read).length
  let items: MenuItem[]
  if (error !== undefined) items = [notice(error)]
  else if (notifications.length === 0) items = [notice(loading ? 'Loading notifications…' : 'No notifications yet')]
  else {
    items = notifications.map((notification) => ({
      value: notification.id,
      label: notification.message,
      description: notification.read ? notification.time : `Unread · ${notification.time}`,
      icon: <span className={classes.mark} data-unread={notification.read ? undefined : ''} />,
    }))
    if (more) {
      items.push({
        value: MORE,
        label: more.loading ? 'Loading older notifications…' : 'Show older notifications',
        description: `${notifications.length} shown`,
        disabled: more.loading,
        closeOnSelect: false,
      })
    }
  }
  return (
    <Menu
      ref={ref}
      trigger={
        <IconButton label={`Notifications, ${unread} unread`} className={classes.trigger}>
          <Bell size={20} aria-hidden="true" />
          {unread > 0 ? (
            <span className={classes.badge} aria-hidden="true">
              {unread > 9 ? '9+' : unread}
            </span>
          ) : null}
        </IconButton>
      }
      items={items}
      onSelect={(value) => {
        if (value === MORE) more?.onLoadMore()
        else if (value !== 'notice') onSelect(value)
      }}
      onOpenChange={onOpenChange}
      defaultOpen={defaultOpen}
      className={classes.content}
    />
  )
})

NotificationsMenu.displayName = 'NotificationsMenu'
