import { createRef, useState, type ReactNode } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Sidebar, companyLabel, userInitial, type SidebarItem, type SidebarLinkProps } from './Sidebar'

const items: SidebarItem[] = [
  { path: '/dashboard', label: 'Dashboard', icon: <svg /> },
  { path: '/app/features', label: 'Features', icon: <svg /> },
  { path: '/app/themes', label: 'Themes', icon: <svg /> },
  { path: '/app/settings/workspace', label: 'Workspace Settings', icon: <svg /> },
]
const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test', companyName: 'Acme Corp' }

/** Links that do not navigate, so jsdom stays on the page. */
const stayOnPage = ({ href, onClick, children, ...rest }: SidebarLinkProps) => (
  <a
    href={href}
    {...rest}
    onClick={(event) => {
      event.preventDefault()
      onClick?.(event)
    }}
  >
    {children}
  </a>
)

// jsdom has no ResizeObserver; the tooltip's positioning (floating-ui) needs one.
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

describe('Sidebar', () => {
  it('has no axe violations, expanded and collapsed', async () => {
    const { container } = render(
      <>
        <Sidebar items={items} currentPath="/app/features/3" user={user} brand="Headway" />
        <Sidebar items={items} currentPath="/dashboard" user={user} defaultCollapsed label="Collapsed navigation" />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('lists the items as links in a navigation landmark and marks the active one', () => {
    render(<Sidebar items={items} currentPath="/app/features/3" />)
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Features', 'Themes', 'Workspace Settings'])
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/app/features')
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
  })

  it('marks nothing when no item matches', () => {
    render(<Sidebar items={items} currentPath="/app/settings/profile" />)
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([])
  })

  it('collapses and expands from the toggle; labels stay the links’ names', async () => {
    const userEv = userEvent.setup()
    const onCollapsedChange = vi.fn<(collapsed: boolean) => void>()
    const { container } = render(<Sidebar items={items} currentPath="/dashboard" onCollapsedChange={onCollapsedChange} />)
    await userEv.click(screen.getByRole('button', { name: 'Collapse sidebar' }))
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true)
    expect(container.firstElementChild).toHaveAttribute('data-collapsed')
    expect(screen.getByRole('link', { name: 'Themes' })).toBeInTheDocument()
    await userEv.click(screen.getByRole('button', { name: 'Expand sidebar' }))
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false)
    expect(container.firstElementChild).not.toHaveAttribute('data-collapsed')
  })

  it('is controlled by collapsed', async () => {
    const userEv = userEvent.setup()
    function Controlled() {
      const [collapsed, setCollapsed] = useState(true)
      return <Sidebar items={items} currentPath="/" collapsed={collapsed} onCollapsedChange={setCollapsed} />
    }
    render(<Controlled />)
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument()
    await userEv.click(screen.getByRole('button', { name: 'Expand sidebar' }))
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument()
  })

  it('shows the label in a tooltip on keyboard focus while collapsed', async () => {
    const userEv = userEvent.setup()
    render(<Sidebar items={items} currentPath="/dashboard" defaultCollapsed />)
    await userEv.tab() // the toggle
    await userEv.tab()
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus()
    await waitFor(() => expect(document.querySelector('[data-part=content][data-state=open]')).toHaveTextContent('Dashboard'))
  })

  it('renders links through renderLink and reports the followed path', async () => {
    const userEv = userEvent.setup()
    const onNavigate = vi.fn<(path: string) => void>()
    const renderLink = vi.fn<(props: SidebarLinkProps) => ReactNode>(stayOnPage)
    render(<Sidebar items={items} currentPath="/dashboard" renderLink={renderLink} onNavigate={onNavigate} />)
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/app/themes', 'aria-current': undefined }))
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/dashboard', 'aria-current': 'page' }))
    await userEv.click(screen.getByRole('link', { name: 'Themes' }))
    expect(onNavigate).toHaveBeenCalledWith('/app/themes')
  })

  it('shows the user panel: initial, full name, email and company chip', () => {
    render(<Sidebar items={items} currentPath="/" user={user} />)
    const panel = screen.getByText('ada@acme.test').closest('div')!
    expect(within(panel).getByText('A')).toHaveAttribute('aria-hidden', 'true')
    expect(within(panel).getByText('Ada Lovelace')).toBeInTheDocument()
    expect(within(panel).getByText('Acme Corp')).toBeInTheDocument()
  })

  it('falls back to Workspace when there is no company', () => {
    render(<Sidebar items={items} currentPath="/" user={{ ...user, companyName: null }} />)
    expect(screen.getByText('Workspace')).toBeInTheDocument()
  })

  it('opens the navigation as a modal drawer on small screens and closes it', async () => {
    const userEv = userEvent.setup()
    const onMobileOpenChange = vi.fn<(open: boolean) => void>()
    const onNavigate = vi.fn<(path: string) => void>()
    function Mobile() {
      const [open, setOpen] = useState(true)
      return (
        <Sidebar
          items={items}
          currentPath="/app/themes"
          user={user}
          renderLink={stayOnPage}
          onNavigate={onNavigate}
          mobileOpen={open}
          onMobileOpenChange={(next) => {
            onMobileOpenChange(next)
            setOpen(next)
          }}
        />
      )
    }
    render(<Mobile />)
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
    expect(within(drawer).getByRole('link', { name: 'Themes' })).toHaveAttribute('aria-current', 'page')
    await userEv.click(within(drawer).getByRole('link', { name: 'Features' }))
    expect(onNavigate).toHaveBeenCalledWith('/app/features')
    expect(onMobileOpenChange).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes the drawer with its close button and with Escape', async () => {
    const userEv = userEvent.setup()
    const onMobileOpenChange = vi.fn<(open: boolean) => void>()
    const { rerender } = render(
      <Sidebar items={items} currentPath="/" mobileOpen onMobileOpenChange={onMobileOpenChange} />,
    )
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
    await userEv.click(within(drawer).getByRole('button', { name: 'Close navigation' }))
    expect(onMobileOpenChange).toHaveBeenLastCalledWith(false)
    onMobileOpenChange.mockClear()
    rerender(<Sidebar items={items} currentPath="/" mobileOpen onMobileOpenChange={onMobileOpenChange} />)
    await userEv.keyboard('{Escape}')
    expect(onMobileOpenChange).toHaveBeenLastCalledWith(false)
  })

  it('forwards its ref to the root', () => {
    const ref = createRef<HTMLDivElement>()
    const { container } = render(<Sidebar ref={ref} items={items} currentPath="/" />)
    expect(ref.current).toBe(container.firstElementChild)
  })
})

describe('userInitial and companyLabel', () => {
  it('takes the first letter of the first name, else of the email', () => {
    expect(userInitial({ firstName: 'ada', email: 'x@y' })).toBe('A')
    expect(userInitial({ firstName: ' ', email: 'zed@y' })).toBe('Z')
    expect(userInitial({ firstName: '', email: '' })).toBe('?')
  })

  it('falls back to Workspace for a missing or blank company', () => {
    expect(companyLabel('Acme')).toBe('Acme')
    expect(companyLabel('  ')).toBe('Workspace')
    expect(companyLabel(undefined)).toBe('Workspace')
    expect(companyLabel(null)).toBe('Workspace')
  })
})
