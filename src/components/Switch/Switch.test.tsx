import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Switch } from './Switch'

describe('Switch', () => {
  it('has no axe violations in any state', async () => {
    const { container } = render(
      <>
        <Switch label="Auto-sync data sources" description="Syncs new data every hour" defaultChecked />
        <Switch label="Email notifications" description="Weekly summaries and alerts" />
        <Switch label="Beta features" disabled />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a switch named by its label and described by its description', () => {
    render(<Switch label="Auto-sync data sources" description="Syncs new data every hour" defaultChecked />)
    const toggle = screen.getByRole('switch', { name: 'Auto-sync data sources' })
    expect(toggle).toBeChecked()
    expect(toggle).toHaveAccessibleDescription('Syncs new data every hour')
  })

  it('flips with Space from the keyboard and reports the new state', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn<(checked: boolean) => void>()
    render(<Switch label="Email notifications" onCheckedChange={onCheckedChange} />)
    const toggle = screen.getByRole('switch', { name: 'Email notifications' })
    await user.tab()
    expect(toggle).toHaveFocus()
    await user.keyboard(' ')
    expect(toggle).toBeChecked()
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    await user.keyboard(' ')
    expect(toggle).not.toBeChecked()
    expect(onCheckedChange).toHaveBeenLastCalledWith(false)
  })

  it('flips when its label is clicked', async () => {
    const user = userEvent.setup()
    render(<Switch label="Email notifications" />)
    await user.click(screen.getByText('Email notifications'))
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked()
  })

  it('follows a controlled state', () => {
    const { rerender } = render(<Switch label="Auto-sync data sources" checked />)
    expect(screen.getByRole('switch', { name: 'Auto-sync data sources' })).toBeChecked()
    rerender(<Switch label="Auto-sync data sources" checked={false} />)
    expect(screen.getByRole('switch', { name: 'Auto-sync data sources' })).not.toBeChecked()
  })

  it('cannot be flipped while disabled', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn<(checked: boolean) => void>()
    render(<Switch label="Beta features" disabled onCheckedChange={onCheckedChange} />)
    expect(screen.getByRole('switch', { name: 'Beta features' })).toBeDisabled()
    await user.click(screen.getByText('Beta features'))
    expect(onCheckedChange).not.toHaveBeenCalled()
  })

  it('forwards its ref to the native input', () => {
    const ref = createRef<HTMLInputElement>()
    render(<Switch ref={ref} label="Auto-sync data sources" name="auto_sync" />)
    expect(ref.current).toBe(screen.getByRole('switch', { name: 'Auto-sync data sources' }))
  })
})
