import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { css } from '@styled-system/css'
import { PortalFrame } from '../portal-frame'
import { ThemeDialog } from '../../src/components/ThemeDialog'
import { themePriorities, themeStatuses } from '../../app/state/themes'

/**
 * The dialog's backdrop and positioner are fixed to the viewport. A transformed frame becomes their containing block,
 * and the frame is where they mount (PortalFrame), so the open dialog stays inside the frame and inside the visual test's screenshot.
 */
const frame = css({ position: 'relative', minH: '[800px]', transform: 'translateZ(0)', overflow: 'hidden' })

const meta = {
  title: 'Components/ThemeDialog',
  component: ThemeDialog,
  decorators: [
    (Story) => (
      <PortalFrame className={frame}>
        <Story />
      </PortalFrame>
    ),
  ],
  args: { open: true, priorities: themePriorities, statuses: themeStatuses, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof ThemeDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A new theme: empty fields, the default colour, Save disabled. */
export const Create: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create Theme' })
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    await expect(within(dialog).getByRole('radio', { name: 'Blue (default)' })).toBeChecked()
  },
}

/** Filling the form and saving: tags are split on commas, trimmed, empty ones dropped. */
export const FillAndSave: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create Theme' })
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(name).toHaveFocus())
    await userEvent.type(name, 'Mobile Experience')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Everything about the phone apps')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Teal' }))
    await userEvent.click(within(dialog).getByRole('radio', { name: 'High' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'mobile, , ios ,')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Mobile Experience',
      description: 'Everything about the phone apps',
      color: 'teal',
      priority: 'high',
      status: 'active',
      tags: ['mobile', 'ios'],
    })
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

/** Editing a theme: titled Edit Theme, fields filled in. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    initialValue: {
      name: 'Onboarding',
      description: 'The first-run flow, from sign-up to the first connected source.',
      color: 'purple',
      priority: 'low',
      status: 'planning',
      tags: ['ux', 'signup'],
    },
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Edit Theme' })
    await expect(within(dialog).getByRole('textbox', { name: 'Tags' })).toHaveValue('ux, signup')
    await expect(within(dialog).getByRole('radio', { name: 'Purple' })).toBeChecked()
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()
  },
}

/** Spaces only do not count: Save stays disabled. */
export const BlankName: Story = {
  args: { initialValue: { name: '   ', description: 'Has a description' } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog')
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
  },
}

/** Escape, Cancel and the close icon all ask to close. */
export const Cancel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog')
    // The dialog focuses its first field a frame after it opens; clicking before that would let it take focus back.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    const close = within(dialog).getByRole('button', { name: 'Close' })
    await userEvent.click(close)
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledTimes(2))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(close).toHaveFocus()
  },
}
