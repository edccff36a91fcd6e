import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { useImmerReducer } from 'use-immer'
import { useApi } from '../auth'
import { refreshWhileVisible } from '../refresh-while-visible'
import { useToasts } from '../toasts'
import { createNotificationActions, type NotificationActions } from './notification-actions'
import { initialNotificationsState, notificationsReducer, type NotificationsState } from './notifications-reducer'

const NotificationsStateContext = createContext<NotificationsState | null>(null)
const NotificationsActionsContext = createContext<NotificationActions | null>(null)

/** How often the bell reads the notifications again while the page is visible: new ones show within a minute. */
export const NOTIFICATIONS_REFRESH_MS = 60_000

/**
 * The signed-in person's notifications, loaded when it mounts and refreshed while the page is visible. Needs
 * <AuthProvider> and <ToastsProvider> above.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const toasts = useToasts()
  const [state, dispatch] = useImmerReducer(notificationsReducer, undefined, initialNotificationsState)
  const actions = useMemo(() => createNotificationActions({ api, dispatch, notify: toasts }), [api, dispatch, toasts])

  useEffect(() => {
    void actions.load()
    return refreshWhileVisible(() => void actions.refresh(), NOTIFICATIONS_REFRESH_MS)
  }, [actions])

  return (
    <NotificationsStateContext.Provider value={state}>
      <NotificationsActionsContext.Provider value={actions}>{children}</NotificationsActionsContext.Provider>
    </NotificationsStateContext.Provider>
  )
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <NotificationsProvider>.`)
  return value
}

export const useNotificationsState = (): NotificationsState =>
  required(useContext(NotificationsStateContext), 'useNotificationsState')
export const useNotificationActions = (): NotificationActions =>
  required(useContext(NotificationsActionsContext), 'useNotificationActions')
