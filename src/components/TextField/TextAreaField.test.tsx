import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { TextAreaField } from './TextAreaField'

describe('TextAreaField', () => {
  it('has no axe violations', async () => {
    const { container } = render(<TextAreaField label="Description" helperText="A sentence or two" />)
    await expectNoAxeViolations(container)
  })

  it('is a required text box of several lines, named by its label and described by its helper text', async () => {
    const user = userEvent.setup()
    render(<TextAreaField label="Description" required helperText="A sentence or two" rows={3} />)
    const textarea = screen.getByRole('textbox', { name: 'Description' })
    expect(textarea.tagName).toBe('TEXTAREA')
    expect(textarea).toBeRequired()
    expect(textarea).toHaveAccessibleDescription('A sentence or two')
    await user.type(textarea, 'one{Enter}two')
    expect(textarea).toHaveValue('one\ntwo')
  })

  it('shows the error instead of the helper text and marks the box invalid', () => {
    render(<TextAreaField label="Description" helperText="A sentence or two" errorText="A description is needed" />)
    const textarea = screen.getByRole('textbox', { name: 'Description' })
    expect(textarea).toHaveAttribute('aria-invalid', 'true')
    expect(textarea).toHaveAccessibleDescription('A description is needed')
  })
})
