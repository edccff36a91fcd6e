import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Mail } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { TextField } from './TextField'

describe('TextField', () => {
  it('has no axe violations in any state', async () => {
    const { container } = render(
      <>
        <TextField label="Email" type="email" helperText="Use your company email address" required />
        <TextField label="Company name" errorText="Company name is required." />
        <TextField label="Job title" placeholder="Product Manager" disabled />
        <TextField label="Search" startAdornment={<Mail size={18} aria-hidden="true" />} />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a textbox named by its label and described by its helper text', () => {
    render(<TextField label="Email" type="email" helperText="Use your company email address" />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAccessibleDescription('Use your company email address')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('is invalid with the error as its description, replacing the helper text', () => {
    render(<TextField label="Company name" helperText="Joins the company if it exists" errorText="Company name is required." />)
    const input = screen.getByRole('textbox', { name: 'Company name' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toBeInvalid()
    expect(input).toHaveAccessibleDescription('Company name is required.')
    expect(screen.queryByText('Joins the company if it exists')).not.toBeInTheDocument()
    expect(screen.getByText('Company name is required.').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite')
  })

  it('keeps a describedby passed by the caller after its own', () => {
    render(
      <>
        <p id="extra">Shown on your profile</p>
        <TextField label="Job title" helperText="Optional" aria-describedby="extra" />
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription('Optional Shown on your profile')
  })

  it('is required: the native required state and a * marker hidden from screen readers', () => {
    render(<TextField label="First name" required />)
    const input = screen.getByRole('textbox', { name: 'First name' })
    expect(input).toBeRequired()
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })

  it('takes typing and reports each change', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn<(value: string) => void>()
    render(<TextField label="First name" placeholder="Jane" onChange={(event) => onChange(event.target.value)} />)
    const input = screen.getByPlaceholderText('Jane')
    await user.tab()
    expect(input).toHaveFocus()
    await user.keyboard('Ada')
    expect(input).toHaveValue('Ada')
    expect(onChange).toHaveBeenLastCalledWith('Ada')
  })

  it('is skipped by Tab and takes no typing while disabled', async () => {
    const user = userEvent.setup()
    render(
      <>
        <TextField label="Job title" disabled />
        <button type="button">Next</button>
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'Job title' })).toBeDisabled()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
  })

  it('forwards its ref to the input and gives the label to a caller-provided id', () => {
    const ref = createRef<HTMLInputElement>()
    render(<TextField ref={ref} id="user-token" label="User Token" />)
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'User Token' }))
    expect(ref.current).toHaveAttribute('id', 'user-token')
  })
})
