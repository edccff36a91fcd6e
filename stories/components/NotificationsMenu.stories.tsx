import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Box } from '@styled-system/jsx'
import { NotificationsMenu } from '../../src/components/NotificationsMenu'

const meta = {
  title: 'Components/NotificationsMenu',
  component: NotificationsMenu,
  args: {
    notifications: [
      { id: 'n3', message: 'Priya Raman mentioned you on Dark mode', time: '16 Jan 2025', read: false },
      { id: 'n2', message: 'Priya Raman commented on Scheduled PDF reports', time: '15 Jan 2025', read: false },
      { id: 'n1', message: 'Priya Raman assigned you to Audit log', time: '12 Jan 2025', read: true },
    ],
    onSelect: fn(),
  },
  // Room below the bell for the open menu, which opens towards its start edge.
  decorators: [
    (Story) => (
      <Box display="flex" justifyContent="flex-end" minH="[320px]" maxW="[480px]">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NotificationsMenu>

export default meta
type Story = StoryObj<typeof meta>

/** The bell with its badge; its name gives the unread count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
  },
}

/** Opened from the keyboard: the first notification is highlighted, Enter chooses it. */
export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Notifications, 2 unread' }).focus()
    await userEvent.keyboard('{Enter}')
    const menu = await canvas.findByRole('menu')
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveAttribute('data-highlighted'))
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith('n2')
  },
}

/** Nothing to show yet. */
export const Empty: Story = {
  args: { notifications: [], defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible()
    await expect(await canvas.findByRole('menuitem', { name: 'No notifications yet' })).toBeVisible()
  },
}

/** The first load under way. */
export const Loading: Story = {
  args: { notifications: [], loading: true, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('menuitem', { name: 'Loading notifications…' })).toBeVisible()
  },
}

/** The list could not be loaded. */
export const LoadFailed: Story = {
  args: { notifications: [], error: 'Failed to load the notifications', defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('menuitem', { name: 'Failed to load the notifications' })).toBeVisible()
  },
}
