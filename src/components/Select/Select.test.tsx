import { createRef } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { installFloatingPolyfills } from '../../../tests/jsdom-floating'
import { Select, type SelectItem } from './Select'

installFloatingPolyfills()

const companySizes: SelectItem[] = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-1000', label: '201-1000 employees' },
  { value: '1000+', label: '1000+ employees' },
]

describe('Select', () => {
  it('has no axe violations, closed and open', async () => {
    const { container } = render(
      <>
        <Select label="Company size" items={companySizes} placeholder="Select company size" helperText="How many people work there" />
        <Select label="Priority" items={companySizes} errorText="Please select your company size." required />
        <Select label="Status" items={companySizes} disabled />
        <Select label="Theme" items={companySizes} defaultOpen defaultValue="11-50" />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a combobox named by its label, showing the placeholder, described by its helper', () => {
    render(<Select label="Company size" items={companySizes} placeholder="Select company size" helperText="How many people work there" />)
    const trigger = screen.getByRole('combobox', { name: 'Company size' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveTextContent('Select company size')
    expect(trigger).toHaveAccessibleDescription('How many people work there')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('opens with Enter, moves with the arrows, chooses with Enter and gives focus back', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn<(value: string | null) => void>()
    render(<Select label="Company size" items={companySizes} onValueChange={onValueChange} />)
    const trigger = screen.getByRole('combobox', { name: 'Company size' })
    await user.tab()
    expect(trigger).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const listbox = screen.getByRole('listbox', { name: 'Company size' })
    await waitFor(() => expect(listbox).toHaveFocus())
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(companySizes.map((item) => item.label))
    // Opening from the keyboard highlights the first option.
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '1-10 employees' }).id)
    await user.keyboard('{ArrowDown}')
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '11-50 employees' }).id)
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('11-50')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveTextContent('11-50 employees')
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('opens with ArrowDown, jumps by type-ahead and closes with Escape without choosing', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn<(value: string | null) => void>()
    render(<Select label="Company size" items={companySizes} onValueChange={onValueChange} />)
    const trigger = screen.getByRole('combobox', { name: 'Company size' })
    await user.tab()
    await user.keyboard('{ArrowDown}')
    const listbox = screen.getByRole('listbox', { name: 'Company size' })
    // Ark moves focus into the open list on the next frame; a key typed before that goes to the trigger.
    await waitFor(() => expect(listbox).toHaveFocus())
    await user.keyboard('5')
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '51-200 employees' }).id)
    await user.keyboard('{Escape}')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    // jsdom runs no exit animation, so Ark keeps the list mounted but closed; the stories check it leaves in Chromium.
    expect(listbox).toHaveAttribute('data-state', 'closed')
    expect(onValueChange).not.toHaveBeenCalled()
    // Ark hands focus back to the trigger on the next frame.
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('chooses with the mouse and marks the option selected', async () => {
    const user = userEvent.setup()
    render(<Select label="Company size" items={companySizes} defaultValue="1-10" />)
    await user.click(screen.getByRole('combobox', { name: 'Company size' }))
    expect(screen.getByRole('option', { name: '1-10 employees' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('option', { name: '1000+ employees' }))
    expect(screen.getByRole('combobox', { name: 'Company size' })).toHaveTextContent('1000+ employees')
  })

  it('skips disabled options', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn<(value: string | null) => void>()
    const items = [{ value: 'active', label: 'Active' }, { value: 'planning', label: 'Planning', disabled: true }, { value: 'archived', label: 'Archived' }]
    render(<Select label="Status" items={items} onValueChange={onValueChange} />)
    await user.click(screen.getByRole('combobox', { name: 'Status' }))
    expect(screen.getByRole('option', { name: 'Planning' })).toHaveAttribute('aria-disabled', 'true')
    await user.click(screen.getByRole('option', { name: 'Planning' }))
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('is invalid with the error as its description', () => {
    render(<Select label="Company size" items={companySizes} helperText="Pick one" errorText="Please select your company size." required />)
    const trigger = screen.getByRole('combobox', { name: /Company size/ })
    expect(trigger).toHaveAttribute('aria-invalid', 'true')
    expect(trigger).toHaveAttribute('aria-required', 'true')
    expect(trigger).toHaveAccessibleDescription('Please select your company size.')
  })

  it('follows a controlled value', () => {
    const { rerender } = render(<Select label="Company size" items={companySizes} value="51-200" />)
    expect(screen.getByRole('combobox', { name: 'Company size' })).toHaveTextContent('51-200 employees')
    rerender(<Select label="Company size" items={companySizes} value={null} placeholder="Select company size" />)
    expect(screen.getByRole('combobox', { name: 'Company size' })).toHaveTextContent('Select company size')
  })

  it('cannot be opened while disabled, and forwards its ref to the button', async () => {
    const user = userEvent.setup()
    const ref = createRef<HTMLButtonElement>()
    render(<Select ref={ref} label="Company size" items={companySizes} disabled />)
    const trigger = screen.getByRole('combobox', { name: 'Company size' })
    expect(ref.current).toBe(trigger)
    expect(trigger).toBeDisabled()
    await user.click(trigger)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })
})
