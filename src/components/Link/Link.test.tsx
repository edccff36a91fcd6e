import { createRef, forwardRef, type AnchorHTMLAttributes } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Link } from './Link'

/** Stands in for React Router's Link: an anchor that navigates on click without reloading. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; onNavigate: (to: string) => void }>(
  function RouterLink({ to, onNavigate, onClick, children, ...rest }, ref) {
    return (
      <a
        ref={ref}
        href={to}
        {...rest}
        onClick={(event) => {
          onClick?.(event)
          event.preventDefault()
          onNavigate(to)
        }}
      >
        {children}
      </a>
    )
  },
)

describe('Link', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Don&apos;t have an account? <Link href="/register">Sign up</Link>
        <Link href="/login" variant="standalone">
          Sign In
        </Link>
      </p>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a link named by its text', () => {
    render(<Link href="/register">Get Started</Link>)
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register')
  })

  it('renders a router link through asChild, as that one link, with the router navigation', async () => {
    const user = userEvent.setup()
    const onNavigate = vi.fn<(to: string) => void>()
    render(
      <Link asChild variant="standalone">
        <RouterLink to="/register" onNavigate={onNavigate}>
          Start Free Trial
        </RouterLink>
      </Link>,
    )
    const anchor = screen.getByRole('link', { name: 'Start Free Trial' })
    expect(anchor).toHaveAttribute('href', '/register')
    expect(screen.getAllByRole('link')).toEqual([anchor])
    await user.tab()
    expect(anchor).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onNavigate).toHaveBeenCalledWith('/register')
  })

  it('forwards its ref to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>()
    render(
      <Link ref={ref} href="/">
        Home
      </Link>,
    )
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Home' }))
  })
})
