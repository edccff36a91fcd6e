import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { ColorModeToggle } from './ColorModeToggle'

describe('ColorModeToggle', () => {
  it('has no axe violations', async () => {
    const { container } = render(<ColorModeToggle mode="dark" onToggle={() => {}} />)
    await expectNoAxeViolations(container)
  })

  it('is a pressed toggle while the mode is dark', () => {
    const { rerender } = render(<ColorModeToggle mode="light" onToggle={() => {}} />)
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false')
    rerender(<ColorModeToggle mode="dark" onToggle={() => {}} />)
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('asks for the other mode from the keyboard', async () => {
    const onToggle = vi.fn<() => void>()
    render(<ColorModeToggle mode="light" onToggle={onToggle} />)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onToggle).toHaveBeenCalledTimes(2)
  })

  it('forwards its ref to the button', () => {
    const ref = createRef<HTMLButtonElement>()
    render(<ColorModeToggle ref={ref} mode="light" onToggle={() => {}} />)
    expect(ref.current).toBe(screen.getByRole('button'))
  })
})
