import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LogOut, Settings, User } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { installFloatingPolyfills } from '../../../tests/jsdom-floating'
import { Button } from '../Button'
import { Menu, type MenuEntry } from './Menu'

installFloatingPolyfills()

const accountItems: MenuEntry[] = [
  { value: 'profile', label: 'Profile', icon: <User size={16} /> },
  { value: 'workspace-settings', label: 'Workspace Settings', icon: <Settings size={16} /> },
  { type: 'separator' },
  { value: 'logout', label: 'Logout', icon: <LogOut size={16} />, tone: 'danger' },
]

function AccountMenu(props: { onSelect?: (value: string) => void; defaultOpen?: boolean }) {
  return <Menu trigger={<Button variant="ghost">Ada Lovelace</Button>} items={accountItems} {...props} />
}

describe('Menu', () => {
  it('has no axe violations, closed and open', async () => {
    const { container } = render(
      <>
        <AccountMenu />
        <Menu trigger={<Button>Actions</Button>} items={accountItems} defaultOpen />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a button that says it opens a menu', () => {
    render(<AccountMenu />)
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('opens from the keyboard with the first item highlighted, moves with the arrows and chooses with Enter', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn<(value: string) => void>()
    render(<AccountMenu onSelect={onSelect} />)
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' })
    await user.tab()
    await user.keyboard('{ArrowDown}')
    const menu = screen.getByRole('menu', { name: 'Ada Lovelace' })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Workspace Settings', 'Logout'])
    expect(screen.getByRole('separator')).toBeInTheDocument()
    await waitFor(() => expect(menu).toHaveFocus())
    // Ark highlights the first item once the list is in the page: in the next frame when it opens, not at once.
    await waitFor(() =>
      expect(menu).toHaveAttribute('aria-activedescendant', screen.getByRole('menuitem', { name: 'Profile' }).id),
    )
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(menu).toHaveAttribute('aria-activedescendant', screen.getByRole('menuitem', { name: 'Logout' }).id)
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith('logout')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('jumps to an item by typing and closes with Escape without choosing', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn<(value: string) => void>()
    render(<AccountMenu onSelect={onSelect} />)
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' })
    await user.click(trigger)
    const menu = screen.getByRole('menu', { name: 'Ada Lovelace' })
    await waitFor(() => expect(menu).toHaveFocus())
    await user.keyboard('w')
    expect(menu).toHaveAttribute('aria-activedescendant', screen.getByRole('menuitem', { name: 'Workspace Settings' }).id)
    await user.keyboard('{Escape}')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(onSelect).not.toHaveBeenCalled()
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('chooses with a click and skips disabled items', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn<(value: string) => void>()
    render(
      <Menu
        trigger={<Button>Actions</Button>}
        items={[
          { value: 'edit', label: 'Edit theme' },
          { value: 'archive', label: 'Archive theme', disabled: true },
        ]}
        onSelect={onSelect}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Actions' }))
    expect(screen.getByRole('menuitem', { name: 'Archive theme' })).toHaveAttribute('aria-disabled', 'true')
    await user.click(screen.getByRole('menuitem', { name: 'Archive theme' }))
    expect(onSelect).not.toHaveBeenCalled()
    // The pointer highlights the item first (the menu chooses the highlighted item): on a loaded machine the click
    // waits for it, rather than racing it.
    const edit = screen.getByRole('menuitem', { name: 'Edit theme' })
    await user.hover(edit)
    await waitFor(() => expect(edit).toHaveAttribute('data-highlighted'))
    await user.click(edit)
    expect(onSelect).toHaveBeenCalledWith('edit')
  })

  it('names an item by its label and its description', async () => {
    render(<Menu trigger={<Button>Inbox</Button>} items={[{ value: 'a', label: 'Dana assigned you', description: '15 Jan 2025' }]} defaultOpen />)
    expect(await screen.findByRole('menuitem', { name: 'Dana assigned you15 Jan 2025' })).toBeInTheDocument()
  })
})
