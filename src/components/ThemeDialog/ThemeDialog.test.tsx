import { useState } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { ThemeDialog, canSaveTheme, type ThemeChoices, type ThemeFormValue } from './ThemeDialog'

const priorities: ThemeChoices<string> = {
  options: [
    { value: 'high', label: 'High' },
    { value: 'medium', label: 'Medium' },
    { value: 'low', label: 'Low' },
  ],
  defaultValue: 'medium',
}
const statuses: ThemeChoices<string> = {
  options: [
    { value: 'active', label: 'Active' },
    { value: 'planning', label: 'Planning' },
    { value: 'archived', label: 'Archived' },
  ],
  defaultValue: 'active',
}

function Harness(props: { mode?: 'create' | 'edit'; initialValue?: Partial<ThemeFormValue>; onSubmit?: (v: ThemeFormValue) => void; onOpenChange?: (o: boolean) => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New theme
      </button>
      <ThemeDialog
        open={open}
        mode={props.mode}
        initialValue={props.initialValue}
        priorities={priorities}
        statuses={statuses}
        onSubmit={props.onSubmit ?? (() => {})}
        onOpenChange={(next) => {
          props.onOpenChange?.(next)
          setOpen(next)
        }}
      />
    </>
  )
}

describe('ThemeDialog', () => {
  it('has no axe violations', async () => {
    render(<Harness />)
    await expectNoAxeViolations(await screen.findByRole('dialog'))
  })

  it('is a modal dialog titled Create Theme, with every field labelled', async () => {
    render(<Harness />)
    const dialog = await screen.findByRole('dialog', { name: 'Create Theme' })
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeRequired()
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toBeRequired()
    expect(within(dialog).getByRole('textbox', { name: 'Tags' })).toHaveAccessibleDescription('Separate tags with commas')
    const colours = within(dialog).getByRole('radiogroup', { name: 'Colour' })
    expect(within(colours).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Blue (default)',
      'Pink',
      'Green',
      'Orange',
      'Purple',
      'Teal',
      'Red',
    ])
    expect(within(colours).getByRole('radio', { name: 'Blue (default)' })).toBeChecked()
    const priority = within(dialog).getByRole('radiogroup', { name: 'Priority' })
    expect(within(priority).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['High', 'Medium', 'Low'])
    const status = within(dialog).getByRole('radiogroup', { name: 'Status' })
    expect(within(status).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Active', 'Planning', 'Archived'])
  })

  it('keeps Save disabled until name and description hold more than spaces', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const dialog = await screen.findByRole('dialog')
    const save = within(dialog).getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '   ')
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Faster pages')
    expect(save).toBeDisabled()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Performance')
    expect(save).toBeEnabled()
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }))
    expect(save).toBeDisabled()
  })

  it('submits the typed value with tags split, trimmed and empty ones dropped, then closes', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn<(value: ThemeFormValue) => void>()
    const onOpenChange = vi.fn<(open: boolean) => void>()
    render(<Harness onSubmit={onSubmit} onOpenChange={onOpenChange} />)
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Mobile Experience ')
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Everything about the phone apps')
    await user.click(within(dialog).getByRole('radio', { name: 'Teal' }))
    await user.click(within(dialog).getByRole('radio', { name: 'High' }))
    await user.click(within(dialog).getByRole('radio', { name: 'Planning' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'mobile, , ios ,android,')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Mobile Experience',
      description: 'Everything about the phone apps',
      color: 'teal',
      priority: 'high',
      status: 'planning',
      tags: ['mobile', 'ios', 'android'],
    })
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('submits with Enter from a text field', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn<(value: ThemeFormValue) => void>()
    render(<Harness onSubmit={onSubmit} initialValue={{ name: 'Integrations', description: 'Connectors' }} mode="edit" />)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }))
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Integrations', color: 'blue', priority: 'medium', status: 'active', tags: [] }))
  })

  it('titles itself Edit Theme and starts from the theme being edited', async () => {
    render(
      <Harness
        mode="edit"
        initialValue={{ name: 'Onboarding', description: 'First-run flow', color: 'pink', priority: 'low', status: 'archived', tags: ['ux', 'signup'] }}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit Theme' })
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Onboarding')
    expect(within(dialog).getByRole('textbox', { name: 'Tags' })).toHaveValue('ux, signup')
    expect(within(dialog).getByRole('radio', { name: 'Pink' })).toBeChecked()
    expect(within(dialog).getByRole('radio', { name: 'Low' })).toBeChecked()
    expect(within(dialog).getByRole('radio', { name: 'Archived' })).toBeChecked()
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()
  })

  it('moves between swatches with the arrow keys', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const dialog = await screen.findByRole('dialog')
    within(dialog).getByRole('radio', { name: 'Blue (default)' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('radio', { name: 'Pink' })).toBeChecked()
    expect(within(dialog).getByRole('radio', { name: 'Pink' })).toHaveFocus()
  })

  it('closes with Cancel, the close icon and Escape without submitting', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn<(value: ThemeFormValue) => void>()
    const onOpenChange = vi.fn<(open: boolean) => void>()
    render(<Harness onSubmit={onSubmit} onOpenChange={onOpenChange} />)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'New theme' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'New theme' }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(onOpenChange.mock.calls).toEqual([[false], [false], [false]])
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('starts afresh each time it opens', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Name' }), 'Draft')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'New theme' }))
    expect(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Name' })).toHaveValue('')
  })
})

describe('canSaveTheme', () => {
  it('needs a name and a description after trimming', () => {
    expect(canSaveTheme({ name: 'A', description: 'B' })).toBe(true)
    expect(canSaveTheme({ name: ' ', description: 'B' })).toBe(false)
    expect(canSaveTheme({ name: 'A', description: '\n' })).toBe(false)
  })
})
