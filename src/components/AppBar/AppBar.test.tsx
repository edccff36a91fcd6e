import { createRef } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { AppBar, type AccountMenuAction } from './AppBar'

// jsdom has no ResizeObserver; the menu's positioning (floating-ui) needs one.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

const account = { name: 'Ada Lovelace', email: 'ada@acme.test' }

describe('AppBar', () => {
  it('has no axe violations, closed and with the menu open', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <AppBar title="Features" account={account} onOpenNavigation={() => {}} colorModeToggle={<button type="button">Dark mode</button>} />,
    )
    await expectNoAxeViolations(container)
    await user.click(screen.getByRole('button', { name: 'Account menu' }))
    await expectNoAxeViolations(await screen.findByRole('menu'))
  })

  it('is the banner with the section title as the page heading', () => {
    render(<AppBar title="Workspace Settings" />)
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('heading', { level: 1, name: 'Workspace Settings' })).toBeInTheDocument()
  })

  it('opens the account menu from the keyboard and reports the chosen item', async () => {
    const user = userEvent.setup()
    const onAccountAction = vi.fn<(action: AccountMenuAction) => void>()
    render(<AppBar title="Features" account={account} onAccountAction={onAccountAction} />)
    const trigger = screen.getByRole('button', { name: 'Account menu' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    trigger.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Workspace Settings', 'Logout'])
    expect(within(menu).getByRole('group', { name: 'Ada Lovelace ada@acme.test' })).toBeInTheDocument()
    await waitFor(() => expect(menu).toHaveFocus())
    // Opening from the keyboard highlights the first item.
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onAccountAction).toHaveBeenCalledWith('workspace-settings')
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'))
  })

  // Pointer selection is exercised in Chromium by the AccountMenu story; jsdom's pointer events do not reach Ark's handler.
  it('reports Logout from the End key', async () => {
    const user = userEvent.setup()
    const onAccountAction = vi.fn<(action: AccountMenuAction) => void>()
    render(<AppBar title="Features" account={account} onAccountAction={onAccountAction} />)
    await user.click(screen.getByRole('button', { name: 'Account menu' }))
    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(menu).toHaveFocus())
    await user.keyboard('{End}')
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted'))
    await user.keyboard('{Enter}')
    expect(onAccountAction).toHaveBeenCalledWith('logout')
  })

  it('closes the menu with Escape and returns focus to the button', async () => {
    const user = userEvent.setup()
    render(<AppBar title="Features" account={account} />)
    const trigger = screen.getByRole('button', { name: 'Account menu' })
    await user.click(trigger)
    const menu = await screen.findByRole('menu')
    // Ark moves the focus into the menu a frame after it opens: an Escape before that would race the move.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(trigger).toHaveFocus())
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows the account initial on the button', () => {
    render(<AppBar title="Features" account={account} />)
    expect(screen.getByText('A')).toHaveAttribute('aria-hidden', 'true')
  })

  it('holds the colour-mode toggle and the Open navigation button', async () => {
    const user = userEvent.setup()
    const onOpenNavigation = vi.fn<() => void>()
    render(
      <AppBar
        title="Themes"
        onOpenNavigation={onOpenNavigation}
        navigationOpen={false}
        colorModeToggle={<button type="button">Dark mode</button>}
      />,
    )
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument()
    const open = screen.getByRole('button', { name: 'Open navigation' })
    expect(open).toHaveAttribute('aria-expanded', 'false')
    await user.click(open)
    expect(onOpenNavigation).toHaveBeenCalledOnce()
  })

  it('has no Open navigation button without onOpenNavigation', () => {
    render(<AppBar title="Themes" />)
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument()
  })

  it('forwards its ref to the header', () => {
    const ref = createRef<HTMLElement>()
    render(<AppBar ref={ref} title="Themes" />)
    expect(ref.current).toBe(screen.getByRole('banner'))
  })
})
