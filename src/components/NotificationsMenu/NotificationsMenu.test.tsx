import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { installFloatingPolyfills } from '../../../tests/jsdom-floating'
import { NotificationsMenu, type NotificationEntry } from './NotificationsMenu'

installFloatingPolyfills()

const notifications: NotificationEntry[] = [
  { id: 'n2', message: 'Priya Raman mentioned you on Dark mode', time: '16 Jan 2025', read: false },
  { id: 'n1', message: 'Priya Raman assigned you to Audit log', time: '15 Jan 2025', read: true },
]

describe('NotificationsMenu', () => {
  it('has no axe violations, closed and open', async () => {
    const { container } = render(
      <>
        <NotificationsMenu notifications={notifications} onSelect={() => {}} />
        <NotificationsMenu notifications={notifications} onSelect={() => {}} defaultOpen />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('names the bell with the unread count', () => {
    render(<NotificationsMenu notifications={notifications} onSelect={() => {}} />)
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveAttribute('aria-haspopup', 'menu')
  })

  it('lists the notifications in order, says which are unread, and reports the chosen one', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn<(id: string) => void>()
    render(<NotificationsMenu notifications={notifications} onSelect={onSelect} />)
    await user.tab()
    await user.keyboard('{ArrowDown}')
    const menu = screen.getByRole('menu')
    await waitFor(() => expect(menu).toHaveFocus())
    const items = screen.getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Priya Raman mentioned you on Dark modeUnread · 16 Jan 2025',
      'Priya Raman assigned you to Audit log15 Jan 2025',
    ])
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith('n2')
  })

  it('says when there is nothing, nothing yet, or an error', async () => {
    const { rerender } = render(<NotificationsMenu notifications={[]} onSelect={() => {}} defaultOpen />)
    expect(await screen.findByRole('menuitem', { name: 'No notifications yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    rerender(<NotificationsMenu notifications={[]} loading onSelect={() => {}} defaultOpen />)
    expect(screen.getByRole('menuitem', { name: 'Loading notifications…' })).toBeInTheDocument()
    rerender(
      <NotificationsMenu notifications={[]} error="Failed to load the notifications" onSelect={() => {}} defaultOpen />,
    )
    expect(screen.getByRole('menuitem', { name: 'Failed to load the notifications' })).toBeInTheDocument()
  })
})
