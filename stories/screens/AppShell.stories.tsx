import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { AppShell } from '../../app/layouts/AppShell'
import { sidebarStorageKey } from '../../app/layouts/sidebar-storage'
import { authStorageKey } from '../../app/state/auth/auth-storage'
import WorkspaceSettingsPage from '../../app/screens/settings/WorkspaceSettingsPage'
import { backlogFeatures, demoMember, demoUser, type MockStore } from '../../mocks'
import { failing, mockApi, withScreen, type ScreenParameters, type Canvas, type StoryUser } from './screen-setup'
import { risingMessage } from '../../api/feature-rules'
import { riseOf } from '../../api/rising'

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  decorators: [withScreen],
  // The shell comes from the decorator; the screen inside it is left empty (the Dashboard has its own stories).
  render: () => <></>,
  parameters: { layout: 'fullscreen', screen: { path: '/dashboard', wrapper: 'shell', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof AppShell>

export default meta
type Story = StoryObj<typeof meta>

/** Expanded sidebar with Dashboard current, the section title, the colour-mode toggle and the user panel. */
export const Dashboard: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' })
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    for (const [name, href] of [
      ['Features', '/app/features'],
      ['Themes', '/app/themes'],
      ['Workspace Settings', '/app/settings/workspace'],
    ] as const) {
      await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(canvas.getByText('demo@headway.app')).toBeVisible()
    await expect(canvas.getByText('Acme Analytics')).toBeVisible()
  },
}

/** A workspace without a name: the chip says 'Workspace'. */
export const WithoutCompany: Story = {
  beforeEach: mockApi({ user: { company_name: '' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Workspace')).toBeVisible()
  },
}

/** Collapsed to icons, as remembered under 'headway-sidebar-collapsed'. */
export const Collapsed: Story = {
  beforeEach: mockApi({ sidebarCollapsed: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
  },
}

/** The collapse toggle is remembered. */
export const CollapseRemembered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }))
    await expect(localStorage.getItem(sidebarStorageKey)).toBe('true')
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }))
    await expect(localStorage.getItem(sidebarStorageKey)).toBe('false')
  },
}

/** A page under an item's path lights the item up, and the title follows the section. */
export const WorkspaceSettings: Story = {
  render: () => <WorkspaceSettingsPage />,
  parameters: { screen: { path: '/app/settings/workspace', wrapper: 'shell', minHeight: 'lg' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' })
    await expect(within(nav).getByRole('link', { name: 'Workspace Settings' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Workspace Settings' })).toBeVisible()
    await expect(await canvas.findByText('Integration Progress: 2 of 2 sources connected')).toBeVisible()
  },
}

/** Opens the account menu; items are chosen from the keyboard (Ark's pointer selection is flaky in replays). */
async function openAccountMenu(canvas: Canvas, userEvent: StoryUser) {
  const trigger = canvas.getByRole('button', { name: 'Account menu' })
  await userEvent.click(trigger)
  const menu = await screen.findByRole('menu')
  await waitFor(() => expect(menu).toHaveFocus())
  return menu
}

/** The account menu: Profile, Workspace Settings and Logout; Profile opens the profile settings. */
export const AccountMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    const menu = await openAccountMenu(canvas, userEvent)
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Workspace Settings',
      'Logout',
    ])
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Navigated to /app/settings/profile')).toBeVisible()
  },
}

/** Logout clears the session and goes home. */
export const Logout: Story = {
  play: async ({ canvas, userEvent }) => {
    const menu = await openAccountMenu(canvas, userEvent)
    await userEvent.keyboard('{End}')
    // Ark moves the highlight a moment after the key (a microtask, or the next frame); under load that is not at once.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Navigated to /')).toBeVisible()
    await waitFor(() => expect(localStorage.getItem(authStorageKey)).toBeNull())
  },
}

