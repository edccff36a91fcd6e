import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Checkbox } from './Checkbox'

describe('Checkbox', () => {
  it('has no axe violations in any state', async () => {
    const { container } = render(
      <>
        <Checkbox label="#general" helperText="Company-wide announcements" />
        <Checkbox label="#feedback" defaultChecked />
        <Checkbox label="All channels" checked="indeterminate" />
        <Checkbox label="#random" disabled />
        <Checkbox label="I accept the terms" invalid required />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a checkbox named by its label and described by its helper text', () => {
    render(<Checkbox label="#general" helperText="1,204 members" />)
    const box = screen.getByRole('checkbox', { name: '#general' })
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleDescription('1,204 members')
  })

  it('toggles with Space from the keyboard and reports the new state', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn<(checked: boolean) => void>()
    render(<Checkbox label="#general" onCheckedChange={onCheckedChange} />)
    const box = screen.getByRole('checkbox', { name: '#general' })
    await user.tab()
    expect(box).toHaveFocus()
    await user.keyboard(' ')
    expect(box).toBeChecked()
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    await user.keyboard(' ')
    expect(box).not.toBeChecked()
    expect(onCheckedChange).toHaveBeenLastCalledWith(false)
  })

  it('toggles when its label is clicked', async () => {
    const user = userEvent.setup()
    render(<Checkbox label="#general" />)
    await user.click(screen.getByText('#general'))
    expect(screen.getByRole('checkbox', { name: '#general' })).toBeChecked()
  })

  it('is partly checked while indeterminate and checked after a press', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn<(checked: boolean) => void>()
    render(<Checkbox label="All channels" defaultChecked="indeterminate" onCheckedChange={onCheckedChange} />)
    const box = screen.getByRole('checkbox', { name: 'All channels' })
    expect(box).toBePartiallyChecked()
    await user.click(box)
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    expect(box).toBeChecked()
  })

  it('follows a controlled state', () => {
    const { rerender } = render(<Checkbox label="#general" checked={false} />)
    expect(screen.getByRole('checkbox', { name: '#general' })).not.toBeChecked()
    rerender(<Checkbox label="#general" checked />)
    expect(screen.getByRole('checkbox', { name: '#general' })).toBeChecked()
  })

  it('cannot be toggled while disabled', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn<(checked: boolean) => void>()
    render(<Checkbox label="#random" disabled onCheckedChange={onCheckedChange} />)
    const box = screen.getByRole('checkbox', { name: '#random' })
    expect(box).toBeDisabled()
    await user.click(screen.getByText('#random'))
    expect(onCheckedChange).not.toHaveBeenCalled()
    expect(box).not.toBeChecked()
  })

  it('forwards its ref to the native input', () => {
    const ref = createRef<HTMLInputElement>()
    render(<Checkbox ref={ref} label="#general" name="channels" value="C01" />)
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: '#general' }))
    expect(ref.current).toHaveAttribute('name', 'channels')
    expect(ref.current).toHaveAttribute('value', 'C01')
  })
})
