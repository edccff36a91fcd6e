import { createRef, type FormEvent } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

describe('Button', () => {
  it('has no axe violations in any state', async () => {
    const { container } = render(
      <>
        <Button>Save</Button>
        <Button variant="outline" palette="secondary" size="sm">
          Cancel
        </Button>
        <Button disabled>Disabled</Button>
        <Button loading>Saving</Button>
      </>,
    )
    // jsdom cannot compute colours; contrast is checked in Chromium by the stories project.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(violations).toEqual([])
  })

  it('calls onClick when clicked', async () => {
    const onClick = vi.fn<() => void>()
    render(<Button onClick={onClick}>Save</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('does not call onClick when disabled', async () => {
    const onClick = vi.fn<() => void>()
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).not.toHaveBeenCalled()
  })

  it('is busy and ignores presses while loading, yet keeps focus so a keyboard user keeps their place', async () => {
    const onClick = vi.fn<() => void>()
    const onSubmit = vi.fn<(event: FormEvent) => void>((event) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>()
    render(<Button ref={ref}>Save</Button>)
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Save' }))
  })
})

describe('Button as a link', () => {
  it('renders as its only child, keeping the child element and role', () => {
    const { container } = render(
      <Button asChild>
        <a href="/register">Get Started</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Get Started' })
    expect(link).toHaveAttribute('href', '/register')
    expect(link).not.toHaveAttribute('type')
    // The child is the button: no wrapper, and no nested button inside the link.
    expect(container.firstElementChild).toBe(link)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
