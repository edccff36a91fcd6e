import { produce } from 'immer'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient, type Notification } from '../../../api'
import { demoTokens, demoUser } from '../../../mocks'
import { serveMockApi } from '../../../mocks/node'
import { createNotificationActions, notificationMessages } from './notification-actions'
import {
  initialNotificationsState,
  notificationsReducer,
  selectNotifications,
  type NotificationsEvent,
  type NotificationsState,
} from './notifications-reducer'

const { server, store } = serveMockApi()

/** What the bell counts: the notifications not read yet. */
const unreadCount = (state: NotificationsState) => state.notifications.filter((item) => !item.read).length

function notification(id: string, created_at: string, read = false): Notification {
  return {
    id,
    kind: 'assigned',
    feature: { id: '00000000-0000-4000-8000-0000000000f1', title: 'Dark mode' },
    comment_id: null,
    actor: null,
    message: `Notification ${id}`,
    read,
    created_at,
  }
}

const run = (state: NotificationsState, ...events: NotificationsEvent[]) =>
  events.reduce((current, event) => produce(current, (draft) => notificationsReducer(draft, event)), state)

describe('notifications reducer', () => {
  const loaded = run(initialNotificationsState(), {
    type: 'notifications/loaded',
    notifications: [
      notification('old', '2025-01-10T09:00:00.000Z', true),
      notification('new', '2025-01-12T09:00:00.000Z'),
    ],
    nextCursor: null,
  })

  it('shows them newest first and counts the unread', () => {
    expect(selectNotifications(loaded).map((item) => item.id)).toEqual(['new', 'old'])
    expect(unreadCount(loaded)).toBe(1)
  })

  it('marks one read at once and unread again when that fails', () => {
    const read = run(loaded, { type: 'notification/readRequested', id: 'new' })
    expect(unreadCount(read)).toBe(0)
    expect(unreadCount(run(read, { type: 'notification/readFailed', id: 'new' }))).toBe(1)
  })

  it('keeps the list on screen while it is loaded again', () => {
    expect(run(loaded, { type: 'notifications/loadStarted' })).toMatchObject({
      status: 'loaded',
      notifications: loaded.notifications,
    })
    const failed = run(loaded, { type: 'notifications/loadFailed', error: 'Down' })
    expect(run(failed, { type: 'notifications/loadStarted' })).toMatchObject({ status: 'loading', error: null })
  })
})

describe('notification actions', () => {
  function harness() {
    let state = initialNotificationsState()
    const toasts: string[] = []
    const actions = createNotificationActions({
      api: createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => demoTokens.access_token }),
      dispatch: (event) => {
        state = run(state, event)
      },
      notify: { error: (message) => toasts.push(message) },
    })
    return { actions, state: () => state, toasts }
  }

  function seed(id: string) {
    store.state.notifications.push({ ...notification(id, store.now()), user_id: demoUser.id })
  }

  it('loads the signed-in person’s notifications and marks one read', async () => {
    seed('00000000-0000-4000-8000-0000000000a1')
    const { actions, state } = harness()
    await actions.load()
    expect(unreadCount(state())).toBe(1)
    expect(await actions.markRead('00000000-0000-4000-8000-0000000000a1')).toBe(true)
    expect(unreadCount(state())).toBe(0)
    expect(store.state.notifications[0]?.read).toBe(true)
  })

  it('says when they cannot be loaded, and when one cannot be marked read', async () => {
    seed('00000000-0000-4000-8000-0000000000a2')
    const { actions, state, toasts } = harness()
    await actions.load()
    server.use(
      http.get('*/api/v1/notifications', () => new HttpResponse('oops', { status: 500 })),
      http.post('*/api/v1/notifications/:id/read', () => new HttpResponse('oops', { status: 500 })),
    )
    expect(await actions.markRead('00000000-0000-4000-8000-0000000000a2')).toBe(false)
    expect(unreadCount(state())).toBe(1)
    expect(toasts).toEqual([notificationMessages.readFailed])
    await actions.load()
    expect(state()).toMatchObject({ status: 'failed', error: notificationMessages.loadFailed })
  })

  it('shows new ones on a refresh, and keeps the list without a toast when a refresh fails', async () => {
    seed('00000000-0000-4000-8000-0000000000a3')
    const { actions, state, toasts } = harness()
    await actions.load()
    const before = unreadCount(state())
    seed('00000000-0000-4000-8000-0000000000a4')
    await actions.refresh()
    expect(unreadCount(state())).toBe(before + 1)
    server.use(http.get('*/api/v1/notifications', () => new HttpResponse('oops', { status: 500 })))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await actions.refresh()
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
    expect(state()).toMatchObject({ status: 'loaded', error: null })
    expect(unreadCount(state())).toBe(before + 1)
    expect(toasts).toEqual([])
  })
})
