import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Trash2 } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { IconButton } from './IconButton'

describe('IconButton', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <IconButton label="Delete source">
          <Trash2 aria-hidden="true" />
        </IconButton>
        <IconButton label="Delete source" size="sm" disabled>
          <Trash2 aria-hidden="true" />
        </IconButton>
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a native button named by its label', () => {
    render(
      <IconButton label="Delete source">
        <Trash2 aria-hidden="true" />
      </IconButton>,
    )
    const button = screen.getByRole('button', { name: 'Delete source' })
    expect(button.tagName).toBe('BUTTON')
    expect(button).toHaveAttribute('type', 'button')
  })

  it('is reached with Tab and pressed with Enter and Space', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn<() => void>()
    render(
      <IconButton label="Delete source" onClick={onClick}>
        <Trash2 aria-hidden="true" />
      </IconButton>,
    )
    await user.tab()
    expect(screen.getByRole('button', { name: 'Delete source' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('does nothing while disabled', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn<() => void>()
    render(
      <IconButton label="Delete source" disabled onClick={onClick}>
        <Trash2 aria-hidden="true" />
      </IconButton>,
    )
    await user.click(screen.getByRole('button', { name: 'Delete source' }))
    expect(onClick).not.toHaveBeenCalled()
  })

  it('renders its child element with asChild, keeping the label', () => {
    render(
      <IconButton label="Open settings" asChild>
        <a href="/app/settings">
          <Trash2 aria-hidden="true" />
        </a>
      </IconButton>,
    )
    expect(screen.getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', '/app/settings')
  })

  it('forwards its ref to the button', () => {
    const ref = createRef<HTMLButtonElement>()
    render(
      <IconButton ref={ref} label="Delete source">
        <Trash2 aria-hidden="true" />
      </IconButton>,
    )
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Delete source' }))
  })
})