/** Priya assigned Dana two features: one notification already read, a newer one not. */
function addNotifications(store: MockStore) {
  const notify = (feature: (typeof backlogFeatures)[number], created_at: string, read: boolean) => {
    store.state.notifications.push({
      id: store.newId(),
      user_id: demoUser.id,
      kind: 'assigned',
      feature: { id: feature.id, title: feature.title },
      comment_id: null,
      actor: { id: demoMember.id, first_name: demoMember.first_name, last_name: demoMember.last_name },
      message: `${demoMember.first_name} ${demoMember.last_name} assigned you to ${feature.title}`,
      read,
      created_at,
    })
  }
  notify(backlogFeatures[2]!, '2025-01-12T09:00:00.000Z', true)
  notify(backlogFeatures[0]!, '2025-01-14T09:00:00.000Z', false)
}

/** Opens the notifications from the keyboard, as the account menu above. */
async function openNotifications(canvas: Canvas, userEvent: StoryUser, name: string | RegExp) {
  const trigger = await canvas.findByRole('button', { name })
  trigger.focus()
  await userEvent.keyboard('{Enter}')
  const menu = await screen.findByRole('menu')
  await waitFor(() => expect(menu).toHaveFocus())
  return menu
}

/** The bell names the unread count; its menu lists the notifications newest first, the unread one marked. */
export const Notifications: Story = {
  beforeEach: mockApi({ prepare: addNotifications }),
  play: async ({ canvas, userEvent }) => {
    const menu = await openNotifications(canvas, userEvent, 'Notifications, 1 unread')
    await waitFor(() =>
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        `Priya Raman assigned you to ${backlogFeatures[0]!.title}Unread · 14 Jan 2025`,
        `Priya Raman assigned you to ${backlogFeatures[2]!.title}12 Jan 2025`,
      ]),
    )
    // The list is loaded afresh as the menu opens; Home highlights its first item once it is there.
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveAttribute('data-highlighted'))
  },
}

/** A feature Dana follows started rising: the notification has no actor and says why, in the test's figures. */
export const RisingNotification: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      const feature = backlogFeatures[3]!
      const rise = riseOf({ thisWeek: 7, baseline: 16, baselineWeeks: 8 })!
      store.state.notifications.push({
        id: store.newId(),
        user_id: demoUser.id,
        kind: 'rising',
        feature: { id: feature.id, title: feature.title },
        comment_id: null,
        actor: null,
        message: risingMessage(feature.title, rise),
        read: false,
        created_at: '2025-01-14T09:00:00.000Z',
      })
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const menu = await openNotifications(canvas, userEvent, 'Notifications, 1 unread')
    await waitFor(() =>
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        `${backlogFeatures[3]!.title} is rising: 7 mentions this week, against about 1.9 a week before (p = 0.006).Unread · 14 Jan 2025`,
      ]),
    )
  },
}

let chosenStore: MockStore | undefined

/** Choosing a notification marks it read and opens its feature. */
export const ChooseNotification: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      addNotifications(store)
      chosenStore = store
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await openNotifications(canvas, userEvent, 'Notifications, 1 unread')
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText(`Navigated to /app/features/${backlogFeatures[0]!.id}`)).toBeVisible()
    await waitFor(() => expect(chosenStore?.state.notifications.every((notification) => notification.read)).toBe(true))
  },
}

/** Nothing yet: the menu says so. */
export const NoNotifications: Story = {
  play: async ({ canvas, userEvent }) => {
    const menu = await openNotifications(canvas, userEvent, 'Notifications, 0 unread')
    await expect(await within(menu).findByRole('menuitem', { name: 'No notifications yet' })).toBeVisible()
  },
}

/** The notifications could not be loaded: the menu says so in the server's words. */
export const NotificationsFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/notifications', 503, 'The database is not reachable.')] }),
  play: async ({ canvas, userEvent }) => {
    const menu = await openNotifications(canvas, userEvent, 'Notifications, 0 unread')
    await expect(await within(menu).findByRole('menuitem', { name: 'The database is not reachable.' })).toBeVisible()
  },
}
