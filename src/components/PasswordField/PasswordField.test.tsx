import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { PasswordField } from './PasswordField'

describe('PasswordField', () => {
  it('has no axe violations, hidden and shown', async () => {
    const { container } = render(
      <>
        <PasswordField label="Password" helperText="Must be at least 8 characters" required />
        <PasswordField label="Confirm password" defaultVisible errorText="Passwords do not match" />
        <PasswordField label="Old password" disabled />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('hides the password until the show button is pressed', async () => {
    const user = userEvent.setup()
    const onVisibilityChange = vi.fn<(visible: boolean) => void>()
    render(<PasswordField label="Password" onVisibilityChange={onVisibilityChange} />)
    const input = screen.getByLabelText('Password', { selector: 'input' })
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAttribute('autocomplete', 'current-password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input).toHaveAttribute('type', 'text')
    expect(onVisibilityChange).toHaveBeenLastCalledWith(true)
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(input).toHaveAttribute('type', 'password')
    expect(onVisibilityChange).toHaveBeenLastCalledWith(false)
  })

  it('reaches the show button with Tab and toggles it with Enter and Space', async () => {
    const user = userEvent.setup()
    render(<PasswordField label="Password" />)
    const input = screen.getByLabelText('Password', { selector: 'input' })
    await user.tab()
    expect(input).toHaveFocus()
    await user.keyboard('secret-123')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(input).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus()
    await user.keyboard(' ')
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveValue('secret-123')
  })

  it('is invalid with the error as its description', () => {
    render(<PasswordField label="Confirm password" helperText="Repeat it" errorText="Passwords do not match" />)
    const input = screen.getByLabelText('Confirm password', { selector: 'input' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Passwords do not match')
  })

  it('is described by its helper text and is required', () => {
    render(<PasswordField label="Password" helperText="Must be at least 8 characters" required autoComplete="new-password" name="password" />)
    const input = screen.getByLabelText(/Password/, { selector: 'input' })
    expect(input).toHaveAccessibleDescription('Must be at least 8 characters')
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('autocomplete', 'new-password')
    expect(input).toHaveAttribute('name', 'password')
  })

  it('disables the show button with the field', () => {
    render(<PasswordField label="Password" disabled />)
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled()
  })

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>()
    render(<PasswordField ref={ref} label="Password" />)
    expect(ref.current).toBe(screen.getByLabelText('Password', { selector: 'input' }))
  })
})
