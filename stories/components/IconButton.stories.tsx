import type { Meta, StoryObj } from '@storybook/react-vite'
import { Settings, Trash2 } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { IconButton } from '../../src/components/IconButton'

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Delete source', onClick: fn(), children: <Trash2 size={20} aria-hidden="true" /> },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Delete source' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Small: Story = {
  args: { size: 'sm', children: <Trash2 size={16} aria-hidden="true" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete source' })).toBeEnabled()
  },
}

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Delete source' })).toHaveFocus()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Delete source' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const AsLink: Story = {
  args: {
    label: 'Workspace Settings',
    asChild: true,
    children: (
      <a href="#workspace-settings">
        <Settings size={20} aria-hidden="true" />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Workspace Settings' })).toHaveAttribute('href', '#workspace-settings')
  },
}
